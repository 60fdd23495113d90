// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "datagravityeditor.h"

#include "core/format.h"
#include "core/scenariodocument.h"
#include "core/texts.h"
#include "engine/costmodel.h"

#include <QComboBox>
#include <QFormLayout>
#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gda::ui {

using engine::DataLocation;
using engine::MigrationMethod;
using fieldranges::Field;

namespace {
constexpr MigrationMethod kMethods[] = {MigrationMethod::Internet, MigrationMethod::Snowball,
                                        MigrationMethod::DirectConnect};
constexpr DataLocation kLocations[] = {DataLocation::Cloud, DataLocation::OnPrem,
                                       DataLocation::Mixed};

// Terabytes a day through a line of `gbps` gigabits per second.
double tbPerDay(double gbps)
{
    return gbps * 1e9 / 8.0 * 86400.0 / 1e12;
}
} // namespace

double DataGravityEditor::transferVolumeTb(const engine::Inputs &inputs)
{
    const engine::Migration &m = inputs.migration;
    return m.dataTb * (1.0 - m.staleFraction) * (1.0 - m.compression);
}

double DataGravityEditor::transferCost(const engine::Inputs &inputs, MigrationMethod method)
{
    engine::Inputs moved = inputs;
    moved.migration.method = method;
    return engine::migrationTransferCost(moved);
}

double DataGravityEditor::transferDays(const engine::Inputs &inputs, MigrationMethod method)
{
    const double volume = transferVolumeTb(inputs);
    if (volume <= 0.0)
        return 0.0;
    switch (method) {
    case MigrationMethod::Internet:
        return volume / tbPerDay(kInternetGbps);
    case MigrationMethod::Snowball:
        // All devices are filled at the same time, then shipped.
        return std::min(volume, inputs.migration.snowballDeviceTb) / tbPerDay(kSnowballGbps) +
               kSnowballShippingDays;
    case MigrationMethod::DirectConnect:
        return volume / tbPerDay(kDirectConnectGbps);
    }
    return 0.0;
}

