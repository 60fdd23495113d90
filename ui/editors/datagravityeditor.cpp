// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "datagravityeditor.h"

#include "core/format.h"
#include "core/scenariodocument.h"
#include "core/texts.h"
#include "editors/workloadseditor.h"
#include "engine/costmodel.h"

#include <QCheckBox>
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
    // The engine's own figure (version 2 adds the data of the workloads that may run
    // on-premise), so the page says the volume it prices (issue 31: "200 TB" shown, 370 priced).
    return engine::migrationVolume(inputs);
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
    case MigrationMethod::Auto:
        return 0.0; // not a row of the table: the planner picks one of the three
    }
    return 0.0;
}

DataGravityEditor::DataGravityEditor(ScenarioDocument *document, QWidget *parent)
    : ScenarioEditor(document, inputs::Topic::DataGravity, parent), m_location(new QComboBox(this)),
      m_method(new QComboBox(this)), m_planMove(new QCheckBox(this)), m_moveText(new QLabel(this)),
      m_tableCaption(new QLabel(this)), m_assumptions(new QLabel(this)), m_figure(new QLabel(this))
{
    m_location->setObjectName(QStringLiteral("data_location"));
    m_method->setObjectName(QStringLiteral("migration_method"));
    m_planMove->setObjectName(QStringLiteral("plan_the_move"));
    m_moveText->setObjectName(QStringLiteral("move_text"));
    m_moveText->setWordWrap(true);
    for (DataLocation location : kLocations)
        m_location->addItem(QString(), static_cast<int>(location));
    for (MigrationMethod method : kMethods)
        m_method->addItem(QString(), static_cast<int>(method));
    m_method->addItem(QString(), static_cast<int>(MigrationMethod::Auto));

    addNumber(mainForm(), "inputs.migration.data_tb");
    addRow(mainForm(), m_location, nullptr, "inputs.factors.data_location");
    addNumber(mainForm(), "inputs.cloud.egress_tb_per_month");
    addNumber(mainForm(), "inputs.migration.stale_fraction");
    addNumber(mainForm(), "inputs.migration.compression");
    addRow(mainForm(), m_method, nullptr, "inputs.migration.method");
    mainForm()->addRow(m_planMove);
    mainForm()->addRow(m_moveText);

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

    addNumber(advancedForm(), "inputs.migration.snowball_device_tb");
    addNumber(advancedForm(), "inputs.migration.snowball_fee_per_device");
    addNumber(advancedForm(), "inputs.migration.snowball_shipping_per_device");
    addNumber(advancedForm(), "inputs.migration.direct_connect_port_per_month");
    addNumber(advancedForm(), "inputs.migration.direct_connect_per_gb");
    addNumber(advancedForm(), "inputs.migration.direct_connect_months");
    addNumber(advancedForm(), "inputs.migration.parallel_run_months");
    addNumber(advancedForm(), "inputs.migration.hybrid_egress_tb_per_month");
    addNumber(advancedForm(), "inputs.factors.weights.data_gravity");

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
    connect(m_planMove, &QCheckBox::toggled, this, [this](bool on) {
        edit(on ? tr("Plan the move") : tr("Move in one month"), [on](Scenario &s) {
            WorkloadsEditor::makeVersion2(s, {0.0, 0});
            engine::Inputs &in = s.inputs;
            if (on) {
                // Seed 001: five phases of 4 weeks, the cloud kept 30 days as a fallback, the
                // transfer method picked by the data's size (docs/methodology.md §14.2, §14.6).
                in.migrationPhases = engine::MigrationPhases{};
                in.migration.method = MigrationMethod::Auto;
            } else {
                in.migrationPhases.reset();
                if (in.migration.method == MigrationMethod::Auto)
                    in.migration.method = engine::Migration{}.method;
            }
        });
    });
    addLiveWidget(m_moveText);
    addLiveWidget(m_figure);
    for (const auto &cells : m_cells)
        for (std::size_t column = 1; column < cells.size(); ++column)
            addLiveWidget(cells[column], false); // cost and duration
    finishSetup();
}

