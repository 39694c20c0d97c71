// A charge on the umpired table with what the players see (issue 16: "charge (shot at before
// contact, counter-charge)"): its direction, the target's fire at the chargers, a
// counter-charge, guns and mortars charged, and each side's combat modifiers, with scripted
// dice as the Red Actions! text reads them. Morale tests pass on 2d6 at most the success
// number; the success numbers are the shipped cards'.

#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "tests/battles/linked_battle_fixtures.hpp"
#include "tests/rules/odds_against_play.hpp"

using namespace tachanka::testing::linked;

namespace {

ActionResult chargeWith(TacticalBattle& battle, const ChargeCircumstances& seen,
                        std::vector<int> dice) {
    ActionRequest request;
    request.action = TacticalAction::Charge;
    request.charge = seen;
    return actBetween(battle, request, std::move(dice));
}

bool has(const std::vector<std::string>& lines, const std::string& line) {
    return std::find(lines.begin(), lines.end(), line) != lines.end();
}

std::string combatCell(const ActionResult& result) {
    for (const auto& cell : result.cells) {
        if (cell.starts_with("combat ")) return cell;
    }
    return "";
}

// Red Cavalry (fighting 4, charge 7) and White Volunteers (fighting 3, fear 8), 4 bases each:
// 16 against 12.
TacticalBattle cavalryAtVolunteers() {
    return facing(unitOf("soviet", "red-cavalry", "Cv/9D", true, 4),
                  unitOf("afsr", "volunteers", "2/1K", false, 4));
}

}  // namespace

TEST_CASE("Combat Modifiers: a charge into the front, the flank and the rear") {
    // Both tests pass on 6; the combat is rolled 4.
    const std::vector<int> dice{3, 3, 3, 3, 2, 2, 1, 1, 1, 1, 1, 1};
    SUBCASE("front: 16 against 12 is under 3:2") {
        auto battle = cavalryAtVolunteers();
        CHECK(combatCell(chargeWith(battle, {}, dice)).starts_with("combat Advantage, roll 4"));
    }
    SUBCASE("flank: one terror marker first (3 effective bases), then half strength: 16 "
            "against 4.5") {
        auto battle = cavalryAtVolunteers();
        ChargeCircumstances seen;
        seen.direction = ChargeDirection::Flank;
        const auto result = chargeWith(battle, seen, dice);
        CHECK(combatCell(result).starts_with("combat 3:1, roll 4"));
        CHECK(has(result.effects, "2/1K: 1 terror marker: charged in the flank"));
    }
    SUBCASE("rear: three terror markers on four bases, then half strength: 16 against 1.5") {
        auto battle = cavalryAtVolunteers();
        ChargeCircumstances seen;
        seen.direction = ChargeDirection::Rear;
        CHECK(combatCell(chargeWith(battle, seen, dice)).starts_with("combat 4:1, roll 4"));
    }
}

TEST_CASE("Combat Modifiers: formed cavalry charging +25%, behind fortifications +50%") {
    const std::vector<int> dice{3, 3, 3, 3, 2, 2, 1, 1, 1, 1, 1, 1};
    SUBCASE("formed, read off the chargers: 20 against 12 is 3:2") {
        auto battle = cavalryAtVolunteers();
        battle.units[0].state.formed = true;
        CHECK(combatCell(chargeWith(battle, {}, dice)).starts_with("combat 3:2, roll 4"));
    }
    SUBCASE("riflemen: 18 against 12 is 3:2, and fortified defenders make it 18 against 18") {
        auto battle = facing(unitOf("soviet", "red-regulars", "1/9D", true, 6),
                             unitOf("afsr", "volunteers", "2/1K", false, 4));
        auto fortified = battle;
        CHECK(combatCell(chargeWith(battle, {}, dice)).starts_with("combat 3:2, roll 4"));
        ChargeCircumstances seen;
        seen.defenderModifiers = {CombatModifier::Fortified};
        // Equal strengths: the charger has the advantage.
        CHECK(combatCell(chargeWith(fortified, seen, dice)).starts_with("combat Advantage"));
    }
}

