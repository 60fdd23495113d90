// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "quickeditor.h"

#include "core/scenariodocument.h"
#include "core/texts.h"
#include "editors/predictabilityeditor.h"
#include "editors/utilizationeditor.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

namespace gda::ui {

namespace {

using Preset = PredictabilityEditor::Preset;
constexpr Preset kPresets[] = {Preset::Flat, Preset::Seasonal, Preset::Spiky, Preset::Growing};

// A question above its answers, in bold, across the form: one per decision factor.
QLabel *question(QFormLayout *form, QWidget *parent)
{
    auto *label = new QLabel(parent);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    label->setWordWrap(true);
    form->addRow(label);
    return label;
}

} // namespace

QuickEditor::QuickEditor(ScenarioDocument *document, QWidget *parent)
    : ScenarioEditor(document, inputs::Topic::None, parent),
      m_hours(new NumberField(NumberField::Kind::Number, jsonfields::aboveAtMost(0, 24), this)),
      m_demand(new QComboBox(this)), m_expertise(new QComboBox(this)),
      m_location(new QComboBox(this)), m_answer(new QLabel(this)), m_all(new QPushButton(this))
{
    setObjectName(QStringLiteral("quick_editor"));
    advancedButton()->hide();
    m_hours->setObjectName(QStringLiteral("quick_hours_per_day"));
    m_hours->lineEdit()->setObjectName(QStringLiteral("quick_hours_per_day"));
    m_hours->setMaximumWidth(m_hours->fontMetrics().averageCharWidth() * 34);
    m_demand->setObjectName(QStringLiteral("quick_demand"));
    m_expertise->setObjectName(QStringLiteral("quick_expertise"));
    m_location->setObjectName(QStringLiteral("quick_data_location"));
    m_all->setObjectName(QStringLiteral("all_questions"));
    m_answer->setObjectName(QStringLiteral("quick_answer"));
    m_answer->setWordWrap(true);

    // One form, so that every answer lines up; each question spans it, in the order of the five
    // factors.
    QFormLayout *form = mainForm();
    for (QComboBox *box : {m_demand, m_expertise, m_location})
        box->setMaximumWidth(box->fontMetrics().averageCharWidth() * 60);
    m_questions[0] = question(form, this);
    addNumber(form, "inputs.workload.gpus");
    m_hoursLabel = addRow(form, m_hours);
    m_hoursLabel->setBuddy(m_hours->lineEdit());
    m_questions[1] = question(form, this);
    for (int i = 0; i < 4; ++i)
        m_demand->addItem(QString(), i);
    m_demandLabel = addRow(form, m_demand);
    m_questions[2] = question(form, this);
    addRow(form, m_expertise, nullptr, "inputs.factors.expertise");
    for (const inputs::Choice &c : inputs::at("inputs.factors.expertise").choices)
        m_expertise->addItem(QString(), c.value);
    m_questions[3] = question(form, this);
    addNumber(form, "inputs.factors.capital_available");
    m_questions[4] = question(form, this);
    addRow(form, m_location, nullptr, "inputs.factors.data_location");
    for (const inputs::Choice &c : inputs::at("inputs.factors.data_location").choices)
        m_location->addItem(QString(), c.value);
    addNumber(form, "inputs.migration.data_tb");
    QVBoxLayout *body = bodyLayout();
    body->addSpacing(m_answer->fontMetrics().height() / 2);
    body->addWidget(m_answer);
    body->addWidget(m_all, 0, Qt::AlignLeft);

    connect(m_hours, &NumberField::validityChanged, this, &QuickEditor::updateValidity);
    // On every day of the week: the full page asks for the days.
    connect(m_hours, &NumberField::valueEdited, this, [this](double hours) {
        editUtilization(UtilizationEditor::utilizationFor(hours, 7.0));
    });
    connect(m_demand, &QComboBox::activated, this, [this](int index) {
        const auto profile = PredictabilityEditor::presetProfile(kPresets[index]);
        edit(tr("Use the %1 profile").arg(m_demand->itemText(index)),
             [profile](Scenario &s) { s.inputs.workload.monthlyProfile = profile; });
    });
    connect(m_expertise, &QComboBox::activated, this, [this](int index) {
        const auto level = static_cast<engine::Expertise>(m_expertise->itemData(index).toInt());
        edit(tr("Change technical expertise"),
             [level](Scenario &s) { s.inputs.factors.expertise = level; });
    });
    connect(m_location, &QComboBox::activated, this, [this](int index) {
        const auto location =
            static_cast<engine::DataLocation>(m_location->itemData(index).toInt());
        edit(tr("Change where the data lives"),
             [location](Scenario &s) { s.inputs.factors.dataLocation = location; });
    });
    connect(m_all, &QPushButton::clicked, this, &QuickEditor::allQuestionsRequested);
    addLiveWidget(m_answer);
    finishSetup();
}

NumberField *QuickEditor::gpusField() const
{
    return numberField("inputs.workload.gpus");
}

NumberField *QuickEditor::capitalField() const
{
    return numberField("inputs.factors.capital_available");
}

NumberField *QuickEditor::dataField() const
{
    return numberField("inputs.migration.data_tb");
}

bool QuickEditor::extraValid() const
{
    return m_hours->isValid();
}

void QuickEditor::refresh()
{
    const ScenarioDocument *doc = document();
    const Scenario &s = doc->scenario();
    // A scenario of several workloads is answered on the Utilization and Predictability pages;
    // here it keeps the questions that belong to the scenario as a whole.
    const bool v2 = s.inputs.modelVersion >= 2;
    setFieldVisible("inputs.workload.gpus", !v2);
    for (QWidget *w : {static_cast<QWidget *>(m_hoursLabel), static_cast<QWidget *>(m_hours),
                       static_cast<QWidget *>(m_demandLabel), static_cast<QWidget *>(m_demand)})
        w->setVisible(!v2);
    m_questions[0]->setVisible(!v2);
    m_questions[1]->setVisible(!v2);

    if (!m_hours->lineEdit()->hasFocus() || !m_hours->isValid())
        m_hours->setValue(std::round(s.inputs.workload.utilization * 24.0 * 1e6) / 1e6);
    {
        const QSignalBlocker blocker(m_demand);
        const auto preset = PredictabilityEditor::presetOf(s.inputs.workload.monthlyProfile);
        m_demand->setCurrentIndex(preset ? int(*preset) : -1);
    }
    {
        const QSignalBlocker blocker(m_expertise);
        m_expertise->setCurrentIndex(m_expertise->findData(int(s.inputs.factors.expertise)));
    }
    {
        const QSignalBlocker blocker(m_location);
        m_location->setCurrentIndex(m_location->findData(int(s.inputs.factors.dataLocation)));
    }
    const std::optional<engine::Advice> advice =
        doc->problem() ? std::nullopt : texts::adviceFor(s, doc->evaluation(), doc->decision());
    if (advice)
        m_answer->setText(tr("The answer so far: %1. %2")
                              .arg(texts::adviceTitle(*advice), texts::adviceSavings(s, *advice)));
    else
        m_answer->clear();
}

void QuickEditor::retranslateUi()
{
    setExplanation(tr("Five questions, one for each factor of the decision. Every answer can be "
                      "refined later on the factor's own page."),
                   {});
    m_questions[0]->setText(tr("1. How much GPU work is there?"));
    m_questions[1]->setText(tr("2. How steady is the demand through the year?"));
    m_questions[2]->setText(tr("3. Who would run the GPUs if you owned them?"));
    m_questions[3]->setText(tr("4. What can you invest now?"));
    m_questions[4]->setText(tr("5. Where does your data live, and how much is there?"));
    m_hoursLabel->setText(tr("Hours a day they are busy"));
    m_hours->setSuffix(tr("hours"));
    m_demandLabel->setText(tr("Demand"));
    m_demand->setItemText(0, tr("Steady all year"));
    m_demand->setItemText(1, tr("Seasonal (busier in autumn and winter)"));
    m_demand->setItemText(2, tr("In bursts (a few peak months)"));
    m_demand->setItemText(3, tr("Growing through the year"));
    const inputs::Input &expertise = inputs::at("inputs.factors.expertise");
    for (int i = 0; i < m_expertise->count(); ++i)
        m_expertise->setItemText(i,
                                 inputs::choiceLabel(expertise, m_expertise->itemData(i).toInt()));
    const inputs::Input &location = inputs::at("inputs.factors.data_location");
    for (int i = 0; i < m_location->count(); ++i)
        m_location->setItemText(i, inputs::choiceLabel(location, m_location->itemData(i).toInt()));
    m_all->setText(tr("&Every question, page by page…"));
    m_all->setToolTip(tr("Answer the six pages of the full wizard instead: every workload, the "
                         "running costs, financing and the move of the data."));
}

} // namespace gda::ui