QString DataGravityEditor::transferMethodName(engine::TransferMethod method)
{
    switch (method) {
    case engine::TransferMethod::Internet:
        return texts::migrationMethodName(MigrationMethod::Internet);
    case engine::TransferMethod::DataSync:
        return tr("AWS DataSync over the internet");
    case engine::TransferMethod::Snowball:
        return texts::migrationMethodName(MigrationMethod::Snowball);
    case engine::TransferMethod::DirectConnect:
        return texts::migrationMethodName(MigrationMethod::DirectConnect);
    }
    return {};
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

    {
        const QSignalBlocker blocker(m_planMove);
        m_planMove->setChecked(s.inputs.migrationPhases.has_value());
    }
    if (s.inputs.migrationPhases) {
        const engine::MigrationPhases &ph = *s.inputs.migrationPhases;
        const QLocale here;
        QString text =
            tr("Five phases: preparation %1, parallel operation %2, data migration %3, "
               "workload migration %4 and decommissioning %5 weeks; the cloud is kept %6 days "
               "after each move as a fallback.")
                .arg(here.toString(ph.preparationWeeks), here.toString(ph.parallelWeeks),
                     here.toString(ph.dataWeeks), here.toString(ph.workloadWeeks),
                     here.toString(ph.decommissioningWeeks), here.toString(ph.fallbackDays));
        const engine::OptionResult *onprem = doc->evaluation().find(engine::Option::OnPrem);
        if (onprem && onprem->transferMethod)
            text += u' ' + tr("The data moves by the cheapest way that fits the data phase: %1.")
                               .arg(transferMethodName(*onprem->transferMethod));
        m_moveText->setText(text);
    } else {
        m_moveText->setText(tr("The data and the workloads move in the month the hardware "
                               "goes live."));
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

    double workloadsTb = 0.0;
    if (s.inputs.modelVersion >= 2)
        for (const engine::WorkloadInput &w : s.inputs.workloads)
            if (w.placement != engine::Placement::Cloud)
                workloadsTb += w.dataTb;
    QString figure =
        workloadsTb > 0.0
            ? tr("Volume to move: %1 TB (%2 TB of data to migrate and %3 TB of the workloads that "
                 "may run on-premise, less stale data and compression).")
                  .arg(locale.toString(transferVolumeTb(s.inputs), 'f', 1),
                       locale.toString(s.inputs.migration.dataTb, 'f', 1),
                       locale.toString(workloadsTb, 'f', 1))
            : tr("Volume to move: %1 TB.").arg(locale.toString(transferVolumeTb(s.inputs), 'f', 1));
    // The rule of thumb's $92,000 per PB is a flat $0.09 per GB; this scenario's bands differ.
    figure += u' ' + tr("With this scenario's egress bands, moving 1 PB over the internet costs "
                        "%1; the rule of thumb's $92,000 is a flat $0.09 per GB.")
                         .arg(format::money(engine::tieredCost(s.inputs.cloud.egressTiers, 1000.0),
                                            s.currency, locale));
    if (doc->decision())
        figure +=
            u' ' + texts::reason(doc->decision()->score(engine::Factor::DataGravity), s.currency);
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
    for (int i = 0; i < 3; ++i)
        m_location->setItemText(i, texts::dataLocationName(kLocations[i]));
    for (int i = 0; i < 3; ++i)
        m_method->setItemText(i, texts::migrationMethodName(kMethods[i]));
    m_method->setItemText(3, texts::migrationMethodName(MigrationMethod::Auto));
    m_planMove->setText(tr("Plan the move: five phases of four weeks, the cloud kept as a "
                           "fallback, the cheapest transfer that fits"));
    m_tableCaption->setText(tr("The three ways to move the data, by cost and duration:"));
    m_headers[0]->setText(tr("Method"));
    m_headers[1]->setText(tr("Cost"));
    m_headers[2]->setText(tr("Duration"));
    m_assumptions->setText(
        tr("Durations assume the internet line sustains 1 Gbps; Snowball devices are filled "
           "in parallel at 1 Gbps and shipped in about a week; a Direct Connect line carries "
           "10 Gbps once provisioned (6–12 weeks) — figures from the migration article."));
}

} // namespace gda::ui
