// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "editors/scenarioeditor.h"

class QComboBox;
class QLineEdit;
class QPlainTextEdit;

namespace gda::ui {

// Who the scenario is for and what it compares over: client, scenario name, currency, horizon,
// discount rate; notes under "Advanced".
class GeneralEditor : public ScenarioEditor
{
    Q_OBJECT

public:
    explicit GeneralEditor(ScenarioDocument *document, QWidget *parent = nullptr);

    QLineEdit *nameEdit() const { return m_name; }
    // How this scenario relates to the rule of thumb (break-even within 8–14 months).
    QLabel *ruleRelation() const { return m_relation; }

protected:
    void retranslateUi() override;
    void refresh() override;
    bool extraValid() const override;

private:
    void nameEdited(const QString &text);
    void clientEdited(const QString &text);
    QString nameProblem(const QString &text) const;
    QString clientProblem(const QString &text) const;
    void showProblem(QLineEdit *edit, QLabel *label, const QString &problem);
    // What the chosen country sets by default, with the sources.
    QString countryDefaultsText(const Scenario &s) const;

    QLineEdit *m_client;
    QLabel *m_clientError;
    QLineEdit *m_name;
    QLabel *m_nameError;
    QComboBox *m_currency;
    QLineEdit *m_startMonth;         // inputs.business.start_month, empty: the month after today
    QComboBox *m_country;            // inputs.business.country
    QLabel *m_countryHint = nullptr; // the country's defaults and their sources
    QPlainTextEdit *m_notes;
    QLabel *m_relation;
    QString m_shownClient;
    QString m_shownName;
    QString m_shownNotes;
};

} // namespace gda::ui
