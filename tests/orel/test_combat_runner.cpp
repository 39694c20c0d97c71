// The combat runner that auto-resolve and the exact odds use: the same combat resolved again
// and again from one validated declaration, with or without the log's words. It must give the
// very results resolveCombat gives with the same dice, run after run.

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "rules/orel/combat/combat_sequence.hpp"
#include "rules/seeded_dice.hpp"
#include "tests/orel/combat_fixtures.hpp"

using namespace tachanka::rules::orel;
using namespace tachanka::testing;
using tachanka::rules::SeededDice;

namespace {

// Every fact of a report a front end or the odds read, but its log.
void checkSameResults(const CombatReport& ran, const CombatReport& resolved) {
    REQUIRE(ran.checks.size() == resolved.checks.size());
    for (std::size_t i = 0; i < ran.checks.size(); ++i) {
        const auto& a = ran.checks[i];
        const auto& b = resolved.checks[i];
        INFO("check ", i, ": ", b.unit, " ", b.check);
        CHECK(a.unit == b.unit);
        CHECK(a.check == b.check);
        CHECK(a.roll == b.roll);
        CHECK(a.modifier == b.modifier);
        CHECK(a.result == b.result);
    }
    REQUIRE(ran.units.size() == resolved.units.size());
    for (std::size_t i = 0; i < ran.units.size(); ++i) {
        const auto& a = ran.units[i];
        const auto& b = resolved.units[i];
        INFO("unit ", b.unit.code);
        CHECK(a.unit.code == b.unit.code);
        CHECK(a.unit.steps == b.unit.steps);
        CHECK(a.unit.mode == b.unit.mode);
        CHECK(a.unit.unsupplied == b.unit.unsupplied);
        CHECK(a.stepsLost == b.stepsLost);
        CHECK(a.retreatHexes == b.retreatHexes);
        CHECK(a.eliminated == b.eliminated);
        CHECK(a.surrendered == b.surrendered);
        CHECK(a.advanced == b.advanced);
        CHECK(a.charged == b.charged);
    }
    CHECK(ran.attackerStrength == resolved.attackerStrength);
    CHECK(ran.defenderStrength == resolved.defenderStrength);
    CHECK(ran.assaulted == resolved.assaulted);
    CHECK(ran.assaultRoll == resolved.assaultRoll);
    CHECK(ran.assaultResult.text() == resolved.assaultResult.text());
    CHECK(ran.attackerPrisoners == resolved.attackerPrisoners);
    CHECK(ran.defenderPrisoners == resolved.defenderPrisoners);
    CHECK(ran.hexCleared == resolved.hexCleared);
}

}  // namespace

TEST_CASE("a runner resolves the Extended Combat Example run after run as resolveCombat does") {
    const auto combat = extendedCombatExample();
    CombatRunner quiet(combat, shippedCombatTables(), Narration::None);
    CombatRunner narrated(combat, shippedCombatTables(), Narration::Full);
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        INFO("seed ", seed);
        SeededDice forResolve(seed);
        SeededDice forQuiet(seed);
        SeededDice forNarrated(seed);
        const auto resolved = resolveCombat(combat, shippedCombatTables(), forResolve);
        const auto& ran = quiet.resolve(forQuiet);
        checkSameResults(ran, resolved);
        CHECK(ran.log.empty());
        // A narrated runner's log starts afresh each run: the same lines, none left over.
        CHECK(narrated.resolve(forNarrated).log == resolved.log);
    }
}

TEST_CASE("a runner refuses an invalid declaration as resolveCombat does, before any run") {
    CombatDeclaration combat;
    combat.defenders = {infantry("D", 3, 4, 2)};
    CHECK_THROWS_WITH_AS(CombatRunner(combat, shippedCombatTables(), Narration::None),
                         "a combat needs attacking units", std::invalid_argument);
}

TEST_CASE("a combat takes at most 64 units and supports: more is refused before it starts") {
    CombatDeclaration combat;
    combat.attackers = {infantry("A", 3, 5, 2, "h")};
    for (int i = 0; i < 60; ++i) {
        combat.defenders.push_back(infantry("D" + std::to_string(i), 1, 4, 1));
    }
    for (int i = 0; i < 3; ++i) {
        combat.defenderSupport.push_back(
            Support{"Gun" + std::to_string(i), UnitKind::Artillery, 2, 4, 1, false});
    }
    SeededDice dice(1);
    CHECK_NOTHROW(resolveCombat(combat, shippedCombatTables(), dice));
    combat.defenderSupport.push_back(Support{"Gun3", UnitKind::Artillery, 2, 4, 1, false});
    CHECK_THROWS_WITH_AS(resolveCombat(combat, shippedCombatTables(), dice),
                         "a combat takes at most 64 units and supports, not 65",
                         std::invalid_argument);
}
