// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenarioeditor.h"

#include "core/accessibility.h"
#include "core/format.h"
#include "core/scenariodocument.h"
#include "core/wheelguard.h"
#include "editors/taborder.h"
#include "scenario/amounttext.h"
#include "scenario/deriveddefaults.h"
#include "scenario/moneydefaults.h"

#include <QCheckBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gda::ui {

namespace {

// A wrapped label that asks for the height of its lines at the width it got: in a form row
// inside a scroll area the layout gave it one line, and the second line ran under the next row
// (issue 35).
class HintLabel : public QLabel
{
public:
    using QLabel::QLabel;

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        QLabel::resizeEvent(event);
        const int needed = heightForWidth(width());
        if (needed > 0 && needed != minimumHeight())
            setMinimumHeight(needed);
    }
};

// A hint under a field: smaller, muted, wrapped.
QLabel *makeHint(QWidget *parent)
{
    auto *hint = new HintLabel(parent);
    hint->setWordWrap(true);
    hint->setForegroundRole(QPalette::PlaceholderText);
    QFont font = hint->font();
    font.setPointSizeF(font.pointSizeF() * 0.9);
    hint->setFont(font);
    hint->setTextFormat(Qt::PlainText);
    return hint;
}

} // namespace

void ScenarioEditor::carryForward(const inputs::Input &edited, double before, Scenario &scenario)
{
    // The data stored in the cloud (Start page) is the data to consider moving (Data gravity
    // page) until that is given a value of its own: 0, or what the stored data was.
    engine::Inputs &in = scenario.inputs;
    if (std::string_view(edited.path) == "inputs.cloud.storage_tb" &&
        (in.migration.dataTb == 0.0 || in.migration.dataTb == before))
        in.migration.dataTb = in.cloud.storageTb;
}

ScenarioEditor::ScenarioEditor(ScenarioDocument *document, inputs::Topic topic, QWidget *parent)
    : QWidget(parent), m_document(document), m_topic(topic), m_explanation(new QLabel(this)),
      m_rule(new QLabel(this)), m_body(new QVBoxLayout), m_form(makeForm()),
      m_advancedButton(new QToolButton(this)), m_advanced(new QWidget(this)),
      m_advancedBody(new QVBoxLayout(m_advanced)), m_advancedForm(makeForm())
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_explanation->setWordWrap(true);
    m_explanation->setTextFormat(Qt::PlainText);
    m_rule->setWordWrap(true);
    m_rule->setTextFormat(Qt::PlainText);
    m_rule->setFrameShape(QFrame::StyledPanel);
    m_rule->setMargin(m_rule->fontMetrics().height() / 3);
    m_rule->setBackgroundRole(QPalette::AlternateBase);
    m_rule->setAutoFillBackground(true);
    layout->addWidget(m_explanation);
    layout->addWidget(m_rule);
    layout->addLayout(m_body);
    m_body->addLayout(m_form);

    m_advancedButton->setCheckable(true);
    m_advancedButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_advancedButton->setArrowType(Qt::RightArrow);
    m_advancedButton->setAutoRaise(true);
    m_advancedButton->setFocusPolicy(Qt::StrongFocus);
    m_advancedButton->setObjectName(QStringLiteral("advanced"));
    layout->addWidget(m_advancedButton, 0, Qt::AlignLeft);
    m_advancedBody->setContentsMargins(m_advancedButton->fontMetrics().height(), 0, 0, 0);
    m_advancedBody->addLayout(m_advancedForm);
    m_advanced->setVisible(false);
    layout->addWidget(m_advanced);
    layout->addStretch(1);
    connect(m_advancedButton, &QToolButton::toggled, this, &ScenarioEditor::setAdvancedVisible);
}

QFormLayout *ScenarioEditor::makeForm()
{
    auto *form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setLabelAlignment(Qt::AlignLeft | Qt::AlignTop);
    return form;
}

