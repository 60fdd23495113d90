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

OnPremOpsEditor::OnPremOpsEditor(ScenarioDocument *document, QWidget *parent)
    : ScenarioEditor(document, inputs::Topic::Operations, parent), m_figure(new QLabel(this))
{
    addNumber(mainForm(), "inputs.onprem.electricity_per_kwh");
    addNumber(mainForm(), "inputs.onprem.pue");
    addNumber(mainForm(), "inputs.onprem.maintenance_fraction");
    m_figure->setWordWrap(true);
    bodyLayout()->addWidget(m_figure);
    addNumber(advancedForm(), "inputs.onprem.idle_power_fraction");
    addNumber(advancedForm(), "inputs.onprem.electricity_annual_change");
    addNumber(advancedForm(), "inputs.onprem.colocation_per_kw_month");
    addNumber(advancedForm(), "inputs.onprem.other_opex_per_year");
    addNumber(advancedForm(), "inputs.onprem.storage_per_tb_month");
    addLiveWidget(m_figure);
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
    m_figure->setText(parts.isEmpty()
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
}

} // namespace gda::ui
