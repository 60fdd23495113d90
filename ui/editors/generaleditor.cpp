// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "generaleditor.h"

#include "core/accessibility.h"
#include "core/currencyswitch.h"
#include "core/format.h"
#include "core/scenariodocument.h"
#include "engine/costmodel.h"
#include "scenario/businesssettings.h"
#include "scenario/countries.h"
#include "scenario/moneydefaults.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace gda::ui {

namespace {
// The scenario file's limits, in characters (inputs::characterCount).
int maxLength(std::string_view path)
{
    return int(inputs::at(path).range.max);
}

QLabel *makeError(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setStyleSheet(errorTextStyle(parent->palette()));
    label->hide();
    return label;
}

// A line edit with its error message underneath, as one form field.
QWidget *withError(QWidget *parent, QLineEdit *edit, QLabel *error)
{
    auto *box = new QWidget(parent);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    edit->setParent(box);
    error->setParent(box);
    layout->addWidget(edit);
    layout->addWidget(error);
    return box;
}
} // namespace

GeneralEditor::GeneralEditor(ScenarioDocument *document, QWidget *parent)
    : ScenarioEditor(document, inputs::Topic::General, parent), m_client(new QLineEdit(this)),
      m_clientError(makeError(this)), m_name(new QLineEdit(this)), m_nameError(makeError(this)),
      m_currency(new QComboBox(this)), m_startMonth(new QLineEdit(this)),
      m_country(new QComboBox(this)), m_notes(new QPlainTextEdit(this)),
      m_relation(new QLabel(this))
{
    m_relation->setObjectName(QStringLiteral("rule_relation"));
    m_relation->setWordWrap(true);
    bodyLayout()->insertWidget(0, m_relation);
    m_client->setObjectName(QStringLiteral("client"));
    m_name->setObjectName(QStringLiteral("name"));
    m_currency->setObjectName(QStringLiteral("currency"));
    m_notes->setObjectName(QStringLiteral("notes"));
    m_notes->setTabChangesFocus(true);
    m_notes->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_currency->addItem(QString(), static_cast<int>(Currency::EUR));
    m_currency->addItem(QString(), static_cast<int>(Currency::USD));

    addRow(mainForm(), withError(this, m_client, m_clientError), nullptr, "client")
        ->setBuddy(m_client);
    addRow(mainForm(), withError(this, m_name, m_nameError), nullptr, "name")->setBuddy(m_name);
    addRow(mainForm(), m_currency, nullptr, "currency");
    // The client's country, with the currency (issue 33): its electricity price, the price's
    // yearly change and its grid's CO₂ become the defaults (docs/methodology.md §8.1, §18.4).
    m_country->setObjectName(QStringLiteral("inputs.business.country"));
    for (std::size_t i = 0; i < countries::codes().size(); ++i)
        m_country->addItem(QString(), QString::fromLatin1(countries::codes()[i]));
    addRow(mainForm(), m_country, &m_countryHint, "inputs.business.country");
    m_countryHint->setObjectName(QStringLiteral("country_defaults"));
    addNumber(mainForm(), "inputs.horizon_years");
    addNumber(mainForm(), "inputs.discount_rate");
    // The business case (docs/methodology.md §18): the calendar.
    m_startMonth->setObjectName(QStringLiteral("inputs.business.start_month"));
    addRow(advancedForm(), m_startMonth, nullptr, "inputs.business.start_month");
    addRow(advancedForm(), m_notes, nullptr, "notes");
    connect(m_startMonth, &QLineEdit::editingFinished, this, [this] {
        const QString text = m_startMonth->text();
        const bool empty = text.trimmed().isEmpty();
        if (!empty && !business::parseStartMonth(text)) {
            refresh(); // not a month: the scenario's value again
            return;
        }
        edit(tr("Change the first month of the plan"), [text, empty](Scenario &s) {
            if (empty)
                s.business.startMonth.reset();
            else
                s.business.startMonth = text.trimmed();
        });
    });
    connect(m_country, &QComboBox::currentIndexChanged, this, [this] {
        const QString code = m_country->currentData().toString();
        edit(tr("Change the country"), [code](Scenario &s) { s.business.country = code; });
    });

    addLiveWidget(m_relation);
    connect(m_client, &QLineEdit::textEdited, this, &GeneralEditor::clientEdited);
    connect(m_name, &QLineEdit::textEdited, this, &GeneralEditor::nameEdited);
    connect(m_currency, &QComboBox::currentIndexChanged, this, [this] {
        const auto currency = static_cast<Currency>(m_currency->currentData().toInt());
        // Every amount converted at the rate shown, after a confirmation (currencyswitch.h);
        // refused or cancelled, the box shows the scenario's currency again.
        if (!switchCurrency(this, *this->document(), currency))
            refresh();
    });
    connect(m_notes, &QPlainTextEdit::textChanged, this, [this] {
        const QString text = m_notes->toPlainText().left(maxLength("notes"));
        m_shownNotes = text;
        edit(
            tr("Change notes"), [text](Scenario &s) { s.notes = text; }, mergeid::kNotes);
    });
    finishSetup();
}

