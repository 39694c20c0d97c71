// Stations on the club's map (3.1, 4.3.2): marked and unmarked as one action each, and, once
// the club has painted its railroads, the only places a recruit battalion is raised.

#include <doctest/doctest.h>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/map/campaign_map.hpp"
#include "app/core/recruitment/battalion_actions.hpp"
#include "model/hex_geometry.hpp"
#include "tests/campaign_turns/campaign_fixture.hpp"
#include "tests/support/campaign_dump.hpp"

using namespace tachanka;
using testing::HistoricalCampaign;
using testing::number;

namespace {

model::Station stationOf(const std::filesystem::path& file, const char* hex) {
    for (const auto& [at, station] : core::situationMap(file).stations) {
        if (at == model::Hex::parse(hex)) return station;
    }
    return model::Station::None;
}

void railroad(const std::filesystem::path& file, const std::vector<const char*>& hexes) {
    for (std::size_t i = 0; i + 1 < hexes.size(); ++i) {
        const auto from = model::Hex::parse(hexes[i]);
        const auto side = model::directionTo(from, model::Hex::parse(hexes[i + 1]));
        REQUIRE(side.has_value());
        core::drawHexside(file, {hexes[i], std::string(model::hexDirectionName(*side)),
                                 "railroad", false});
    }
}

}  // namespace

TEST_CASE("the shipped map has Orël and Ponyri on the double track, and a club marks the rest") {
    HistoricalCampaign game;
    CHECK(stationOf(game.file(), "2705") == model::Station::DoubleTrack);
    CHECK(stationOf(game.file(), "2920") == model::Station::DoubleTrack);
    CHECK(stationOf(game.file(), "0309") == model::Station::None);
    const auto before = testing::campaignDump(game.file());
    CHECK(core::markStation(game.file(), {"0309", "station"}) ==
          "hex 0309: no station → a station");
    CHECK(stationOf(game.file(), "0309") == model::Station::Station);
    CHECK_THROWS_WITH_AS(core::markStation(game.file(), {"0309", "station"}),
                         "hex 0309 has a station already", core::UserError);
    core::markStation(game.file(), {"2920", "none"});
    CHECK(stationOf(game.file(), "2920") == model::Station::None);
    core::undoLastAction(game.file());
    core::undoLastAction(game.file());
    CHECK(testing::campaignDump(game.file()) == before);
}

TEST_CASE("with railroads painted, a battalion is raised only at a station linked to an edge") {
    HistoricalCampaign game;
    game.advanceTo("1919-10-15", "Reds", model::Phase::Recruitment);
    game.setSide("Reds", "recruit_points", number(12));
    // Navlia (0309), linked west to the Reds' edge (1.2: North and West).
    railroad(game.file(), {"0309", "0209", "0109"});
    const auto before = testing::campaignDump(game.file());
    CHECK_THROWS_WITH_AS(core::buildBattalion(game.file(), {"Reds", "0309"}),
                         doctest::Contains("at a railroad station"), core::UserError);
    CHECK(testing::campaignDump(game.file()) == before);
    core::markStation(game.file(), {"0309", "station"});
    CHECK(core::buildBattalion(game.file(), {"Reds", "0309"}).code == "Rec/1");
    // A station with no railroad to the edge is not enough.
    core::markStation(game.file(), {"0813", "station"});
    CHECK_THROWS_WITH_AS(core::buildBattalion(game.file(), {"Reds", "0813"}),
                         doctest::Contains("connected to the friendly board edge"),
                         core::UserError);
}
