// New battalions of recruits (Orel 1919, 4.3.2): 2 RP each, 4 for the Reds and 3 for the
// Whites on the map at a time, at a station in the recruitment phase or via a friendly edge in
// the movement phase.

#include <doctest/doctest.h>

#include "app/core/recruitment/battalion_actions.hpp"
#include "app/core/campaign/campaign_action.hpp"
#include "app/core/common/user_error.hpp"
#include "tests/campaign_turns/campaign_fixture.hpp"
#include "tests/support/campaign_dump.hpp"

using namespace tachanka;
using model::Phase;
using testing::HistoricalCampaign;
using testing::number;
using testing::text;

namespace {

void refusedUnchanged(HistoricalCampaign& game, const core::BattalionRequest& request,
                      const std::string& reason) {
    const auto before = testing::campaignDump(game.file());
    CHECK_THROWS_WITH_AS(core::buildBattalion(game.file(), request),
                         doctest::Contains(reason.c_str()), core::UserError);
    CHECK(testing::campaignDump(game.file()) == before);
}

}  // namespace

TEST_CASE("a battalion costs 2 RP and the Reds may have 4 (4.3.2)") {
    HistoricalCampaign game;
    game.advanceTo("1919-10-15", "Reds", Phase::Recruitment);
    game.setSide("Reds", "recruit_points", number(12));
    const auto before = testing::campaignDump(game.file());
    // Navlia (0309): a station behind the Red lines, the armoured train Bolchevik there.
    const auto first = core::buildBattalion(game.file(), {"Reds", "0309"});
    CHECK(first.code == "Rec/1");
    CHECK(first.pool == 10);
    CHECK(first.battalionsOnMap == 1);
    CHECK(first.limit == 4);
    const auto unit = game.unit("Rec/1");
    CHECK(unit.battalion);
    CHECK(unit.inPlay());
    REQUIRE(unit.hex);
    CHECK(unit.hex->label() == "0309");
    CHECK(unit.stepsMax == 2);
    CHECK(unit.troopQuality == 2);  // the Reds' recruits, as the scenario's counter gives them
    const auto spent = game.lastAction("rp-spent");
    REQUIRE(spent.size() == 1);
    CHECK(spent[0].amount == 2);
    CHECK(spent[0].unitId == unit.id);
    const auto raised = game.lastAction("unit-raised");
    REQUIRE(raised.size() == 1);
    CHECK(raised[0].entity == "unit");
    CHECK_FALSE(raised[0].field);
    CHECK(raised[0].sideId == game.sideId("Reds"));
    CHECK(raised[0].unitId == unit.id);
    // Red Actions! "Definitions": a unit of riflemen is commanded by a junior officer, who
    // draws one token.
    const auto drawn = game.lastAction("token-drawn");
    REQUIRE(drawn.size() == 1);
    CHECK(drawn[0].unitId == unit.id);
    CHECK(drawn[0].note.find("officer of Rec/1 drew ") == 0);

    for (const auto* code : {"Rec/2", "Rec/3", "Rec/4"}) {
        CHECK(core::buildBattalion(game.file(), {"Reds", "0309"}).code == code);
    }
    CHECK(game.campaign().side("Reds")->recruitPoints == 4);
    refusedUnchanged(game, {"Reds", "0309"},
                     "the reds already have 4 recruit battalions, the limit is 4 (4.3.2)");

    for (int i = 0; i < 4; ++i) core::undoLastAction(game.file());
    CHECK(testing::campaignDump(game.file()) == before);
}

TEST_CASE("the Whites may have 3 battalions, and an eliminated one may be rebuilt (4.3.2)") {
    HistoricalCampaign game;
    game.advanceTo("1919-10-15", "Whites", Phase::Recruitment);
    game.setSide("Whites", "recruit_points", number(12));
    for (int i = 0; i < 3; ++i) core::buildBattalion(game.file(), {"Whites", "2705"});
    CHECK(game.unit("Rec/3").troopQuality == 3);
    refusedUnchanged(game, {"Whites", "2705"}, "the limit is 3 (4.3.2)");
    game.setUnit("Rec/1", "fate", text("eliminated"));
    const auto rebuilt = core::buildBattalion(game.file(), {"whites", "2705"});
    CHECK(rebuilt.code == "Rec/4");
    CHECK(rebuilt.battalionsOnMap == 3);
    CHECK(rebuilt.pool == 4);
}

TEST_CASE("a battalion is refused without 2 RP, at an enemy-held or enemy-watched station") {
    HistoricalCampaign game;
    game.advanceTo("1919-10-15", "Reds", Phase::Recruitment);
    game.setSide("Reds", "recruit_points", number(1));
    refusedUnchanged(game, {"Reds", "0309"}, "costs 2 recruit points but only 1");
    game.setSide("Reds", "recruit_points", number(6));
    // 0218 is next to 0219, where three White battalions stand, and no Red unit is there.
    refusedUnchanged(game, {"Reds", "0218"}, "in enemy ZoC with no friendly unit present");
    // Dmitrovsk (1214) is White: three White battalions there.
    refusedUnchanged(game, {"Reds", "1214"}, "(4.3.2)");
    refusedUnchanged(game, {"Reds", "4040"}, "must be on the Orel 1919 map");
    refusedUnchanged(game, {"Reds", std::nullopt}, "the Reds' movement phase");
    refusedUnchanged(game, {"Whites", "2705"}, "the Whites' recruitment phase");
    refusedUnchanged(game, {"Blues", "0309"}, "no side 'Blues'");
}

TEST_CASE("in the movement phase a battalion enters via a friendly board edge (4.3.2)") {
    HistoricalCampaign game;
    game.advanceTo("1919-10-15", "Whites", Phase::Movement);
    game.setSide("Whites", "recruit_points", number(2));
    const auto done = core::buildBattalion(game.file(), {"Whites", std::nullopt});
    CHECK_FALSE(done.hex);
    const auto unit = game.unit("Rec/1");
    CHECK(unit.inPlay());
    CHECK_FALSE(unit.hex);
    REQUIRE(unit.arrival);
    CHECK(unit.arrival->note.find("friendly board edge") != std::string::npos);
    refusedUnchanged(game, {"Whites", "2705"}, "the Whites' recruitment phase");
}

TEST_CASE("a scenario allowing fewer battalions than the counter mix limits them further") {
    HistoricalCampaign game;
    game.setSide("Reds", "recruit_battalions", number(1));
    game.advanceTo("1919-10-15", "Reds", Phase::Recruitment);
    game.setSide("Reds", "recruit_points", number(6));
    CHECK(core::buildBattalion(game.file(), {"Reds", "0309"}).limit == 1);
    refusedUnchanged(game, {"Reds", "0309"}, "the limit is 1");
}

TEST_CASE("a battalion needs the scenario's recruit counter: a missing scenario is one line") {
    HistoricalCampaign game;
    game.set(db::Table::Campaign, 1, db::Column::ScenarioId, text("lost-scenario"));
    game.advanceTo("1919-10-15", "Reds", Phase::Recruitment);
    game.setSide("Reds", "recruit_points", number(6));
    refusedUnchanged(game, {"Reds", "0309"},
                     "the recruit battalion's counter comes from scenario 'lost-scenario'");
}