TEST_CASE("riflemen may charge sabres in the flank, not in the front") {
    auto battle = facing(unitOf("soviet", "red-regulars", "1/9D", true, 6),
                         unitOf("afsr", "white-cavalry-volunteers", "Cv/1K", false, 3));
    auto front = battle;
    CHECK_THROWS_WITH_AS(chargeWith(front, {}, {}), "1/9D: riflemen cannot charge sabres in the front",
                         std::invalid_argument);
    ChargeCircumstances seen;
    seen.direction = ChargeDirection::Flank;
    CHECK_FALSE(combatCell(chargeWith(battle, seen, {3, 3, 3, 3, 2, 2, 1, 1, 1, 1})).empty());
}

TEST_CASE("Charges: a gun crew charged surrenders, a mortar crew routs and is removed") {
    SUBCASE("field guns that stood: both bases prisoners") {
        auto battle = facing(unitOf("soviet", "red-cavalry", "Cv/9D", true, 4),
                             unitOf("afsr", "field-guns", "Bt/1K", false, 2));
        const auto result = chargeWith(battle, {}, {3, 3, 3, 3});
        const auto& guns = battle.unit("Bt/1K");
        CHECK(guns.surrendered == 2);
        CHECK(guns.basesLost == 0);
        CHECK_FALSE(guns.onTable());
        CHECK(has(result.effects, "the gun crew surrender rather than fight back"));
        CHECK(combatCell(result).empty());
    }
    SUBCASE("mortars: no fear test, removed") {
        auto battle = facing(unitOf("soviet", "red-cavalry", "Cv/9D", true, 4),
                             unitOf("afsr", "mortars", "M/1K", false, 2));
        chargeWith(battle, {}, {3, 3});
        CHECK(battle.unit("M/1K").basesLost == 2);
        CHECK(battle.unit("M/1K").surrendered == 0);
    }
}

TEST_CASE("Charges: a target that stands may shoot, and a retire or rout on the chargers "
          "cancels the charge") {
    // A machine-gun platoon, 24 at point-blank: machine-guns within 8" shift three columns.
    const auto atMachineGuns = [] {
        return facing(unitOf("soviet", "red-cavalry", "Cv/9D", true, 4),
                      unitOf("afsr", "machine-guns", "MG/1K", false, 4));
    };
    ChargeCircumstances seen;
    seen.targetShoots = true;
    SUBCASE("Kill! on 10, and the chargers fail their fear test on 12: they rout") {
        auto battle = atMachineGuns();
        const auto result = chargeWith(battle, seen, {3, 3, 3, 3, 5, 5, 6, 6, 6, 6, 6, 6});
        CHECK(std::count_if(result.cells.begin(), result.cells.end(), [](const std::string& cell) {
                  return cell.starts_with(
                      "MG/1K at the chargers: shooting 24, column 37+, roll 10");
              }) == 1);
        CHECK(has(result.cells, "MG/1K at the chargers: shot at point-blank range"));
        CHECK(battle.unit("Cv/9D").basesLost == 1);
        CHECK(battle.unit("Cv/9D").state.routing);
        CHECK(has(result.effects, "the target's fire makes the chargers rout: the charge is "
                                  "cancelled"));
        CHECK(combatCell(result).empty());
    }
    SUBCASE("Ret on 2: the chargers retire and the charge is cancelled") {
        auto battle = atMachineGuns();
        const auto result = chargeWith(battle, seen, {3, 3, 3, 3, 1, 1});
        CHECK(has(result.effects, "the target's fire makes the chargers retire: the charge is "
                                  "cancelled"));
        CHECK(combatCell(result).empty());
    }
    SUBCASE("Ter on 3: the charge goes in, the chargers with a terror marker") {
        auto battle = atMachineGuns();
        const auto result = chargeWith(battle, seen, {3, 3, 3, 3, 1, 2, 2, 2, 1, 1, 1, 1});
        // Three effective bases of 4 against four of 1: 12 against 4.
        CHECK(combatCell(result).starts_with("combat 3:1, roll 4"));
        const auto stands = std::find(result.effects.begin(), result.effects.end(),
                                      "the target stands and shoots at the chargers");
        REQUIRE(stands != result.effects.end());
        CHECK(stands[1].starts_with("Cv/9D: "));
    }
    SUBCASE("a target that fails its fear test routs and does not shoot") {
        auto battle = atMachineGuns();
        const auto result = chargeWith(battle, seen, {3, 3, 6, 6, 1, 1, 1, 1, 1, 1});
        CHECK_FALSE(has(result.effects, "the target stands and shoots at the chargers"));
        CHECK(battle.unit("MG/1K").state.routing);
    }
}

