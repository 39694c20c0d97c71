// The JSON description of a combat (tachanka-cli orel combat --input): the shipped example
// reads as the Extended Combat Example, and bad values are refused saying where.

#include <doctest/doctest.h>

#include "app/core/orel/orel_combat_input.hpp"
#include "rules/orel/combat/combat_sequence.hpp"
#include "tests/orel/combat_fixtures.hpp"

using namespace tachanka::rules::orel;
using tachanka::core::JsonValue;
using tachanka::core::loadCombatDeclaration;
using tachanka::core::readCombatDeclaration;
using tachanka::testing::shippedCombatTables;

namespace {

std::string errorOf(const std::string& json) {
    try {
        readCombatDeclaration(JsonValue::parse(json), "in.json");
    } catch (const std::invalid_argument& error) {
        return error.what();
    }
    return "(no error)";
}

const std::string unit = R"({"code": "A", "kind": "infantry", "steps": 3, "tq": 5, "strength": 6)";

}  // namespace

TEST_CASE("the shipped example file is the Extended Combat Example") {
    const auto combat = loadCombatDeclaration(std::string(TACHANKA_SOURCE_DIR) +
                                              "/templates/examples/extended-combat-example.json");
    const auto expected = tachanka::testing::extendedCombatExample();
    REQUIRE(combat.attackers.size() == 3);
    REQUIRE(combat.defenders.size() == 3);
    CHECK(combat.attackers[2].kind == UnitKind::Cavalry);
    CHECK(combat.attackers[2].chargeStrength == 4);
    CHECK(combat.attackers[1].hex == "north");
    CHECK(combat.defenders[0].integratedArtillery);
    CHECK(combat.attackerSupport[0].fireStrength == 3);
    CHECK(combat.defenderLossOrder == expected.defenderLossOrder);
    tachanka::rules::ScriptedDice dice({4, 4, 6, 4, 6, 4});
    const auto report = resolveCombat(combat, shippedCombatTables(), dice);
    CHECK(report.assaultResult.text() == "2/2* (m-2)");
}

TEST_CASE("every option and flag reads") {
    const auto combat = readCombatDeclaration(
        JsonValue::parse(R"({"attack": "hasty", "terrain": "town", "river": true,
          "encircled": true, "munitions_from_depot": false, "retreat_before_combat": true,
          "assault": false, "advance": false, "pursuit": true, "defender_retreat": "blocked",
          "defender_rout": "cavalry-zoc", "attacker_retreat": "infantry-zoc",
          "options": {"single_die_coordination": true, "new_cohesion_rules": true,
                      "vehicle_checks_per_loss": true},
          "attackers": [)" +
                         unit + R"(, "mode": "march", "recruits": true,
                         "unsupplied": true}],
          "defenders": [{"code": "T", "kind": "armoured-train", "steps": 2, "tq": 4,
                         "strength": 3, "heavy": true, "in_contact": true}],
          "sheltering": [{"code": "S", "kind": "infantry", "steps": 1, "tq": 3,
                          "strength": 1, "mode": "routed"}],
          "defender_support": [{"code": "Lo", "kind": "armoured-train", "fire": 4}]})"),
        "in.json");
    CHECK(combat.type == AttackType::Hasty);
    CHECK(combat.terrain == "town");
    CHECK(combat.river);
    CHECK_FALSE(combat.munitionsFromDepot);
    CHECK(combat.defenderRetreat == RetreatPath::Blocked);
    CHECK(combat.defenderRout == RetreatPath::CavalryZoc);
    CHECK(combat.options.newCohesionRules);
    CHECK(combat.attackers[0].mode == UnitMode::March);
    CHECK(combat.attackers[0].quality() == 4);
    CHECK(combat.defenders[0].heavyTrain);
    CHECK(combat.sheltering[0].mode == UnitMode::Routed);
    CHECK(combat.defenderSupport[0].troopQuality == 4);
}

TEST_CASE("bad descriptions name the key and say why") {
    CHECK(errorOf("[]") == "in.json: combat must be an object");
    CHECK(errorOf(R"({"attackers": [)" + unit + R"(, "tq": 7}]})").find("duplicate key 'tq'") !=
          std::string::npos);
    CHECK(errorOf(R"({"attackers": [{"code": "A", "kind": "infantry", "steps": 3, "tq": 7,
                      "strength": 6}]})") ==
          "in.json: combat.attackers[0].tq must be a whole number from 1 to 6");
    CHECK(errorOf(R"({"attackers": [{"code": "A", "kind": "hussar", "steps": 3, "tq": 5,
                      "strength": 6}]})")
              .find("combat.attackers[0].kind 'hussar' is not one of infantry") !=
          std::string::npos);
    CHECK(errorOf(R"({"attackers": [{"code": "C", "kind": "cavalry", "steps": 3, "tq": 5,
                      "strength": 6}]})")
              .find("charge is missing") != std::string::npos);
    CHECK(errorOf(R"({"attack": "sneaky"})").find("'sneaky' is not one of prepared, hasty") !=
          std::string::npos);
    CHECK(errorOf(R"({"river": "yes"})") == "in.json: combat.river must be true or false");
    CHECK(errorOf(R"({"options": {"fog": true}})").find("combat.options.fog is not a known key") !=
          std::string::npos);
    CHECK(errorOf(R"({"defenders": [{"code": "D", "kind": "infantry", "steps": 2.5, "tq": 5,
                      "strength": 6}]})") ==
          "in.json: combat.defenders[0].steps must be a whole number from 1 to 99");
}

// fuzz_typed_text (issue 22): a key or a name the file made up was repeated whole, so a line
// break in it (JSON's "\n") broke the refusal's one line.
TEST_CASE("a key or a name with a line break is refused in one line") {
    CHECK(errorOf(R"({"defend\ns": []})") ==
          "in.json: combat.defend\\ns is not a known key (attack, terrain, river, encircled, "
          "munitions_from_depot, retreat_before_combat, assault, advance, pursuit, "
          "defender_retreat, defender_rout, attacker_retreat, attacker_rout, options, attackers, "
          "attacker_support, defenders, sheltering, defender_support, attacker_loss_order, "
          "defender_loss_order)");
    CHECK(errorOf(R"({"attack": "sneaky\n"})")
              .starts_with("in.json: combat.attack 'sneaky\\n' is not one of prepared, hasty"));
    CHECK(errorOf(R"({"a\nb": 1, "a\nb": 2})").find("duplicate key 'a\\nb'") !=
          std::string::npos);
}
