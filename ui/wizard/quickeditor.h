// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editors/scenarioeditor.h"

#include <array>

class QComboBox;
class QLabel;
class QPushButton;

namespace gda::ui {

// The wizard's quick path (issue 40): one question per decision factor on one page —
// how many GPUs are busy and for how many hours a day, how steady the demand is, who would run
// the GPUs, the capital available now, and where the data lives and how much of it there is.
// Every answer is the same scenario field that the factor's own page edits, so the result page
// answers exactly as after the full walk; "Every question, page by page" leads there.
class QuickEditor : public ScenarioEditor
{
    Q_OBJECT

public:
    explicit QuickEditor(ScenarioDocument *document, QWidget *parent = nullptr);

    NumberField *gpusField() const;
    NumberField *hoursField() const { return m_hours; }
    QComboBox *demandBox() const { return m_demand; }
    QComboBox *expertiseBox() const { return m_expertise; }
    NumberField *capitalField() const;
    QComboBox *dataLocationBox() const { return m_location; }
    NumberField *dataField() const;
    QPushButton *allQuestionsButton() const { return m_all; }

signals:
    // "Every question, page by page" was chosen.
    void allQuestionsRequested();

protected:
    void retranslateUi() override;
    void refresh() override;
    bool extraValid() const override;

private:
    NumberField *m_hours;
    QComboBox *m_demand;
    QComboBox *m_expertise;
    QComboBox *m_location;
    QLabel *m_hoursLabel = nullptr;
    QLabel *m_demandLabel = nullptr;
    QLabel *m_answer;
    QPushButton *m_all;
    std::array<QLabel *, 5> m_questions{};
};

} // namespace gda::ui
