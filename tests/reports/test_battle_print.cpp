// A campaign's battle printed through core's print table: the report of an applied battle
// shows the forces as planned, every die the record holds with its cell, the effects on each
// unit and the prisoners; the turn sheet lists the day's battles of each side, voided ones
// left out.

#include <doctest/doctest.h>

#include <regex>

#include "app/core/battles/battle_print.hpp"
#include "app/core/orel/orel_combat_service.hpp"
#include "app/core/campaign/umpire_override.hpp"
#include "app/core/common/user_error.hpp"
#include "tests/battles/battle_campaign.hpp"
#include "tests/reports/battle_fixture.hpp"
#include "tests/reports/campaign_documents_fixture.hpp"
#include "tests/support/answered_battle.hpp"
#include "tests/support/poppler.hpp"

using namespace tachanka;
using testing::HistoricalCampaign;
using testing::TempFolder;

namespace {

// The text as drawn, every run of white space one space: a table cell wrapped over lines
// reads as one piece.
std::string drawnText(const std::filesystem::path& pdf) {
    return std::regex_replace(testing::pdfRawText(pdf), std::regex("\\s+"), " ");
}

bool has(const std::string& text, const std::string& piece) {
    return text.find(piece) != std::string::npos;
}

std::string stepsText(int steps) {
    return std::to_string(steps) + (steps == 1 ? " step" : " steps");
}

// The part of a turn sheet between two headings.
std::string section(const std::string& text, const std::string& from, const std::string& to) {
    const auto start = text.find(from);
    REQUIRE(start != std::string::npos);
    return text.substr(start, text.find(to, start) - start);
}

core::PrintRequest battleNumbered(std::int64_t id) {
    core::PrintRequest request;
    request.battle = id;
    return request;
}

}  // namespace

TEST_CASE("an applied battle's report shows its forces, dice, effects and prisoners") {
    HistoricalCampaign game;
    const auto fought = testing::fightFirstBattles(game);
    const auto& battle = fought.applied.battle;
    REQUIRE(battle.state == model::BattleState::Applied);
    REQUIRE_FALSE(battle.events.empty());
    TempFolder folder;
    const auto printed =
        testing::printOut(game, folder, "battle", battleNumbered(battle.id));
    CHECK(testing::pdfProblems(printed.pdf).empty());
    CHECK(testing::pdfFonts(printed.pdf).find("DejaVuSans") != std::string::npos);
    const auto& text = printed.text;
    const auto drawn = drawnText(printed.pdf);

    CHECK(has(text, fought.applied.title));
    CHECK(has(text, "Orel 1919 · applied"));
    CHECK(has(text, "Outcome: " + battle.outcome));
    CHECK(has(text, "Attacker: Whites"));
    CHECK(has(text, "Defender: Reds"));
    CHECK(has(text, "Кутепов"));
    CHECK(has(text, "Егоров"));
    // The forces with the steps they fought with, not those left after the battle.
    for (const auto& unit : battle.units) {
        CAPTURE(unit.code);
        const auto now = game.unit(unit.code);
        CHECK(has(drawn, unit.code + " " + now.name));
        CHECK(has(drawn, std::to_string(unit.stepsBefore) + "/" + std::to_string(now.stepsMax)));
    }
    CHECK(has(text, "Terrain of the attacked hex " + battle.choices.terrain + " TEC"));
    CHECK(has(text, "Attack " + battle.choices.attack + " 8.6"));
    CHECK(has(text, "Terrain (" + battle.choices.terrain + "): defender's cohesion check"));
    // Every die the record holds, with its purpose and the cell it read.
    for (const auto& event : battle.events) {
        CAPTURE(event.purpose);
        CHECK(has(drawn, event.purpose));
        if (!event.tableCell.empty()) CHECK(has(drawn, event.tableCell));
    }
    CHECK(has(drawn, "assault morale check"));
    // The effects unit by unit, and the prisoners each side took.
    int lost = 0;
    for (const auto& unit : battle.units) {
        CAPTURE(unit.code);
        lost += unit.effect.stepsLost;
        const auto side = unit.sideId == battle.attackerSideId ? "Whites" : "Reds";
        CHECK(has(drawn, unit.code + " " + side + " " + std::to_string(unit.effect.stepsLost) +
                             " "));
    }
    CHECK(lost > 0);
    CHECK(has(text, "Prisoners taken: Whites " + stepsText(battle.attackerPrisoners) +
                        ", Reds " + stepsText(battle.defenderPrisoners) + "."));
    CHECK(has(text, "What the campaign recorded"));
    for (const auto& line : fought.applied.effectLines) CHECK(has(drawn, line));
    CHECK(has(text, "PROVISIONAL —") == battle.provisional);
}

