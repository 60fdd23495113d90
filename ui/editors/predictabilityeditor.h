// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editors/scenarioeditor.h"

#include <array>
#include <optional>

class QComboBox;

namespace gda::ui {

class ProfileBars;

// How steady the demand is, per workload in version 2 (a selector): a 12-month profile (presets
// flat / seasonal / spiky / growing, each month editable, a bar preview), annual growth, and the
// kind of workload with the seeds' placement advice. The workload kind is advice only; it is kept
// in the scenario file as "workload_type" next to the inputs.
class PredictabilityEditor : public ScenarioEditor
{
    Q_OBJECT

public:
    enum class Preset { Flat, Seasonal, Spiky, Growing };
    enum class WorkloadType { Unspecified, Training, Inference, DevelopmentTest, Production };

    explicit PredictabilityEditor(ScenarioDocument *document, QWidget *parent = nullptr);

    static std::array<double, 12> presetProfile(Preset preset);
    // The pattern a monthly profile is, if it is one of them.
    static std::optional<Preset> presetOf(const std::array<double, 12> &profile);
    static WorkloadType workloadType(const Scenario &scenario);
    static void setWorkloadType(Scenario &scenario, WorkloadType type);
    // The seeds' placement advice for a kind of workload (empty for Unspecified).
    static QString placementAdvice(WorkloadType type);
    // The same advice for a version 2 workload's kind.
    static QString kindAdvice(engine::WorkloadKind kind);

    // Version 2: the workload whose profile and growth are shown (the selector's index).
    void setCurrentWorkload(int index);
    int currentWorkload() const { return m_current; }
    QComboBox *workloadBox() const { return m_workload; }
    NumberField *growthField() const { return m_growth; }
    // The profile the editor shows: the selected workload's in version 2, else the one workload's.
    static std::array<double, 12> &profileOf(Scenario &scenario, int workload);
    static const std::array<double, 12> &profileOf(const Scenario &scenario, int workload);

    QComboBox *presetBox() const { return m_preset; }
    QComboBox *workloadTypeBox() const { return m_type; }
    NumberField *monthField(int month) const { return m_months[static_cast<std::size_t>(month)]; }
    ProfileBars *preview() const { return m_bars; }

protected:
    void retranslateUi() override;
    void refresh() override;
    bool extraValid() const override;

signals:
    void currentWorkloadChanged(int index);

private:
    bool isVersion2() const;

    int m_current = 0;
    QComboBox *m_workload;
    QLabel *m_workloadLabel;
    NumberField *m_growth;
    QLabel *m_growthLabel;
    QLabel *m_typeLabel;
    QComboBox *m_preset;
    QLabel *m_presetLabel;
    ProfileBars *m_bars;
    QLabel *m_monthsCaption;
    std::array<NumberField *, 12> m_months{};
    std::array<QLabel *, 12> m_monthLabels{};
    QLabel *m_variation;
    QComboBox *m_type;
    QLabel *m_advice;
};

} // namespace gda::ui
