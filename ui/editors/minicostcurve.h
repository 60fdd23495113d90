// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/results.h"
#include "scenario/scenario.h"

#include <QWidget>

#include <optional>
#include <vector>

namespace gda::ui {

// A small live chart: the total cost over the horizon of each option against utilization 0–100%,
// the break-even utilization and the scenario's own utilization marked. Drawn with QPainter (no Qt
// Charts) so it stays cheap to redraw on every keystroke; the curves are computed only when the
// widget is painted.
class MiniCostCurve : public QWidget
{
    Q_OBJECT

public:
    explicit MiniCostCurve(QWidget *parent = nullptr);

    // The scenario to draw and its evaluation (for the break-even utilization).
    // `yours`: the utilization marked "you" — a version 2 scenario's mean over its workloads (the
    // decision's); by default the version 1 workload's.
    void setScenario(const Scenario &scenario, const engine::Evaluation &evaluation,
                     std::optional<double> yours = std::nullopt);

    // The sampled utilizations and each option's total cost at them (empty for an option that
    // does not apply to the scenario).
    const std::vector<double> &utilizations() const;
    const std::vector<double> &totals(engine::Option option) const;
    // The options drawn, in legend order.
    std::vector<engine::Option> options() const;
    std::optional<double> breakEvenUtilization() const { return m_breakEven; }
    // The label at the break-even line, "break-even 32.2%" (empty without one): one decimal, as
    // every table and the sentence under the chart print it.
    QString breakEvenText() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void compute() const;
    QString compactMoney(double amount) const;
    void updateDescription();

    Scenario m_scenario;
    std::optional<double> m_breakEven;
    double m_yours = 0.0;
    mutable bool m_dirty = true;
    mutable std::vector<double> m_utilizations;
    struct Curve
    {
        engine::Option option;
        std::vector<double> totals;
    };
    mutable std::vector<Curve> m_curves;
};

} // namespace gda::ui