bool ScenarioEditor::isAdvancedVisible() const
{
    return m_advancedButton->isChecked();
}

void ScenarioEditor::setAdvancedVisible(bool visible)
{
    if (m_advancedButton->isChecked() != visible)
        m_advancedButton->setChecked(visible); // comes back here through toggled()
    m_advancedButton->setArrowType(visible ? Qt::DownArrow : Qt::RightArrow);
    m_advanced->setVisible(visible);
}

void ScenarioEditor::setExplanation(const QString &text, const QString &ruleOfThumb)
{
    m_explanation->setText(text);
    m_rule->setText(ruleOfThumb);
    m_rule->setVisible(!ruleOfThumb.isEmpty());
}

NumberField *ScenarioEditor::numberField(std::string_view path) const
{
    const Binding *b = binding(path);
    return b ? b->widget : nullptr;
}

NumberField::Kind ScenarioEditor::kindOf(const inputs::Input &input)
{
    switch (input.measure) {
    case inputs::Measure::Count:
        return NumberField::Kind::Whole;
    case inputs::Measure::Money:
        return NumberField::Kind::Money;
    case inputs::Measure::Share:
        return NumberField::Kind::Percent;
    case inputs::Measure::Plain:
        break;
    }
    return input.type == inputs::Type::Whole ? NumberField::Kind::Whole : NumberField::Kind::Number;
}

ScenarioEditor::Binding *ScenarioEditor::binding(std::string_view path)
{
    for (Binding &b : m_bindings)
        if (path == b.input->path)
            return &b;
    return nullptr;
}

const ScenarioEditor::Binding *ScenarioEditor::binding(std::string_view path) const
{
    for (const Binding &b : m_bindings)
        if (path == b.input->path)
            return &b;
    return nullptr;
}

QLabel *ScenarioEditor::fieldLabel(std::string_view path) const
{
    const Binding *b = binding(path);
    return b ? b->label : nullptr;
}

NumberField *ScenarioEditor::createNumber(QFormLayout *form, const inputs::Input &input,
                                          QCheckBox *automatic)
{
    const NumberField::Kind kind = kindOf(input);
    const int position = inputs::indexOf(input);
    Q_ASSERT(mergeid::kNumberBase + position < mergeid::kAutomaticBase);
    auto *row = new QWidget(this);
    auto *rowLayout = new QVBoxLayout(row);
    rowLayout->setContentsMargins(0, 0, 0, 0);
    rowLayout->setSpacing(2);
    if (automatic)
        rowLayout->addWidget(automatic);
    auto *widget = new NumberField(kind, input.range, row);
    widget->setRounding(inputs::amountDecimals(input));
    const QString name = input.jsonPath();
    widget->setObjectName(name);
    widget->lineEdit()->setObjectName(name);
    widget->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    // Wide enough for "€ 1.000.000.000" and a unit, not the whole page width.
    widget->setMaximumWidth(widget->fontMetrics().averageCharWidth() * 34);
    auto *line = new QHBoxLayout;
    line->setContentsMargins(0, 0, 0, 0);
    line->addWidget(widget, 1);
    line->addStretch(0);
    rowLayout->addLayout(line);
    QLabel *hint = makeHint(row);
    hint->setVisible(false);
    rowLayout->addWidget(hint);
    auto *label = new QLabel(this);
    label->setObjectName(name + QStringLiteral("/label"));
    label->setBuddy(widget->lineEdit());
    form->addRow(label, row);

    Binding b;
    b.input = &input;
    b.kind = kind;
    b.widget = widget;
    b.label = label;
    b.hint = hint;
    b.row = row;
    b.automatic = automatic;
    m_bindings.push_back(std::move(b));

    const inputs::Input *in = &input;
    connect(widget, &NumberField::valueEdited, this, [this, in, position, label](double value) {
        QString what = label->text();
        edit(
            tr("Change %1").arg(what),
            [in, value](Scenario &s) {
                const double before = inputs::number(*in, s).value_or(0.0);
                inputs::setNumber(*in, s, value);
                carryForward(*in, before, s);
            },
            mergeid::kNumberBase + position);
    });
    connect(widget, &NumberField::validityChanged, this, &ScenarioEditor::updateValidity);
    return widget;
}