TEST_CASE("Charges: cavalry charged frontally by cavalry may counter-charge, charging too") {
    // Two bases of Red Cavalry (8) against four of formed White Cavalry (16, or 20 charging).
    const auto cavalry = [] {
        auto battle = facing(unitOf("soviet", "red-cavalry", "Cv/9D", true, 2),
                             unitOf("afsr", "white-cavalry-volunteers", "Cv/1K", false, 4));
        battle.units[1].state.formed = true;
        return battle;
    };
    const std::vector<int> dice{3, 3, 3, 3, 2, 2, 1, 1, 1, 1, 1, 1};
    auto standing = cavalry();
    CHECK(combatCell(chargeWith(standing, {}, dice)).starts_with("combat 2:1, roll 4"));
    auto riding = cavalry();
    ChargeCircumstances seen;
    seen.counterCharge = true;
    const auto result = chargeWith(riding, seen, dice);
    CHECK(combatCell(result).starts_with("combat 5:2, roll 4"));
    CHECK(has(result.effects,
              "the target counter-charges: they meet half-way, both sides charging"));
    auto riflemen = facing(unitOf("soviet", "red-cavalry", "Cv/9D", true, 2),
                           unitOf("afsr", "volunteers", "2/1K", false, 4));
    CHECK_THROWS_AS(chargeWith(riflemen, seen, dice), std::invalid_argument);
}

TEST_CASE("a charge's exact odds, counted once per state through the target's fire, agree with "
          "its rolls played") {
    // Too many dice to list every sequence (two tests, the fire and its tests, the combat and
    // its tests): 20,000 seeded charges instead, each outcome within four standard errors.
    const auto battle = facing(unitOf("soviet", "red-cavalry", "Cv/9D", true, 3),
                               unitOf("afsr", "machine-guns", "MG/1K", false, 2));
    auto request = requested(TacticalAction::Charge, "Cv/9D", "MG/1K");
    request.charge.targetShoots = true;
    tachanka::testing::checkOddsAgainstPlay(actionOdds(tables(), battle, request),
                                            [&](tachanka::rules::Dice& dice) {
                                                auto copy = battle;
                                                return act(tables(), copy, request, dice).summary;
                                            });
}

TEST_CASE("a charge at guns that fire back has its exact odds, however many dice they roll") {
    // Two gun bases roll their direct hits before the table: too many sequences to list one by
    // one, few states once the charge is declared.
    auto battle = facing(unitOf("afsr", "volunteers", "2/1K", true, 6),
                         unitOf("soviet", "field-guns", "Bt/9D", false, 2));
    auto request = requested(TacticalAction::Charge, "2/1K", "Bt/9D");
    request.charge.targetShoots = true;
    const auto odds = actionOdds(tables(), battle, request);
    CHECK(odds.total().value() == doctest::Approx(1.0));
    CHECK(std::any_of(odds.outcomes().begin(), odds.outcomes().end(), [](const auto& outcome) {
        return outcome.result.find("Bt/9D 2 bases surrendered") != std::string::npos;
    }));
}