DataGravityEditor::DataGravityEditor(ScenarioDocument *document, QWidget *parent)
    : ScenarioEditor(document, parent), m_location(new QComboBox(this)),
      m_method(new QComboBox(this)), m_tableCaption(new QLabel(this)),
      m_assumptions(new QLabel(this)),
      m_figure(new QLabel(this))
{
    m_location->setObjectName(QStringLiteral("data_location"));
    m_method->setObjectName(QStringLiteral("migration_method"));
    for (DataLocation location : kLocations)
        m_location->addItem(QString(), static_cast<int>(location));
    for (MigrationMethod method : kMethods)
        m_method->addItem(QString(), static_cast<int>(method));

    addNumber(mainForm(), Field::DataTb, NumberField::Kind::Number);
    m_locationLabel = addRow(mainForm(), m_location);
    addNumber(mainForm(), Field::EgressTbPerMonth, NumberField::Kind::Number);
    addNumber(mainForm(), Field::StaleFraction, NumberField::Kind::Percent);
    addNumber(mainForm(), Field::Compression, NumberField::Kind::Percent);
    m_methodLabel = addRow(mainForm(), m_method);

    m_tableCaption->setWordWrap(true);
    bodyLayout()->addWidget(m_tableCaption);
    auto *table = new QFrame(this);
    table->setObjectName(QStringLiteral("transfer_methods"));
    table->setFrameShape(QFrame::StyledPanel);
    auto *grid = new QGridLayout(table);
    grid->setHorizontalSpacing(fontMetrics().height());
    for (std::size_t column = 0; column < 3; ++column) {
        m_headers[column] = new QLabel(table);
        QFont font = m_headers[column]->font();
        font.setBold(true);
        m_headers[column]->setFont(font);
        grid->addWidget(m_headers[column], 0, int(column),
                        column == 1 ? Qt::AlignRight | Qt::AlignTop : Qt::AlignTop);
    }
    for (std::size_t row = 0; row < 3; ++row) {
        for (std::size_t column = 0; column < 3; ++column) {
            auto *cell = new QLabel(table);
            cell->setWordWrap(column != 1);
            cell->setTextInteractionFlags(Qt::TextSelectableByMouse);
            m_cells[row][column] = cell;
            grid->addWidget(cell, int(row) + 1, int(column),
                            column == 1 ? Qt::AlignRight | Qt::AlignTop : Qt::AlignTop);
        }
    }
    grid->setColumnStretch(0, 2);
    grid->setColumnStretch(2, 3);
    bodyLayout()->addWidget(table);
    m_assumptions->setWordWrap(true);
    m_assumptions->setForegroundRole(QPalette::PlaceholderText);
    bodyLayout()->addWidget(m_assumptions);
    m_figure->setWordWrap(true);
    bodyLayout()->addWidget(m_figure);

    addNumber(advancedForm(), Field::SnowballDeviceTb, NumberField::Kind::Number);
    addNumber(advancedForm(), Field::SnowballFeePerDevice, NumberField::Kind::Money);
    addNumber(advancedForm(), Field::SnowballShippingPerDevice, NumberField::Kind::Money);
    addNumber(advancedForm(), Field::DirectConnectPortPerMonth, NumberField::Kind::Money);
    addNumber(advancedForm(), Field::DirectConnectPerGb, NumberField::Kind::Money);
    addNumber(advancedForm(), Field::DirectConnectMonths, NumberField::Kind::Whole);
    addNumber(advancedForm(), Field::ParallelRunMonths, NumberField::Kind::Whole);
    addNumber(advancedForm(), Field::HybridEgressTbPerMonth, NumberField::Kind::Number);
    addNumber(advancedForm(), Field::WeightDataGravity, NumberField::Kind::Number);

    connect(m_location, &QComboBox::currentIndexChanged, this, [this] {
        const auto location = static_cast<DataLocation>(m_location->currentData().toInt());
        edit(tr("Change data location"),
             [location](Scenario &s) { s.inputs.factors.dataLocation = location; });
    });
    connect(m_method, &QComboBox::currentIndexChanged, this, [this] {
        const auto method = static_cast<MigrationMethod>(m_method->currentData().toInt());
        edit(tr("Change transfer method"),
             [method](Scenario &s) { s.inputs.migration.method = method; });
    });
    finishSetup();
}

QString DataGravityEditor::durationText(double days) const
{
    if (days <= 0.0)
        return tr("nothing to move");
    if (days < 1.0)
        return tr("under a day");
    if (days < 14.0)
        return tr("about %1 days").arg(std::max(2, static_cast<int>(std::ceil(days))));
    return tr("about %1 weeks").arg(static_cast<int>(std::round(days / 7.0)));
}

void DataGravityEditor::refresh()
{
    const ScenarioDocument *doc = document();
    const Scenario &s = doc->scenario();
    const engine::Migration &m = s.inputs.migration;
    {
        const QSignalBlocker blocker(m_location);
        m_location->setCurrentIndex(
            m_location->findData(static_cast<int>(s.inputs.factors.dataLocation)));
    }
    {
        const QSignalBlocker blocker(m_method);
        m_method->setCurrentIndex(m_method->findData(static_cast<int>(m.method)));
    }

    const QLocale locale;
    for (std::size_t row = 0; row < 3; ++row) {
        const MigrationMethod method = kMethods[row];
        const double days = transferDays(s.inputs, method);
        QString duration = durationText(days);
        if (method == MigrationMethod::DirectConnect && days > 0.0)
            duration = tr("%1 after 6–12 weeks of provisioning").arg(duration);
        const bool chosen = method == m.method;
        auto &cells = m_cells[row];
        cells[0]->setText(chosen ? tr("%1 (chosen)").arg(texts::migrationMethodName(method))
                                 : texts::migrationMethodName(method));
        cells[1]->setText(format::money(transferCost(s.inputs, method), s.currency, locale));
        cells[2]->setText(duration);
        for (QLabel *cell : cells) {
            QFont font = cell->font();
            font.setBold(chosen);
            cell->setFont(font);
        }
    }

    QString figure = tr("Volume to move: %1 TB.")
                         .arg(locale.toString(transferVolumeTb(s.inputs), 'f', 1));
    if (doc->decision())
        figure += u' ' + texts::reason(doc->decision()->score(engine::Factor::DataGravity),
                                       s.currency);
    m_figure->setText(figure);
}

