// SPDX-FileCopyrightText: 2026 GPU Decision Advisor authors
// SPDX-License-Identifier: GPL-3.0-or-later
// What only some libraries can do is asked for (ScenarioLibrary::team(), offline()), never
// guessed from the type with dynamic_cast.
#include "store/cachedlibrary.h"
#include "store/postgreslibrary.h"
#include "store/sqlitelibrary.h"

#include <catch2/catch.hpp>

#include <memory>

using namespace gda;
using namespace gda::store;

TEST_CASE("library capabilities: a team connection and an offline copy are asked for, not cast",
          "[store][offline]")
{
    SqliteLibrary file;
    CHECK(file.team() == nullptr);
    CHECK(file.offline() == nullptr);
    PostgresLibrary team;
    REQUIRE(team.team() != nullptr);
    CHECK(team.offline() == nullptr);
    CHECK_FALSE(team.team()->passwordNeeded());
    auto remote = std::make_unique<PostgresLibrary>();
    CachedLibrary copy(std::move(remote), QStringLiteral("/nonexistent/copy.sqlite"));
    REQUIRE(copy.offline() != nullptr);
    CHECK(copy.offline() == static_cast<OfflineCopy *>(&copy));
    // The copy opens its server with libpq's own password sources: no password of its own.
    CHECK(copy.team() == nullptr);
    CHECK(copy.remote().team() != nullptr);
}
