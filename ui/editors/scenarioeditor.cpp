// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenarioeditor.h"

#include "core/format.h"
#include "core/scenariodocument.h"
#include "editors/taborder.h"

#include <QCheckBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

namespace gda::ui {

using fieldranges::Field;

namespace {

// A hint under a field: smaller, muted, wrapped.
QLabel *makeHint(QWidget *parent)
{
    auto *hint = new QLabel(parent);
    hint->setWordWrap(true);
    hint->setForegroundRole(QPalette::PlaceholderText);
    QFont font = hint->font();
    font.setPointSizeF(font.pointSizeF() * 0.9);
    hint->setFont(font);
    hint->setTextFormat(Qt::PlainText);
    return hint;
}

} // namespace

ScenarioEditor::ScenarioEditor(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_explanation(new QLabel(this)),
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

NumberField *ScenarioEditor::numberField(Field field) const
{
    const Binding *b = binding(field);
    return b ? b->widget : nullptr;
}

ScenarioEditor::Binding *ScenarioEditor::binding(Field field)
{
    for (Binding &b : m_bindings)
        if (b.field == field)
            return &b;
    return nullptr;
}

const ScenarioEditor::Binding *ScenarioEditor::binding(Field field) const
{
    for (const Binding &b : m_bindings)
        if (b.field == field)
            return &b;
    return nullptr;
}

QLabel *ScenarioEditor::fieldLabel(Field field) const
{
    const Binding *b = binding(field);
    return b ? b->label : nullptr;
}

NumberField *ScenarioEditor::createNumber(QFormLayout *form, Field field, NumberField::Kind kind,
                                          QCheckBox *automatic)
{
    auto *row = new QWidget(this);
    auto *rowLayout = new QVBoxLayout(row);
    rowLayout->setContentsMargins(0, 0, 0, 0);
    rowLayout->setSpacing(2);
    if (automatic)
        rowLayout->addWidget(automatic);
    auto *widget = new NumberField(kind, fieldranges::range(field), row);
    const QString name = fieldranges::path(field);
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
    label->setBuddy(widget->lineEdit());
    form->addRow(label, row);

    Binding b;
    b.field = field;
    b.kind = kind;
    b.widget = widget;
    b.label = label;
    b.hint = hint;
    b.row = row;
    b.automatic = automatic;
    m_bindings.push_back(std::move(b));

    connect(widget, &NumberField::valueEdited, this, [this, field, label](double value) {
        QString what = label->text();
        edit(tr("Change %1").arg(what),
             [field, value](Scenario &s) { fieldranges::setValue(s, field, value); },
             mergeid::kNumberBase + static_cast<int>(field));
    });
    connect(widget, &NumberField::validityChanged, this, &ScenarioEditor::updateValidity);
    return widget;
}

NumberField *ScenarioEditor::addNumber(QFormLayout *form, Field field, NumberField::Kind kind)
{
    return createNumber(form, field, kind, nullptr);
}

NumberField *ScenarioEditor::addOptionalNumber(QFormLayout *form, Field field,
                                               NumberField::Kind kind,
                                               std::function<double(const Scenario &)> effective)
{
    auto *automatic = new QCheckBox(this);
    automatic->setObjectName(fieldranges::path(field) + QStringLiteral("/automatic"));
    NumberField *widget = createNumber(form, field, kind, automatic);
    binding(field)->effective = std::move(effective);
    connect(automatic, &QCheckBox::toggled, this, [this, field, widget](bool isAutomatic) {
        const std::optional<double> value =
            isAutomatic ? std::nullopt : std::optional<double>(widget->value());
        const Binding *b = binding(field);
        edit(tr("Change %1").arg(b->label->text()),
             [field, value](Scenario &s) { fieldranges::setValue(s, field, value); },
             mergeid::kAutomaticBase + static_cast<int>(field));
        widget->setEnabled(!isAutomatic);
    });
    return widget;
}

void ScenarioEditor::setFieldTexts(Field field, const QString &label, const QString &source,
                                   const QString &unit, const QString &automatic)
{
    Binding *b = binding(field);
    if (!b)
        return;
    b->label->setText(label);
    b->source = source;
    b->widget->setSuffix(unit);
    b->widget->lineEdit()->setAccessibleName(label);
    if (b->automatic)
        b->automatic->setText(automatic);
    b->hint->setText(defaultText(field, b->kind, source));
    b->hint->setVisible(!b->hint->text().isEmpty());
}

void ScenarioEditor::setFieldVisible(Field field, bool visible)
{
    Binding *b = binding(field);
    if (!b)
        return;
    b->label->setVisible(visible);
    b->row->setVisible(visible);
}

QLabel *ScenarioEditor::addRow(QFormLayout *form, QWidget *widget, QLabel **hint)
{
    auto *label = new QLabel(this);
    label->setBuddy(widget);
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

QString ScenarioEditor::formatValue(double value, NumberField::Kind kind) const
{
    const QLocale locale;
    switch (kind) {
    case NumberField::Kind::Money: {
        // Whole amounts without cents; prices with as many decimals as they have (2 to 4).
        int decimals = 0;
        if (value != std::floor(value)) {
            decimals = 2;
            while (decimals < 4 && std::abs(value * std::pow(10.0, decimals) -
                                            std::round(value * std::pow(10.0, decimals))) > 1e-9)
                ++decimals;
        }
        return format::money(value, m_document->scenario().currency, locale, decimals);
    }
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

QString ScenarioEditor::defaultText(Field field, NumberField::Kind kind,
                                    const QString &source) const
{
    if (source.isEmpty())
        return {};
    const std::optional<double> fallback = fieldranges::value(Scenario{}, field);
    if (!fallback)
        return tr("Default: %1").arg(source);
    return tr("Default %1: %2").arg(formatValue(*fallback, kind), source);
}

void ScenarioEditor::edit(const QString &description,
                          const std::function<void(Scenario &)> &change, int mergeId)
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
    emit validityChanged();
}

void ScenarioEditor::refreshNumbers(bool force)
{
    const Scenario &s = m_document->scenario();
    for (Binding &b : m_bindings) {
        if (b.kind == NumberField::Kind::Money) {
            b.widget->setCurrency(s.currency);
            b.hint->setText(defaultText(b.field, b.kind, b.source)); // in the new currency
        }
        const std::optional<double> value = fieldranges::value(s, b.field);
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
    refreshNumbers(force);
    refresh();
    updateValidity();
}

void ScenarioEditor::retranslateBase()
{
    m_advancedButton->setText(tr("Advanced"));
    m_advancedButton->setToolTip(tr("Show every model parameter of this part"));
}

void ScenarioEditor::finishSetup()
{
    retranslateBase();
    retranslateUi();
    refreshAll(true);
    orderTabsByLayout(this);
    m_ready = true;
    connect(m_document, &ScenarioDocument::changed, this, [this] { refreshAll(false); });
}

void ScenarioEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_ready) {
        retranslateBase();
        retranslateUi();
        refresh();
    }
    QWidget::changeEvent(event);
}

} // namespace gda::ui
