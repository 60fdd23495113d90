// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "onpremopseditor.h"

#include "core/format.h"
#include "core/scenariodocument.h"
#include "core/texts.h"

#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace gda::ui {

using engine::Category;
using fieldranges::Field;

OnPremOpsEditor::OnPremOpsEditor(ScenarioDocument *document, QWidget *parent)
    : ScenarioEditor(document, parent), m_figure(new QLabel(this))
{
    addNumber(mainForm(), Field::ElectricityPerKwh, NumberField::Kind::Money);
    addNumber(mainForm(), Field::Pue, NumberField::Kind::Number);
    addNumber(mainForm(), Field::MaintenanceFraction, NumberField::Kind::Percent);
    m_figure->setWordWrap(true);
    bodyLayout()->addWidget(m_figure);
    addNumber(advancedForm(), Field::IdlePowerFraction, NumberField::Kind::Percent);
    addNumber(advancedForm(), Field::ElectricityChange, NumberField::Kind::Percent);
    addNumber(advancedForm(), Field::ColocationPerKwMonth, NumberField::Kind::Money);
    addNumber(advancedForm(), Field::OtherOpexPerYear, NumberField::Kind::Money);
    addNumber(advancedForm(), Field::OnpremStoragePerTbMonth, NumberField::Kind::Money);
    finishSetup();
}

void OnPremOpsEditor::refresh()
{
    const Scenario &s = document()->scenario();
    const engine::OptionResult &onprem = document()->evaluation().option(engine::Option::OnPrem);
    const QLocale locale;
    QStringList parts;
    for (Category c : {Category::Power, Category::Maintenance, Category::Colocation,
                       Category::OtherOpex, Category::OnpremStorage}) {
        const double amount = onprem.category(c);
        if (amount != 0.0)
            parts << tr("%1: %2").arg(texts::categoryName(c),
                                      format::money(amount, s.currency, locale));
    }
    m_figure->setText(
        parts.isEmpty()
            ? tr("No running costs besides staff.")
            : tr("Running costs over %n year(s): %1.", nullptr, s.inputs.horizonYears)
                  .arg(parts.join(QStringLiteral("; "))));
}

void OnPremOpsEditor::retranslateUi()
{
    setExplanation(
        tr("Owned GPUs draw power around the clock and need cooling and maintenance contracts. "
           "These costs are predictable but never stop."),
        tr("Rule of thumb: power averages $0.10 per kWh, about $35,000 a year for a 40 kW GPU "
           "rack; cooling adds 30% to the power bill; maintenance contracts cost 10–15% of the "
           "hardware each year."));
    setFieldTexts(Field::ElectricityPerKwh, tr("Electricity price"),
                  tr("$0.10 per kWh (hybrid-cloud article)"), tr("per kWh"));
    setFieldTexts(Field::Pue, tr("Power usage effectiveness (PUE)"),
                  tr("cooling adds 30% (hybrid-cloud article)"));
    setFieldTexts(Field::MaintenanceFraction, tr("Maintenance per year, of the hardware"),
                  tr("10–15% of the hardware a year (hybrid-cloud article)"));
    setFieldTexts(Field::IdlePowerFraction, tr("Power drawn while idle"),
                  tr("idle servers draw about 30% of full load (project estimate)"));
    setFieldTexts(Field::ElectricityChange, tr("Electricity price change per year"),
                  tr("project estimate"));
    setFieldTexts(Field::ColocationPerKwMonth, tr("Colocation per kW-month"),
                  tr("own data centre; colocation is about $184 per kW-month (pricing sources)"),
                  tr("per kW-month"));
    setFieldTexts(Field::OtherOpexPerYear, tr("Other operating costs per year"),
                  tr("project estimate"), tr("per year"));
    setFieldTexts(Field::OnpremStoragePerTbMonth, tr("Storage per TB-month"),
                  tr("under $2 per TB a month on-premise (migration article)"),
                  tr("per TB-month"));
}

} // namespace gda::ui
