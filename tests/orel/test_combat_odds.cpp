// Exact odds of a declared combat, from the engine itself over every dice sequence.

#include <doctest/doctest.h>

#include "rules/orel/combat/battle_outcome.hpp"
#include "rules/orel/combat/combat_odds.hpp"
#include "rules/orel/combat/combat_sequence.hpp"
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

namespace {

// The same resolution counted over every sequence of dice, with no state shared.
tachanka::rules::Distribution everySequence(const CombatDeclaration& combat) {
    return tachanka::rules::enumerateOutcomes([&](tachanka::rules::Dice& dice) {
        return battleOutcome(resolveCombat(combat, shippedCombatTables(), dice)).text();
    });
}

void checkSameAsEverySequence(const CombatDeclaration& combat) {
    const auto counted = everySequence(combat);
    const auto memoised = battleOutcomeOdds(combat, shippedCombatTables());
    REQUIRE(memoised.size() == counted.outcomes().size());
    for (const auto& chance : memoised) {
        INFO(chance.outcome.text());
        CHECK(chance.probability == counted.of(chance.outcome.text()));
    }
}

}  // namespace

TEST_CASE("odds counted once per combat state equal the count over every sequence of dice") {
    SUBCASE("the Extended Combat Example without its artillery, assault and all") {
        auto combat = extendedCombatExample();
        combat.attackerSupport.clear();
        checkSameAsEverySequence(combat);
    }
    SUBCASE("a charge whose cavalry pursues after the assault") {
        CombatDeclaration combat;
        combat.attackers = {cavalry("Cav", 5, 2, 5, 2, "h")};
        combat.defenders = {infantry("D", 3, 3, 1)};
        combat.pursuit = true;
        checkSameAsEverySequence(combat);
    }
    SUBCASE("the new cohesion rules, with artillery supporting the defence") {
        CombatDeclaration combat;
        combat.assault = false;
        combat.options.newCohesionRules = true;
        combat.attackers = {infantry("A", 4, 5, 2, "h")};
        combat.defenders = {infantry("D", 4, 4, 2)};
        combat.defenderSupport = {Support{"Gun", UnitKind::Artillery, 2, 4, 1, false}};
        checkSameAsEverySequence(combat);
    }
}

TEST_CASE("auto-resolved shares of a combat agree with its exact odds within their intervals") {
    auto combat = extendedCombatExample();
    combat.attackerSupport.clear();
    const auto exact = combatOdds(combat, shippedCombatTables());
    const auto sampled = combatShares(combat, shippedCombatTables(), 4000, 1919);
    CHECK(sampled.runs == 4000);
    REQUIRE(sampled.hex.size() == exact.hex.outcomes().size());
    for (const auto& outcome : sampled.hex) {
        INFO(outcome.result);
        CHECK(outcome.share.covers(exact.hex.of(outcome.result).value()));
    }
    CHECK(sampled.assault.front().share.covers(exact.assault.of(sampled.assault.front().result).value()));
    REQUIRE(sampled.cohesion.size() == exact.cohesion.size());
    for (std::size_t unit = 0; unit < exact.cohesion.size(); ++unit) {
        const auto& first = sampled.cohesion[unit].results.front();
        INFO(sampled.cohesion[unit].unit, " ", first.result);
        CHECK(first.share.covers(exact.cohesion[unit].results.of(first.result).value()));
    }
    const auto again = combatShares(combat, shippedCombatTables(), 4000, 1919);
    CHECK(again.hex.front().runs == sampled.hex.front().runs);
    CHECK_THROWS_AS(combatShares(combat, shippedCombatTables(), 0, 1), std::invalid_argument);
}
