// The GM's override: any sensible stored value, checked before it is written, with its reason
// on the ledger, and undone exactly.

#include <doctest/doctest.h>

#include <SQLiteCpp/Database.h>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/campaign/overrides.hpp"
#include "app/core/common/user_error.hpp"
#include "tests/campaign_records/records_fixture.hpp"
#include "tests/support/campaign_dump.hpp"

using namespace tachanka;
using testing::lastActionRows;
using testing::RecordsCampaign;

namespace {

core::OverrideRequest setting(std::string target, std::optional<std::string> name,
                              std::string field, std::string value, std::string reason = "errata") {
    return {std::move(target), std::move(name),  std::nullopt,
            std::move(field),  std::move(value), std::move(reason)};
}

}  // namespace

TEST_CASE("a unit's troop quality set by the GM is written with the reason on the ledger") {
    RecordsCampaign records;
    const auto& unit = records.unit(records.campaign(), "1/Let");
    const int quality = unit.troopQuality == 6 ? 7 : 6;
    const auto result = core::overrideValue(
        records.file(), setting("unit", "1/Let", "troop_quality", std::to_string(quality)));
    CHECK(result.before == std::to_string(unit.troopQuality));
    CHECK(result.after == std::to_string(quality));
    CHECK(records.unit(records.campaign(), "1/Let").troopQuality == quality);
    const auto rows = lastActionRows(records.file());
    REQUIRE(rows.size() == 1);
    CHECK(rows[0].kind == "override");
    CHECK(rows[0].note == "errata");
    CHECK(rows[0].unitId == unit.id);
    CHECK(rows[0].sideId == unit.sideId);
    CHECK(rows[0].field == "troop_quality");
}

TEST_CASE("every kind of target takes its typed values") {
    RecordsCampaign records;
    const auto file = records.file();
    core::overrideValue(file, setting("unit", "1/9D", "hex", "2110"));
    core::overrideValue(file, setting("unit", "1/9D", "unsupplied", "true"));
    core::overrideValue(file, setting("unit", "1/9D", "routed_on", "1919-10-15"));
    core::overrideValue(file, setting("unit", "1/9D", "train", "heavy"));
    core::overrideValue(file, setting("side", "Reds", "prisoners", "4"));
    core::overrideValue(file,
                        setting("formation", "9th Rifle Division", "inactive_through", "none"));
    core::overrideValue(file, setting("location", "Orël", "controller_side_id", "Reds"));
    core::overrideValue(file, setting("campaign", std::nullopt, "phase", "combat"));
    core::overrideValue(file, setting("campaign", std::nullopt, "active_side_id", "reds"));
    const auto campaign = records.campaign();
    const auto& unit = records.unit(campaign, "1/9D");
    CHECK(unit.hex == model::Hex{21, 10});
    CHECK(unit.unsupplied);
    CHECK(unit.routedOn == model::GameDate{1919, 10, 15});
    CHECK(unit.train == model::TrainWeight::Heavy);
    CHECK(campaign.side("Reds")->prisoners == 4);
    for (const auto& formation : campaign.side("Reds")->formations) {
        if (formation.name == "9th Rifle Division") CHECK_FALSE(formation.inactiveThrough);
    }
    for (const auto& location : campaign.locations) {
        if (location.name == "Orël") CHECK(location.controllerSideId == campaign.side("Reds")->id);
    }
    CHECK(campaign.phase == model::Phase::Combat);
    CHECK(campaign.activeSide == "Reds");
}

TEST_CASE("a setting is an optional rule or a choice: a misspelt or unknown name is refused, unwritten") {
    RecordsCampaign records;
    const auto before = tachanka::testing::campaignDump(records.file());
    for (const std::string name : {"random-event", "map-edition"}) {
        CAPTURE(name);
        CHECK_THROWS_WITH_AS(
            core::overrideValue(records.file(), setting("setting", name, "value", "on")),
            doctest::Contains(("no setting '" + name + "' (settings: random-events, ").c_str()),
            core::UserError);
    }
    CHECK(tachanka::testing::campaignDump(records.file()) == before);
    CHECK_FALSE(records.campaign().settings.contains("random-event"));
}

TEST_CASE("an optional rule missing from an older campaign is created the first time it is set") {
    RecordsCampaign records;
    {
        SQLite::Database database(records.file().string(), SQLite::OPEN_READWRITE);
        database.exec("DELETE FROM setting WHERE name = 'vehicle-checks-per-loss'");
    }
    const auto first = core::overrideValue(
        records.file(), setting("setting", "vehicle-checks-per-loss", "value", "on"));
    CHECK(first.before == "none");
    CHECK(records.campaign().settings.at("vehicle-checks-per-loss") == "on");
    CHECK(lastActionRows(records.file()).at(0).kind == "override");
}

