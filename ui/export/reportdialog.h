// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "exportdialog.h"
#include "report.h"

QT_BEGIN_NAMESPACE
class QComboBox;
class QLineEdit;
QT_END_NAMESPACE

namespace gda::ui::exporting {

// File → Export report…: the client report of the open scenario as a PDF, in Dutch or English
// (independent of the screen's language), on A4 or Letter, by the author of the preferences.
// Asks before it replaces a file.
class ReportDialog : public ExportDialog
{
    Q_OBJECT

public:
    ReportDialog(const ScenarioDocument &document, Settings *settings, QWidget *parent = nullptr);

    // What Save would write, from the current choices.
    ReportRequest request() const;
    void setLanguage(const QString &language);
    void setPaper(Paper paper);

public slots:
    void accept() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QComboBox *m_language;
    QComboBox *m_paper;
    QLineEdit *m_author;
};

} // namespace gda::ui::exporting
