// A unit's move checked against the map and the rules (7.1): never onto the enemy (not even by
// the umpire's override), never over-stacked or off the map, and never dearer than its MP over
// the terrain the club painted. Each refusal one line, the file unchanged.

#include <doctest/doctest.h>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/campaign/campaign_service.hpp"
#include "app/core/campaign/turn_actions.hpp"
#include "app/core/campaign/umpire_override.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/map/campaign_map.hpp"
#include "app/core/orel/orel_operations_lookups.hpp"
#include "app/core/records/unit_records.hpp"
#include "tests/map/map_campaign.hpp"
#include "tests/support/campaign_dump.hpp"

namespace core = tachanka::core;
namespace model = tachanka::model;
using tachanka::testing::campaignDump;
using tachanka::testing::MapCampaign;

namespace {

struct MoveCampaign : MapCampaign {
    std::string refusedMove(const std::string& code, const std::string& hex) const {
        const auto before = campaignDump(file);
        core::UnitChangeRequest request;
        request.code = code;
        request.hex = hex;
        std::string error;
        try {
            core::recordUnitChange(file, request);
        } catch (const core::UserError& refusal) {
            error = refusal.what();
        }
        CHECK(campaignDump(file) == before);
        return error;
    }

    void move(const std::string& code, const std::string& hex) const {
        core::UnitChangeRequest request;
        request.code = code;
        request.hex = hex;
        core::recordUnitChange(file, request);
    }

    void advanceToWhiteMovement() const {
        for (int i = 0; i < 20; ++i) {
            const auto campaign = core::describeCampaign(file);
            if (campaign.phase == model::Phase::Movement && campaign.activeSide == "Whites") return;
            core::advanceTurn(file);
        }
        FAIL("the Whites' movement phase never came");
    }
};

}  // namespace

TEST_CASE("a move onto a hex the enemy holds is refused in one line, even by the umpire") {
    MoveCampaign campaign;
    const core::UmpireOverride umpire("a test of the enemy's hex");
    // The 1st Kornilov's 1/1K at 2903 beside the 9th Rifle Division's 1/9D at 3002.
    const auto error = campaign.refusedMove("1/1K", "3002");
    CHECK(error == "1/1K cannot move into 3002: the enemy holds it (1/9D); a hex is taken only "
                   "by advancing after combat (8.7)");
}

TEST_CASE("a move off the map or over-stacked is refused in one line") {
    MoveCampaign campaign;
    CHECK(campaign.refusedMove("1/1K", "3399").find("must be on the Orel 1919 map") !=
          std::string::npos);
    // Orël 2705 holds four White units already (7.1.2: at most 3 units or 10 points).
    campaign.advanceToWhiteMovement();
    CHECK(campaign.refusedMove("1/2K", "2705").find("(7.1.2)") != std::string::npos);
}

TEST_CASE("in its movement phase a unit may not go further than its MP over painted terrain") {
    MoveCampaign campaign;
    const auto forest = core::moveCostLookup("infantry", "forest", {}).cost;
    REQUIRE(forest.has_value());
    const auto unit = *core::describeCampaign(campaign.file).unit("1/2K");
    REQUIRE(unit.movement.has_value());
    REQUIRE(3 * *forest > *unit.movement);
    REQUIRE(2 * *forest <= *unit.movement);
    campaign.advanceToWhiteMovement();
    // Unpainted, every hex counts as clear and the move is the players' to judge.
    const auto unpainted = campaignDump(campaign.file);
    campaign.move("1/2K", "2403");
    core::undoLastAction(campaign.file);
    REQUIRE(campaignDump(campaign.file) == unpainted);

    std::vector<std::string> around;
    for (int column = 21; column <= 27; ++column) {
        for (int row = 1; row <= 9; ++row) {
            const model::Hex hex{column, row};
            if (model::distance(hex, model::Hex::parse("2406")) <= 3) around.push_back(hex.label());
        }
    }
    std::erase(around, "2705");
    core::paintTerrain(campaign.file, {around, "forest"});
    const auto error = campaign.refusedMove("1/2K", "2403");
    CHECK(error.starts_with("7.1: 1/2K cannot reach 2403: the cheapest path (2406 "));
    CHECK(error.ends_with(" 2403) costs " + std::to_string(3 * *forest) + " MP and it has " +
                          std::to_string(*unit.movement) + " left"));
    campaign.move("1/2K", "2404");
    CHECK(core::describeCampaign(campaign.file).unit("1/2K")->hex == model::Hex::parse("2404"));
}
