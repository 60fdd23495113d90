// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editors/scenarioeditor.h"

namespace gda::ui {

// What running GPUs on-premise costs besides staff: electricity, cooling (PUE), maintenance;
// advanced: idle power, electricity price trend, colocation, other operating costs, storage.
class OnPremOpsEditor : public ScenarioEditor
{
    Q_OBJECT

public:
    explicit OnPremOpsEditor(ScenarioDocument *document, QWidget *parent = nullptr);

protected:
    void retranslateUi() override;
    void refresh() override;

private:
    QLabel *m_figure;
};

} // namespace gda::ui
