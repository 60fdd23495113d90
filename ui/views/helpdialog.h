// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QListWidget;
class QTextBrowser;

namespace gda::ui {

// The handbook (Help → Handbook, F1): the user guide and the methodology, rendered from the
// Markdown built into the application (the package also installs them under
// /usr/share/doc/gpu-advisor/handbook). The user guide is in the interface language where a
// translation exists; the methodology is in English.
class HelpDialog : public QDialog
{
    Q_OBJECT

public:
    enum Document { UserGuide, Methodology };

    explicit HelpDialog(QWidget *parent = nullptr);

    void show(Document document);
    QTextBrowser *browser() const { return m_browser; }
    // The resource the document is read from in `language` (":/handbook/…").
    static QString source(Document document, const QString &language);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QListWidget *m_contents;
    QTextBrowser *m_browser;
};

} // namespace gda::ui
