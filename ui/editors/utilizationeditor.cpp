// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "utilizationeditor.h"

#include "core/scenariodocument.h"
#include "core/texts.h"
#include "editors/minicostcurve.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

#include <cmath>

namespace gda::ui {

UtilizationEditor::UtilizationEditor(ScenarioDocument *document, QWidget *parent)
    : ScenarioEditor(document, inputs::Topic::Utilization, parent),
      m_hours(new NumberField(NumberField::Kind::Number, jsonfields::aboveAtMost(0, 24), this)),
      m_days(new NumberField(NumberField::Kind::Whole, jsonfields::whole(1, 7), this)),
      m_chartCaption(new QLabel(this)), m_chart(new MiniCostCurve(this)), m_reason(new QLabel(this))
{
    m_hours->setObjectName(QStringLiteral("hours_per_day"));
    m_hours->lineEdit()->setObjectName(QStringLiteral("hours_per_day"));
    m_days->setObjectName(QStringLiteral("days_per_week"));
    m_days->lineEdit()->setObjectName(QStringLiteral("days_per_week"));
    for (NumberField *field : {m_hours, m_days})
        field->setMaximumWidth(field->fontMetrics().averageCharWidth() * 34);

    addNumber(mainForm(), "inputs.workload.gpus");
    m_hoursLabel = addRow(mainForm(), m_hours);
    m_hoursLabel->setBuddy(m_hours->lineEdit());
    m_daysLabel = addRow(mainForm(), m_days);
    m_daysLabel->setBuddy(m_days->lineEdit());
    NumberField *percent = addNumber(mainForm(), "inputs.workload.utilization");
    percent->setDecimals(1);

    // The entries and the cost curve side by side, so that the page fits a 1280×800 screen
    // without scrolling (issue 40).
    m_chartCaption->setWordWrap(true);
    m_reason->setWordWrap(true);
    bodyLayout()->removeItem(mainForm());
    auto *row = m_row = new QHBoxLayout;
    m_leftColumn = new QVBoxLayout;
    m_leftColumn->addLayout(mainForm());
    m_leftColumn->addStretch(1);
    row->addLayout(m_leftColumn, 1); // half and half: the curve stays put when the list appears
    auto *chartColumn = new QVBoxLayout;
    chartColumn->addWidget(m_chartCaption);
    chartColumn->addWidget(m_chart, 1);
    row->addSpacing(fontMetrics().height());
    row->addLayout(chartColumn, 1);
    bodyLayout()->addLayout(row);
    bodyLayout()->addWidget(m_reason);

    addNumber(advancedForm(), "inputs.onprem.max_utilization");
    addOptionalNumber(advancedForm(), "inputs.onprem.gpus",
                      [](const Scenario &s) { return double(s.inputs.workload.gpus); });
    addOptionalNumber(advancedForm(), "inputs.onprem.hybrid_gpus", [document](const Scenario &) {
        return double(document->evaluation().option(engine::Option::Hybrid).onpremGpus);
    });
    addNumber(advancedForm(), "inputs.factors.weights.utilization");

    connect(m_hours, &NumberField::valueEdited, this, &UtilizationEditor::scheduleEdited);
    connect(m_days, &NumberField::valueEdited, this, &UtilizationEditor::scheduleEdited);
    connect(m_hours, &NumberField::validityChanged, this, &UtilizationEditor::updateValidity);
    connect(m_days, &NumberField::validityChanged, this, &UtilizationEditor::updateValidity);
    addLiveWidget(m_reason);
    addLiveWidget(m_chart);
    finishSetup();
}

double UtilizationEditor::utilizationFor(double hoursPerDay, double daysPerWeek)
{
    return hoursPerDay / 24.0 * daysPerWeek / 7.0;
}

void UtilizationEditor::scheduleEdited()
{
    if (m_hours->isValid() && m_days->isValid())
        editUtilization(utilizationFor(m_hours->value(), m_days->value()));
}

void UtilizationEditor::setSidePanel(QWidget *panel)
{
    m_leftColumn->insertWidget(m_leftColumn->count() - 1, panel);
}

bool UtilizationEditor::extraValid() const
{
    return m_hours->isValid() && m_days->isValid();
}

void UtilizationEditor::refresh()
{
    const ScenarioDocument *doc = document();
    const Scenario &s = doc->scenario();
    // Version 2: the workloads editor below asks for each workload's GPUs and hours; the version
    // 1 rows (one averaged workload, fixed fleets) and the one-workload cost curve step aside.
    const bool v2 = s.inputs.modelVersion >= 2;
    for (const char *path : {"inputs.workload.gpus", "inputs.workload.utilization",
                             "inputs.onprem.gpus", "inputs.onprem.hybrid_gpus"})
        setFieldVisible(path, !v2);
    for (QWidget *widget : {static_cast<QWidget *>(m_hoursLabel), static_cast<QWidget *>(m_hours),
                            static_cast<QWidget *>(m_daysLabel), static_cast<QWidget *>(m_days)})
        widget->setVisible(!v2);
    // The curve stays in place for several workloads: their demand scaled together to each
    // utilization (engine::evaluateAtUtilization), beside the list that replaced the entries.
    QSizePolicy policy = m_chart->sizePolicy();
    policy.setRetainSizeWhenHidden(true);
    m_chart->setSizePolicy(policy);
    m_chart->setVisible(!figuresWithheld());
    const double u = s.inputs.workload.utilization;
    // Hours and days follow a utilization typed elsewhere; the days are kept where possible.
    const bool scheduleValid = m_hours->isValid() && m_days->isValid();
    if (!scheduleValid || std::abs(utilizationFor(m_hours->value(), m_days->value()) - u) > 1e-12) {
        if (!m_hours->lineEdit()->hasFocus() && !m_days->lineEdit()->hasFocus()) {
            double days = m_days->isValid() && m_days->value() >= 1 ? m_days->value() : 7.0;
            double hours = u * 24.0 * 7.0 / days;
            if (hours > 24.0) {
                days = 7.0;
                hours = u * 24.0;
            }
            m_days->setValue(days);
            m_hours->setValue(std::round(hours * 1e6) / 1e6);
        }
    }
    if (!doc->problem()) {
        // A version 2 scenario as it was evaluated (its catalog offers resolved), marked at its
        // mean utilization as the decision measures it.
        std::optional<double> yours;
        if (v2 && doc->decision())
            if (const auto *reason = std::get_if<engine::UtilizationReason>(
                    &doc->decision()->score(engine::Factor::Utilization).reason))
                yours = reason->utilization;
        m_chart->setScenario(v2 ? doc->evaluatedScenario() : s, doc->evaluation(), yours);
    }
    if (doc->decision())
        m_reason->setText(
            texts::reason(doc->decision()->score(engine::Factor::Utilization), s.currency));
    else
        m_reason->clear();
}

void UtilizationEditor::retranslateUi()
{
    setExplanation(
        tr("Utilization is the share of the GPUs' hours that is actually busy: 24 hours a day, "
           "7 days a week is 100%. Enter the hours per day and days per week the GPUs work, or "
           "the percentage directly."),
        tr("Rule of thumb: the cloud becomes expensive above about 40% utilization — "
           "organisations that run GPUs more than 10 hours a day save money on-premise. Since "
           "the 2025 price cuts, renting stays cheaper below 60–70% utilization (about 12 hours "
           "a day)."));
    m_hoursLabel->setText(tr("Hours per day"));
    m_hours->setSuffix(tr("hours"));
    m_daysLabel->setText(tr("Days per week"));
    m_days->setSuffix(tr("days"));
    m_chartCaption->setText(
        tr("Total cost over the horizon at each utilization (of several workloads: their "
           "average), all else equal. Where the on-premise line drops below the cloud line, "
           "owning becomes cheaper."));
}

} // namespace gda::ui
