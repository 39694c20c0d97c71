// Recording what happened to a unit: every change written with its ledger row, refusals that
// leave the file as it was, and undo restoring the exact state before.

#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <vector>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/campaign/turn_actions.hpp"
#include "app/core/campaign/umpire_override.hpp"
#include "app/core/records/unit_records.hpp"
#include "app/core/common/user_error.hpp"
#include "tests/campaign_records/records_fixture.hpp"
#include "tests/support/campaign_dump.hpp"

using namespace tachanka;
using testing::countOfKind;
using testing::lastActionRows;
using testing::RecordsCampaign;
using testing::rowOfKind;

namespace {

core::UnitChangeRequest changeOf(std::string code) {
    core::UnitChangeRequest request;
    request.code = std::move(code);
    return request;
}

}  // namespace

TEST_CASE("steps lost are recorded on the unit and on the ledger, with the reason") {
    RecordsCampaign records;
    const auto before = records.campaign();
    const auto& unit = records.unit(before, "1/9D");
    REQUIRE(unit.stepsRemaining() >= 2);
    auto request = changeOf("1/9D");
    request.loseSteps = 1;
    request.reason = "assault at 2902";
    const auto result = core::recordUnitChange(records.file(), request);

    const auto after = records.campaign();
    CHECK(records.unit(after, "1/9D").stepsLost == unit.stepsLost + 1);
    CHECK(records.unit(after, "1/9D").fate == model::UnitFate::Active);
    CHECK(result.unit.stepsRemaining() == unit.stepsRemaining() - 1);
    const auto rows = lastActionRows(records.file());
    REQUIRE(rows.size() == 1);
    CHECK(rows[0].kind == "step-lost");
    CHECK(rows[0].amount == 1);
    CHECK(rows[0].unitId == unit.id);
    CHECK(rows[0].sideId == unit.sideId);
    CHECK(rows[0].field == "steps_lost");
    CHECK(rows[0].note.find("assault at 2902") != std::string::npos);
}

TEST_CASE("losing the last step eliminates the unit") {
    RecordsCampaign records;
    const auto& unit = records.unit(records.campaign(), "2/9D");
    auto request = changeOf("2/9D");
    request.loseSteps = unit.stepsRemaining();
    core::recordUnitChange(records.file(), request);

    const auto after = records.unit(records.campaign(), "2/9D");
    CHECK(after.stepsRemaining() == 0);
    CHECK(after.fate == model::UnitFate::Eliminated);
    const auto rows = lastActionRows(records.file());
    CHECK(rowOfKind(rows, "step-lost").amount == unit.stepsRemaining());
    // The unit-eliminated amount is the steps it still had when it went: none.
    CHECK(rowOfKind(rows, "unit-eliminated").amount == 0);
}

TEST_CASE("a captured unit's remaining steps become the captor's prisoners, one for one (4.1)") {
    RecordsCampaign records;
    const auto before = records.campaign();
    const auto& unit = records.unit(before, "3/9D");
    const auto* whites = before.side("Whites");
    REQUIRE(whites != nullptr);
    auto request = changeOf("3/9D");
    request.loseSteps = 1;
    request.capture = true;
    core::recordUnitChange(records.file(), request);

    const auto after = records.campaign();
    const int captured = unit.stepsRemaining() - 1;
    CHECK(records.unit(after, "3/9D").fate == model::UnitFate::Captured);
    CHECK(after.side("Whites")->prisoners == whites->prisoners + captured);
    CHECK(after.side("Reds")->prisoners == before.side("Reds")->prisoners);
    const auto rows = lastActionRows(records.file());
    CHECK(rowOfKind(rows, "unit-captured").amount == captured);
    CHECK(rowOfKind(rows, "unit-captured").sideId == unit.sideId);
    const auto taken = rowOfKind(rows, "prisoners-taken");
    CHECK(taken.amount == captured);
    CHECK(taken.sideId == whites->id);
    CHECK(taken.unitId == unit.id);
    // Red Actions!: a junior officer may not separate from his unit; he is taken with it.
    const auto casualty = rowOfKind(rows, "officer-casualty");
    CHECK(casualty.after == "captured");
    CHECK(casualty.note.find("officer of 3/9D") == 0);
}

