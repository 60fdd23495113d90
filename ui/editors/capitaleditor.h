// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editors/scenarioeditor.h"

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

protected:
    void retranslateUi() override;
    void refresh() override;

private:
    QComboBox *m_financing;
    QLabel *m_financingHint;
    QCheckBox *m_residual;
    QLabel *m_figure;
};

} // namespace gda::ui
