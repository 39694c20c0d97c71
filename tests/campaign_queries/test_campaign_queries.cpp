// The query use cases: units by every filter, the ledger by user names, attrition by side,
// formation and unit, and the victory status against the historical scenario's conditions.

#include <doctest/doctest.h>

#include <algorithm>

#include "app/core/queries/campaign_queries.hpp"
#include "app/core/records/unit_records.hpp"
#include "app/core/campaign/campaign_service.hpp"
#include "app/core/campaign/campaign_victory.hpp"
#include "app/core/campaign/overrides.hpp"
#include "app/core/common/user_error.hpp"
#include "db/journal.hpp"
#include "tests/campaign_queries/played_campaign.hpp"
#include "tests/support/data_home.hpp"

using namespace tachanka;
using tachanka::testing::IsolatedDataHome;
using tachanka::testing::TempFolder;

namespace {

bool listed(const std::vector<core::UnitLine>& lines, const std::string& code) {
    return std::any_of(lines.begin(), lines.end(),
                       [&](const core::UnitLine& line) { return line.unit.code == code; });
}

}  // namespace

TEST_CASE("units: lost units are left out unless asked for") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    const auto played = testing::playCampaign(file);
    const auto current = core::listUnits(file, {});
    // 10.2: 46 White and 61 Red units, reinforcements included; two Red units are lost.
    CHECK(current.size() == 46 + 61 - 2);
    CHECK_FALSE(listed(current, played.capturedUnit.code));
    CHECK(core::listUnits(file, {.fate = "all"}).size() == 107);
    const auto captured = core::listUnits(file, {.fate = "captured"});
    REQUIRE(captured.size() == 1);
    CHECK(captured[0].unit.code == played.capturedUnit.code);
    CHECK(captured[0].side == "Reds");
}

TEST_CASE("units: side, formation with its subordinates, kind, hex and state filters") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    const auto played = testing::playCampaign(file);
    const auto whites = core::listUnits(file, {.side = "whites"});
    CHECK(whites.size() == 46);
    CHECK(std::all_of(whites.begin(), whites.end(),
                      [](const core::UnitLine& line) { return line.side == "Whites"; }));

    // The historical scenario's 1st Infantry Division holds the Kornilov regiments.
    const auto division = core::listUnits(file, {.formation = "1st Infantry Division"});
    CHECK(std::any_of(division.begin(), division.end(), [](const core::UnitLine& line) {
        return line.formation == "1st “General Kornilov” Shock Regiment";
    }));
    CHECK(listed(division, "Res/1D"));

    const auto cavalry = core::listUnits(file, {.kind = "cavalry"});
    REQUIRE_FALSE(cavalry.empty());
    CHECK(std::all_of(cavalry.begin(), cavalry.end(), [](const core::UnitLine& line) {
        return line.unit.kind == model::UnitKind::Cavalry;
    }));

    const auto inHex = core::listUnits(file, {.hex = "0118"});
    REQUIRE(inHex.size() == 1);
    CHECK(inHex[0].unit.code == played.whiteUnit.code);

    CHECK(core::listUnits(file, {.unsupplied = true}).empty());
    // Some formations start out of command; the White unit played with is not one of them.
    const auto outOfCommand = core::listUnits(file, {.outOfCommand = true});
    REQUIRE_FALSE(outOfCommand.empty());
    CHECK(std::all_of(outOfCommand.begin(), outOfCommand.end(),
                      [](const core::UnitLine& line) { return line.unit.outOfCommand; }));
    CHECK_FALSE(listed(outOfCommand, played.whiteUnit.code));
    CHECK(core::listUnits(file, {.mode = "march"}).empty());
    CHECK(core::listUnits(file, {.mode = "combat"}).size() == 105);
}

TEST_CASE("units: a reinforcement is pending with its arrival day") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    testing::playCampaign(file);
    // Historical scenario: the Black Sea Cavalry Regiment arrives on 18 October at 3205.
    const auto pending = core::listUnits(file, {.fate = "pending"});
    const auto found = std::find_if(pending.begin(), pending.end(), [](const core::UnitLine& l) {
        return l.unit.code == "Cv/MN";
    });
    REQUIRE(found != pending.end());
    REQUIRE(found->unit.arrival);
    CHECK(found->unit.arrival->date.iso() == "1919-10-18");
}