TEST_CASE("an optional rule starts off and is switched on or off, nothing else") {
    RecordsCampaign records;
    CHECK(records.campaign().settings.at("random-events") == "off");
    const auto on =
        core::overrideValue(records.file(), setting("setting", "random-events", "value", "on"));
    CHECK(on.before == "off");
    CHECK(records.campaign().settings.at("random-events") == "on");
    const auto before = tachanka::testing::campaignDump(records.file());
    CHECK_THROWS_WITH_AS(
        core::overrideValue(records.file(), setting("setting", "random-events", "value", "yes")),
        doctest::Contains("on or off"), core::UserError);
    CHECK(tachanka::testing::campaignDump(records.file()) == before);
}

TEST_CASE("values out of type or range, unknown fields and missing reasons are refused") {
    RecordsCampaign records;
    const auto& unit = records.unit(records.campaign(), "1/9D");
    const std::vector<std::pair<const char*, core::OverrideRequest>> cases{
        {"troop quality above 9", setting("unit", "1/9D", "troop_quality", "10")},
        {"troop quality below 1", setting("unit", "1/9D", "troop_quality", "0")},
        {"steps lost beyond the unit's steps",
         setting("unit", "1/9D", "steps_lost", std::to_string(unit.stepsMax + 1))},
        {"steps max below steps lost", setting("unit", "1/9D", "steps_max", "0")},
        {"an unknown mode", setting("unit", "1/9D", "mode", "flying")},
        {"a flag not true or false", setting("unit", "1/9D", "shock", "yes")},
        {"a bad hex", setting("unit", "1/9D", "hex", "27")},
        {"a bad date", setting("unit", "1/9D", "routed_on", "1919-02-30")},
        {"a day outside the campaign",
         setting("campaign", std::nullopt, "game_date", "1920-01-01")},
        {"an id", setting("unit", "1/9D", "id", "3")},
        {"a code", setting("unit", "1/9D", "code", "1/Let")},
        {"a foreign key", setting("unit", "1/9D", "formation_id", "1")},
        {"an unknown field", setting("side", "Reds", "morale", "3")},
        {"an unknown target", setting("army", "Reds", "name", "x")},
        {"an unknown unit", setting("unit", "9/Nowhere", "troop_quality", "5")},
        {"an unknown side", setting("side", "Greens", "prisoners", "1")},
        {"an unknown officer", setting("officer", "9999", "fate", "killed")},
        {"an officer id not a number", setting("officer", "Solodoukhine", "fate", "killed")},
        {"an unknown location", setting("location", "Moscow", "controller_side_id", "Reds")},
        {"an unknown controller", setting("location", "Orël", "controller_side_id", "Greens")},
        {"no reason", setting("unit", "1/9D", "troop_quality", "6", "  ")},
        {"the value it already has",
         setting("unit", "1/9D", "troop_quality", std::to_string(unit.troopQuality))},
    };
    for (const auto& [what, request] : cases) {
        CAPTURE(what);
        const auto before = testing::campaignDump(records.file());
        try {
            core::overrideValue(records.file(), request);
            FAIL("accepted: " << what);
        } catch (const core::UserError& error) {
            CHECK(std::string(error.what()).find('\n') == std::string::npos);
        }
        CHECK(testing::campaignDump(records.file()) == before);
    }
}

TEST_CASE("undo of an override, a setting's creation included, restores the exact campaign") {
    RecordsCampaign records;
    const auto before = testing::campaignDump(records.file());
    core::overrideValue(records.file(), setting("unit", "1/9D", "fate", "eliminated"));
    core::undoLastAction(records.file());
    CHECK(testing::campaignDump(records.file()) == before);
    core::overrideValue(records.file(), setting("setting", "random-events", "value", "on"));
    core::undoLastAction(records.file());
    CHECK(testing::campaignDump(records.file()) == before);
}

TEST_CASE("undo takes back the action it offered, or refuses when another came last since") {
    RecordsCampaign records;
    core::overrideValue(records.file(), setting("unit", "1/9D", "fate", "eliminated"));
    const auto offered = core::actionToUndo(records.file());
    REQUIRE(offered);
    // Another program writes between the offer and the undo.
    core::overrideValue(records.file(), setting("setting", "random-events", "value", "on"));
    const auto written = testing::campaignDump(records.file());
    CHECK_THROWS_WITH_AS(core::undoLastAction(records.file(), offered->actionId),
                         doctest::Contains("its last action is now 'GM set setting random-events"),
                         core::UserError);
    CHECK(testing::campaignDump(records.file()) == written);

    const auto now = core::actionToUndo(records.file());
    REQUIRE(now);
    CHECK(now->actionId != offered->actionId);
    const auto undone = core::undoLastAction(records.file(), now->actionId);
    CHECK(undone.description == now->description);
    CHECK(records.campaign().settings.at("random-events") == "off");
}
