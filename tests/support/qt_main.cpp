// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include "testapplication.h"
#include "testsupport.h"

// Exits with 77 when a test case was skipped (gda::test::skipTest) and none failed.
int main(int argc, char *argv[])
{
    gda::test::TestApplication app(argc, argv);
    return gda::test::exitStatus(Catch::Session().run(argc, argv));
}