TEST_CASE("troop quality shows the recruits marker as −1Q (4.3.1 B)") {
    model::Unit unit;
    unit.troopQuality = 5;
    CHECK(core::troopQualityText(unit) == "5");
    unit.recruitsMarker = true;
    CHECK(core::troopQualityText(unit) == "5−1Q");
}

TEST_CASE("units: unknown names are one-line user errors") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    testing::playCampaign(file);
    CHECK_THROWS_AS(core::listUnits(file, {.side = "greens"}), core::UserError);
    CHECK_THROWS_AS(core::listUnits(file, {.formation = "no such"}), core::UserError);
    CHECK_THROWS_AS(core::listUnits(file, {.kind = "dragon"}), core::UserError);
    CHECK_THROWS_AS(core::listUnits(file, {.fate = "missing"}), core::UserError);
    CHECK_THROWS_AS(core::listUnits(file, {.mode = "asleep"}), core::UserError);
    CHECK_THROWS_AS(core::listUnits(file, {.hex = "x1"}), core::UserError);
    CHECK_THROWS_AS(core::listUnits(folder / "none.tachanka", {}), core::UserError);
}

TEST_CASE("ledger by user names: side, unit code, kind, date") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    const auto played = testing::playCampaign(file);
    const auto rows = core::listLedger(file, {.side = "Whites", .kind = "step-recovered"});
    REQUIRE(rows.size() == 1);
    CHECK(rows[0].unitCode == played.whiteUnit.code);
    const auto unitRows =
        core::listLedger(file, {.unit = played.redUnit.code, .kind = "step-lost",
                                .date = "1919-10-15"});
    REQUIRE(unitRows.size() == 1);
    CHECK(unitRows[0].amount == 2);
    CHECK_THROWS_AS(core::listLedger(file, {.unit = "NOPE"}), core::UserError);
    CHECK_THROWS_AS(core::listLedger(file, {.date = "15 October"}), core::UserError);
}

TEST_CASE("attrition by side: per day and in total") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    const auto played = testing::playCampaign(file);
    const auto report = core::attritionReport(file, core::AttritionGrouping::Side, std::nullopt);
    const std::int64_t captured = played.capturedUnit.stepsRemaining();
    const std::int64_t eliminated = played.eliminatedUnit.stepsRemaining();
    REQUIRE(report.turns.size() == 4);
    CHECK(report.turns[0].date == "1919-10-15");
    CHECK(report.turns[0].side == "Reds");
    CHECK(report.turns[0].values == core::Attrition{2, 0, 0, 0, 0, 0, 0});
    CHECK(report.turns[1].side == "Whites");
    CHECK(report.turns[1].values == core::Attrition{1, 0, 0, 0, 0, 4, 0});
    CHECK(report.turns[2].date == "1919-10-16");
    CHECK(report.turns[2].values ==
          core::Attrition{captured + eliminated, 0, 2, 0, captured, 0, 0});
    CHECK(report.turns[3].values == core::Attrition{0, 1, 0, captured, 0, 0, 2});
    REQUIRE(report.totals.size() == 2);
    CHECK(report.totals[0].group == "Reds");
    CHECK(report.totals[0].values ==
          core::Attrition{2 + captured + eliminated, 0, 2, 0, captured, 0, 0});
    CHECK(report.totals[1].values == core::Attrition{1, 1, 0, captured, 0, 4, 2});
}

TEST_CASE("attrition by unit and by formation counts only what units lost and recovered") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    const auto played = testing::playCampaign(file);
    const auto byUnit =
        core::attritionReport(file, core::AttritionGrouping::Unit, std::string("whites"));
    REQUIRE(byUnit.totals.size() == 1);
    CHECK(byUnit.totals[0].group == played.whiteUnit.code);
    CHECK(byUnit.totals[0].values == core::Attrition{1, 1, 0, 0, 0, 0, 0});

    const auto byFormation =
        core::attritionReport(file, core::AttritionGrouping::Formation, std::string("Reds"));
    std::int64_t unitsLost = 0;
    for (const auto& line : byFormation.totals) unitsLost += line.values.unitsLost;
    CHECK(unitsLost == 2);
    CHECK_THROWS_AS(core::attritionReport(file, core::AttritionGrouping::Side, std::string("x")),
                    core::UserError);
}

