// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportdialog.h"

#include "export/csvexport.h"
#include "exportfiles.h"

#include "savepathfield.h"

#include "core/filedialog.h"
#include "core/settings.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QGuiApplication>
#include <QLabel>
#include <QMessageBox>
#include <QStandardPaths>

namespace gda::ui::exporting {

namespace {

QString startFolder(const Settings *settings)
{
    const QString last =
        settings ? settings->value(Settings::Key::LastFolder).toString() : QString();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    return defaultExportFolder();
}

} // namespace

ExportDialog::ExportDialog(const ScenarioDocument &document, Settings *settings,
                           const QString &fileName, QWidget *parent)
    : QDialog(parent), m_document(document), m_settings(settings), m_path(new SavePathField(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this))
{
    m_path->setPath(QDir(startFolder(settings)).filePath(fileName));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

void ExportDialog::setPath(const QString &path)
{
    m_path->setPath(path);
}

void ExportDialog::addRow(QFormLayout *form, QWidget *field)
{
    auto *label = new QLabel(this);
    label->setBuddy(field);
    m_labels << label;
    form->addRow(label, field);
}

void ExportDialog::save(const QString &suffix,
                        const std::function<QString(const QString &path)> &write)
{
    if (m_path->path().isEmpty()) {
        showError(tr("Choose a file to export to."));
        return;
    }
    // A path typed without the format's extension gets it.
    if (QFileInfo(m_path->path()).suffix().compare(suffix, Qt::CaseInsensitive) != 0)
        m_path->setSuffix(suffix);
    if (!m_path->confirmOverwrite())
        return;
    const QString path = m_path->path();
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    const QString problem = write(path);
    QGuiApplication::restoreOverrideCursor();
    if (!problem.isEmpty()) {
        showError(problem);
        return;
    }
    m_lastError.clear();
    if (m_settings)
        m_settings->setValue(Settings::Key::LastFolder, QFileInfo(path).absolutePath());
    QDialog::accept();
}

void ExportDialog::showError(const QString &message)
{
    m_lastError = message;
    QMessageBox::warning(this, windowTitle(), message);
}

QString exportCsv(QWidget *parent, const Scenario &scenario, const QString &language)
{
    using gda::exporting::CsvLocale;
    const QList<std::pair<CsvLocale, QString>> forms{
        {CsvLocale::Dutch, tr("CSV for a Dutch Excel: semicolons, decimal comma (*.csv)")},
        {CsvLocale::English, tr("CSV for an English Excel: commas, decimal point (*.csv)")},
        {CsvLocale::C, tr("CSV, machine-readable: the command line's default form (*.csv)")}};
    const bool dutch = language == QLatin1String("nl");
    QString selected = forms[dutch ? 0 : 1].second;
    QStringList filters;
    for (const auto &form : forms)
        filters << form.second;
    QString path = filedialog::getSaveFileName(
        parent, tr("Export CSV"),
        suggestedFileName(scenario, QStringLiteral("monthly"), QStringLiteral("csv")),
        filters.join(QStringLiteral(";;")), &selected);
    if (path.isEmpty())
        return {};
    if (!path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive))
        path += QStringLiteral(".csv");
    CsvLocale form = dutch ? CsvLocale::Dutch : CsvLocale::English;
    for (const auto &f : forms)
        if (f.second == selected)
            form = f.first;
    if (const QString error = gda::exporting::writeMonthlyCsv(scenario, path, form);
        !error.isEmpty()) {
        QMessageBox::warning(parent, tr("Not exported"), error);
        return {};
    }
    return path;
}

} // namespace gda::ui::exporting
