// Recruitment on a campaign (Orel 1919, 4): strength steps recovered for recruit points
// (4.3.1) and prisoners taken and enlisted (4.1). Every refusal leaves the file unchanged;
// every action is undone exactly.

#include <functional>

#include <doctest/doctest.h>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/recruitment/recruitment_actions.hpp"
#include "app/core/common/user_error.hpp"
#include "tests/campaign_turns/campaign_fixture.hpp"
#include "tests/support/campaign_dump.hpp"

using namespace tachanka;
using model::Phase;
using testing::HistoricalCampaign;
using testing::number;
using testing::text;

namespace {

// The Reds at their first recruitment phase with `points` saved; 1/Let (3 steps, TQ 5, at
// 1610, 2 hexes from the Letton convoy in 1410) has lost `lost` steps.
void redsRecruiting(HistoricalCampaign& game, int points, int lost) {
    game.advanceTo("1919-10-15", "Reds", Phase::Recruitment);
    game.setSide("Reds", "recruit_points", number(points));
    game.setUnit("1/Let", "steps_lost", number(lost));
}

void refusedUnchanged(HistoricalCampaign& game, const std::function<void()>& action,
                      const std::string& reason) {
    const auto before = testing::campaignDump(game.file());
    CHECK_THROWS_WITH_AS(action(), doctest::Contains(reason.c_str()), core::UserError);
    CHECK(testing::campaignDump(game.file()) == before);
}

}  // namespace

TEST_CASE("each recruit point recovers one strength step, up to the original steps (4.3.1 A)") {
    HistoricalCampaign game;
    redsRecruiting(game, 5, 2);
    const auto before = testing::campaignDump(game.file());
    const auto done = core::recoverSteps(game.file(), "1/Let", 1, std::nullopt);
    CHECK(done.pointsSpent == 1);
    CHECK(done.steps == 2);
    CHECK(done.pool == 4);
    CHECK_FALSE(done.recruitsMarkerPlaced);
    const auto unit = game.unit("1/Let");
    CHECK(unit.stepsLost == 1);
    CHECK(game.campaign().side("Reds")->recruitPoints == 4);
    const auto spent = game.lastAction("rp-spent");
    REQUIRE(spent.size() == 1);
    CHECK(spent[0].amount == 1);
    CHECK(spent[0].unitId == unit.id);
    CHECK(spent[0].sideId == game.sideId("Reds"));
    const auto recovered = game.lastAction("step-recovered");
    REQUIRE(recovered.size() == 1);
    CHECK(recovered[0].amount == 1);
    CHECK(game.lastAction("recruits-marker").empty());

    core::undoLastAction(game.file());
    CHECK(testing::campaignDump(game.file()) == before);
}

TEST_CASE("the first return to full strength places a Recruits -1Q marker (4.3.1 B)") {
    HistoricalCampaign game;
    redsRecruiting(game, 5, 2);
    const auto done = core::recoverSteps(game.file(), "1/Let", 2, "reds");
    CHECK(done.pointsSpent == 2);
    CHECK(done.steps == 3);
    CHECK(done.recruitsMarkerPlaced);
    CHECK(done.troopQuality == 4);  // "the unit's TQ is permanently reduced by 1"
    const auto unit = game.unit("1/Let");
    CHECK(unit.recruitsMarker);
    CHECK(unit.troopQuality == 4);
    CHECK(unit.stepsLost == 0);
    CHECK(game.lastAction("recruits-marker").size() == 2);

    // "for the first time": flipping back to full strength again places no second marker.
    game.setUnit("1/Let", "steps_lost", number(1));
    const auto again = core::recoverSteps(game.file(), "1/Let", 1, std::nullopt);
    CHECK_FALSE(again.recruitsMarkerPlaced);
    CHECK(game.unit("1/Let").troopQuality == 4);
}

