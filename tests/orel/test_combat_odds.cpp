// Exact odds of a declared combat, from the engine itself over every dice sequence.

#include <doctest/doctest.h>

#include "rules/orel/combat/combat_odds.hpp"
#include "tests/orel/combat_fixtures.hpp"

using namespace tachanka::rules::orel;
using namespace tachanka::testing;
using tachanka::rules::Probability;

TEST_CASE("cohesion odds per unit: TQ 5 with no modifier fails only on a 6") {
    CombatDeclaration combat;
    combat.assault = false;
    combat.attackers = {infantry("A", 5, 6, 3, "h")};
    combat.defenders = {infantry("D", 3, 6, 3)};
    const auto odds = combatOdds(combat, shippedCombatTables());
    REQUIRE(odds.cohesion.size() == 2);
    CHECK(odds.cohesion[0].unit == "A");
    CHECK(odds.cohesion[0].results.of("passed") == Probability{5, 6});
    CHECK(odds.cohesion[0].results.of("disorganized") == Probability{1, 6});
    // D at TQ 3: 4 Disorganized, 5 Repulsed, 6 Retreat.
    CHECK(odds.cohesion[1].results.of("passed") == Probability{1, 2});
    CHECK(odds.cohesion[1].results.of("retreat") == Probability{1, 6});
    CHECK(odds.hex.of("cleared") == Probability{1, 6});
    CHECK(odds.assault.of("no assault") == Probability{1, 1});
}

TEST_CASE("assault odds of the Extended Combat Example without its artillery") {
    auto combat = extendedCombatExample();
    combat.attackerSupport.clear();
    const auto odds = combatOdds(combat, shippedCombatTables());
    CHECK(odds.assault.total() == Probability{1, 1});
    // The Reds fail by 2 on a 6 (6 + 1 against TQ 5): all Repulsed, no assault.
    CHECK(odds.assault.of("no assault") == Probability{1, 6});
    CHECK(odds.cohesion[4].unit == "Y");
    CHECK(odds.cohesion[4].results.of("disorganized") == Probability{1, 6});
}
