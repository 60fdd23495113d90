// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "currencyswitch.h"

#include "format.h"
#include "scenariodocument.h"

#include "scenario/moneydefaults.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QPushButton>

namespace gda::ui {

namespace {
struct Msg
{
    Q_DECLARE_TR_FUNCTIONS(gda::ui::currency)
};
} // namespace

bool switchCurrency(QWidget *parent, ScenarioDocument &document, Currency to)
{
    const Scenario &now = document.scenario();
    if (now.currency == to)
        return false;
    const moneydefaults::ConversionRate rate = document.conversionRate();
    // A dry run: when every amount is a default there is nothing to ask.
    Scenario trial = now;
    const auto dry = moneydefaults::convertCurrency(trial, to, rate);
    if (const auto *problem = std::get_if<QString>(&dry)) {
        QMessageBox::warning(parent, Msg::tr("Currency not changed"),
                             Msg::tr("The amounts cannot be converted: %1").arg(*problem));
        return false;
    }
    auto typed = moneydefaults::TypedAmounts::Convert;
    if (!std::get<moneydefaults::CurrencyChange>(dry).converted.isEmpty()) {
        const QLocale locale;
        const double example = 1000.0;
        const double converted =
            to == Currency::USD ? example * rate.usdPerEur : example / rate.usdPerEur;
        QMessageBox ask(QMessageBox::Question,
                        Msg::tr("Change the currency to %1").arg(currencyCode(to)),
                        Msg::tr("Every amount of “%1” is converted at %2 USD per EUR (%3 of %4): "
                                "%5 becomes %6. Amounts still at their default take the default "
                                "in %7.")
                            .arg(now.name, locale.toString(rate.usdPerEur), rate.source,
                                 locale.toString(rate.date, QLocale::LongFormat),
                                 format::money(example, now.currency, locale),
                                 format::money(converted, to, locale), currencyCode(to)),
                        QMessageBox::Cancel, parent);
        ask.setInformativeText(Msg::tr("If the amounts you typed are already meant in %1, keep "
                                       "them as typed: only the defaults change then.")
                                   .arg(currencyCode(to)));
        QPushButton *all = ask.addButton(Msg::tr("Convert every amount"), QMessageBox::AcceptRole);
        QPushButton *keep = ask.addButton(Msg::tr("Keep typed amounts"), QMessageBox::ActionRole);
        ask.setDefaultButton(all);
        ask.exec();
        if (ask.clickedButton() == keep)
            typed = moneydefaults::TypedAmounts::Keep;
        else if (ask.clickedButton() != all)
            return false;
    }
    Scenario result = now;
    if (std::holds_alternative<QString>(moneydefaults::convertCurrency(result, to, rate, typed)))
        return false; // the dry run converted the same amounts; only "keep" can differ, and less
    document.edit(Msg::tr("Change currency"), [&result](Scenario &s) { s = result; });
    return true;
}

} // namespace gda::ui
