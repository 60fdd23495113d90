// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

#include <functional>

QT_BEGIN_NAMESPACE
class QDialogButtonBox;
class QFormLayout;
class QLabel;
QT_END_NAMESPACE

namespace gda {
struct Scenario;
}

namespace gda::ui {
class ScenarioDocument;
class Settings;
} // namespace gda::ui

namespace gda::ui::exporting {

class SavePathField;

// What the export dialogs (chart, report) share: a file field that starts in the last export
// folder (else Documents), Save and Cancel, and the Save flow — a path is required, the
// format's extension is added when missing, an existing file is replaced only after asking,
// the write runs under a wait cursor, a problem is shown and kept for tests, and the folder is
// remembered for the next export.
class ExportDialog : public QDialog
{
    Q_OBJECT

public:
    void setPath(const QString &path);

    // The last problem shown (empty after a successful export); for tests.
    QString lastError() const { return m_lastError; }

protected:
    // `fileName` is the suggested name of the file, placed in the start folder.
    ExportDialog(const ScenarioDocument &document, Settings *settings, const QString &fileName,
                 QWidget *parent);

    // A labelled row of `form`; the label's text is set by the subclass (labels()).
    void addRow(QFormLayout *form, QWidget *field);
    const QList<QLabel *> &labels() const { return m_labels; }

    // The Save flow for a file with the extension `suffix`; `write(path)` returns a problem or
    // an empty string. Closes the dialog only on success.
    void save(const QString &suffix, const std::function<QString(const QString &path)> &write);
    // A warning titled with the dialog's title; remembered for lastError().
    void showError(const QString &message);
    void clearError() { m_lastError.clear(); }

    const ScenarioDocument &m_document;
    Settings *m_settings;
    SavePathField *m_path;
    QDialogButtonBox *m_buttons;

private:
    QList<QLabel *> m_labels;
    QString m_lastError;
};

// File → Export CSV…: asks for the file, its type choosing the form (CSV for a Dutch Excel, for
// an English Excel, or the machine form; the first offered follows `language`, the screen's), and
// writes the scenario's monthly series with the command line's writer (writeMonthlyCsv). Returns
// the path written, or an empty string when cancelled or refused (the problem shown).
QString exportCsv(QWidget *parent, const Scenario &scenario, const QString &language);

} // namespace gda::ui::exporting
