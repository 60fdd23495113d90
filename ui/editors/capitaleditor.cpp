// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "capitaleditor.h"

#include "core/format.h"
#include "core/scenariodocument.h"
#include "core/texts.h"
#include "editors/workloadseditor.h"
#include "engine/costmodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>

namespace gda::ui {

using engine::FinancingMode;

CapitalEditor::CapitalEditor(ScenarioDocument *document, QWidget *parent)
    : ScenarioEditor(document, inputs::Topic::Capital, parent), m_financing(new QComboBox(this)),
      m_residual(new QCheckBox(this)), m_stages(new QCheckBox(this)),
      m_stagesText(new QLabel(this)), m_figure(new QLabel(this))
{
    m_stages->setObjectName(QStringLiteral("buy_in_stages"));
    m_figure->setObjectName(QStringLiteral("initial_investment"));
    m_stagesText->setObjectName(QStringLiteral("stages_text"));
    m_stagesText->setWordWrap(true);
    m_financing->setObjectName(QStringLiteral("financing"));
    m_residual->setObjectName(QStringLiteral("count_residual_value"));
    for (FinancingMode mode : {FinancingMode::Cash, FinancingMode::Lease, FinancingMode::Loan})
        m_financing->addItem(QString(), static_cast<int>(mode));

    addNumber(mainForm(), "inputs.factors.capital_available");
    addRow(mainForm(), m_financing, &m_financingHint, "inputs.onprem.financing.mode");
    addNumber(mainForm(), "inputs.onprem.financing.lease_premium");
    addNumber(mainForm(), "inputs.onprem.financing.lease_months");
    addNumber(mainForm(), "inputs.onprem.financing.loan_rate");
    addNumber(mainForm(), "inputs.onprem.financing.loan_months");
    addNumber(mainForm(), "inputs.onprem.gpu_unit_price");
    addNumber(mainForm(), "inputs.onprem.lead_months");
    addNumber(mainForm(), "inputs.onprem.lifetime_years");
    mainForm()->addRow(m_stages);
    mainForm()->addRow(m_stagesText);
    m_figure->setWordWrap(true);
    bodyLayout()->addWidget(m_figure);

    addNumber(advancedForm(), "inputs.onprem.server_network_per_gpu");
    addNumber(advancedForm(), "inputs.onprem.installation_per_gpu");
    addNumber(advancedForm(), "inputs.onprem.facility_per_kw");
    addNumber(advancedForm(), "inputs.onprem.kw_per_gpu");
    addNumber(advancedForm(), "inputs.onprem.fixed_capex");
    addRow(advancedForm(), m_residual, nullptr, "inputs.onprem.count_residual_value");
    addNumber(advancedForm(), "inputs.factors.weights.capital");

    connect(m_financing, &QComboBox::currentIndexChanged, this, [this] {
        const auto mode = static_cast<FinancingMode>(m_financing->currentData().toInt());
        edit(tr("Change financing"),
             [mode](Scenario &s) { s.inputs.onprem.financing.mode = mode; });
    });
    connect(m_residual, &QCheckBox::toggled, this, [this](bool on) {
        edit(tr("Change residual value"),
             [on](Scenario &s) { s.inputs.onprem.countResidualValue = on; });
    });
    connect(m_stages, &QCheckBox::toggled, this, [this](bool on) {
        edit(on ? tr("Buy in stages") : tr("Buy all at once"), [on](Scenario &s) {
            WorkloadsEditor::makeVersion2(s, {0.0, 0});
            engine::Inputs &in = s.inputs;
            const auto fleetOf = [&in](engine::Option option) {
                int gpus = 0;
                for (const engine::Purchase &p : engine::optionPurchases(in, option))
                    gpus += p.gpus;
                return gpus;
            };
            const int total = fleetOf(engine::Option::OnPrem);
            engine::PlanLimits &limits = in.planLimits ? *in.planLimits : in.planLimits.emplace();
            if (on) {
                // Stages belong to the plan, not to one option (issue 31): the hybrid fleet is
                // bought in the same stages, and the optimiser keeps its first one to a node
                // (docs/methodology.md §16.7).
                const int hybrid = fleetOf(engine::Option::Hybrid);
                in.onpremV2.purchases = stagedPurchases(total, 12 * in.horizonYears);
                in.hybrid.purchases = stagedPurchases(hybrid, 12 * in.horizonYears);
                limits.nodeGpus = kNodeGpus;
                limits.firstTrancheMaxGpus = kNodeGpus;
            } else {
                in.onpremV2.purchases = std::vector<engine::Purchase>{};
                if (total > 0)
                    in.onpremV2.purchases->push_back(engine::Purchase(1, total));
                // The hybrid fleet back to its default: the cheapest fleet, bought at once.
                in.hybrid.purchases.reset();
                limits.firstTrancheMaxGpus.reset();
                if (limits == engine::PlanLimits{})
                    in.planLimits.reset();
            }
        });
    });
    addLiveWidget(m_stagesText);
    addLiveWidget(m_figure);
    finishSetup();
}

std::vector<engine::Purchase> CapitalEditor::stagedPurchases(int total, int months)
{
    std::vector<engine::Purchase> stages;
    const int first = std::min(total, kNodeGpus);
    const int rack = std::min(total, kRackGpus) - first;
    const int rest = total - first - rack;
    // Within the horizon: a stage that would fall after it joins the last month.
    const auto add = [&](int month, int gpus) {
        month = std::max(1, std::min(month, months));
        if (gpus <= 0)
            return;
        if (!stages.empty() && stages.back().month == month)
            stages.back().gpus += gpus;
        else
            stages.emplace_back(month, gpus);
    };
    add(1, first);
    add(13, rack);
    add(25, rest);
    return stages;
}

void CapitalEditor::refresh()
{
    const ScenarioDocument *doc = document();
    const Scenario &s = doc->scenario();
    const engine::OnPrem &p = s.inputs.onprem;
    {
        const QSignalBlocker blocker(m_financing);
        m_financing->setCurrentIndex(m_financing->findData(static_cast<int>(p.financing.mode)));
    }
    {
        const QSignalBlocker blocker(m_residual);
        m_residual->setChecked(p.countResidualValue);
    }
    const bool staged = s.inputs.planLimits && s.inputs.planLimits->firstTrancheMaxGpus &&
                        s.inputs.onpremV2.purchases;
    {
        const QSignalBlocker blocker(m_stages);
        m_stages->setChecked(staged);
    }
    const bool tranches = s.inputs.onpremV2.purchases && s.inputs.onpremV2.purchases->size() > 1;
    if (staged || tranches) {
        QStringList stages;
        for (const engine::Purchase &pu : *s.inputs.onpremV2.purchases)
            stages << tr("%n GPU(s) in month %1", nullptr, pu.gpus).arg(pu.month);
        QString text = tr("Bought in stages: %1.").arg(stages.join(QStringLiteral("; ")));
        if (staged && s.inputs.hybrid.purchases) {
            QStringList hybrid;
            for (const engine::Purchase &pu : *s.inputs.hybrid.purchases)
                hybrid << tr("%n GPU(s) in month %1", nullptr, pu.gpus).arg(pu.month);
            text +=
                u' ' + (hybrid.isEmpty() ? tr("The hybrid option buys no GPUs.")
                                         : tr("The hybrid option's fleet in the same stages: %1.")
                                               .arg(hybrid.join(QStringLiteral("; "))));
        }
        if (staged)
            // In the executive's words, not a command line (issue 40).
            text += u' ' + tr("The first stage is one node; the Plan tab's Optimise finds the "
                              "stages with the lowest cost from the second on.");
        m_stagesText->setText(text);
    } else {
        m_stagesText->setText(tr("Everything is bought at once, before the first month of "
                                 "use."));
    }
    const bool lease = p.financing.mode == FinancingMode::Lease;
    const bool loan = p.financing.mode == FinancingMode::Loan;
    setFieldVisible("inputs.onprem.financing.lease_premium", lease);
    setFieldVisible("inputs.onprem.financing.lease_months", lease);
    setFieldVisible("inputs.onprem.financing.loan_rate", loan);
    setFieldVisible("inputs.onprem.financing.loan_months", loan);
    switch (p.financing.mode) {
    case FinancingMode::Cash:
        m_financingHint->setText(tr("Everything is paid when the hardware is bought."));
        break;
    case FinancingMode::Lease:
        m_financingHint->setText(tr("Monthly payments; leasing adds 20–30% to the total cost."));
        break;
    case FinancingMode::Loan:
        m_financingHint->setText(tr("Monthly annuity payments at the loan's interest rate."));
        break;
    }

    const QLocale locale;
    // Version 2: the on-premise option's fleet for all workloads; bought in stages, the initial
    // investment is the first stage's. The capital factor's sentence below weighs the first year
    // of the advised owning option (decision.cpp), which may be the hybrid's.
    const engine::OptionResult &onprem = doc->evaluation().option(engine::Option::OnPrem);
    int fleet =
        s.inputs.modelVersion >= 2 ? onprem.onpremGpus : p.gpus.value_or(s.inputs.workload.gpus);
    int bought = fleet;
    double capex = engine::initialCapex(s.inputs, fleet);
    if (s.inputs.modelVersion >= 2 && !onprem.purchases.empty()) {
        int first = onprem.purchases.front().month, total = 0;
        for (const engine::Purchase &pu : onprem.purchases)
            first = std::min(first, pu.month);
        bought = 0;
        for (const engine::Purchase &pu : onprem.purchases) {
            total += pu.gpus;
            if (pu.month == first)
                bought += pu.gpus;
        }
        fleet = std::max(fleet, total);
        capex = engine::initialCapex(s.inputs, onprem);
    }
    const double hardware = bought * (p.gpuUnitPrice + p.serverNetworkPerGpu);
    const double facility = bought * p.kwPerGpu * p.facilityPerKw;
    auto money = [&](double v) { return format::money(v, s.currency, locale); };
    QString figure =
        bought < fleet
            ? tr("Initial investment for the first stage, %n GPU(s) of %2: %1 — hardware %3, "
                 "installation %4, power and cooling %5; the later stages are paid when "
                 "they are bought.",
                 nullptr, bought)
                  .arg(money(capex), locale.toString(fleet), money(hardware),
                       money(bought * p.installationPerGpu), money(facility))
            : tr("Initial investment for %n GPU(s): %1 — hardware %2, installation %3, "
                 "power and cooling %4.",
                 nullptr, bought)
                  .arg(money(capex), money(hardware), money(bought * p.installationPerGpu),
                       money(facility));
    if (doc->decision())
        figure += u' ' + texts::reason(doc->decision()->score(engine::Factor::Capital), s.currency);
    m_figure->setText(figure);
}

void CapitalEditor::retranslateUi()
{
    setExplanation(
        tr("Owning means paying for the hardware before it earns anything. How much capital is "
           "available now, and would you buy, lease or borrow?"),
        tr("Rule of thumb: eight H100 GPUs cost about $240,000; with power, cooling and "
           "networking a single rack approaches $500,000 before staff. Leasing spreads the "
           "payments but adds 20–30% to the total cost; the cloud keeps capital free for other "
           "investments."));
    m_financing->setItemText(0, texts::financingName(FinancingMode::Cash));
    m_financing->setItemText(1, texts::financingName(FinancingMode::Lease));
    m_financing->setItemText(2, texts::financingName(FinancingMode::Loan));
    m_residual->setText(tr("Credit the hardware's remaining value at the end of the horizon"));
    m_stages->setText(tr("Buy in stages: one node first, a full rack a year later, the rest the "
                         "year after"));
}

} // namespace gda::ui
