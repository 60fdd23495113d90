// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "reportdialog.h"

#include "exportfiles.h"
#include "savepathfield.h"

#include "core/languagemanager.h"
#include "core/scenariodocument.h"
#include "core/settings.h"
#include "core/wheelguard.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>

namespace gda::ui::exporting {

ReportDialog::ReportDialog(const ScenarioDocument &document, Settings *settings, QWidget *parent)
    : ExportDialog(
          document, settings,
          suggestedFileName(document.scenario(), QStringLiteral("report"), QStringLiteral("pdf")),
          parent),
      m_language(new QComboBox(this)), m_paper(new QComboBox(this)), m_author(new QLineEdit(this))
{
    m_language->setObjectName(QStringLiteral("language"));
    m_paper->setObjectName(QStringLiteral("paper"));
    m_author->setObjectName(QStringLiteral("author"));
    for (const QString &code : LanguageManager::languages())
        m_language->addItem(LanguageManager::nativeName(code), code);
    m_language->setCurrentIndex(m_language->findData(LanguageManager::instance().language()));
    m_paper->addItem(QString(), int(Paper::A4)); // texts set in retranslate()
    m_paper->addItem(QString(), int(Paper::Letter));
    // Letter where it is the usual paper (the US and Canada), A4 elsewhere.
    const bool letter = QLocale::system().measurementSystem() == QLocale::ImperialUSSystem;
    setPaper(letter ? Paper::Letter : Paper::A4);
    if (m_settings)
        m_author->setText(m_settings->authorName());

    auto *form = new QFormLayout;
    for (QWidget *field : std::initializer_list<QWidget *>{m_language, m_paper, m_author, m_path})
        addRow(form, field);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    retranslate();
    guardWheel(this);
}

ReportRequest ReportDialog::request() const
{
    ReportRequest request;
    request.scenario = m_document.scenario();
    request.language = m_language->currentData().toString();
    request.paper = Paper(m_paper->currentData().toInt());
    request.author = m_author->text().trimmed();
    if (m_settings) {
        request.firm = m_settings->firmName();
        request.logoPath = m_settings->logoPath();
        request.confidential = m_settings->confidentiality();
    }
    request.outputPath = m_path->path();
    return request;
}

void ReportDialog::setLanguage(const QString &language)
{
    m_language->setCurrentIndex(m_language->findData(language));
}

void ReportDialog::setPaper(Paper paper)
{
    m_paper->setCurrentIndex(m_paper->findData(int(paper)));
}

void ReportDialog::accept()
{
    ReportRequest report = request();
    save(QStringLiteral("pdf"), [&report](const QString &path) {
        report.outputPath = path;
        return writeReport(report);
    });
    // The author typed here is the one of the next report too (and of the preferences).
    if (m_settings && result() == QDialog::Accepted)
        m_settings->setValue(Settings::Key::AuthorName, report.author);
}

void ReportDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void ReportDialog::retranslate()
{
    setWindowTitle(tr("Export report"));
    const QStringList labels{tr("&Language of the report:"), tr("&Paper:"), tr("&Author:"),
                             tr("&File:")};
    for (qsizetype i = 0; i < this->labels().size() && i < labels.size(); ++i)
        this->labels()[i]->setText(labels[i]);
    m_paper->setItemText(m_paper->findData(int(Paper::A4)), tr("A4 (210 × 297 mm)"));
    m_paper->setItemText(m_paper->findData(int(Paper::Letter)), tr("US Letter (8.5 × 11 in)"));
    m_author->setPlaceholderText(tr("Left off the cover when empty"));
    m_path->setDialogTitle(tr("Export report"));
    m_path->setFilter(tr("PDF documents (*.pdf)"));
}

} // namespace gda::ui::exporting
