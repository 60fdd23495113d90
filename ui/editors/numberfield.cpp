// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "numberfield.h"

#include "core/accessibility.h"
#include "core/format.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>

#include <cmath>

namespace gda::ui {

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

void NumberField::parseText()
{
    const QLocale locale;
    QString text = m_edit->text().trimmed();
    text.remove(format::currencySymbol(m_currency));
    text.remove(u'%');
    text = text.trimmed();
    bool ok = false;
    double typed = locale.toDouble(text, &ok);
    if (!ok) // also accept the C notation ("0.7") that people paste from files
        typed = QLocale::c().toDouble(text, &ok);
    const double value = m_kind == Kind::Percent ? typed / 100.0 : typed;
    QString error;
    if (text.isEmpty())
        error = tr("Enter a number (valid: %1).").arg(rangeText());
    else if (!ok)
        error = tr("\"%1\" is not a number (valid: %2).").arg(m_edit->text(), rangeText());
    else if (!m_range.contains(value))
        error = tr("%1 is out of range (valid: %2).").arg(m_edit->text(), rangeText());

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
