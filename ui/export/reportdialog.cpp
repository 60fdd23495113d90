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
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

#include "core/filedialog.h"
#include "scenario/scenariofile.h"

namespace gda::ui::exporting {

ReportDialog::ReportDialog(const ScenarioDocument &document, Settings *settings, QWidget *parent)
    : ExportDialog(document, settings,
                   suggestedFileName(document.scenario(),
                                     tr("report", "default file name: client_scenario_report.pdf"),
                                     QStringLiteral("pdf")),
                   parent),
      m_language(new QComboBox(this)), m_paper(new QComboBox(this)), m_author(new QLineEdit(this)),
      m_compareRow(new QWidget(this)), m_compareSummary(new QLabel(m_compareRow)),
      m_compareButton(new QPushButton(m_compareRow)), m_compareClear(new QPushButton(m_compareRow))
{
    m_compareButton->setObjectName(QStringLiteral("appendComparison"));
    m_compareClear->setObjectName(QStringLiteral("clearComparison"));
    m_compareSummary->setObjectName(QStringLiteral("comparisonSummary"));
    m_compareSummary->setWordWrap(true);
    auto *compareLayout = new QHBoxLayout(m_compareRow);
    compareLayout->setContentsMargins(0, 0, 0, 0);
    compareLayout->addWidget(m_compareSummary, 1);
    compareLayout->addWidget(m_compareButton);
    compareLayout->addWidget(m_compareClear);
    connect(m_compareButton, &QPushButton::clicked, this, &ReportDialog::chooseComparison);
    connect(m_compareClear, &QPushButton::clicked, this, [this] { setComparedWith({}, {}); });
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
    for (QWidget *field :
         std::initializer_list<QWidget *>{m_language, m_paper, m_author, m_compareRow, m_path})
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
        request.accent = accentColor(m_settings->reportAccent());
    }
    request.comparedWith = m_comparedWith;
    request.outputPath = m_path->path();
    // The Uncertainty tab's Monte Carlo, when it has run: the report shares it if it is of the
    // same inputs and settings.
    request.simulation = m_document.lastSimulation();
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

void ReportDialog::setCompareCandidates(const QList<CompareCandidate> &candidates)
{
    m_candidates = candidates;
}

void ReportDialog::setComparedWith(const QList<Scenario> &scenarios, const QStringList &labels)
{
    m_comparedWith = scenarios;
    m_comparedLabels = labels;
    retranslate();
}

void ReportDialog::chooseComparison()
{
    ComparePickerDialog picker(m_candidates, this);
    if (picker.exec() == QDialog::Accepted)
        setComparedWith(picker.chosen(), picker.chosenLabels());
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
                             tr("Comparison:"), tr("&File:")};
    for (qsizetype i = 0; i < this->labels().size() && i < labels.size(); ++i)
        this->labels()[i]->setText(labels[i]);
    m_paper->setItemText(m_paper->findData(int(Paper::A4)), tr("A4 (210 × 297 mm)"));
    m_paper->setItemText(m_paper->findData(int(Paper::Letter)), tr("US Letter (8.5 × 11 in)"));
    m_author->setPlaceholderText(tr("Left off the cover when empty"));
    m_compareButton->setText(tr("Append &comparison with…"));
    m_compareButton->setToolTip(
        tr("Add a section that compares this scenario with one to three others from the library "
           "or from scenario files"));
    m_compareClear->setText(tr("&Remove"));
    m_compareClear->setEnabled(!m_comparedWith.isEmpty());
    // Long names shortened in the middle so that the line stays in its box; the whole names are
    // in the tooltip.
    QStringList shown;
    for (const QString &label : m_comparedLabels)
        shown << m_compareSummary->fontMetrics().elidedText(label, Qt::ElideMiddle, 160);
    m_compareSummary->setText(m_comparedWith.isEmpty()
                                  ? tr("None")
                                  : tr("With %1").arg(QLocale().createSeparatedList(shown)));
    m_compareSummary->setToolTip(m_comparedLabels.join(u'\n'));
    m_compareRow->setAccessibleName(tr("Comparison section"));
    m_path->setDialogTitle(tr("Export report"));
    m_path->setFilter(tr("PDF documents (*.pdf)"));
}

// ---- ComparePickerDialog ------------------------------------------------------------------------