NumberField *ScenarioEditor::addNumber(QFormLayout *form, std::string_view path)
{
    return createNumber(form, inputs::at(path), nullptr);
}

NumberField *ScenarioEditor::addOptionalNumber(QFormLayout *form, std::string_view path,
                                               std::function<double(const Scenario &)> effective)
{
    const inputs::Input *input = &inputs::at(path);
    auto *automatic = new QCheckBox(this);
    automatic->setObjectName(input->jsonPath() + QStringLiteral("/automatic"));
    NumberField *widget = createNumber(form, *input, automatic);
    binding(path)->effective = std::move(effective);
    connect(automatic, &QCheckBox::toggled, this, [this, input, widget](bool isAutomatic) {
        const std::optional<double> value =
            isAutomatic ? std::nullopt : std::optional<double>(widget->value());
        const Binding *b = binding(input->path);
        edit(
            tr("Change %1").arg(b->label->text()),
            [input, value](Scenario &s) { inputs::setNumber(*input, s, value); },
            mergeid::kAutomaticBase + inputs::indexOf(*input));
        widget->setEnabled(!isAutomatic);
    });
    return widget;
}

void ScenarioEditor::editUtilization(double u)
{
    const inputs::Input &utilization = inputs::at("inputs.workload.utilization");
    if (!utilization.range.contains(u))
        return;
    edit(
        tr("Change utilization"),
        [&utilization, u](Scenario &s) { inputs::setNumber(utilization, s, u); },
        mergeid::kNumberBase + inputs::indexOf(utilization));
}

void ScenarioEditor::addUnplacedInputs()
{
    for (const inputs::Input &input : inputs::all()) {
        if (input.topic != m_topic || m_topic == inputs::Topic::None || !input.isNumber() ||
            input.role != inputs::Role::Input || binding(input.path))
            continue;
        if (input.optional)
            addOptionalNumber(m_advancedForm, input.path, {});
        else
            addNumber(m_advancedForm, input.path);
    }
}

void ScenarioEditor::setFieldVisible(std::string_view path, bool visible)
{
    Binding *b = binding(path);
    if (!b)
        return;
    b->label->setVisible(visible);
    b->row->setVisible(visible);
}

QLabel *ScenarioEditor::addRow(QFormLayout *form, QWidget *widget, QLabel **hint,
                               std::string_view path)
{
    auto *label = new QLabel(this);
    label->setBuddy(widget);
    if (!path.empty()) {
        const inputs::Input &input = inputs::at(path);
        label->setObjectName(input.jsonPath() + QStringLiteral("/label"));
        m_rowLabels.emplace_back(label, &input);
    }
    if (!hint) {
        form->addRow(label, widget);
        return label;
    }
    auto *row = new QWidget(this);
    auto *rowLayout = new QVBoxLayout(row);
    rowLayout->setContentsMargins(0, 0, 0, 0);
    rowLayout->setSpacing(2);
    widget->setParent(row);
    rowLayout->addWidget(widget);
    *hint = makeHint(row);
    rowLayout->addWidget(*hint);
    form->addRow(label, row);
    return label;
}

// Whole amounts without cents; prices with as many decimals as they have (2 to 4).
int ScenarioEditor::moneyDecimals(double value)
{
    int decimals = 0;
    if (value != std::floor(value)) {
        decimals = 2;
        while (decimals < 4 && std::abs(value * std::pow(10.0, decimals) -
                                        std::round(value * std::pow(10.0, decimals))) > 1e-9)
            ++decimals;
    }
    return decimals;
}

