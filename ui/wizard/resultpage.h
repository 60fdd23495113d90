// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/options.h"

#include <QWizardPage>

#include <array>
#include <vector>

class QGridLayout;
class QLabel;

namespace gda::ui {

class ScenarioDocument;

// The wizard's last page: the recommendation in large type, the overall score, break-even
// month, savings over the horizon, cost per GPU-hour of each option and the five factors with
// their scores, weights and reasons.
class ResultPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit ResultPage(ScenarioDocument *document, QWidget *parent = nullptr);

    QLabel *recommendationLabel() const { return m_recommendation; }
    QLabel *breakEvenLabel() const { return m_breakEven; }
    QLabel *savingsLabel() const { return m_savings; }

    void initializePage() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void retranslateUi();
    void showOptions(const std::vector<engine::Option> &options);

    ScenarioDocument *m_document;
    QLabel *m_recommendation;
    QLabel *m_score;
    QLabel *m_problem;
    QLabel *m_breakEven;
    QLabel *m_savings;
    QLabel *m_costCaption;
    QGridLayout *m_costs;
    // One column per option of the evaluation: its name above its cost per GPU-hour.
    struct OptionColumn
    {
        engine::Option option;
        QLabel *name;
        QLabel *cost;
    };
    std::vector<OptionColumn> m_optionColumns;
    QLabel *m_factorsCaption;
    std::array<QLabel *, 4> m_factorHeaders{};
    std::array<std::array<QLabel *, 4>, 5> m_factorCells{};
    QLabel *m_summary;
};

} // namespace gda::ui
