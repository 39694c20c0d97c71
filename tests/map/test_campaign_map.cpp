// The map a club paints into its campaign: each paint one action on the ledger that undo takes
// back, shared between campaigns as map XML, and drawn as one picture of the situation.

#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>

#include <SQLiteCpp/Database.h>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/campaign/campaign_service.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/map/campaign_map.hpp"
#include "tests/map/map_campaign.hpp"
#include "tests/support/campaign_dump.hpp"

namespace core = tachanka::core;
namespace model = tachanka::model;
using tachanka::testing::campaignDump;
using tachanka::testing::MapCampaign;

namespace {

std::string terrainOf(const model::SituationMap& picture, const char* hex) {
    for (const auto& painted : picture.terrain) {
        if (painted.hex == model::Hex::parse(hex)) return painted.terrain;
    }
    return "clear";
}

std::string refusal(const std::function<void()>& action) {
    try {
        action();
    } catch (const core::UserError& error) {
        return error.what();
    }
    return "";
}

}  // namespace

TEST_CASE("the historical setup draws with every unit on its hex and every place named") {
    MapCampaign campaign;
    const auto picture = core::situationMap(campaign.file);
    CHECK(picture.terrainProvisional);
    REQUIRE(picture.sides.size() == 2);
    // The text's setup: "Officers Battalion (off/2K) 2705 (Orel)", "6th Rgt (6/Let) 2110
    // (Kromy)", "1st Regiment 3002" of the 9th Rifle Division.
    const auto codesAt = [&](const char* hex) {
        std::vector<std::string> codes;
        for (const auto& stack : picture.stacks) {
            if (stack.hex != model::Hex::parse(hex)) continue;
            for (const auto& counter : stack.counters) codes.push_back(counter.code);
        }
        return codes;
    };
    const auto orel = codesAt("2705");
    CHECK(std::find(orel.begin(), orel.end(), "off/2K") != orel.end());
    const auto kromy = codesAt("2110");
    CHECK(std::find(kromy.begin(), kromy.end(), "6/Let") != kromy.end());
    CHECK(codesAt("3002") == std::vector<std::string>{"1/9D"});
    // Every unit in play on the map is in exactly one stack.
    std::size_t counters = 0;
    for (const auto& stack : picture.stacks) counters += stack.counters.size();
    std::size_t onMap = 0;
    for (const auto& side : core::describeCampaign(campaign.file).sides) {
        for (const auto* unit : side.units()) {
            if (unit->inPlay() && unit->hex && !unit->offMap) ++onMap;
        }
    }
    CHECK(counters == onMap);
    const auto place = std::find_if(picture.places.begin(), picture.places.end(),
                                    [](const model::MapPlace& p) { return p.name == "Orël"; });
    REQUIRE(place != picture.places.end());
    CHECK(place->victory);
    REQUIRE(place->holder.has_value());
    CHECK(picture.sides[*place->holder] == "Whites");
    // 10.2: reinforcements to come at their entry hexes ("on 18 October via 3205").
    CHECK(std::any_of(picture.arrivals.begin(), picture.arrivals.end(),
                      [](const model::MapArrival& a) {
                          return a.what == "Cv/MN" && a.entryHexes.front() == model::Hex::parse("3205");
                      }));
}

TEST_CASE("painting terrain is one action, and undo takes it back") {
    MapCampaign campaign;
    const auto before = campaignDump(campaign.file);
    const auto line = core::paintTerrain(campaign.file, {{"1214", "1213"}, "town"});
    CHECK(line == "painted town on 1214 1213");
    const auto picture = core::situationMap(campaign.file);
    CHECK(terrainOf(picture, "1214") == "town");
    CHECK(terrainOf(picture, "1213") == "town");
    CHECK_FALSE(picture.terrainProvisional);
    core::undoLastAction(campaign.file);
    CHECK(campaignDump(campaign.file) == before);
}