TEST_CASE("the Recruits marker does not take TQ below 2 for the Reds and 3 for the Whites") {
    HistoricalCampaign game;
    redsRecruiting(game, 5, 1);
    game.setUnit("1/Let", "troop_quality", number(2));
    CHECK(core::recoverSteps(game.file(), "1/Let", 1, std::nullopt).troopQuality == 2);

    game.advanceTo("1919-10-16", "Whites", Phase::Recruitment);
    // Res/1D (2 steps) stands in Orël with the railroad depot.
    game.setUnit("Res/1D", "steps_lost", number(1));
    game.setUnit("Res/1D", "troop_quality", number(3));
    const auto whites = core::recoverSteps(game.file(), "Res/1D", 1, std::nullopt);
    CHECK(whites.recruitsMarkerPlaced);
    CHECK(whites.troopQuality == 3);
}

TEST_CASE("a unit off the map may recover steps whatever its mode and place (7.5)") {
    HistoricalCampaign game;
    redsRecruiting(game, 5, 1);
    game.setUnit("1/Let", "off_map", number(1));
    game.setUnit("1/Let", "hex", db::nullValue());
    game.setUnit("1/Let", "mode", text("march"));
    CHECK(core::recoverSteps(game.file(), "1/Let", 1, std::nullopt).steps == 3);
}

TEST_CASE("step recovery refuses every condition of 4.3.1 C, the file unchanged") {
    HistoricalCampaign game;
    SUBCASE("another side's phase") {
        game.advanceTo("1919-10-15", "Whites", Phase::Recruitment);
        game.setUnit("1/Let", "steps_lost", number(1));
        refusedUnchanged(game, [&] { core::recoverSteps(game.file(), "1/Let", 1, {}); },
                         "step recovery is done in the Reds' recruitment phase");
    }
    SUBCASE("not the recruitment phase") {
        game.advanceTo("1919-10-15", "Reds", Phase::CommandCheck);
        game.setUnit("1/Let", "steps_lost", number(1));
        refusedUnchanged(game, [&] { core::recoverSteps(game.file(), "1/Let", 1, {}); },
                         "recruitment phase");
    }
    SUBCASE("in March mode") {
        redsRecruiting(game, 5, 1);
        game.setUnit("1/Let", "mode", text("march"));
        refusedUnchanged(game, [&] { core::recoverSteps(game.file(), "1/Let", 1, {}); },
                         "must be in Combat mode");
    }
    SUBCASE("Routed") {
        redsRecruiting(game, 5, 1);
        game.setUnit("1/Let", "mode", text("routed"));
        refusedUnchanged(game, [&] { core::recoverSteps(game.file(), "1/Let", 1, {}); },
                         "a Routed unit does not recover");
    }
    SUBCASE("artillery") {
        redsRecruiting(game, 5, 1);
        refusedUnchanged(game, [&] { core::recoverSteps(game.file(), "Art/Let", 1, {}); },
                         "artillery units do not recover");
    }
    SUBCASE("out of range of every functional depot") {
        redsRecruiting(game, 5, 1);
        game.setUnit("1/Let", "hex", text("3219"));  // the map's south-east corner
        refusedUnchanged(game, [&] { core::recoverSteps(game.file(), "1/Let", 1, {}); },
                         "within 5 MP of a functional depot");
    }
    SUBCASE("the only depots in range are not functional") {
        redsRecruiting(game, 5, 1);
        const auto reds = *game.campaign().side("Reds");
        for (const auto& depot : reds.depots) {
            game.set(db::Table::Depot, depot.id, db::Column::Functional, number(0));
        }
        refusedUnchanged(game, [&] { core::recoverSteps(game.file(), "1/Let", 1, {}); },
                         "functional depot");
    }
    SUBCASE("more steps than it lost") {
        redsRecruiting(game, 5, 1);
        refusedUnchanged(game, [&] { core::recoverSteps(game.file(), "1/Let", 2, {}); },
                         "at most 1 recruit point(s)");
    }
    SUBCASE("too few recruit points") {
        redsRecruiting(game, 1, 2);
        refusedUnchanged(game, [&] { core::recoverSteps(game.file(), "1/Let", 2, {}); },
                         "2 recruit point(s) asked but only 1 saved");
    }
    SUBCASE("a reinforcement not yet arrived") {
        redsRecruiting(game, 5, 0);
        game.setUnit("1/Est", "steps_lost", number(1));
        refusedUnchanged(game, [&] { core::recoverSteps(game.file(), "1/Est", 1, {}); },
                         "not in play");
    }
    SUBCASE("an unknown unit") {
        redsRecruiting(game, 5, 1);
        refusedUnchanged(game, [&] { core::recoverSteps(game.file(), "99/Let", 1, {}); },
                         "no unit '99/Let'");
    }
}

