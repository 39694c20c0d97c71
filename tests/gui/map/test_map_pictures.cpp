// Pictures of the Map page at two zooms, saved beside the actions suite's for people to look
// at, and checked to be real pictures. The campaign is the historical scenario in the Whites'
// first combat phase with one attack planned; a few hexes and hexsides around Orël (whose hex
// the map ships as "orel") are painted to show how painted terrain looks (not the real map,
// which the club paints). Xvfb paints
// only the first window mapped in a process: each picture is its own test case.

#include <doctest/doctest.h>

#include "app/core/battles/battles.hpp"
#include "app/core/campaign/turn_actions.hpp"
#include "app/core/campaign/umpire_override.hpp"
#include "app/core/map/campaign_map.hpp"
#include "app/core/records/unit_records.hpp"
#include "tests/gui/map/map_mouse.hpp"

using namespace tachanka;
using testing::CampaignWindowTest;
using testing::screenshot;

namespace {

constexpr std::size_t realPicture = 64;

void paintAroundOrel(const std::filesystem::path& file) {
    core::paintTerrain(file, {{"2606", "2506", "2406", "2507", "2407"}, "forest"});
    core::paintTerrain(file, {{"2110", "1214"}, "town"});
    for (const auto& [hex, side] : std::vector<std::pair<std::string, std::string>>{
             {"2705", "SW"}, {"2705", "S"}, {"2806", "SW"}}) {
        core::drawHexside(file, {hex, side, "river", false});
    }
    for (const auto& [hex, side] : std::vector<std::pair<std::string, std::string>>{
             {"2705", "N"}, {"2704", "N"}, {"2703", "N"}}) {
        core::drawHexside(file, {hex, side, "railroad", false});
    }
    core::drawHexside(file, {"2705", "NW", "road", false});
    core::drawHexside(file, {"2604", "SW", "road", false});
}

// Units near Orël with every mark a counter carries.
void markUnits(const std::filesystem::path& file) {
    // The umpire marks them, in the Whites' depots phase: no move of a movement phase (7).
    const core::UmpireOverride umpire("markers for the picture");
    core::UnitChangeRequest cut;
    cut.code = "3/1K";
    cut.unsupplied = true;
    cut.outOfCommand = true;
    cut.loseSteps = 1;
    core::recordUnitChange(file, cut);
    core::UnitChangeRequest marching;
    marching.code = "1/3K";
    marching.mode = "march";
    core::recordUnitChange(file, marching);
    core::UnitChangeRequest routed;
    routed.code = "2/2K";
    routed.mode = "routed";
    core::recordUnitChange(file, routed);
}

// The Whites' combat phase of the first day, an attack planned, units marked, the terrain
// above painted.
void prepare(const std::filesystem::path& file) {
    markUnits(file);
    for (int phase = 0; phase < 5; ++phase) core::advanceTurn(file);
    const auto attacks = core::possibleAttacks(file);
    REQUIRE_FALSE(attacks.empty());
    core::BattlePlanRequest plan;
    plan.hex = attacks.front().hex;
    plan.attackers = attacks.front().attackers;
    core::planBattle(file, plan);
    paintAroundOrel(file);
}

}  // namespace

TEST_CASE("picture: the map page, the whole map") {
    CampaignWindowTest window(true, prepare);
    auto& page = testing::showMap(window);
    page.canvas().fit();
    window.settle();
    CHECK(screenshot(window.frame(), "map-page-whole") >= realPicture);
    CHECK(window.takeErrors().empty());
}

TEST_CASE("picture: the map page zoomed in on Orel") {
    CampaignWindowTest window(true, prepare);
    auto& page = testing::showMap(window);
    page.canvas().zoomTo(48);
    page.canvas().centreOn({28, 5});  // Orël and Zolotarevo, where reinforcements arrive
    window.settle();
    CHECK(screenshot(window.frame(), "map-page-orel") >= realPicture);
    CHECK(window.takeErrors().empty());
}