QString ScenarioEditor::formatValue(double value, NumberField::Kind kind) const
{
    const QLocale locale;
    switch (kind) {
    case NumberField::Kind::Money:
        return format::money(value, m_document->scenario().currency, locale, moneyDecimals(value));
    case NumberField::Kind::Percent: {
        const double shown = value * 100.0;
        return format::percent(value, locale, shown == std::floor(shown) ? 0 : 1);
    }
    case NumberField::Kind::Whole:
        return locale.toString(static_cast<qlonglong>(std::llround(value)));
    case NumberField::Kind::Number:
        break;
    }
    return locale.toString(value, 'g', 12);
}

QString ScenarioEditor::defaultText(const inputs::Input &input, NumberField::Kind kind) const
{
    // A default that follows the scenario's country or staff model (deriveddefaults.h).
    if (const auto derived = deriveddefaults::of(input, m_document->scenario()))
        return tr("Default %1: %2")
            .arg(formatValue(derived->value.toDouble(), kind), derived->source);
    const QString source = inputs::hint(input);
    if (source.isEmpty())
        return {};
    const std::optional<double> fallback = inputs::number(input, Scenario{});
    if (!fallback)
        return tr("Default: %1").arg(source);
    const Currency currency = m_document->scenario().currency;
    if (kind != NumberField::Kind::Money || currency == Currency::USD)
        return tr("Default %1: %2").arg(formatValue(*fallback, kind), source);
    // A dollar default converted: both amounts, and the rate with its source and date.
    const double converted = moneydefaults::fromDollars(*fallback, currency).toDouble();
    return tr("Default %1 (%2 at %3): %4")
        .arg(formatValue(amounttext::rounded(converted, inputs::amountDecimals(input)), kind),
             format::money(*fallback, Currency::USD, QLocale(), moneyDecimals(*fallback)),
             moneydefaults::rateText(QLocale()), source);
}

void ScenarioEditor::edit(const QString &description, const std::function<void(Scenario &)> &change,
                          int mergeId)
{
    m_document->edit(description, change, mergeId);
}

void ScenarioEditor::updateValidity()
{
    bool valid = extraValid();
    for (const Binding &b : m_bindings)
        valid = valid && b.widget->isValid();
    if (valid == m_valid)
        return;
    m_valid = valid;
    if (m_ready)
        withholdFigures();
    emit validityChanged();
}

void ScenarioEditor::addLiveWidget(QWidget *widget, bool sentence)
{
    m_live.emplace_back(widget, sentence);
}

void ScenarioEditor::setNeighbourInvalid(bool invalid)
{
    if (invalid == m_neighbourInvalid)
        return;
    m_neighbourInvalid = invalid;
    if (m_ready)
        withholdFigures();
}

void ScenarioEditor::shareValidity(const std::vector<ScenarioEditor *> &editors)
{
    for (ScenarioEditor *editor : editors) {
        bool othersInvalid = false;
        for (const ScenarioEditor *other : editors)
            othersInvalid = othersInvalid || (other != editor && !other->isValid());
        editor->setNeighbourInvalid(othersInvalid);
    }
}

void ScenarioEditor::withholdFigures()
{
    // Valid again: the document's figures are current once the edit that follows is applied
    // (refreshing now would put the document's old value back into the field being typed in).
    if (!figuresWithheld())
        QTimer::singleShot(0, this, [this] {
            if (!figuresWithheld())
                refresh();
        });
    for (const auto &[widget, sentence] : m_live) {
        auto *label = qobject_cast<QLabel *>(widget);
        if (!label) { // a chart: hidden, its place kept
            QSizePolicy policy = widget->sizePolicy();
            policy.setRetainSizeWhenHidden(true);
            widget->setSizePolicy(policy);
            widget->setVisible(!figuresWithheld());
        } else if (figuresWithheld() && sentence) {
            label->setText(tr("The figures appear again once the entry marked in red is valid."));
        } else if (figuresWithheld()) {
            label->clear();
        }
    }
}