TEST_CASE("routing notes the day, and rallying clears it") {
    RecordsCampaign records;
    auto request = changeOf("1/1K");
    request.mode = "routed";
    core::recordUnitChange(records.file(), request);
    const auto campaign = records.campaign();
    const auto routed = records.unit(campaign, "1/1K");
    CHECK(routed.mode == model::UnitMode::Routed);
    REQUIRE(routed.routedOn.has_value());
    CHECK(*routed.routedOn == campaign.date);
    CHECK(countOfKind(lastActionRows(records.file()), "mode") == 2);

    request.mode = "combat";
    core::recordUnitChange(records.file(), request);
    const auto rallied = records.unit(records.campaign(), "1/1K");
    CHECK(rallied.mode == model::UnitMode::Combat);
    CHECK_FALSE(rallied.routedOn.has_value());
}

TEST_CASE("several changes in one request are one action, each with its own ledger kind") {
    RecordsCampaign records;
    const auto battle = testing::addBattle(records.file());
    auto request = changeOf("2/2K");
    request.mode = "march";
    request.unsupplied = true;
    request.entrenchment = "under-construction";
    request.offMap = true;
    request.outOfCommand = true;
    request.battleId = battle;
    const auto result = core::recordUnitChange(records.file(), request);

    const auto unit = records.unit(records.campaign(), "2/2K");
    CHECK(unit.mode == model::UnitMode::March);
    CHECK(unit.unsupplied);
    CHECK(unit.entrenchment == model::Entrenchment::UnderConstruction);
    CHECK(unit.offMap);
    CHECK(unit.outOfCommand);
    CHECK(result.changes.size() == 5);
    const auto rows = lastActionRows(records.file());
    for (const char* kind : {"mode", "supply", "entrenchment", "off-map", "out-of-command"}) {
        CAPTURE(kind);
        CHECK(rowOfKind(rows, kind).battleId == battle);
    }
}

TEST_CASE("moving into an empty victory location gives it to the unit's side") {
    RecordsCampaign records;
    const auto campaign = records.campaign();
    const auto* reds = campaign.side("Reds");
    // A location held by the Whites with no White unit in it (found, not assumed).
    const model::Location* target = nullptr;
    for (const auto& location : campaign.locations) {
        bool occupied = false;
        for (const auto& side : campaign.sides) {
            for (const auto* unit : side.units()) {
                occupied = occupied || (unit->inPlay() && unit->hex == location.hex);
            }
        }
        if (!occupied && location.controllerSideId != reds->id) target = &location;
    }
    REQUIRE(target != nullptr);
    auto request = changeOf("1/9D");
    request.hex = target->hex.label();
    {
        // The umpire puts it there: the Reds do not move in the Whites' depots phase (7).
        const core::UmpireOverride umpire("a test of the location's control");
        core::recordUnitChange(records.file(), request);
    }

    const auto after = records.campaign();
    CHECK(records.unit(after, "1/9D").hex == target->hex);
    for (const auto& location : after.locations) {
        if (location.id == target->id) CHECK(location.controllerSideId == reds->id);
    }
    const auto rows = lastActionRows(records.file());
    CHECK(rowOfKind(rows, "moved").after == target->hex.label());
    CHECK(rowOfKind(rows, "location-control").sideId == reds->id);
}

TEST_CASE("a move into a victory location the enemy still holds is refused, control unchanged") {
    RecordsCampaign records;
    auto request = changeOf("1/9D");
    request.hex = "2705";  // Orël, where the Whites' 1st Division reserve is set up (10.2)
    // Not even the umpire's override moves a unit onto the enemy.
    const core::UmpireOverride umpire("a test of the location's control");
    CHECK_THROWS_WITH_AS(core::recordUnitChange(records.file(), request),
                         doctest::Contains("1/9D cannot move into 2705: the enemy holds it"),
                         core::UserError);
    const auto after = records.campaign();
    CHECK(records.unit(after, "1/9D").hex == model::Hex::parse("3002"));
    for (const auto& location : after.locations) {
        if (location.name == "Orël") CHECK(location.controllerSideId == after.side("Whites")->id);
    }
}

