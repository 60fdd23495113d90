// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exportchartdialog.h"

#include "exportfiles.h"
#include "savepathfield.h"

#include "core/languagemanager.h"
#include "core/scenariodocument.h"
#include "core/settings.h"
#include "core/wheelguard.h"

#include <QChart>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QGuiApplication>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

namespace gda::ui::exporting {

ExportChartDialog::ExportChartDialog(const ScenarioDocument &document, charts::ChartKind kind,
                                     Settings *settings, QWidget *parent)
    : ExportDialog(document, settings,
                   suggestedFileName(document.scenario(), kind, chartFormatKey(ChartFormat::Png)),
                   parent),
      m_kind(new QComboBox(this)), m_format(new QComboBox(this)), m_preset(new QComboBox(this)),
      m_width(new QSpinBox(this)), m_height(new QSpinBox(this)), m_dpi(new QSpinBox(this)),
      m_pixels(new QLabel(this)), m_language(new QComboBox(this)), m_copy(new QPushButton(this))
{
    m_kind->setObjectName(QStringLiteral("kind"));
    m_format->setObjectName(QStringLiteral("format"));
    m_preset->setObjectName(QStringLiteral("preset"));
    m_width->setObjectName(QStringLiteral("width"));
    m_height->setObjectName(QStringLiteral("height"));
    m_dpi->setObjectName(QStringLiteral("dpi"));
    m_language->setObjectName(QStringLiteral("language"));
    m_copy->setObjectName(QStringLiteral("copy"));

    for (charts::ChartKind k : charts::kAllChartKinds)
        m_kind->addItem(QString(), int(k));
    m_kind->setCurrentIndex(m_kind->findData(int(kind)));
    for (ChartFormat format : {ChartFormat::Png, ChartFormat::Svg, ChartFormat::Pdf})
        m_format->addItem(QString(), int(format));
    m_preset->addItem(QString(), -1);
    for (ChartPreset preset : kAllChartPresets)
        m_preset->addItem(QString(), int(preset));
    for (QSpinBox *side : {m_width, m_height}) {
        side->setRange(kMinChartSide, kMaxChartSide);
        side->setSingleStep(50);
    }
    m_width->setValue(kDefaultChartSize.width());
    m_height->setValue(kDefaultChartSize.height());
    m_dpi->setRange(kMinDpi, kMaxDpi);
    m_dpi->setSingleStep(24);
    m_dpi->setValue(kDefaultDpi);
    for (const QString &code : LanguageManager::languages())
        m_language->addItem(LanguageManager::nativeName(code), code);
    m_language->setCurrentIndex(m_language->findData(LanguageManager::instance().language()));

    auto *form = new QFormLayout;
    for (QWidget *field :
         std::initializer_list<QWidget *>{m_kind, m_format, m_preset, m_width, m_height, m_dpi})
        addRow(form, field);
    form->addRow(QString(), m_pixels);
    addRow(form, m_language);
    addRow(form, m_path);
    m_buttons->addButton(m_copy, QDialogButtonBox::ActionRole);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_buttons);

    connect(m_copy, &QPushButton::clicked, this, &ExportChartDialog::copyToClipboard);
    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportChartDialog::formatChanged);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &ExportChartDialog::kindChanged);
    connect(m_preset, &QComboBox::activated, this, &ExportChartDialog::presetChosen);
    for (QSpinBox *box : {m_width, m_height, m_dpi}) {
        connect(box, &QSpinBox::valueChanged, this, &ExportChartDialog::updatePixelNote);
        connect(box, &QSpinBox::valueChanged, this, &ExportChartDialog::showPresetOfSize);
    }

    m_suggestedName = QFileInfo(m_path->path()).fileName();
    retranslate();
    formatChanged();
    showPresetOfSize();
    guardWheel(this);
}

ChartRequest ExportChartDialog::request() const
{
    ChartRequest request;
    request.scenario = m_document.scenario();
    request.kind = charts::ChartKind(m_kind->currentData().toInt());
    request.language = m_language->currentData().toString();
    request.format = ChartFormat(m_format->currentData().toInt());
    request.size = QSize(m_width->value(), m_height->value());
    request.dpi = m_dpi->value();
    request.outputPath = m_path->path();
    return request;
}

void ExportChartDialog::setFormat(ChartFormat format)
{
    m_format->setCurrentIndex(m_format->findData(int(format)));
}

void ExportChartDialog::setLanguage(const QString &language)
{
    m_language->setCurrentIndex(m_language->findData(language));
}

void ExportChartDialog::setPreset(ChartPreset preset)
{
    const ChartPresetSize size = chartPresetSize(preset);
    m_width->setValue(size.size.width());
    m_height->setValue(size.size.height());
    m_dpi->setValue(size.dpi);
    showPresetOfSize();
}

void ExportChartDialog::presetChosen()
{
    const int chosen = m_preset->currentData().toInt();
    if (chosen >= 0)
        setPreset(ChartPreset(chosen));
}

void ExportChartDialog::showPresetOfSize()
{
    const auto preset = chartPresetOf(QSize(m_width->value(), m_height->value()), m_dpi->value());
    m_preset->setCurrentIndex(m_preset->findData(preset ? int(*preset) : -1));
}