TEST_CASE("a hexside line is drawn and erased along the side named from either hex") {
    MapCampaign campaign;
    core::drawHexside(campaign.file, {"2705", "S", "road", false});
    auto picture = core::situationMap(campaign.file);
    REQUIRE(picture.hexsides.size() == 1);
    CHECK(picture.hexsides.front().a == model::Hex::parse("2705"));
    CHECK(picture.hexsides.front().b == model::Hex::parse("2706"));
    // The same hexside seen from 2706 is its north side.
    CHECK(refusal([&] { core::drawHexside(campaign.file, {"2706", "n", "road", false}); }) ==
          "the hexside between 2705 and 2706 already has a road");
    core::drawHexside(campaign.file, {"2706", "N", "road", true});
    CHECK(core::situationMap(campaign.file).hexsides.empty());
}

TEST_CASE("map refusals are one line and leave the campaign unchanged") {
    MapCampaign campaign;
    const auto before = campaignDump(campaign.file);
    CHECK(refusal([&] { core::paintTerrain(campaign.file, {{"2705"}, "orel"}); }) ==
          "hex 2705 is already orel");
    CHECK(refusal([&] { core::paintTerrain(campaign.file, {{"3399"}, "forest"}); })
              .find("must be on the Orel 1919 map") != std::string::npos);
    CHECK(refusal([&] { core::paintTerrain(campaign.file, {{"0101"}, "swamp"}); })
              .starts_with("unknown terrain 'swamp'"));
    CHECK(refusal([&] { core::drawHexside(campaign.file, {"0101", "N", "river", false}); })
              .find("0100") != std::string::npos);
    CHECK(refusal([&] { core::drawHexside(campaign.file, {"0505", "E", "river", false}); })
              .starts_with("unknown hexside 'E'"));
    CHECK(campaignDump(campaign.file) == before);
}

TEST_CASE("one club's painted map goes into another's campaign through map XML") {
    MapCampaign painter;
    core::paintTerrain(painter.file, {{"0309", "0310"}, "forest"});
    core::drawHexside(painter.file, {"2110", "SE", "river", false});
    const auto xml = painter.folder / "orel-map.xml";
    core::exportMap(painter.file, xml);

    MapCampaign other;
    const auto before = campaignDump(other.file);
    const auto line = core::importMap(other.file, xml);
    CHECK(line == "imported the map of orel-map.xml: 2 hexes repainted, 1 hexside line changed");
    const auto a = core::situationMap(painter.file);
    const auto b = core::situationMap(other.file);
    CHECK(terrainOf(b, "0309") == "forest");
    CHECK(terrainOf(b, "0310") == "forest");
    REQUIRE(b.hexsides.size() == a.hexsides.size());
    CHECK(b.hexsides.front().feature == model::HexsideFeature::River);
    CHECK(refusal([&] { core::importMap(other.file, xml); }) ==
          "orel-map.xml holds the map this campaign has already");
    core::undoLastAction(other.file);
    CHECK(campaignDump(other.file) == before);
}

TEST_CASE("a broken map XML is refused at its line and nothing is imported") {
    MapCampaign campaign;
    const auto xml = campaign.folder / "broken.xml";
    std::ofstream(xml) << "<orel-map>\n<map>\n<river hexes=\"0101 0505\"/>\n</map>\n</orel-map>\n";
    const auto before = campaignDump(campaign.file);
    const auto error = refusal([&] { core::importMap(campaign.file, xml); });
    CHECK(error.find("broken.xml:3:") != std::string::npos);
    CHECK(error.find("not adjacent") != std::string::npos);
    CHECK(campaignDump(campaign.file) == before);
}

TEST_CASE("a damaged map row is one line naming the row, never a crash") {
    MapCampaign campaign;
    core::paintTerrain(campaign.file, {{"0101"}, "forest"});
    {
        SQLite::Database database(campaign.file.string(), SQLite::OPEN_READWRITE);
        database.exec("UPDATE map_hex SET hex = '99'");
    }
    CHECK(refusal([&] { core::situationMap(campaign.file); }) ==
          "the campaign's map_hex row 1: '99' is not a hex number (four digits, column then row, "
          "e.g. 2705)");
    {
        SQLite::Database database(campaign.file.string(), SQLite::OPEN_READWRITE);
        database.exec("UPDATE map_hex SET hex = '0101', terrain = 'swamp'");
    }
    CHECK(refusal([&] { core::paintTerrain(campaign.file, {{"0102"}, "town"}); }) ==
          "the campaign's map_hex row 1 paints hex 0101 with an unknown terrain 'swamp'");
}