ComparePickerDialog::ComparePickerDialog(const QList<CompareCandidate> &library, QWidget *parent)
    : QDialog(parent), m_candidates(library), m_list(new QListWidget(this)),
      m_hint(new QLabel(this)), m_addFiles(new QPushButton(this))
{
    setWindowTitle(tr("Append comparison with"));
    m_list->setObjectName(QStringLiteral("compareCandidates"));
    m_list->setAccessibleName(tr("Scenarios to compare with"));
    m_addFiles->setObjectName(QStringLiteral("addCompareFiles"));
    m_addFiles->setText(tr("Add scenario &files…"));
    m_hint->setWordWrap(true);
    for (const CompareCandidate &candidate : m_candidates) {
        auto *item = new QListWidgetItem(candidate.label, m_list);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
        item->setToolTip(candidate.label);
    }
    auto *intro = new QLabel(
        tr("Tick one to three scenarios of the library, or add scenario files. The report gets a "
           "section with their key figures side by side and their cumulative costs in one "
           "chart."),
        this);
    intro->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &ComparePickerDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_addFiles, &QPushButton::clicked, this, &ComparePickerDialog::chooseFiles);
    connect(m_list, &QListWidget::itemChanged, this, &ComparePickerDialog::updateState);
    auto *row = new QHBoxLayout;
    row->addWidget(m_hint, 1);
    row->addWidget(m_addFiles);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_list, 1);
    layout->addLayout(row);
    layout->addWidget(buttons);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    updateState();
    resize(520, 420);
}

void ComparePickerDialog::addFiles(const QStringList &paths)
{
    QStringList refused;
    for (const QString &path : paths) {
        const scenariofile::Result loaded = scenariofile::load(path);
        if (const auto *error = std::get_if<scenariofile::Error>(&loaded)) {
            refused << tr("%1: %2").arg(QDir::toNativeSeparators(path), error->toString());
            continue;
        }
        const Scenario scenario = std::get<Scenario>(loaded);
        CompareCandidate candidate;
        candidate.label =
            tr("%1 (file %2)")
                .arg(scenario.client.isEmpty() ? scenario.name
                                               : tr("%1 — %2").arg(scenario.client, scenario.name),
                     QFileInfo(path).fileName());
        candidate.load = [scenario](QString *) { return std::optional<Scenario>(scenario); };
        m_candidates << candidate;
        auto *item = new QListWidgetItem(candidate.label, m_list);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setToolTip(QDir::toNativeSeparators(path));
        item->setCheckState(Qt::Checked);
    }
    if (!refused.isEmpty()) {
        m_lastError = refused.join(u'\n');
        QMessageBox::warning(this, windowTitle(), m_lastError);
    }
    updateState();
}

void ComparePickerDialog::chooseFiles()
{
    const QStringList paths = filedialog::getOpenFileNames(
        this, tr("Add scenario files"), QString(), tr("Scenario files (*.gpuadvisor.json *.json)"));
    if (!paths.isEmpty())
        addFiles(paths);
}

void ComparePickerDialog::updateState()
{
    int ticked = 0;
    for (int i = 0; i < m_list->count(); ++i)
        ticked += m_list->item(i)->checkState() == Qt::Checked ? 1 : 0;
    m_hint->setText(ticked > kMostScenarios ? tr("Tick at most %1 scenarios.").arg(kMostScenarios)
                                            : tr("%n scenario(s) ticked.", nullptr, ticked));
    if (m_ok)
        m_ok->setEnabled(ticked >= 1 && ticked <= kMostScenarios);
}

void ComparePickerDialog::accept()
{
    QList<Scenario> chosen;
    QStringList labels;
    for (int i = 0; i < m_list->count() && i < m_candidates.size(); ++i) {
        if (m_list->item(i)->checkState() != Qt::Checked)
            continue;
        QString problem;
        const std::optional<Scenario> scenario = m_candidates[i].load(&problem);
        if (!scenario) {
            m_lastError = tr("%1 cannot be read: %2").arg(m_candidates[i].label, problem);
            QMessageBox::warning(this, windowTitle(), m_lastError);
            return;
        }
        chosen << *scenario;
        labels << scenario->name;
    }
    if (chosen.isEmpty() || chosen.size() > kMostScenarios)
        return;
    m_chosen = chosen;
    m_chosenLabels = labels;
    QDialog::accept();
}

} // namespace gda::ui::exporting
