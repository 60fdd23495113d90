// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "format.h"

#include <QCoreApplication>

#include <cmath>

namespace gda::ui::format {

QString currencySymbol(Currency currency)
{
    return currency == Currency::USD ? QStringLiteral("$") : QStringLiteral("€");
}

QString money(double amount, Currency currency, const QLocale &locale, int decimals)
{
    // toCurrencyString writes negatives in accounting brackets in some locales; a plain minus
    // sign is clearer in a cost comparison.
    const QString magnitude =
        locale.toCurrencyString(std::abs(amount), currencySymbol(currency), decimals);
    return amount < 0 && std::abs(amount) >= 0.5 * std::pow(10.0, -decimals)
               ? QString(locale.negativeSign()) + magnitude
               : magnitude;
}

QString percent(double fraction, const QLocale &locale, int decimals)
{
    return locale.toString(fraction * 100.0, 'f', decimals) + locale.percent();
}

QString number(double value, const QLocale &locale, int decimals)
{
    return locale.toString(value, 'f', decimals);
}

QString months(std::optional<double> months, const QLocale &locale)
{
    if (!months)
        return QCoreApplication::translate("gda::ui::format", "not within the horizon");
    return QCoreApplication::translate("gda::ui::format", "%1 months")
        .arg(locale.toString(*months, 'f', 1));
}

QString hoursPerDay(double hours, const QLocale &locale)
{
    const double tenths = std::round(hours * 10.0) / 10.0;
    const int decimals = tenths == std::round(tenths) ? 0 : 1;
    return QCoreApplication::translate("gda::ui::format", "%1 hours a day")
        .arg(locale.toString(tenths, 'f', decimals));
}

QString twoLines(const QString &text)
{
    if (text.contains(QLatin1Char('\n')))
        return text;
    const qsizetype middle = text.size() / 2;
    qsizetype best = -1;
    for (qsizetype i = 0; i < text.size(); ++i)
        if (text[i] == QLatin1Char(' ') && (best < 0 || qAbs(i - middle) < qAbs(best - middle)))
            best = i;
    if (best < 0)
        return text;
    QString lines = text;
    lines[best] = QLatin1Char('\n');
    return lines;
}

} // namespace gda::ui::format
