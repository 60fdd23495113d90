// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenariofile.h"

#include <catch2/catch.hpp>

namespace gda::test {

// The scenario a document holds; the test fails with the reader's message when it is refused.
inline Scenario parseOk(const QByteArray &json)
{
    auto result = scenariofile::parse(json);
    if (auto *error = std::get_if<scenariofile::Error>(&result))
        FAIL(error->toString().toStdString());
    return std::get<Scenario>(result);
}

} // namespace gda::test
