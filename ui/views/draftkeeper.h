// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QObject>
#include <QTimer>

#include <optional>

namespace gda::ui {

class ScenarioDocument;

// Crash recovery: while the open scenario has unsaved changes, its content is written to a
// draft file every few seconds (atomically); a clean save or close removes the draft. At the
// next start a leftover draft means the app did not close cleanly, and it is offered back.
class DraftKeeper : public QObject
{
    Q_OBJECT

public:
    struct Draft
    {
        Scenario scenario;
        std::optional<qint64> storeId; // the library scenario it was an edit of
        int storeRevision = 0;
    };

    DraftKeeper(ScenarioDocument *document, QString path, QObject *parent = nullptr);

    // drafts/current.json in the per-user data folder.
    static QString defaultPath();
    // The draft left behind by an earlier run, if any and readable.
    static std::optional<Draft> pending(const QString &path);

    void setInterval(int milliseconds) { m_timer.setInterval(milliseconds); }
    // Writes the draft now (the timer calls this); returns false when it could not.
    bool writeNow();
    void discard();
    QString path() const { return m_path; }

private:
    ScenarioDocument *m_document;
    QString m_path;
    QTimer m_timer;
    bool m_wroteDraft = false; // the file on disk is this run's, not a crashed run's
};

} // namespace gda::ui
