// The shipped Orel 1919 charts against every fact the rules text fixes (READINGS.md), and
// the loader's refusals of faulty files, each naming file:line.

#include <doctest/doctest.h>

#include <string>

#include "rules/orel/combat/combat_tables.hpp"
#include "tests/orel/combat_fixtures.hpp"
#include "tests/orel/orel_tables_text.hpp"

using namespace tachanka::rules::orel;
using tachanka::testing::shippedCombatTables;
using tachanka::testing::orelTablesErrorWith;
using tachanka::testing::shippedOrelTablesText;

TEST_CASE("the missing charts ship flagged provisional with a note") {
    const auto& tables = shippedCombatTables();
    CHECK(tables.cohesionNote.provisional);
    CHECK(tables.assaultNote.provisional);
    CHECK(tables.barrageNote.provisional);
    CHECK(tables.terrainNote.provisional);
    CHECK(tables.cohesionNote.note.find("Provisional") != std::string::npos);
    CHECK(tables.anyProvisional());
}

TEST_CASE("Cohesion Table, difference 0 or less: passed (8.7.2 TQ passed)") {
    CHECK(shippedCombatTables().cohesionResult(0, false) == CheckResult::Passed);
    CHECK(shippedCombatTables().cohesionResult(-3, true) == CheckResult::Passed);
}

TEST_CASE("Cohesion Table, failed by 1: Disorganized (6 against TQ 5, combat example)") {
    CHECK(shippedCombatTables().cohesionResult(1, false) == CheckResult::Disorganized);
}

TEST_CASE("Cohesion Table: results grow milder to worse, Surrender on the morale check only") {
    const auto& tables = shippedCombatTables();
    CheckResult previous = CheckResult::Passed;
    bool surrenders = false;
    for (int difference = 1; difference <= 8; ++difference) {
        const auto result = tables.cohesionResult(difference, false);
        CHECK(result >= previous);
        CHECK(result != CheckResult::Surrender);
        previous = result;
        surrenders =
            surrenders || tables.cohesionResult(difference, true) == CheckResult::Surrender;
    }
    CHECK(previous == CheckResult::Rout);
    CHECK(surrenders);
}

TEST_CASE("ART, modified roll 9: 1/1 (m-2), the defender loses (combat example)") {
    const auto& cell = shippedCombatTables().assaultResult(9);
    CHECK(cell.attackerLosses == 1);
    CHECK(cell.defenderLosses == 1);
    CHECK(cell.loser == CombatSide::Defender);
    CHECK(cell.moraleCheck);
    CHECK(cell.moraleModifier == -2);
    CHECK(cell.text() == "1/1* (m-2)");
}

TEST_CASE("ART ratio column: 1.5:1 gives +1, 1:1 nothing, below 1:1 a negative modifier") {
    const auto& tables = shippedCombatTables();
    CHECK(tables.assaultRatioModifier(1.5) == 1);
    CHECK(tables.assaultRatioModifier(1.0) == 0);
    CHECK(tables.assaultRatioModifier(0.5) < 0);
}

TEST_CASE("ART: higher rolls never favour the defender") {
    const auto& tables = shippedCombatTables();
    for (int roll = -2; roll < 18; ++roll) {
        const auto& low = tables.assaultResult(roll);
        const auto& high = tables.assaultResult(roll + 1);
        CHECK(high.attackerLosses <= low.attackerLosses);
        CHECK(high.defenderLosses >= low.defenderLosses);
    }
}

TEST_CASE("Barrage Table: results never lessen as the total grows") {
    const auto& tables = shippedCombatTables();
    for (int total = 2; total < 25; ++total) {
        CHECK(tables.barrageResult(total + 1).losses >= tables.barrageResult(total).losses);
    }
}