TEST_CASE("recovering steps outside recruitment is a correction on the ledger") {
    RecordsCampaign records;
    auto lose = changeOf("1/9D");
    lose.loseSteps = 2;
    core::recordUnitChange(records.file(), lose);
    auto recover = changeOf("1/9D");
    recover.recoverSteps = 1;
    core::recordUnitChange(records.file(), recover);
    CHECK(records.unit(records.campaign(), "1/9D").stepsLost == 1);
    CHECK(rowOfKind(lastActionRows(records.file()), "step-recovered").amount == 1);
}

TEST_CASE("requests that make no sense are refused in one line and leave the file unchanged") {
    RecordsCampaign records;
    const auto& unit = records.unit(records.campaign(), "1/9D");
    struct Case {
        const char* what;
        core::UnitChangeRequest request;
    };
    auto lose = [](std::string code, int steps) {
        auto request = changeOf(std::move(code));
        request.loseSteps = steps;
        return request;
    };
    auto withMode = changeOf("1/9D");
    withMode.mode = "charging";
    auto recover = changeOf("1/9D");
    recover.recoverSteps = 1;
    auto both = lose("1/9D", 1);
    both.eliminate = true;
    both.capture = true;
    auto pending = lose("Avrora", 1);  // arrives 19 October (10.2)
    auto nothing = changeOf("1/9D");
    auto badHex = changeOf("1/9D");
    badHex.hex = "27x5";
    auto offMapHex = changeOf("1/9D");
    offMapHex.hex = "9999";
    auto sameMode = changeOf("1/9D");
    sameMode.mode = "combat";
    auto unknownBattle = lose("1/9D", 1);
    unknownBattle.battleId = 99;
    const std::vector<Case> cases{
        {"more steps than remain", lose("1/9D", unit.stepsRemaining() + 1)},
        {"an unknown unit", lose("9/Nowhere", 1)},
        {"an unknown mode", withMode},
        {"recovering steps never lost", recover},
        {"eliminated and captured at once", both},
        {"a unit not yet arrived", pending},
        {"nothing to record", nothing},
        {"a hex that is not one", badHex},
        {"a hex off the map", offMapHex},
        {"the mode it already has", sameMode},
        {"an unknown battle", unknownBattle},
    };
    for (const auto& entry : cases) {
        CAPTURE(entry.what);
        const auto before = testing::campaignDump(records.file());
        try {
            core::recordUnitChange(records.file(), entry.request);
            FAIL("accepted: " << entry.what);
        } catch (const core::UserError& error) {
            CHECK(std::string(error.what()).find('\n') == std::string::npos);
        }
        CHECK(testing::campaignDump(records.file()) == before);
    }
}

// The map's numbered extent (orel-1919.xml <map>): columns 01-32, rows 01-20.
TEST_CASE("a unit's hex must be on the map") {
    RecordsCampaign records;
    auto request = changeOf("1/9D");
    request.hex = "9999";
    try {
        core::recordUnitChange(records.file(), request);
        FAIL("hex 9999 was accepted");
    } catch (const core::UserError& error) {
        CHECK(std::string(error.what()) ==
              "the hex 1/9D moves to must be on the Orel 1919 map (columns 01-32, rows 01-20), "
              "not 9999");
    }
}

// 7.1.2: "At the end of each unit's movement there cannot be more than 10 stacking points or
// 3 units in a hex. (Note: losses reduce a unit's stacking points). Vehicles and depots do
// not count towards stacking."
TEST_CASE("a unit may not be recorded into a hex it would over-stack (7.1.2)") {
    RecordsCampaign records;
    // The Whites' movement phase of the first day: their units move.
    while (records.campaign().phase != model::Phase::Movement) core::advanceTurn(records.file());
    // Dmitrovsk (1214) holds 2/1D, 3/1D and 1/83S at setup: a fourth unit is one too many.
    auto fourth = changeOf("1/1D");
    fourth.hex = "1214";
    const auto before = testing::campaignDump(records.file());
    try {
        core::recordUnitChange(records.file(), fourth);
        FAIL("a fourth unit was stacked in 1214");
    } catch (const core::UserError& error) {
        const std::string message = error.what();
        CHECK(message.starts_with("1/1D cannot move there: 1214 holds 4 units"));
        CHECK(message.find("(7.1.2)") != std::string::npos);
        CHECK(message.find('\n') == std::string::npos);
    }
    CHECK(testing::campaignDump(records.file()) == before);
    // A vehicle does not count: the armoured car of the 2nd Regiment may join them.
    auto vehicle = changeOf("AC/2D");
    vehicle.hex = "1214";
    CHECK_NOTHROW(core::recordUnitChange(records.file(), vehicle));
    // Once one battalion has left, the fourth fits.
    auto leaving = changeOf("2/1D");
    leaving.hex = "1215";
    core::recordUnitChange(records.file(), leaving);
    CHECK_NOTHROW(core::recordUnitChange(records.file(), fourth));
}