// 4.1: "enemy strength steps may be captured (double Rout or inability to retreat after a rout
// (8.7.3), Pursuit (8.7.4 and 8.8.4), Surrender or Elimination of Units (8.8.3))": all of them
// in combat, so by hand in a combat phase, the defender's captures in the enemy's turn too.
TEST_CASE("prisoners taken move the side's Prisoners marker, in a combat phase (4.1)") {
    HistoricalCampaign game;
    refusedUnchanged(game, [&] { core::takePrisoners(game.file(), "Reds", 7, std::nullopt); },
                     "4.1: prisoners are captured in combat (8.7.3, 8.7.4, 8.8.3), in a combat "
                     "phase; the campaign is at 15 October 1919");
    game.advanceTo("1919-10-15", "Whites", Phase::Combat);
    const auto before = testing::campaignDump(game.file());
    const auto taken = core::takePrisoners(game.file(), "Reds", 7, "double rout at Kromy");
    CHECK(taken.prisoners == 7);
    CHECK(game.campaign().side("Reds")->prisoners == 7);
    const auto rows = game.lastAction("prisoners-taken");
    REQUIRE(rows.size() == 1);
    CHECK(rows[0].amount == 7);
    CHECK(rows[0].sideId == game.sideId("Reds"));
    CHECK(rows[0].note == "double rout at Kromy");
    core::undoLastAction(game.file());
    CHECK(testing::campaignDump(game.file()) == before);
}

TEST_CASE("each group of 3 prisoners becomes one recruit point (4.1)") {
    HistoricalCampaign game;
    game.setSide("Reds", "prisoners", number(7));
    redsRecruiting(game, 3, 0);
    const auto before = testing::campaignDump(game.file());
    const auto done = core::convertPrisoners(game.file(), "reds", std::nullopt);
    CHECK(done.prisonersUsed == 6);
    CHECK(done.prisonersLeft == 1);
    CHECK(done.received == 2);
    CHECK(done.pool == 5);
    const auto side = *game.campaign().side("Reds");
    CHECK(side.prisoners == 1);
    CHECK(side.recruitPoints == 5);
    const auto used = game.lastAction("prisoners-converted");
    REQUIRE(used.size() == 1);
    CHECK(used[0].amount == 6);
    const auto gained = game.lastAction("rp-from-prisoners");
    REQUIRE(gained.size() == 1);
    CHECK(gained[0].amount == 2);
    core::undoLastAction(game.file());
    CHECK(testing::campaignDump(game.file()) == before);
}

TEST_CASE("recruit points from prisoners above the saved 12 are lost (4, 4.1)") {
    HistoricalCampaign game;
    game.setSide("Reds", "prisoners", number(6));
    redsRecruiting(game, 11, 0);
    const auto done = core::convertPrisoners(game.file(), "Reds", 2);
    CHECK(done.received == 1);
    CHECK(done.lost == 1);
    CHECK(done.pool == 12);
    CHECK(done.prisonersLeft == 0);
}

TEST_CASE("enlisting prisoners is refused outside the recruitment phase or without 3 held") {
    HistoricalCampaign game;
    game.setSide("Reds", "prisoners", number(2));
    refusedUnchanged(game, [&] { core::convertPrisoners(game.file(), "Reds", std::nullopt); },
                     "enlisting prisoners is done in the Reds' recruitment phase");
    redsRecruiting(game, 0, 0);
    refusedUnchanged(game, [&] { core::convertPrisoners(game.file(), "Reds", std::nullopt); },
                     "the Reds hold 2 prisoner(s), fewer than the 3 one recruit point needs");
    refusedUnchanged(game, [&] { core::convertPrisoners(game.file(), "Reds", 1); },
                     "need 3 prisoners");
    refusedUnchanged(game, [&] { core::takePrisoners(game.file(), "Greens", 1, std::nullopt); },
                     "no side 'Greens'");
}