TEST_CASE("a voided battle prints as voided, and an unknown battle is refused") {
    HistoricalCampaign game;
    const auto fought = testing::fightFirstBattles(game);
    TempFolder folder;
    const auto printed =
        testing::printOut(game, folder, "battle", battleNumbered(fought.voided));
    CHECK(has(printed.text, "Battle " + std::to_string(fought.voided) + " · "));
    CHECK(has(printed.text, "Orel 1919 · voided"));
    CHECK(has(printed.text, "No die rolled: the battle was voided."));
    CHECK(has(printed.text, "None: the battle was voided."));
    CHECK_THROWS_WITH_AS(testing::printOut(game, folder, "battle", battleNumbered(99)),
                         "no battle 99 in this campaign", core::UserError);
}

TEST_CASE("print battle without a number prints the day's battles, voided ones left out") {
    HistoricalCampaign game;
    const auto fought = testing::fightFirstBattles(game);
    TempFolder folder;
    const auto printed = testing::printOut(game, folder, "battle");
    CHECK(has(printed.text, fought.applied.title));
    CHECK_FALSE(has(printed.text, "· voided"));
    core::PrintRequest dayAhead;
    dayAhead.turn = 2;
    CHECK_THROWS_WITH_AS(testing::printOut(game, folder, "battle", dayAhead),
                         doctest::Contains("no battle on 16 October 1919"), core::UserError);
}

TEST_CASE("the turn sheet lists the day's battles of each side, voided ones left out") {
    HistoricalCampaign game;
    const auto fought = testing::fightFirstBattles(game);
    const auto& battle = fought.applied.battle;
    int whitesLost = 0;
    int redsLost = 0;
    for (const auto& unit : battle.units) {
        (unit.sideId == battle.attackerSideId ? whitesLost : redsLost) += unit.effect.stepsLost;
    }
    TempFolder folder;
    for (const char* side : {"Whites", "Reds"}) {
        CAPTURE(side);
        core::PrintRequest request;
        request.side = side;
        const auto printed = testing::printOut(game, folder, "turn-sheet", request);
        CHECK(testing::pdfProblems(printed.pdf).empty());
        const auto battles = section(std::regex_replace(testing::pdfRawText(printed.pdf),
                                                        std::regex("\\s+"), " "),
                                     "Battles of the day (8)", "Recorded on the ledger");
        CHECK(has(battles, battle.hex.label() + " " + fought.applied.attackers.front()));
        for (const auto& code : fought.applied.defenders) CHECK(has(battles, code));
        CHECK(has(battles, battle.choices.attack + ", "));
        CHECK(has(battles, battle.outcome));
        CHECK(has(battles, "Whites " + std::to_string(whitesLost) + ", Reds " +
                               std::to_string(redsLost)));
        CHECK(has(battles, "Whites " + std::to_string(battle.attackerPrisoners) + ", Reds " +
                               std::to_string(battle.defenderPrisoners)));
        CHECK_FALSE(has(battles, "voided"));
    }
}

