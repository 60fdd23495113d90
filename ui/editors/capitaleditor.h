// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editors/scenarioeditor.h"
#include "engine/inputs.h"

#include <vector>

class QCheckBox;
class QComboBox;

namespace gda::ui {

// What owning costs up front and how it is paid: capital available, cash / lease / loan with
// their terms, hardware prices, lead time and lifetime, with the initial investment against the
// capital shown live. Advanced: servers and networking, installation, facility, power per GPU,
// fixed capex, residual value, the factor's weight.
class CapitalEditor : public ScenarioEditor
{
    Q_OBJECT

public:
    explicit CapitalEditor(ScenarioDocument *document, QWidget *parent = nullptr);

    QComboBox *financingBox() const { return m_financing; }
    QCheckBox *residualBox() const { return m_residual; }
    QCheckBox *stagesBox() const { return m_stages; }

    // "Buy in stages" (seed 000): one node first, then up to a full rack a year later, then the
    // rest of `total` GPUs the year after (docs/methodology.md §14.5). Nodes of 8 GPUs, a rack of
    // 4 nodes (about 40 kW).
    // Stages after the horizon's `months` join its last month.
    static std::vector<engine::Purchase> stagedPurchases(int total, int months);
    static constexpr int kNodeGpus = 8;
    static constexpr int kRackGpus = 32;

protected:
    void retranslateUi() override;
    void refresh() override;

private:
    QComboBox *m_financing;
    QLabel *m_financingHint;
    QCheckBox *m_residual;
    QCheckBox *m_stages;
    QLabel *m_stagesText;
    QLabel *m_figure;
};

} // namespace gda::ui
