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

// The wizard's last page: the advice in large type (the recommended option with its fleet), the
// overall score, its break-even month and savings against the cloud, every option's total, what
// the advice costs over the cheapest option and why, cost per GPU-hour of each option and the five
// factors with their scores, weights and reasons.
class ResultPage : public QWizardPage
{
    Q_OBJECT

public:
    explicit ResultPage(ScenarioDocument *document, QWidget *parent = nullptr);

    QLabel *recommendationLabel() const { return m_recommendation; }
    QLabel *breakEvenLabel() const { return m_breakEven; }
    QLabel *savingsLabel() const { return m_savings; }
    QLabel *totalsLabel() const { return m_totals; }
    QLabel *noteLabel() const { return m_note; }

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
    QLabel *m_totals;
    QLabel *m_note; // what the advice costs over the cheapest option, and why
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
