// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "report.h"

#include <QDialog>

QT_BEGIN_NAMESPACE
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
QT_END_NAMESPACE

namespace gda::ui {
class ScenarioDocument;
class Settings;
} // namespace gda::ui

namespace gda::ui::exporting {

class SavePathField;

// File → Export report…: the client report of the open scenario as a PDF, in Dutch or English
// (independent of the screen's language), on A4 or Letter, by the author of the preferences.
// Asks before it replaces a file.
class ReportDialog : public QDialog
{
    Q_OBJECT

public:
    ReportDialog(const ScenarioDocument &document, Settings *settings, QWidget *parent = nullptr);

    // What Save would write, from the current choices.
    ReportRequest request() const;
    void setPath(const QString &path);
    void setLanguage(const QString &language);
    void setPaper(Paper paper);

    // The last problem shown (empty after a successful export); for tests.
    QString lastError() const { return m_lastError; }

public slots:
    void accept() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showError(const QString &message);

    const ScenarioDocument &m_document;
    Settings *m_settings;
    QComboBox *m_language;
    QComboBox *m_paper;
    QLineEdit *m_author;
    SavePathField *m_path;
    QDialogButtonBox *m_buttons;
    QList<QLabel *> m_labels;
    QString m_lastError;
};

} // namespace gda::ui::exporting