TEST_CASE("the Extended Combat Example's report shows its support and the forces as planned") {
    testing::ExampleCampaign example;
    core::BattlePlanRequest plan;
    plan.attackers = {testing::infA, testing::infB, testing::redCavalry};
    plan.hex = testing::exampleHexes().defender.label();
    plan.support = {testing::redArtillery};
    const auto id = core::planBattle(example.file(), plan).battle.id;
    core::BattleDice dice;
    dice.typed = testing::exampleDice;
    testing::resolveAnsweringFirst(example.file(), id, dice, {testing::exampleHexes().retreat.label()});
    core::applyBattle(example.file(), id, {testing::exampleHexes().retreat.label(), std::nullopt});

    const auto report = core::battleReport(example.file(), id);
    CHECK(report.attacker.side == "Reds");
    REQUIRE(report.attacker.units.size() == 4);
    CHECK(report.attacker.units.back().code == testing::redArtillery);
    CHECK(report.attacker.units.back().role == "support");
    CHECK(report.attacker.units.back().strength ==
          "fire " + std::to_string(*example.unit(testing::redArtillery).fire));
    // The Whites retreated in March mode; the report gives the mode they fought in.
    REQUIRE(report.defender.units.size() == 3);
    for (const auto& unit : report.defender.units) {
        CAPTURE(unit.code);
        CHECK(example.unit(unit.code).mode == model::UnitMode::March);
        CHECK(unit.mode == "combat");
    }
    CHECK(report.results.size() == 7);

    TempFolder folder;
    const auto printed = testing::printOut(example, folder, "battle", battleNumbered(id));
    CHECK(testing::pdfProblems(printed.pdf).empty());
    const auto drawn = drawnText(printed.pdf);
    CHECK(has(drawn, "coordination TQ check: Art/9D"));
    CHECK(has(drawn, "cohesion check: defender 6 1/1K: 6 vs TQ 6 → passed; 2/1K: 6 vs TQ 5 → "
                     "disorganized; Cv/1K: 6 vs TQ 6 → passed"));
    CHECK(has(drawn, "17:11 (1.5:1), roll 10 −1 = 9"));
    CHECK(has(drawn, "2/1K Whites 1 march retreats 1 hex active " +
                         testing::exampleHexes().retreat.label()));

    core::PrintRequest reds;
    reds.side = "Reds";
    const auto sheet = testing::printOut(example, folder, "turn-sheet", reds);
    CHECK(has(drawnText(sheet.pdf), "1/9D, 2/9D, Cv/9D 1/1K, 2/1K, Cv/1K prepared, 1.5:1"));
}

TEST_CASE("a planned hasty attack over a river on an encircled hex lists what the charts give it") {
    testing::ExampleCampaign example;
    core::BattlePlanRequest plan;
    plan.attackers = {testing::infA};
    plan.hex = testing::exampleHexes().defender.label();
    plan.choices.attack = "hasty";
    plan.choices.river = true;
    plan.choices.options = {"encircled"};
    // One attacker from one hexside encircles nothing (8.8.1): the umpire says it does.
    const core::UmpireOverride umpire("the club's map closes the ring");
    const auto id = core::planBattle(example.file(), plan).battle.id;

    const auto report = core::battleReport(example.file(), id);
    CHECK(report.state == "planned");
    CHECK(report.rolls.empty());
    CHECK(report.results.empty());
    const auto tables = core::loadOrelCombatTables();
    const auto line = [](const std::vector<reports::BattleChoiceLine>& lines,
                         const std::string& what) {
        for (const auto& each : lines) {
            if (each.what == what) return each;
        }
        FAIL("no line " << what);
        return reports::BattleChoiceLine{};
    };
    CHECK(line(report.choices, "Attack").value == "hasty");
    CHECK(line(report.choices, "River hexside crossed").value == "yes");
    CHECK(line(report.choices, "The defender is encircled").rule == "8.8.1");
    const auto hasty = line(report.modifiers, "Hasty attack: the attacker's cohesion check");
    CHECK(hasty.value == "+" + std::to_string(tables.modifier("cohesion.hasty-attack")));
    CHECK(hasty.rule == "8.7.1");
    CHECK(hasty.provisional);  // the text names it without a value
    const auto encircled = line(report.modifiers, "Defender encircled: the assault roll");
    CHECK(encircled.value == "+" + std::to_string(tables.modifier("assault.encirclement")));
    CHECK_FALSE(encircled.provisional);
    CHECK(line(report.modifiers, "River hexside: assault roll").rule == "8.8");

    TempFolder folder;
    const auto printed = testing::printOut(example, folder, "battle", battleNumbered(id));
    CHECK(testing::pdfProblems(printed.pdf).empty());
    CHECK(has(printed.text, "Orel 1919 · planned"));
    CHECK(has(printed.text, "Defender encircled: the assault roll " + encircled.value + " 8.8.1"));
    CHECK(has(printed.text, "No die rolled yet: the battle is not resolved."));
}