TEST_CASE("combat modifiers the text gives") {
    const auto& tables = shippedCombatTables();
    CHECK(tables.modifier("cohesion.friendly-vehicle") == -1);           // 8.7.1
    CHECK(tables.modifier("cohesion.enemy-vehicle") == 1);               // 8.7.1
    CHECK(tables.modifier("cohesion.cavalry-charging-infantry") == 2);   // 8.7.1
    CHECK(tables.modifier("cohesion.enemy-cavalry-charge") == 1);        // 8.7.1
    CHECK(tables.modifier("cohesion.enemy-integrated-artillery") == 1);  // 8.7.1
    CHECK(tables.modifier("cohesion.tq6-infantry-attacking") == 1);      // 8.7.1
    CHECK(tables.modifier("cohesion.two-to-one-attacker") == -1);        // 8.7.1
    CHECK(tables.modifier("cohesion.two-to-one-defender") == 1);
    CHECK(tables.modifier("cohesion.below-one-to-one-attacker") == 1);
    CHECK(tables.modifier("cohesion.below-one-to-one-defender") == -1);
    CHECK(tables.modifier("cohesion.stronger-side") == -1);  // new combat rules b)
    CHECK(tables.modifier("cohesion.weaker-side") == 1);
    CHECK(tables.modifier("assault.encirclement") == 2);                     // 8.8.1
    CHECK(tables.modifier("assault.integrated-artillery-defending") == -1);  // example
    CHECK(tables.modifier("assault.tanks-attacking") == 1);                  // 9.2.2
    CHECK(tables.modifier("assault.heavy-train-attacking") == 1);            // 9.1.2
    CHECK(tables.modifier("assault.heavy-train-defending") == -1);
    CHECK(tables.modifier("assault.extra-loss-steps") == 6);  // 8.8.2 A
    CHECK(tables.modifier("assault.extra-loss") == 1);
    CHECK(tables.modifier("morale.unit-took-loss") == 1);           // example
    CHECK(tables.modifier("coordination.armoured-train-tq") == 4);  // 8.4, 8.6.2
    CHECK(tables.modifier("coordination.out-of-command") == 2);     // 5.3
    CHECK(tables.modifier("retreat.into-zoc") == 1);                // 8.5.1
    CHECK(tables.modifier("retreat.armoured-car-tq") == 6);
    CHECK(tables.modifier("retreat.tank-tq") == 5);
    CHECK(tables.modifier("strength.unsupplied-divisor") == 2);    // 8.2.3
    CHECK(tables.modifier("strength.routed-divisor") == 4);        // 8.7.3
    CHECK(tables.modifier("strength.disorganized-divisor") == 2);  // 8.7.2
}

TEST_CASE("Terrain Effects Table: the terrain the text names, hexside river, entrenchment") {
    const auto& tables = shippedCombatTables();
    for (const auto* name : {"clear", "town", "forest", "orel-suburbs", "orel-centre", "river"}) {
        CHECK_NOTHROW(tables.terrainNamed(name));
    }
    CHECK(tables.terrainNamed("river").hexside);
    CHECK_FALSE(tables.terrainNamed("town").cavalryMayCharge);  // 8.7.1
    CHECK_FALSE(tables.terrainNamed("forest").cavalryMayCharge);
    CHECK(tables.terrainNamed("clear").cavalryMayCharge);
    CHECK(tables.terrainNamed("clear").cohesion == 0);
    CHECK_THROWS_AS(tables.terrainNamed("swamp"), std::invalid_argument);
}

TEST_CASE("faulty chart files are refused with file:line") {
    CHECK(orelTablesErrorWith(R"(<row difference="2" cohesion="repulsed")",
                    R"(<row difference="2" cohesion="panic")")
              .find("orel-1919.xml:") == 0);
    CHECK(orelTablesErrorWith(R"(<row difference="2" cohesion="repulsed")",
                    R"(<row difference="2" cohesion="panic")")
              .find("'panic' is not a cohesion result") != std::string::npos);
    CHECK(orelTablesErrorWith(R"(<row roll="10" )", R"(<row roll="11" )").find("consecutive rolls") !=
          std::string::npos);
    CHECK(orelTablesErrorWith(R"(<modifier name="assault.encirclement" value="2"/>)", "")
              .find("'assault.encirclement' is missing") != std::string::npos);
    CHECK(orelTablesErrorWith(R"(<modifier name="assault.encirclement")",
                    R"(<modifier name="assault.encirclemnt")")
              .find("not a combat modifier") != std::string::npos);
    CHECK(orelTablesErrorWith(R"(<row total="9" losses="0" check="true"/>)",
                    R"(<row total="9" losses="0" chek="true"/>)")
              .find("chek") != std::string::npos);
    const auto noNote = orelTablesErrorWith("<note>Provisional reconstruction: the published Barrage", "<x>");
    CHECK(noNote.find("orel-1919.xml:") == 0);
    CHECK(orelTablesErrorWith(R"(<row difference="4" cohesion="rout")",
                    R"(<row difference="4" cohesion="disorganized")")
              .find("milder") != std::string::npos);
}
