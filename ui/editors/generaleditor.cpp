// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "generaleditor.h"

#include "core/scenariodocument.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace gda::ui {

using fieldranges::Field;

namespace {
// The scenario file's limits (scenariofile.cpp: kNameMax, kNotesMax).
constexpr int kNameMax = 200;
constexpr int kNotesMax = 10000;

QLabel *makeError(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setStyleSheet(QStringLiteral("color: #b00020;"));
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
    : ScenarioEditor(document, parent), m_client(new QLineEdit(this)),
      m_clientError(makeError(this)), m_name(new QLineEdit(this)), m_nameError(makeError(this)),
      m_currency(new QComboBox(this)), m_notes(new QPlainTextEdit(this))
{
    m_client->setObjectName(QStringLiteral("client"));
    m_name->setObjectName(QStringLiteral("name"));
    m_currency->setObjectName(QStringLiteral("currency"));
    m_notes->setObjectName(QStringLiteral("notes"));
    m_notes->setTabChangesFocus(true);
    m_notes->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_currency->addItem(QString(), static_cast<int>(Currency::EUR));
    m_currency->addItem(QString(), static_cast<int>(Currency::USD));

    m_clientLabel = addRow(mainForm(), withError(this, m_client, m_clientError));
    m_clientLabel->setBuddy(m_client);
    m_nameLabel = addRow(mainForm(), withError(this, m_name, m_nameError));
    m_nameLabel->setBuddy(m_name);
    m_currencyLabel = addRow(mainForm(), m_currency);
    addNumber(mainForm(), Field::HorizonYears, NumberField::Kind::Whole);
    addNumber(mainForm(), Field::DiscountRate, NumberField::Kind::Percent);
    m_notesLabel = addRow(advancedForm(), m_notes);

    connect(m_client, &QLineEdit::textEdited, this, &GeneralEditor::clientEdited);
    connect(m_name, &QLineEdit::textEdited, this, &GeneralEditor::nameEdited);
    connect(m_currency, &QComboBox::currentIndexChanged, this, [this] {
        const auto currency = static_cast<Currency>(m_currency->currentData().toInt());
        edit(tr("Change currency"), [currency](Scenario &s) { s.currency = currency; });
    });
    connect(m_notes, &QPlainTextEdit::textChanged, this, [this] {
        const QString text = m_notes->toPlainText().left(kNotesMax);
        m_shownNotes = text;
        edit(tr("Change notes"), [text](Scenario &s) { s.notes = text; }, mergeid::kNotes);
    });
    finishSetup();
}

QString GeneralEditor::nameProblem(const QString &text) const
{
    if (text.trimmed().isEmpty())
        return tr("Enter a name (1 to %1 characters).").arg(kNameMax);
    if (text.size() > kNameMax)
        return tr("The name is %1 characters long (valid: at most %2).")
            .arg(text.size())
            .arg(kNameMax);
    return {};
}

QString GeneralEditor::clientProblem(const QString &text) const
{
    if (text.size() > kNameMax)
        return tr("The client's name is %1 characters long (valid: at most %2).")
            .arg(text.size())
            .arg(kNameMax);
    return {};
}

void GeneralEditor::showProblem(QLineEdit *edit, QLabel *label, const QString &problem)
{
    label->setText(problem);
    label->setVisible(!problem.isEmpty());
    edit->setStyleSheet(problem.isEmpty()
                            ? QString()
                            : QStringLiteral("QLineEdit { border: 2px solid #b00020; }"));
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
    edit(tr("Rename scenario"), [text](Scenario &s) { s.name = text; }, mergeid::kName);
}

void GeneralEditor::clientEdited(const QString &text)
{
    const QString problem = clientProblem(text);
    showProblem(m_client, m_clientError, problem);
    if (!problem.isEmpty())
        return;
    m_shownClient = text;
    edit(tr("Change client"), [text](Scenario &s) { s.client = text; }, mergeid::kClient);
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
    const QSignalBlocker blocker(m_currency);
    m_currency->setCurrentIndex(m_currency->findData(static_cast<int>(s.currency)));
}

void GeneralEditor::retranslateUi()
{
    setExplanation(
        tr("Who the scenario is for, and over how many years the three options are compared. "
           "All amounts are in the scenario's currency."),
        tr("Rule of thumb: compare over five years, the usual life of GPU hardware. Most "
           "organisations reach break-even within 8–14 months, so a shorter horizon hides the "
           "savings of owning."));
    m_clientLabel->setText(tr("Client"));
    m_client->setPlaceholderText(tr("Organisation the advice is for"));
    m_nameLabel->setText(tr("Scenario name"));
    m_currencyLabel->setText(tr("Currency"));
    m_currency->setItemText(0, tr("Euro (EUR)"));
    m_currency->setItemText(1, tr("US dollar (USD)"));
    m_notesLabel->setText(tr("Notes"));
    m_notes->setPlaceholderText(tr("Assumptions, sources, what was agreed with the client"));
    setFieldTexts(Field::HorizonYears, tr("Horizon"),
                  tr("a five-year comparison (hybrid-cloud article, Dec 2025)"), tr("years"));
    setFieldTexts(Field::DiscountRate, tr("Discount rate"),
                  tr("cost model example; 0% compares plain totals"), tr("per year"));
    const QString nameIssue = m_nameError->isVisible() ? nameProblem(m_name->text()) : QString();
    m_nameError->setText(nameIssue);
    const QString clientIssue =
        m_clientError->isVisible() ? clientProblem(m_client->text()) : QString();
    m_clientError->setText(clientIssue);
}

} // namespace gda::ui