namespace {

// Leaves `unit` alone of all units in `hex`: the others there leave the map.
void occupyAlone(db::Journal& journal, const model::Campaign& campaign, std::int64_t unit,
                 const std::string& hex) {
    const auto moved = db::LedgerTags::of(model::LedgerKind::Moved).forUnit(unit);
    for (const auto& side : campaign.sides) {
        for (const auto* other : side.units()) {
            if (other->id == unit || !other->hex || other->hex->label() != hex) continue;
            journal.set(db::Table::Unit, other->id, db::Column::OffMap, db::Value(std::int64_t{1}),
                        db::LedgerTags::of(model::LedgerKind::OffMap).forUnit(other->id));
        }
    }
    journal.set(db::Table::Unit, unit, db::Column::Hex, db::Value(hex), moved);
}

const std::vector<std::string> locationHexes{"1214", "2110", "2705", "0717", "0513", "0219"};

// Puts a unit of `holders[i]` alone in the i-th victory location, in the historical scenario's
// order: Dmitrovsk, Kromy, Orël, Komaritchi, Brasovo, Sevsk.
void occupyLocations(const std::filesystem::path& file, const std::vector<std::string>& holders) {
    const auto campaign = core::describeCampaign(file);
    testing::act(file, [&](db::Journal& journal) {
        std::vector<std::int64_t> used;
        for (std::size_t i = 0; i < holders.size(); ++i) {
            const auto& side = *campaign.side(holders[i]);
            const model::Unit* chosen = nullptr;
            for (const auto* unit : side.units()) {
                const bool onOne = unit->hex && std::find(locationHexes.begin(), locationHexes.end(),
                                                          unit->hex->label()) != locationHexes.end();
                if (unit->kind == model::UnitKind::Infantry && unit->inPlay() && !onOne &&
                    std::find(used.begin(), used.end(), unit->id) == used.end()) {
                    chosen = unit;
                    break;
                }
            }
            REQUIRE(chosen != nullptr);
            used.push_back(chosen->id);
            occupyAlone(journal, campaign, chosen->id, locationHexes[i]);
        }
    });
}

}  // namespace

// 4.1: "each enemy strength step captured moves the capturing player's Prisoners marker": the
// prisoners are the captor's, filed under his side, never under the captured unit's formation.
TEST_CASE("attrition by formation files a captured division's prisoners under the right side") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    testing::playCampaign(file);
    core::UnitChangeRequest capture;
    capture.code = "1/9D";
    capture.capture = true;
    core::recordUnitChange(file, capture);
    const auto byFormation = core::attritionReport(file, core::AttritionGrouping::Formation, std::nullopt);
    bool redsLostThem = false;
    for (const auto& line : byFormation.totals) {
        CAPTURE(line.side);
        CAPTURE(line.group);
        if (line.group == "9th Rifle Division") {
            CHECK(line.side == "Reds");
            CHECK(line.values.prisonersTaken == 0);
            redsLostThem = redsLostThem || line.values.prisonersLost > 0;
        }
    }
    CHECK(redsLostThem);
    const auto bySide = core::attritionReport(file, core::AttritionGrouping::Side, std::string("Whites"));
    REQUIRE(bySide.totals.size() == 1);
    CHECK(bySide.totals[0].values.prisonersTaken > 0);
}

TEST_CASE("victory: the scenario's levels from who occupies the locations (10.2)") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    testing::playCampaign(file);
    // Whites occupy Komaritchi, Dmitrovsk and Kromy, the Reds Orël, Brasovo and Sevsk.
    occupyLocations(file, {"Whites", "Whites", "Reds", "Whites", "Reds", "Reds"});
    auto status = core::victoryStatus(file);
    REQUIRE(status.sides.size() == 2);
    // 10.2: Komaritchi and Dmitrovsk and one of Kromy, Brasovo, Sevsk: a White regional victory.
    CHECK(status.sides[0].side == "Whites");
    CHECK(status.sides[0].earned == "regional");
    CHECK(status.sides[0].level == "regional");
    // The Reds hold neither all six locations nor (as assumed) a double-track station.
    CHECK(status.sides[1].earned == "defeat");
    // Two Red infantry units are lost: fewer than the 10 that shift a level.
    CHECK(status.sides[1].combatUnitsLost == 2);
    CHECK(status.sides[1].shift == 0);
    CHECK(status.winner == "Whites");
    CHECK(status.lastDay == "1919-10-24");  // 10.2: ten turns from 15 October
    CHECK_FALSE(status.over);
    CHECK(status.assumptions.size() == 3);
    REQUIRE(status.locations.size() == 6);
    CHECK(status.locations[2].location == "Orël");
    CHECK(status.locations[2].side == "Reds");
}