TEST_CASE("a unit already eliminated cannot be recorded again") {
    RecordsCampaign records;
    auto eliminate = changeOf("Cv/9D");
    eliminate.eliminate = true;
    core::recordUnitChange(records.file(), eliminate);
    CHECK(rowOfKind(lastActionRows(records.file()), "unit-eliminated").amount ==
          records.unit(records.campaign(), "Cv/9D").stepsRemaining());
    CHECK_THROWS_WITH_AS(core::recordUnitChange(records.file(), eliminate),
                         doctest::Contains("already eliminated"), core::UserError);
}

TEST_CASE("undo of a unit record restores the exact previous campaign") {
    RecordsCampaign records;
    auto request = changeOf("4/9D");
    request.loseSteps = 1;
    request.capture = true;
    const auto before = testing::campaignDump(records.file());
    core::recordUnitChange(records.file(), request);
    CHECK(testing::campaignDump(records.file()) != before);
    core::undoLastAction(records.file());
    CHECK(testing::campaignDump(records.file()) == before);

    auto move = changeOf("1/9D");
    move.hex = "2110";
    move.mode = "routed";
    {
        const core::UmpireOverride umpire("the umpire's correction, undone");
        core::recordUnitChange(records.file(), move);
    }
    core::undoLastAction(records.file());
    CHECK(testing::campaignDump(records.file()) == before);
}

TEST_CASE("a victory location is held while a unit of its side is in it, and by neither after") {
    RecordsCampaign records;
    // Whichever side holds it, and its units inactive or not: the umpire moves them.
    const core::UmpireOverride umpire("a test of the location's control");
    const auto campaign = records.campaign();
    // A location whose holder has units in it (found in the scenario, not assumed), and a
    // neighbouring hex free of enemy units for them to leave to.
    const model::Location* held = nullptr;
    std::vector<std::string> inside;
    for (const auto& location : campaign.locations) {
        if (!location.controllerSideId) continue;
        std::vector<std::string> codes;
        for (const auto& side : campaign.sides) {
            if (side.id != *location.controllerSideId) continue;
            for (const auto* unit : side.units()) {
                if (unit->inPlay() && !unit->offMap && unit->hex == location.hex) {
                    codes.push_back(unit->code);
                }
            }
        }
        if (!codes.empty()) {
            held = &location;
            inside = codes;
            break;
        }
    }
    REQUIRE(held != nullptr);
    std::optional<model::Hex> away;
    for (const auto hex : model::neighbours(held->hex)) {
        bool enemy = false;
        for (const auto& side : campaign.sides) {
            if (side.id == *held->controllerSideId) continue;
            for (const auto* unit : side.units()) enemy = enemy || unit->hex == hex;
        }
        if (!enemy) away = hex;
    }
    REQUIRE(away.has_value());

    // Every unit but the last leaves: the location stays with its side.
    for (std::size_t i = 0; i + 1 < inside.size(); ++i) {
        auto request = changeOf(inside[i]);
        request.hex = away->label();
        core::recordUnitChange(records.file(), request);
        CHECK(countOfKind(lastActionRows(records.file()), "location-control") == 0);
    }
    auto last = changeOf(inside.back());
    last.hex = away->label();
    core::recordUnitChange(records.file(), last);
    const auto after = records.campaign();
    for (const auto& location : after.locations) {
        if (location.id == held->id) CHECK_FALSE(location.controllerSideId.has_value());
    }
    const auto row = rowOfKind(lastActionRows(records.file()), "location-control");
    CHECK(row.after == "NULL");
    CHECK(row.sideId == *held->controllerSideId);
}
