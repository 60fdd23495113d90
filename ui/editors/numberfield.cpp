// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "numberfield.h"

#include "core/accessibility.h"
#include "core/format.h"
#include "scenario/amounttext.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>

#include <cmath>

namespace gda::ui {

namespace {

// An amount without trailing zeros beyond the cents: "5.9300" → "5.93", "0.0780" → "0.078",
// "25,000.00" → "25,000", "12.50" stays.
QString withoutTrailingZeros(QString text, const QLocale &locale)
{
    const qsizetype point = text.indexOf(locale.decimalPoint());
    if (point < 0)
        return text;
    while (text.endsWith(u'0') && text.size() > point + 3)
        text.chop(1);
    if (text.endsWith(locale.decimalPoint() + QStringLiteral("00")))
        text.chop(3);
    return text;
}

} // namespace

NumberField::NumberField(Kind kind, const jsonfields::Range &range, QWidget *parent)
    : QWidget(parent), m_kind(kind), m_range(range), m_edit(new QLineEdit(this)),
      m_prefixLabel(new QLabel(this)), m_suffixLabel(new QLabel(this)),
      m_errorLabel(new QLabel(this))
{
    if (kind == Kind::Whole)
        m_range.whole = true;
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setHorizontalSpacing(4);
    layout->setVerticalSpacing(2);
    layout->addWidget(m_prefixLabel, 0, 0);
    layout->addWidget(m_edit, 0, 1);
    layout->addWidget(m_suffixLabel, 0, 2);
    layout->addWidget(m_errorLabel, 1, 0, 1, 3);
    layout->setColumnStretch(1, 1);
    m_errorLabel->setWordWrap(true);
    m_errorLabel->setStyleSheet(errorTextStyle(palette()));
    m_errorLabel->hide();
    m_edit->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    setFocusProxy(m_edit);
    setFocusPolicy(Qt::StrongFocus); // so setTabOrder() accepts the field itself
    connect(m_edit, &QLineEdit::textEdited, this, &NumberField::parseText);
    connect(m_edit, &QLineEdit::editingFinished, this, [this] {
        if (isValid())
            showValue(); // normalise "1234,5" to "1.234,5"
    });
    updateAffixes();
}

NumberField::~NumberField()
{
    disconnect(m_edit, nullptr, this, nullptr);
}

void NumberField::setValue(double value)
{
    m_value = value;
    const bool wasValid = isValid();
    m_error.clear();
    m_errorLabel->hide();
    m_edit->setStyleSheet({});
    showValue();
    if (!wasValid)
        emit validityChanged(true);
}

void NumberField::setCurrency(Currency currency)
{
    m_currency = currency;
    updateAffixes();
}

void NumberField::setSuffix(const QString &suffix)
{
    m_suffix = suffix;
    updateAffixes();
}

void NumberField::updateAffixes()
{
    m_prefixLabel->setText(m_kind == Kind::Money ? format::currencySymbol(m_currency) : QString());
    m_prefixLabel->setVisible(m_kind == Kind::Money);
    const QString suffix = m_kind == Kind::Percent ? QStringLiteral("%") : m_suffix;
    m_suffixLabel->setText(suffix);
    m_suffixLabel->setVisible(!suffix.isEmpty());
}

void NumberField::showValue()
{
    const QLocale locale;
    const double shown = m_kind == Kind::Percent ? m_value * 100.0 : m_value;
    QString text;
    if (m_kind == Kind::Whole)
        text = locale.toString(static_cast<qlonglong>(std::llround(shown)));
    else if (m_decimals >= 0)
        text = locale.toString(shown, 'f', m_decimals);
    else if (m_kind == Kind::Money) // at most cents (or m_rounding places), no trailing zeros
        text = withoutTrailingZeros(
            locale.toString(amounttext::rounded(shown, m_rounding), 'f', m_rounding), locale);
    else
        text = locale.toString(shown, 'g', 12);
    if (m_edit->text() != text)
        m_edit->setText(text);
}

QString NumberField::rangeText() const
{
    if (m_kind != Kind::Percent)
        return m_range.describe();
    jsonfields::Range shown = m_range;
    shown.min *= 100.0;
    shown.max *= 100.0;
    return shown.describe() + QStringLiteral(" %");
}

amounttext::Options NumberField::parseOptions() const
{
    amounttext::Options options;
    options.allowNegative = m_range.min < 0.0;
    options.allowMultiplier = m_kind == Kind::Money;
    return options;
}

void NumberField::parseText()
{
    const QLocale locale;
    QString text = m_edit->text().trimmed();
    if (m_kind == Kind::Percent)
        text.remove(u'%');
    const amounttext::Options options = parseOptions();
    const auto parsed = amounttext::parse(text, locale, options);
    QString error;
    double value = 0.0;
    if (const auto *problem = std::get_if<amounttext::Problem>(&parsed)) {
        error = amounttext::explain(*problem, m_edit->text().trimmed(), locale, options) + u' ' +
                tr("Range: %1.").arg(rangeText());
    } else {
        const double typed = std::get<double>(parsed);
        value = m_kind == Kind::Percent ? typed / 100.0 : typed;
        // Money is kept to cents (prices per unit to m_rounding places), as it is shown.
        if (m_kind == Kind::Money)
            value = amounttext::rounded(value, m_rounding);
        if (!m_range.contains(value))
            error = tr("%1 is out of range (valid: %2).").arg(m_edit->text(), rangeText());
    }

    const bool wasValid = isValid();
    m_error = error;
    m_errorLabel->setText(error);
    m_errorLabel->setVisible(!error.isEmpty());
    m_edit->setStyleSheet(error.isEmpty() ? QString() : errorBorderStyle(palette()));
    m_edit->setToolTip(error);
    if (wasValid != error.isEmpty())
        emit validityChanged(error.isEmpty());
    if (error.isEmpty()) {
        m_value = value;
        emit valueEdited(value);
    }
}

void NumberField::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        updateAffixes();
        if (isValid())
            showValue(); // the new language's notation
        else
            parseText(); // the reason in the new language
    }
    QWidget::changeEvent(event);
}

} // namespace gda::ui