void DataGravityEditor::retranslateUi()
{
    setExplanation(
        tr("Large data sets pull compute towards them. Data kept in the cloud has to be moved "
           "out before your own GPUs can use it, which costs egress fees and time. Stale data "
           "that is not moved and what compression saves do not count."),
        tr("Rule of thumb: moving 1 PB of training data out of AWS costs about $92,000 in "
           "egress. Snowball Edge devices hold 80 TB each for $300 plus shipping; a 10 Gbps "
           "Direct Connect port costs $3,600 a month and takes 6–12 weeks to provision. Often "
           "70% of stored data is old experiments or redundant backups: clean up first; "
           "compression cuts the volume by 50–70%."));
    setFieldTexts(Field::DataTb, tr("Data to consider moving"), tr("project estimate"),
                  tr("TB"));
    m_locationLabel->setText(tr("Where the data lives now"));
    for (int i = 0; i < 3; ++i)
        m_location->setItemText(i, texts::dataLocationName(kLocations[i]));
    setFieldTexts(Field::EgressTbPerMonth, tr("Data leaving the cloud each month"),
                  tr("project estimate; AWS charges $0.09/GB beyond 10 TB a month"),
                  tr("TB per month"));
    setFieldTexts(Field::StaleFraction, tr("Stale share, not moved"),
                  tr("often 70% are old experiments or backups (migration article)"));
    setFieldTexts(Field::Compression, tr("Saved by compression"),
                  tr("50–70% is typical (migration article)"));
    m_methodLabel->setText(tr("Transfer method"));
    for (int i = 0; i < 3; ++i)
        m_method->setItemText(i, texts::migrationMethodName(kMethods[i]));
    m_tableCaption->setText(tr("The three ways to move the data, by cost and duration:"));
    m_headers[0]->setText(tr("Method"));
    m_headers[1]->setText(tr("Cost"));
    m_headers[2]->setText(tr("Duration"));
    m_assumptions->setText(
        tr("Durations assume the internet line sustains 1 Gbps; Snowball devices are filled "
           "in parallel at 1 Gbps and shipped in about a week; a Direct Connect line carries "
           "10 Gbps once provisioned (6–12 weeks) — figures from the migration article."));
    setFieldTexts(Field::SnowballDeviceTb, tr("Capacity per Snowball device"),
                  tr("Snowball Edge storage optimised (cost model)"), tr("TB"));
    setFieldTexts(Field::SnowballFeePerDevice, tr("Fee per Snowball device"),
                  tr("$300 per device (migration article)"));
    setFieldTexts(Field::SnowballShippingPerDevice, tr("Shipping per Snowball device"),
                  tr("\"plus shipping\", not quantified (migration article)"));
    setFieldTexts(Field::DirectConnectPortPerMonth, tr("Direct Connect port per month"),
                  tr("10 Gbps port (migration article)"), tr("per month"));
    setFieldTexts(Field::DirectConnectPerGb, tr("Direct Connect transfer per GB"),
                  tr("0.02–0.04 $/GB (pricing sources)"), tr("per GB"));
    setFieldTexts(Field::DirectConnectMonths, tr("Direct Connect port, months paid"),
                  tr("6–12 weeks of provisioning (migration article)"), tr("months"));
    setFieldTexts(Field::ParallelRunMonths, tr("Months of parallel running"),
                  tr("phase 2, parallel operations, weeks 5–8 (migration article)"),
                  tr("months"));
    setFieldTexts(Field::HybridEgressTbPerMonth, tr("Egress between cloud and own GPUs (hybrid)"),
                  tr("project estimate"), tr("TB per month"));
    setFieldTexts(Field::WeightDataGravity, tr("Weight in the decision"),
                  tr("five equally weighted factors"));
}

} // namespace gda::ui
