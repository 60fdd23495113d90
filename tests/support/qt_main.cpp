// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include "testapplication.h"

int main(int argc, char *argv[])
{
    gda::test::TestApplication app(argc, argv);
    return Catch::Session().run(argc, argv);
}
