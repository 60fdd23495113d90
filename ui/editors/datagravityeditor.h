// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editors/scenarioeditor.h"
#include "engine/transfer.h"

#include <array>

class QCheckBox;
class QComboBox;

namespace gda::ui {

// Where the data lives and what moving it costs: data size and location, monthly egress,
// stale share, compression, transfer method, and the three methods compared by cost (the cost
// model's transfer formula) and duration (stated assumptions). Advanced: Snowball and Direct
// Connect prices, parallel running, hybrid egress, the factor's weight.
class DataGravityEditor : public ScenarioEditor
{
    Q_OBJECT

public:
    explicit DataGravityEditor(ScenarioDocument *document, QWidget *parent = nullptr);

    // Assumptions behind the durations (migration article): internet at 1 Gbps sustained;
    // Snowball devices filled in parallel at 1 Gbps plus a week of shipping; Direct Connect at
    // 10 Gbps once provisioned (6–12 weeks).
    static constexpr double kInternetGbps = 1.0;
    static constexpr double kSnowballGbps = 1.0;
    static constexpr double kSnowballShippingDays = 7.0;
    static constexpr double kDirectConnectGbps = 10.0;

    // The volume actually moved: data × (1 − stale) × (1 − compression), in TB.
    static double transferVolumeTb(const engine::Inputs &inputs);
    // What moving the data with `method` costs (the cost model's formula).
    static double transferCost(const engine::Inputs &inputs, engine::MigrationMethod method);
    // Days of transfer with `method`, not counting Direct Connect's provisioning.
    static double transferDays(const engine::Inputs &inputs, engine::MigrationMethod method);

    QComboBox *locationBox() const { return m_location; }
    QComboBox *methodBox() const { return m_method; }
    QCheckBox *planMoveBox() const { return m_planMove; }
    // The comparison's cells: row 0 internet, 1 Snowball, 2 Direct Connect; column 0 method,
    // 1 cost, 2 duration.
    QLabel *comparisonCell(int row, int column) const
    {
        return m_cells[static_cast<std::size_t>(row)][static_cast<std::size_t>(column)];
    }

protected:
    void retranslateUi() override;
    void refresh() override;

private:
    QString durationText(double days) const;
    static QString transferMethodName(engine::TransferMethod method);

    QComboBox *m_location;
    QComboBox *m_method;
    QCheckBox *m_planMove;
    QLabel *m_moveText;
    QLabel *m_tableCaption;
    std::array<QLabel *, 3> m_headers{};
    std::array<std::array<QLabel *, 3>, 3> m_cells{};
    QLabel *m_assumptions;
    QLabel *m_figure;
};

} // namespace gda::ui