QString GeneralEditor::nameProblem(const QString &text) const
{
    const int max = maxLength("name");
    if (text.trimmed().isEmpty())
        return tr("Enter a name (1 to %1 characters).").arg(max);
    if (const int length = inputs::characterCount(text); length > max)
        return tr("The name is %1 characters long (valid: at most %2).").arg(length).arg(max);
    return {};
}

QString GeneralEditor::clientProblem(const QString &text) const
{
    const int max = maxLength("client");
    if (const int length = inputs::characterCount(text); length > max)
        return tr("The client's name is %1 characters long (valid: at most %2).")
            .arg(length)
            .arg(max);
    return {};
}

void GeneralEditor::showProblem(QLineEdit *edit, QLabel *label, const QString &problem)
{
    label->setText(problem);
    label->setVisible(!problem.isEmpty());
    edit->setStyleSheet(problem.isEmpty() ? QString() : errorBorderStyle(palette()));
    edit->setToolTip(problem);
    updateValidity();
}

void GeneralEditor::nameEdited(const QString &text)
{
    const QString problem = nameProblem(text);
    showProblem(m_name, m_nameError, problem);
    if (!problem.isEmpty())
        return;
    m_shownName = text;
    edit(
        tr("Rename scenario"), [text](Scenario &s) { s.name = text; }, mergeid::kName);
}

void GeneralEditor::clientEdited(const QString &text)
{
    const QString problem = clientProblem(text);
    showProblem(m_client, m_clientError, problem);
    if (!problem.isEmpty())
        return;
    m_shownClient = text;
    edit(
        tr("Change client"), [text](Scenario &s) { s.client = text; }, mergeid::kClient);
}

bool GeneralEditor::extraValid() const
{
    return nameProblem(m_name->text()).isEmpty() && clientProblem(m_client->text()).isEmpty();
}

