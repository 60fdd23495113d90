// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "predictabilityeditor.h"

#include "core/format.h"
#include "core/scenariodocument.h"
#include "core/texts.h"
#include "editors/profilebars.h"
#include "engine/decision.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace gda::ui {

namespace {

// The scenario file's field for the kind of workload; its choices are numbered as WorkloadType.
constexpr char kWorkloadTypeKey[] = "workload_type";
constexpr int kCustom = 4; // the preset box's "Custom" entry

} // namespace

std::array<double, 12> PredictabilityEditor::presetProfile(Preset preset)
{
    // Each averages 1, so the utilization stays the yearly average.
    switch (preset) {
    case Preset::Flat:
        return {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
    case Preset::Seasonal:
        return {1.0, 1.0, 1.1, 1.1, 0.9, 0.7, 0.6, 0.7, 1.0, 1.2, 1.3, 1.4};
    case Preset::Spiky:
        return {0.6, 0.6, 2.2, 0.6, 0.6, 0.6, 2.4, 0.6, 0.6, 0.6, 2.0, 0.6};
    case Preset::Growing:
        return {0.7, 0.75, 0.8, 0.85, 0.9, 0.95, 1.05, 1.1, 1.15, 1.2, 1.25, 1.3};
    }
    return {};
}

std::optional<PredictabilityEditor::Preset>
PredictabilityEditor::presetOf(const std::array<double, 12> &profile)
{
    for (const Preset p : {Preset::Flat, Preset::Seasonal, Preset::Spiky, Preset::Growing})
        if (presetProfile(p) == profile)
            return p;
    return std::nullopt;
}

PredictabilityEditor::WorkloadType PredictabilityEditor::workloadType(const Scenario &scenario)
{
    const QString key = scenario.extra.value(QLatin1String(kWorkloadTypeKey)).toString();
    for (const inputs::Choice &c : inputs::at(kWorkloadTypeKey).choices)
        if (key == QLatin1String(c.key))
            return static_cast<WorkloadType>(c.value);
    return WorkloadType::Unspecified;
}

void PredictabilityEditor::setWorkloadType(Scenario &scenario, WorkloadType type)
{
    const QString key = inputs::choiceKey(inputs::at(kWorkloadTypeKey), static_cast<int>(type));
    if (key.isEmpty())
        scenario.extra.remove(QLatin1String(kWorkloadTypeKey));
    else
        scenario.extra.insert(QLatin1String(kWorkloadTypeKey), key);
}

QString PredictabilityEditor::placementAdvice(WorkloadType type)
{
    switch (type) {
    case WorkloadType::Training:
        return tr("Training runs that need the GPUs consistently for weeks belong on-premise. "
                  "They are also the first candidates to move: predictable use, easy to "
                  "migrate.");
    case WorkloadType::Inference:
        return tr("Inference with variable demand suits the cloud; a hybrid set-up can serve a "
                  "steady base load on your own GPUs.");
    case WorkloadType::DevelopmentTest:
        return tr("Development and test environments benefit from the cloud's elasticity.");
    case WorkloadType::Production:
        return tr("Production systems need the predictability of your own infrastructure; "
                  "move them last, with careful staging.");
    case WorkloadType::Unspecified:
        break;
    }
    return {};
}

std::array<double, 12> &PredictabilityEditor::profileOf(Scenario &scenario, int workload)
{
    auto &list = scenario.inputs.workloads;
    if (scenario.inputs.modelVersion >= 2 && workload >= 0 && workload < int(list.size()))
        return list[std::size_t(workload)].monthlyProfile;
    return scenario.inputs.workload.monthlyProfile;
}

const std::array<double, 12> &PredictabilityEditor::profileOf(const Scenario &scenario,
                                                              int workload)
{
    return profileOf(const_cast<Scenario &>(scenario), workload);
}

bool PredictabilityEditor::isVersion2() const
{
    const Scenario &s = document()->scenario();
    return s.inputs.modelVersion >= 2 && !s.inputs.workloads.empty();
}

void PredictabilityEditor::setCurrentWorkload(int index)
{
    if (index == m_current || index < 0)
        return;
    m_current = index;
    refresh();
    emit currentWorkloadChanged(index);
}

QString PredictabilityEditor::kindAdvice(engine::WorkloadKind kind)
{
    switch (kind) {
    case engine::WorkloadKind::Training:
        return placementAdvice(WorkloadType::Training);
    case engine::WorkloadKind::Inference:
        return placementAdvice(WorkloadType::Inference);
    case engine::WorkloadKind::Development:
        return placementAdvice(WorkloadType::DevelopmentTest);
    case engine::WorkloadKind::Batch:
        return tr("Batch jobs can wait: they go to the cheapest capacity available, free hours "
                  "on your own GPUs or spot capacity in the cloud.");
    }
    return {};
}

PredictabilityEditor::PredictabilityEditor(ScenarioDocument *document, QWidget *parent)
    : ScenarioEditor(document, inputs::Topic::Predictability, parent),
      m_workload(new QComboBox(this)),
      m_growth(new NumberField(NumberField::Kind::Percent, jsonfields::closed(-0.9, 10.0), this)),
      m_preset(new QComboBox(this)), m_bars(new ProfileBars(this)),
      m_monthsCaption(new QLabel(this)), m_variation(new QLabel(this)), m_type(new QComboBox(this)),
      m_advice(new QLabel(this))
{
    m_preset->setObjectName(QStringLiteral("profile_preset"));
    m_type->setObjectName(QStringLiteral("workload_type"));
    for (int i = 0; i < 5; ++i)
        m_preset->addItem(QString());
    for (int i = 0; i < 5; ++i)
        m_type->addItem(QString(), i);

    m_workload->setObjectName(QStringLiteral("predictability_workload"));
    m_growth->setObjectName(QStringLiteral("workload_annual_growth"));
    m_growth->lineEdit()->setObjectName(QStringLiteral("workload_annual_growth"));
    m_workloadLabel = addRow(mainForm(), m_workload);
    m_presetLabel = addRow(mainForm(), m_preset);
    bodyLayout()->addWidget(m_bars);
    m_monthsCaption->setWordWrap(true);
    bodyLayout()->addWidget(m_monthsCaption);
    auto *grid = new QGridLayout;
    for (int i = 0; i < 12; ++i) {
        auto *field = new NumberField(NumberField::Kind::Number,
                                      inputs::at("inputs.workload.monthly_profile").range, this);
        const QString name = QStringLiteral("inputs.workload.monthly_profile[%1]").arg(i);
        field->setObjectName(name);
        field->lineEdit()->setObjectName(name);
        auto *label = new QLabel(this);
        label->setBuddy(field->lineEdit());
        m_months[static_cast<std::size_t>(i)] = field;
        m_monthLabels[static_cast<std::size_t>(i)] = label;
        const int row = (i / 6) * 2;
        grid->addWidget(label, row, i % 6);
        grid->addWidget(field, row + 1, i % 6, Qt::AlignTop);
        connect(field, &NumberField::valueEdited, this, [this, i](double value) {
            const int w = isVersion2() ? m_current : -1;
            edit(
                tr("Change the workload of %1").arg(m_monthLabels[std::size_t(i)]->text()),
                [i, w, value](Scenario &s) {
                    profileOf(s, w)[static_cast<std::size_t>(i)] = value;
                },
                mergeid::kProfileBase + i);
        });
        connect(field, &NumberField::validityChanged, this, &PredictabilityEditor::updateValidity);
    }
    bodyLayout()->addLayout(grid);
    m_variation->setWordWrap(true);
    bodyLayout()->addWidget(m_variation);
    auto *lower = makeForm();
    bodyLayout()->addLayout(lower);
    addNumber(lower, "inputs.workload.annual_growth");
    m_growthLabel = addRow(lower, m_growth);
    m_growthLabel->setBuddy(m_growth->lineEdit());
    m_typeLabel = addRow(lower, m_type, nullptr, "workload_type");
    m_advice->setWordWrap(true);
    bodyLayout()->addWidget(m_advice);
    addNumber(advancedForm(), "inputs.factors.weights.predictability");

    connect(m_preset, &QComboBox::activated, this, [this](int index) {
        if (index < 0 || index >= kCustom)
            return;
        const auto profile = presetProfile(static_cast<Preset>(index));
        const int w = isVersion2() ? m_current : -1;
        edit(tr("Use the %1 profile").arg(m_preset->itemText(index)),
             [profile, w](Scenario &s) { profileOf(s, w) = profile; });
    });
    connect(m_workload, &QComboBox::activated, this,
            [this](int index) { setCurrentWorkload(index); });
    connect(m_growth, &NumberField::validityChanged, this, &PredictabilityEditor::updateValidity);
    connect(m_growth, &NumberField::valueEdited, this, [this](double value) {
        const int w = m_current;
        edit(
            tr("Change the growth of the workload"),
            [w, value](Scenario &s) {
                if (s.inputs.modelVersion >= 2 && w < int(s.inputs.workloads.size()))
                    s.inputs.workloads[std::size_t(w)].annualGrowth = value;
            },
            mergeid::kProfileBase + 12 + w);
    });
    connect(m_type, &QComboBox::currentIndexChanged, this, [this](int index) {
        const auto type = static_cast<WorkloadType>(index);
        edit(tr("Change the kind of workload"), [type](Scenario &s) { setWorkloadType(s, type); });
    });
    addLiveWidget(m_variation);
    finishSetup();
}

bool PredictabilityEditor::extraValid() const
{
    for (const NumberField *field : m_months)
        if (!field->isValid())
            return false;
    return m_growth->isValid();
}

void PredictabilityEditor::refresh()
{
    const Scenario &s = document()->scenario();
    const bool v2 = isVersion2();
    const int count = v2 ? int(s.inputs.workloads.size()) : 1;
    if (m_current >= count) {
        m_current = count - 1;
        emit currentWorkloadChanged(m_current);
    }
    {
        const QSignalBlocker blocker(m_workload);
        while (m_workload->count() > count)
            m_workload->removeItem(m_workload->count() - 1);
        while (m_workload->count() < count)
            m_workload->addItem(QString());
        for (int i = 0; v2 && i < count; ++i)
            m_workload->setItemText(
                i, QString::fromStdString(s.inputs.workloads[std::size_t(i)].name));
        m_workload->setCurrentIndex(m_current);
    }
    // Version 2: a selector picks the workload; its own growth and kind replace the version 1
    // fields (one averaged workload, a kind that is advice only).
    m_workloadLabel->setVisible(v2);
    m_workload->setVisible(v2);
    setFieldVisible("inputs.workload.annual_growth", !v2);
    m_growthLabel->setVisible(v2);
    m_growth->setVisible(v2);
    m_typeLabel->setVisible(!v2);
    m_type->setVisible(!v2);
    const engine::WorkloadInput *workload =
        v2 ? &s.inputs.workloads[std::size_t(m_current)] : nullptr;
    if (workload && (!m_growth->lineEdit()->hasFocus() || !m_growth->isValid()))
        m_growth->setValue(workload->annualGrowth);
    const auto &profile = profileOf(s, v2 ? m_current : -1);
    for (std::size_t i = 0; i < 12; ++i)
        if (m_months[i]->value() != profile[i] || m_months[i]->lineEdit()->text().isEmpty())
            m_months[i]->setValue(profile[i]);
    m_bars->setProfile(profile);
    const std::optional<Preset> found = presetOf(profile);
    const int preset = found ? int(*found) : kCustom;
    {
        const QSignalBlocker blocker(m_preset);
        m_preset->setCurrentIndex(preset);
    }
    {
        const QSignalBlocker blocker(m_type);
        m_type->setCurrentIndex(static_cast<int>(workloadType(s)));
    }
    const QString advice = workload ? kindAdvice(workload->kind) : placementAdvice(workloadType(s));
    m_advice->setText(advice);
    m_advice->setVisible(!advice.isEmpty());

    const QLocale locale;
    const double cv = engine::profileVariation(profile);
    const double effective = engine::effectiveVariation(
        cv, workload ? workload->annualGrowth : s.inputs.workload.annualGrowth);
    // Version 2: the selected workload's variation, then the scenario's (all workloads
    // together, what the matrix scores) named as such (issue 31: "steady (variation 10%)" stood
    // under "variation 70%" without saying which was which).
    QString text = workload
                       ? tr("Month-to-month variation of “%1”: %2 (with growth: %3).")
                             .arg(QString::fromStdString(workload->name),
                                  format::percent(cv, locale), format::percent(effective, locale))
                       : tr("Month-to-month variation: %1 (with growth: %2).")
                             .arg(format::percent(cv, locale), format::percent(effective, locale));
    if (document()->decision())
        text +=
            u' ' +
            (workload ? tr("All workloads together: %1")
                            .arg(texts::reason(
                                document()->decision()->score(engine::Factor::Predictability),
                                s.currency))
                      : texts::reason(document()->decision()->score(engine::Factor::Predictability),
                                      s.currency));
    m_variation->setText(text);
}

void PredictabilityEditor::retranslateUi()
{
    setExplanation(
        tr("How steady is the demand over the year? Pick a pattern or enter each month's "
           "workload relative to an average month (1 = average, 2 = twice as busy). Growth "
           "raises the demand year after year."),
        tr("Rule of thumb: stable workloads favour on-premise, variable or experimental ones "
           "suit the cloud. Map your workload over six months: a consistent baseline points to "
           "owning; dramatic peaks and troughs mean the cloud's flexibility adds value."));
    m_workloadLabel->setText(tr("Workload"));
    m_growthLabel->setText(tr("Annual growth of this workload"));
    m_presetLabel->setText(tr("Pattern"));
    m_preset->setItemText(0, tr("Flat"));
    m_preset->setItemText(1, tr("Seasonal"));
    m_preset->setItemText(2, tr("Spiky"));
    m_preset->setItemText(3, tr("Growing"));
    m_preset->setItemText(4, tr("Custom"));
    m_monthsCaption->setText(tr("Workload per month (1 = an average month):"));
    const QLocale locale;
    for (int i = 0; i < 12; ++i)
        m_monthLabels[static_cast<std::size_t>(i)]->setText(
            locale.standaloneMonthName(i + 1, QLocale::ShortFormat));
    m_type->setItemText(0, tr("Not specified"));
    const inputs::Input &type = inputs::at(kWorkloadTypeKey);
    for (int i = 1; i < m_type->count(); ++i)
        m_type->setItemText(i, inputs::choiceLabel(type, i));
}

} // namespace gda::ui
