// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "capitaleditor.h"

#include "core/format.h"
#include "core/scenariodocument.h"
#include "core/texts.h"
#include "engine/costmodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace gda::ui {

using engine::FinancingMode;
using fieldranges::Field;

CapitalEditor::CapitalEditor(ScenarioDocument *document, QWidget *parent)
    : ScenarioEditor(document, parent), m_financing(new QComboBox(this)),
      m_residual(new QCheckBox(this)), m_figure(new QLabel(this))
{
    m_financing->setObjectName(QStringLiteral("financing"));
    m_residual->setObjectName(QStringLiteral("count_residual_value"));
    for (FinancingMode mode : {FinancingMode::Cash, FinancingMode::Lease, FinancingMode::Loan})
        m_financing->addItem(QString(), static_cast<int>(mode));

    addNumber(mainForm(), Field::CapitalAvailable, NumberField::Kind::Money);
    m_financingLabel = addRow(mainForm(), m_financing, &m_financingHint);
    addNumber(mainForm(), Field::LeasePremium, NumberField::Kind::Percent);
    addNumber(mainForm(), Field::LeaseMonths, NumberField::Kind::Whole);
    addNumber(mainForm(), Field::LoanRate, NumberField::Kind::Percent);
    addNumber(mainForm(), Field::LoanMonths, NumberField::Kind::Whole);
    addNumber(mainForm(), Field::GpuUnitPrice, NumberField::Kind::Money);
    addNumber(mainForm(), Field::LeadMonths, NumberField::Kind::Whole);
    addNumber(mainForm(), Field::LifetimeYears, NumberField::Kind::Whole);
    m_figure->setWordWrap(true);
    bodyLayout()->addWidget(m_figure);

    addNumber(advancedForm(), Field::ServerNetworkPerGpu, NumberField::Kind::Money);
    addNumber(advancedForm(), Field::InstallationPerGpu, NumberField::Kind::Money);
    addNumber(advancedForm(), Field::FacilityPerKw, NumberField::Kind::Money);
    addNumber(advancedForm(), Field::KwPerGpu, NumberField::Kind::Number);
    addNumber(advancedForm(), Field::FixedCapex, NumberField::Kind::Money);
    m_residualLabel = addRow(advancedForm(), m_residual);
    addNumber(advancedForm(), Field::WeightCapital, NumberField::Kind::Number);

    connect(m_financing, &QComboBox::currentIndexChanged, this, [this] {
        const auto mode = static_cast<FinancingMode>(m_financing->currentData().toInt());
        edit(tr("Change financing"),
             [mode](Scenario &s) { s.inputs.onprem.financing.mode = mode; });
    });
    connect(m_residual, &QCheckBox::toggled, this, [this](bool on) {
        edit(tr("Change residual value"),
             [on](Scenario &s) { s.inputs.onprem.countResidualValue = on; });
    });
    finishSetup();
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
    const bool lease = p.financing.mode == FinancingMode::Lease;
    const bool loan = p.financing.mode == FinancingMode::Loan;
    setFieldVisible(Field::LeasePremium, lease);
    setFieldVisible(Field::LeaseMonths, lease);
    setFieldVisible(Field::LoanRate, loan);
    setFieldVisible(Field::LoanMonths, loan);
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
    const int fleet = p.gpus.value_or(s.inputs.workload.gpus);
    const double capex = engine::initialCapex(s.inputs, fleet);
    const double hardware = fleet * (p.gpuUnitPrice + p.serverNetworkPerGpu);
    const double facility = fleet * p.kwPerGpu * p.facilityPerKw;
    auto money = [&](double v) { return format::money(v, s.currency, locale); };
    QString figure = tr("Initial investment for %n GPU(s): %1 — hardware %2, installation %3, "
                        "power and cooling %4.", nullptr, fleet)
                         .arg(money(capex), money(hardware), money(fleet * p.installationPerGpu),
                              money(facility));
    if (doc->decision())
        figure += u' ' + texts::reason(doc->decision()->score(engine::Factor::Capital),
                                       s.currency);
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
    setFieldTexts(Field::CapitalAvailable, tr("Capital available now"),
                  tr("about one 8-GPU rack before staff (hybrid-cloud article)"));
    m_financingLabel->setText(tr("Paying for the hardware"));
    m_financing->setItemText(0, texts::financingName(FinancingMode::Cash));
    m_financing->setItemText(1, texts::financingName(FinancingMode::Lease));
    m_financing->setItemText(2, texts::financingName(FinancingMode::Loan));
    setFieldTexts(Field::LeasePremium, tr("Lease premium on the total"),
                  tr("leasing adds 20–30% (hybrid-cloud article)"));
    setFieldTexts(Field::LeaseMonths, tr("Lease term"), tr("project estimate"), tr("months"));
    setFieldTexts(Field::LoanRate, tr("Loan interest rate"), tr("project estimate"));
    setFieldTexts(Field::LoanMonths, tr("Loan term"), tr("five years, the hardware's life"),
                  tr("months"));
    setFieldTexts(Field::GpuUnitPrice, tr("Price per GPU"),
                  tr("H100 SXM list-price estimate (pricing sources)"));
    setFieldTexts(Field::LeadMonths, tr("Lead time before go-live"),
                  tr("3–6 months of planning before execution (migration article)"),
                  tr("months"));
    setFieldTexts(Field::LifetimeYears, tr("Hardware lifetime"),
                  tr("GPUs are written off over 5 years (3–6) (pricing sources)"), tr("years"));
    setFieldTexts(Field::ServerNetworkPerGpu, tr("Servers and networking per GPU"),
                  tr("$0.5M for 80 GPUs (migration article)"));
    setFieldTexts(Field::InstallationPerGpu, tr("Installation per GPU"),
                  tr("$0.2M for 80 GPUs (migration article)"));
    setFieldTexts(Field::FacilityPerKw, tr("Power and cooling per kW"),
                  tr("$150,000 for one 40 kW rack (hybrid-cloud article)"), tr("per kW"));
    setFieldTexts(Field::KwPerGpu, tr("Power per GPU, server share included"),
                  tr("DGX H100: 10.2 kW for 8 GPUs (pricing sources)"), tr("kW"));
    setFieldTexts(Field::FixedCapex, tr("Other one-off investment"), tr("project estimate"));
    m_residualLabel->setText(tr("Residual value"));
    m_residual->setText(tr("Credit the hardware's remaining value at the end of the horizon"));
    setFieldTexts(Field::WeightCapital, tr("Weight in the decision"),
                  tr("five equally weighted factors"));
}

} // namespace gda::ui
