// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

class QLabel;
class QPushButton;
class QToolButton;

namespace gda::ui {

// The strip above the open scenario when a colleague saved a newer revision of it (issue 39):
// "Anna saved version 5 at 14:02: “raised power price”." With unsaved changes of one's own it
// offers Show changes (the conflict dialog: merge both, keep mine, take theirs) and Reload
// (drop mine, show theirs); without, the new revision is shown already and the strip only says
// so. Close hides it; a save or another scenario opened hides it too (the window's part).
class DocumentManager;

class RevisionBanner : public QFrame
{
    Q_OBJECT

public:
    // Follows `documents` (nullptr: the signals only): shown on its newerRevision(), Show changes
    // runs resolveConflict(true), Reload asks and then reloadFromLibrary(); hidden when a
    // scenario is selected or saved.
    explicit RevisionBanner(DocumentManager *documents, QWidget *parent = nullptr);

    // Shows the strip for a newer revision (DocumentManager::newerRevision()).
    void showNewer(const QString &description, bool modified);

    QLabel *label() const { return m_text; }
    QPushButton *showChangesButton() const { return m_showChanges; }
    QPushButton *reloadButton() const { return m_reload; }

signals:
    void showChangesRequested();
    void reloadRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_text;
    QPushButton *m_showChanges;
    QPushButton *m_reload;
    QToolButton *m_close;
    QString m_description;
    bool m_modified = false;
};

} // namespace gda::ui
