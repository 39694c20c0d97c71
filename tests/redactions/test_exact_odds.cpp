// Exact odds: they sum to 1 and agree with counting the 36 two-dice throws by hand.

#include <doctest/doctest.h>

#include "rules/redactions/exact_odds.hpp"
#include "tests/redactions/tables_fixture.hpp"

using namespace tachanka::rules;
using namespace tachanka::rules::redactions;
using tachanka::testing::shippedTables;

namespace {

bool isOne(const Probability& p) { return p.numerator == 1 && p.denominator == 1; }

// Ways two dice make each total: 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1 out of 36.
Probability throwsOf(std::initializer_list<int> totals) {
    std::uint64_t ways = 0;
    for (const int total : totals) ways += static_cast<std::uint64_t>(6 - std::abs(total - 7));
    return Probability{0, 1} + Probability{ways, 36};
}

}  // namespace

TEST_CASE("shooting odds for total 13: each cell's rolls of the 13-16 column") {
    const auto odds = shootingTableOdds(shippedTables().shooting, 13, 0);
    CHECK(isOne(odds.total()));
    CHECK(odds.of("-") == throwsOf({2, 3, 4}));
    CHECK(odds.of("Ret") == throwsOf({5, 6}));
    CHECK(odds.of("Ter") == throwsOf({7, 8}));
    CHECK(odds.of("2 x Ter") == throwsOf({9}));
    CHECK(odds.of("2 x Ter S! Off") == throwsOf({10}));
    CHECK(odds.of("Kill! S! Off") == throwsOf({11, 12}));
}

TEST_CASE("shooting odds from full inputs use the total and shifts") {
    ShootingInputs inputs;
    inputs.value = 3;
    inputs.halfBases = 8;        // 12
    inputs.cover = Cover::Soft;  // -> 5-8
    const auto odds = shootingOdds(shippedTables(), inputs);
    CHECK(isOne(odds.total()));
    CHECK(odds.of("Ret") == throwsOf({7, 8}));
    CHECK(odds.of("2 x Ter S! Off") == throwsOf({11, 12}));
}

TEST_CASE("combat odds: 2:1 column") {
    CombatInputs inputs;
    inputs.charger.fightingValue = 4;
    inputs.charger.unit.bases = 4;
    inputs.defender.fightingValue = 2;
    inputs.defender.unit.bases = 4;
    const auto odds = combatOdds(shippedTables(), inputs);
    CHECK(isOne(odds.total()));
    CHECK(odds.of("S/Defeated") == throwsOf({2}));
    CHECK(odds.of("S/Retires 2 x Ter") == throwsOf({3}));
    CHECK(odds.of("S/Humiliated") == throwsOf({4}));
    CHECK(odds.of("W/Retires 1 x Ter") == throwsOf({5}));
    CHECK(odds.of("W/Retires 2 x Ter") == throwsOf({6, 7, 8}));
    CHECK(odds.of("W/Retires 3 x Ter") == throwsOf({9}));
    CHECK(odds.of("W/Defeated") == throwsOf({10, 11, 12}));
}

TEST_CASE("morale odds: success number 7 passes on 2-7, 12 never passes") {
    MoraleInputs inputs;
    inputs.successNumber = 7;
    auto odds = moraleOdds(shippedTables().morale, inputs);
    CHECK(isOne(odds.total()));
    CHECK(odds.of("passed") == throwsOf({2, 3, 4, 5, 6, 7}));
    inputs.successNumber = 13;
    odds = moraleOdds(shippedTables().morale, inputs);
    CHECK(odds.of("failed") == throwsOf({12}));
}

TEST_CASE("direct hit odds: two field guns against troops, 10+ each") {
    DirectHitInputs inputs;
    inputs.gunBases = 2;
    const auto odds = directHitOdds(shippedTables().directHits, inputs);
    CHECK(isOne(odds.total()));
    const Probability hit = throwsOf({10, 11, 12});  // 6/36
    CHECK(hit == Probability{1, 6});
    CHECK(odds.of("2 hits") == Probability{1, 36});
    CHECK(odds.of("1 hit") == Probability{10, 36} + Probability{0, 1});
    CHECK(odds.of("0 hits") == Probability{25, 36});
}

TEST_CASE("officer casualty odds: 1 in 6 from shooting, 1 in 3 when routing in combat") {
    const auto& rolls = shippedTables().rolls;
    auto odds = officerCasualtyOdds(rolls, 1, CasualtySource::Shooting);
    CHECK(odds.of("1 casualty") == Probability{1, 6});
    odds = officerCasualtyOdds(rolls, 1, CasualtySource::CombatRouting);
    CHECK(odds.of("1 casualty") == Probability{1, 3});
    odds = officerCasualtyOdds(rolls, 2, CasualtySource::Combat);
    CHECK(isOne(odds.total()));
    CHECK(odds.of("2 casualties") == Probability{1, 36});
}

TEST_CASE("whole-shot odds: the table and the officer's d6 together") {
    ShootingInputs inputs;
    inputs.value = 10;
    inputs.halfBases = 8;  // 40: 37+
    ShootingTarget target;
    target.unit.bases = 4;
    target.officers = 1;
    const auto odds = shotOutcomeOdds(shippedTables(), inputs, {}, target, {});
    CHECK(isOne(odds.total()));
    // Kill! S! Off on 9 to 12 (10/36), and the officer killed on a 1 (1/6).
    const Probability killAndOfficer = Probability{0, 1} + Probability{10, 216};
    CHECK(odds.of("1 officer killed; 1 terror marker: all its officers fell; a base removed "
                  "(Kill!); pinned marker; serious test; fear test; serious test") ==
          killAndOfficer);
    CHECK(odds.of("Ret") == Probability{0, 1});  // effects are named, not cells
    CHECK(odds.of("retire 3\" (evading)") == throwsOf({2}));
}