// 10.2: "A location counts as occupied for victory condition purposes if at the end of the
// game it is occupied by a friendly unit".
TEST_CASE("victory: an empty Dmitrovsk scores for neither side, whoever last held it") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    testing::playCampaign(file);
    REQUIRE(core::victoryStatus(file).locations.at(0).side == "Whites");
    // The game master moves the three battalions set up in Dmitrovsk (1214) out of it, past
    // the bookkeeping of the `unit` record: the location's last holder is still the Whites.
    for (const std::string code : {"2/1D", "3/1D", "1/83S"}) {
        core::overrideValue(file, {"unit", code, std::nullopt, "hex", "1215", "test: moved out"});
    }
    const auto status = core::victoryStatus(file);
    CHECK(status.locations.at(0).location == "Dmitrovsk");
    CHECK_FALSE(status.locations.at(0).side.has_value());
}

// 10.2: "if at the end of the game it is occupied by a friendly unit": after the Reds'
// clean-up of the last day there is no later phase, and the levels are the game's result.
TEST_CASE("victory: after the last phase the levels are the result, not a forecast") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    testing::playCampaign(file);
    CHECK_FALSE(core::victoryStatus(file).over);
    const auto set = [&](const std::string& field, const std::string& value) {
        core::overrideValue(file, {"campaign", std::nullopt, std::nullopt, field, value,
                                   "test: the last phase"});
    };
    set("game_date", "1919-10-24");
    set("active_side_id", "Reds");
    set("phase", "clean-up");
    CHECK(core::victoryStatus(file).over);
}

TEST_CASE("victory: 10 combat units lost shift a side down one level (10.2)") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    testing::playCampaign(file);
    occupyLocations(file, {"Whites", "Whites", "Reds", "Whites"});
    const auto whites = core::listUnits(file, {.side = "Whites", .fate = "active"});
    testing::act(file, [&](db::Journal& journal) {
        int lost = 0;
        for (const auto& line : whites) {
            const auto kind = line.unit.kind;
            const bool inLocation =
                line.unit.hex && std::find(locationHexes.begin(), locationHexes.end(),
                                           line.unit.hex->label()) != locationHexes.end();
            if (lost == 10 || inLocation ||
                (kind != model::UnitKind::Infantry && kind != model::UnitKind::Cavalry)) {
                continue;
            }
            journal.set(db::Table::Unit, line.unit.id, db::Column::Fate,
                        db::Value(std::string("eliminated")),
                        db::LedgerTags::of(tachanka::model::LedgerKind::UnitEliminated).forUnit(line.unit.id));
            ++lost;
        }
    });
    const auto status = core::victoryStatus(file);
    CHECK(status.sides[0].combatUnitsLost == 10);
    CHECK(status.sides[0].earned == "regional");
    CHECK(status.sides[0].shift == 1);
    CHECK(status.sides[0].level == "minor");
}

TEST_CASE("victory: a campaign whose scenario is gone gets one clear line") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    testing::playCampaign(file);
    testing::act(file, [](db::Journal& journal) {
        journal.set(db::Table::Campaign, 1, db::Column::ScenarioId, db::Value(std::string("vanished")),
                    db::LedgerTags::of(tachanka::model::LedgerKind::Override).because("test: the scenario was removed"));
    });
    try {
        core::victoryStatus(file);
        FAIL("a missing scenario was not reported");
    } catch (const core::UserError& error) {
        const std::string message = error.what();
        CHECK(message.starts_with("cannot assess victory: the campaign's scenario 'vanished'"));
        CHECK(message.find('\n') == std::string::npos);
    }
}