void ScenarioEditor::refreshNumbers(bool force)
{
    const Scenario &s = m_document->scenario();
    for (Binding &b : m_bindings) {
        if (b.kind == NumberField::Kind::Money)
            b.widget->setCurrency(s.currency);
        // In the new currency, for the country or the staff model of the moment.
        if (b.kind == NumberField::Kind::Money ||
            std::find(deriveddefaults::paths().begin(), deriveddefaults::paths().end(),
                      std::string_view(b.input->path)) != deriveddefaults::paths().end()) {
            b.hint->setText(defaultText(*b.input, b.kind));
            b.hint->setVisible(!b.hint->text().isEmpty());
        }
        const std::optional<double> value = inputs::number(*b.input, s);
        if (b.automatic) {
            const QSignalBlocker blocker(b.automatic);
            b.automatic->setChecked(!value);
            b.widget->setEnabled(value.has_value());
        }
        const double shown = value ? *value : (b.effective ? b.effective(s) : 0.0);
        // The field's last valid value came from the user's typing or from here; only a value
        // that differs (undo, another editor, another page) replaces what is in the field.
        if (force || shown != b.widget->value())
            b.widget->setValue(shown);
    }
}

void ScenarioEditor::refreshAll(bool force)
{
    // A field the scenario's format version does not have (a version 2 scenario has no
    // inputs.workload.gpus) is hidden, so an edit never goes to a field the file would not keep.
    const int version = m_document->scenario().inputs.modelVersion;
    const auto inVersion = [version](const Binding &b) {
        return (b.input->versions & (1u << version)) != 0;
    };
    for (Binding &b : m_bindings)
        if (b.hiddenByVersion && inVersion(b)) {
            b.hiddenByVersion = false;
            setFieldVisible(b.input->path, true);
        }
    refreshNumbers(force);
    refresh();
    for (Binding &b : m_bindings)
        if (!inVersion(b)) {
            b.hiddenByVersion = true;
            setFieldVisible(b.input->path, false);
        }
    updateValidity();
    if (figuresWithheld())
        withholdFigures();
}

void ScenarioEditor::retranslateBase()
{
    m_advancedButton->setText(tr("Advanced"));
    m_advancedButton->setToolTip(tr("Show every model parameter of this part"));
    for (Binding &b : m_bindings) {
        const QString label = inputs::label(*b.input);
        b.label->setText(label);
        b.widget->setSuffix(inputs::unitSuffix(b.input->unit));
        b.widget->lineEdit()->setAccessibleName(label);
        if (b.automatic)
            b.automatic->setText(inputs::automatic(*b.input));
        b.hint->setText(defaultText(*b.input, b.kind));
        b.hint->setVisible(!b.hint->text().isEmpty());
        // A screen reader reads the default and its source with the field; What's This
        // (Shift+F1) shows the label, the valid values and the default.
        b.widget->lineEdit()->setAccessibleDescription(b.hint->text());
        b.widget->lineEdit()->setWhatsThis(tr("<b>%1</b><p>Valid: %2.</p><p>%3</p>")
                                               .arg(label.toHtmlEscaped(),
                                                    b.widget->rangeText().toHtmlEscaped(),
                                                    b.hint->text().toHtmlEscaped()));
    }
    for (const auto &[label, input] : m_rowLabels)
        label->setText(inputs::label(*input));
}

void ScenarioEditor::finishSetup()
{
    addUnplacedInputs();
    retranslateBase();
    retranslateUi();
    nameBuddiesFromLabels(this);
    refreshAll(true);
    orderTabsByLayout(this);
    guardWheel(this);
    m_ready = true;
    connect(m_document, &ScenarioDocument::changed, this, [this] { refreshAll(false); });
}

void ScenarioEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_ready) {
        retranslateBase();
        retranslateUi();
        nameBuddiesFromLabels(this);
        refresh();
        if (figuresWithheld())
            withholdFigures();
    }
    QWidget::changeEvent(event);
}

} // namespace gda::ui
