// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editors/scenarioeditor.h"

#include <array>

class QButtonGroup;
class QRadioButton;

namespace gda::ui {

// Who would run GPUs on-premise: no experience, some (general IT operations) or a dedicated
// GPU-cluster team, and what the staff costs a year, with the seeds' $500,000 rule.
class ExpertiseEditor : public ScenarioEditor
{
    Q_OBJECT

public:
    explicit ExpertiseEditor(ScenarioDocument *document, QWidget *parent = nullptr);

    QRadioButton *levelButton(engine::Expertise level) const
    {
        return m_levels[static_cast<std::size_t>(level)];
    }

protected:
    void retranslateUi() override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void refresh() override;

private:
    QButtonGroup *m_group;
    std::array<QRadioButton *, 3> m_levels{};
    QLabel *m_levelHint;
    QLabel *m_figure;
};

} // namespace gda::ui
