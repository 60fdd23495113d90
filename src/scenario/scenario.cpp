// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario.h"

namespace gda {

QString currencyCode(Currency currency)
{
    return currency == Currency::USD ? QStringLiteral("USD") : QStringLiteral("EUR");
}

} // namespace gda