void GeneralEditor::refresh()
{
    const Scenario &s = document()->scenario();
    // A text that differs from what this editor last showed or sent was changed elsewhere
    // (undo, another view); an entry still being fixed by the user is left alone otherwise.
    if (s.client != m_shownClient) {
        m_shownClient = s.client;
        m_client->setText(s.client);
        showProblem(m_client, m_clientError, {});
    }
    if (s.name != m_shownName) {
        m_shownName = s.name;
        m_name->setText(s.name);
        showProblem(m_name, m_nameError, {});
    }
    if (s.notes != m_shownNotes) {
        m_shownNotes = s.notes;
        const QSignalBlocker blocker(m_notes);
        m_notes->setPlainText(s.notes);
    }
    {
        const QSignalBlocker blocker(m_currency);
        m_currency->setCurrentIndex(m_currency->findData(static_cast<int>(s.currency)));
    }
    {
        const QSignalBlocker blocker(m_startMonth);
        m_startMonth->setText(s.business.startMonth.value_or(QString()));
        const QSignalBlocker countryBlocker(m_country);
        m_country->setCurrentIndex(std::max(0, m_country->findData(s.business.country)));
    }
    m_countryHint->setText(countryDefaultsText(s));
    m_countryHint->setVisible(!m_countryHint->text().isEmpty());

    // This scenario against the rule of thumb's 8–14 months.
    const QLocale locale;
    const engine::Evaluation &evaluation = document()->evaluation();
    // Version 2: the workloads' GPU-hour weighted utilization (the figure of the matrix).
    const double u = s.inputs.modelVersion >= 2 ? engine::meanUtilization(s.inputs)
                                                : s.inputs.workload.utilization;
    const QString utilization = format::percent(u, locale);
    const QString staff = format::money(s.inputs.onprem.staffPerYear, s.currency, locale);
    const std::optional<double> month = evaluation.breakEvenMonth;
    QString relation;
    if (!month)
        relation = tr("This scenario: buying the GPUs does not pay for itself against the cloud "
                      "within %n year(s), at %1 utilization and %2 a year of staff.",
                      nullptr, s.inputs.horizonYears)
                       .arg(utilization, staff);
    else if (*month < 8.0)
        relation = tr("This scenario: buying the GPUs pays for itself against the cloud after %1 "
                      "months, sooner than the rule of thumb.")
                       .arg(locale.toString(*month, 'f', 1));
    else if (*month <= 14.0)
        relation = tr("This scenario: buying the GPUs pays for itself against the cloud after %1 "
                      "months, within the rule of thumb.")
                       .arg(locale.toString(*month, 'f', 1));
    else
        relation = tr("This scenario: buying the GPUs pays for itself against the cloud after %1 "
                      "months, later than the rule of thumb, with the GPUs busy %2 and staff "
                      "costing %3 a year.")
                       .arg(locale.toString(*month, 'f', 1), utilization, staff);
    m_relation->setText(relation);
}

QString GeneralEditor::countryDefaultsText(const Scenario &s) const
{
    const countries::Country *country = countries::find(s.business.country);
    if (!country)
        return {}; // the row's label and tooltip say what a country does
    const QLocale locale;
    QStringList parts;
    if (const auto price = countries::electricityIn(*country, s.currency))
        parts << tr("electricity %1 per kWh (%2)")
                     .arg(format::money(*price, s.currency, locale, 4),
                          country->priceSource.shortName);
    parts << tr("%1 g CO₂ per kWh (%2)")
                 .arg(locale.toString(country->gridGramsPerKwh, 'f', 0),
                      country->gridSource.shortName);
    return tr("Defaults for %1: %2.")
        .arg(countries::label(country->code), parts.join(QStringLiteral("; ")));
}

void GeneralEditor::retranslateUi()
{
    setExplanation(
        tr("Who the scenario is for, and over how many years the options are compared. "
           "All amounts are in the scenario's currency."),
        tr("Rule of thumb: compare over five years, the usual life of GPU hardware. Most "
           "organisations reach break-even within 8–14 months, so a shorter horizon hides the "
           "savings of owning."));
    m_client->setPlaceholderText(tr("Organisation the advice is for"));
    const inputs::Input &currency = inputs::at("currency");
    m_currency->setItemText(0, inputs::choiceLabel(currency, int(Currency::EUR)));
    m_currency->setItemText(1, inputs::choiceLabel(currency, int(Currency::USD)));
    const inputs::Input &country = inputs::at("inputs.business.country");
    for (int i = 0; i < m_country->count(); ++i)
        m_country->setItemText(i, inputs::choiceLabel(country, i));
    m_countryHint->setText(countryDefaultsText(document()->scenario()));
    m_countryHint->setVisible(!m_countryHint->text().isEmpty());
    m_country->setToolTip(inputs::hint(country));
    m_startMonth->setPlaceholderText(inputs::automatic(inputs::at("inputs.business.start_month")));
    m_startMonth->setToolTip(inputs::hint(inputs::at("inputs.business.start_month")));
    m_notes->setPlaceholderText(tr("Assumptions, sources, what was agreed with the client"));
    const QString nameIssue = m_nameError->isVisible() ? nameProblem(m_name->text()) : QString();
    m_nameError->setText(nameIssue);
    const QString clientIssue =
        m_clientError->isVisible() ? clientProblem(m_client->text()) : QString();
    m_clientError->setText(clientIssue);
}

} // namespace gda::ui