void ExportChartDialog::accept()
{
    ChartRequest chart = request();
    save(chartFormatKey(chart.format), [&chart](const QString &path) {
        chart.outputPath = path;
        return writeChart(chart);
    });
}

void ExportChartDialog::copyToClipboard()
{
    ChartImageSpec spec;
    const std::unique_ptr<QChart> chart = buildChart(request(), &spec);
    if (const QString problem = checkSpec(spec, ChartFormat::Png); !problem.isEmpty()) {
        showError(problem);
        return;
    }
    copyChartToClipboard(*chart, spec);
    clearError();
}

void ExportChartDialog::formatChanged()
{
    const auto format = ChartFormat(m_format->currentData().toInt());
    m_dpi->setEnabled(format == ChartFormat::Png);
    m_path->setSuffix(chartFormatKey(format));
    m_path->setFilter(format == ChartFormat::Png   ? tr("PNG images (*.png)")
                      : format == ChartFormat::Svg ? tr("SVG drawings (*.svg)")
                                                   : tr("PDF documents (*.pdf)"));
    m_suggestedName = QFileInfo(m_suggestedName).completeBaseName() + u'.' + chartFormatKey(format);
    updatePixelNote();
}

void ExportChartDialog::kindChanged()
{
    // Follow the chart in the file name while it is still the suggested one.
    const auto kind = charts::ChartKind(m_kind->currentData().toInt());
    const auto format = ChartFormat(m_format->currentData().toInt());
    const QString suggested =
        suggestedFileName(m_document.scenario(), kind, chartFormatKey(format));
    const QFileInfo current(m_path->path());
    if (current.fileName() == m_suggestedName)
        m_path->setPath(QDir(current.absolutePath()).filePath(suggested));
    m_suggestedName = suggested;
}

void ExportChartDialog::updatePixelNote()
{
    const auto format = ChartFormat(m_format->currentData().toInt());
    ChartImageSpec spec;
    spec.size = QSize(m_width->value(), m_height->value());
    spec.dpi = m_dpi->value();
    const QSize pixels = pngPixelSize(spec);
    switch (format) {
    case ChartFormat::Png:
        m_pixels->setText(
            tr("The image will be %1 × %2 pixels.")
                .arg(QLocale().toString(pixels.width()), QLocale().toString(pixels.height())));
        break;
    case ChartFormat::Svg:
        m_pixels->setText(tr("Vector drawing; the resolution does not apply."));
        break;
    case ChartFormat::Pdf:
        m_pixels->setText(tr("Vector PDF of %1 × %2 points.")
                              .arg(QLocale().toString(spec.size.width() * 72 / kReferenceDpi),
                                   QLocale().toString(spec.size.height() * 72 / kReferenceDpi)));
        break;
    }
}

void ExportChartDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void ExportChartDialog::retranslate()
{
    setWindowTitle(tr("Export chart"));
    for (int i = 0; i < m_kind->count(); ++i)
        m_kind->setItemText(i,
                            charts::chartKindName(charts::ChartKind(m_kind->itemData(i).toInt())));
    m_format->setItemText(0, tr("PNG image"));
    m_format->setItemText(1, tr("SVG drawing"));
    m_format->setItemText(2, tr("PDF document (vector)"));
    m_preset->setItemText(0, tr("Custom"));
    for (int i = 1; i < m_preset->count(); ++i) {
        const auto preset = ChartPreset(m_preset->itemData(i).toInt());
        const ChartPresetSize size = chartPresetSize(preset);
        auto mm = [](int px) { return QLocale().toString(qRound(px * 25.4 / kReferenceDpi)); };
        m_preset->setItemText(
            i, tr("%1: %2 × %3 mm, %4 DPI", "preset: width × height, resolution")
                   .arg(chartPresetName(preset), mm(size.size.width()), mm(size.size.height()))
                   .arg(size.dpi));
    }
    m_preset->setToolTip(tr("Sizes for documents: the chart is laid out for the place's size in "
                            "millimetres, and a PNG gets the resolution of the medium."));
    m_width->setSuffix(tr(" px"));
    m_height->setSuffix(tr(" px"));
    m_dpi->setSuffix(tr(" DPI"));
    const QStringList labels{tr("&Chart:"),
                             tr("&Format:"),
                             tr("Si&ze:"),
                             tr("&Width:"),
                             tr("&Height:"),
                             tr("&Resolution:"),
                             tr("&Language of the chart:"),
                             tr("F&ile:")};
    for (qsizetype i = 0; i < this->labels().size() && i < labels.size(); ++i)
        this->labels()[i]->setText(labels[i]);
    m_width->setToolTip(tr("The chart's size in pixels at 96 DPI, as on screen: it decides the "
                           "layout. The resolution multiplies the pixels of a PNG."));
    m_height->setToolTip(m_width->toolTip());
    m_path->setDialogTitle(tr("Export chart"));
    m_copy->setText(tr("Copy to clip&board"));
    updatePixelNote();
}

} // namespace gda::ui::exporting
