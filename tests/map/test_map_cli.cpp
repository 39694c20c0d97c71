// The map from the command line, as a club organiser types it: show, paint, draw hexsides,
// share as XML, and the costs and moves that read what was painted.

#include <doctest/doctest.h>

#include <fstream>

#include "tests/cli/cli.hpp"
#include "tests/support/campaign_dump.hpp"
#include "tests/support/json_value.hpp"
#include "tests/support/poppler.hpp"

using tachanka::testing::campaignDump;
using tachanka::testing::cli;
using tachanka::testing::freshHome;
using tachanka::testing::isOneLineError;
using tachanka::testing::JsonValue;
using tachanka::testing::TempFolder;

namespace {

struct CliCampaign {
    TempFolder folder;
    std::vector<std::string> home = freshHome(folder);
    std::string file = (folder / "orel.tachanka").string();
    CliCampaign() { REQUIRE(cli({"new", file, "--scenario", "historical"}, home).exitCode == 0); }
    // FILE goes after the command's words: "map paint FILE ...", "unit FILE ...".
    auto run(std::vector<std::string> words) const {
        words.insert(words.begin() + (words.front() == "map" ? 2 : 1), file);
        return cli(words, home);
    }
};

const JsonValue* hexIn(const JsonValue& map, const std::string& label) {
    for (const auto& hex : map["hexes"].array()) {
        if (hex["hex"].string() == label) return &hex;
    }
    return nullptr;
}

}  // namespace

TEST_CASE("map show --json lists every hex of the grid with its terrain and stacks") {
    CliCampaign campaign;
    const auto shown = campaign.run({"map", "show", "--json"});
    REQUIRE(shown.exitCode == 0);
    const auto map = JsonValue::parse(shown.out);
    CHECK(map["terrain_provisional"].boolean());
    CHECK(map["hexes"].array().size() == 32 * 20);
    const auto* orel = hexIn(map, "2705");
    REQUIRE(orel != nullptr);
    CHECK((*orel)["terrain"].string() == "orel");
    CHECK((*orel)["place"].string() == "Orël");
    CHECK((*orel)["held_by"].string() == "Whites");
    REQUIRE((*orel)["stacks"].array().size() == 1);
    CHECK((*orel)["stacks"][0]["side"].string() == "Whites");
    const auto* first = hexIn(map, "3002");
    REQUIRE(first != nullptr);
    CHECK((*first)["stacks"][0]["units"][0]["code"].string() == "1/9D");
    const auto text = campaign.run({"map", "show"});
    CHECK(text.out.find("2110  clear  Kromy (victory") != std::string::npos);
    CHECK(text.out.find("* provisional: no terrain painted yet") != std::string::npos);
}

TEST_CASE("a painted forest changes the cost orel move-cost gives for a path over it") {
    CliCampaign campaign;
    const auto path = std::vector<std::string>{"orel", "move-cost", "--unit", "infantry",
                                               "--campaign", campaign.file, "--path",
                                               "2403,2404,2405", "--json"};
    const auto clear = JsonValue::parse(cli(path, campaign.home).out);
    CHECK(clear["cost"].number() == 2);
    CHECK_FALSE(clear["terrain_painted"].boolean());
    const auto typedForest = JsonValue::parse(
        cli({"orel", "move-cost", "--unit", "infantry", "--terrain", "forest", "--json"},
            campaign.home)
            .out);
    REQUIRE(campaign.run({"map", "paint", "--hex", "2404,2405", "--terrain", "forest"}).exitCode == 0);
    const auto painted = JsonValue::parse(cli(path, campaign.home).out);
    CHECK(painted["cost"].number() == 2 * typedForest["cost"].number());
    CHECK(painted["steps"][1]["terrain"].string() == "forest");
    CHECK(painted["terrain_painted"].boolean());
    // A road along the hexside supersedes the forest (7.1.1).
    REQUIRE(campaign.run({"map", "hexside", "--hex", "2404", "--side", "S", "--road"}).exitCode == 0);
    const auto road = JsonValue::parse(cli(path, campaign.home).out);
    CHECK(road["steps"][1]["road"].boolean());
    CHECK(road["cost"].number() < painted["cost"].number());
    // Undo takes the road, then the paint, back.
    REQUIRE(campaign.run({"undo"}).exitCode == 0);
    REQUIRE(campaign.run({"undo"}).exitCode == 0);
    CHECK(JsonValue::parse(cli(path, campaign.home).out)["cost"].number() == 2);
}

TEST_CASE("map export and import carry a painted map to another campaign") {
    CliCampaign painter;
    REQUIRE(painter.run({"map", "paint", "--hex", "1214", "--terrain", "town"}).exitCode == 0);
    const auto xml = (painter.folder / "club.xml").string();
    const auto exported = painter.run({"map", "export", "-o", xml});
    REQUIRE(exported.exitCode == 0);
    CHECK(exported.out == "wrote the map to " + xml + "\n");
    CliCampaign other;
    const auto imported = other.run({"map", "import", xml});
    REQUIRE(imported.exitCode == 0);
    CHECK(imported.out == "imported the map of club.xml: 1 hex repainted, 0 hexside lines changed\n");
    const auto shown = JsonValue::parse(other.run({"map", "show", "--json"}).out);
    CHECK((*hexIn(shown, "1214"))["terrain"].string() == "town");
}

TEST_CASE("bad map input is one line on stderr and leaves the file unchanged") {
    CliCampaign campaign;
    const auto before = campaignDump(campaign.file);
    CHECK(isOneLineError(campaign.run({"map", "paint", "--hex", "9999", "--terrain", "forest"})));
    CHECK(isOneLineError(campaign.run({"map", "paint", "--hex", "0101", "--terrain", "swamp"})));
    CHECK(isOneLineError(campaign.run({"map", "hexside", "--hex", "0101", "--side", "N", "--road"})));
    CHECK(isOneLineError(campaign.run({"map", "hexside", "--hex", "0505", "--side", "N"})));
    CHECK(isOneLineError(campaign.run({"map", "import", "/nonexistent/map.xml"})));
    // Not even the umpire's override moves a unit onto the enemy.
    const auto onto =
        campaign.run({"unit", "1/1K", "--hex", "3002", "--override", "--reason", "a test"});
    CHECK(isOneLineError(onto));
    CHECK(onto.err.find("the enemy holds it (1/9D)") != std::string::npos);
    CHECK(campaignDump(campaign.file) == before);
}

TEST_CASE("print map draws the situation on one A3 page or four A4 tiles") {
    CliCampaign campaign;
    REQUIRE(campaign.run({"map", "paint", "--hex", "2110", "--terrain", "town"}).exitCode == 0);
    const auto a3 = campaign.folder / "map-a3.pdf";
    REQUIRE(cli({"print", "map", campaign.file, "-o", a3.string(), "--paper", "a3"}, campaign.home)
                .exitCode == 0);
    CHECK(tachanka::testing::pdfProblems(a3).empty());
    const auto info = tachanka::testing::pdfInfo(a3);
    CHECK(info.at("Pages") == "1");
    CHECK(info.at("Page size").find("(A3)") != std::string::npos);
    const auto text = tachanka::testing::pdfRawText(a3);
    for (const auto* shown : {"Situation map", "Orël", "Kromy", "Zolotarevo", "1/9D 3/3",
                              "off/2K 3/3", "To come:"}) {
        CAPTURE(shown);
        CHECK(text.find(shown) != std::string::npos);
    }
    // Painted: the provisional line goes.
    CHECK(text.find("Provisional: no terrain painted yet") == std::string::npos);

    const auto a4 = campaign.folder / "map-a4.pdf";
    REQUIRE(cli({"print", "map", campaign.file, "-o", a4.string()}, campaign.home).exitCode == 0);
    CHECK(tachanka::testing::pdfProblems(a4).empty());
    CHECK(tachanka::testing::pdfInfo(a4).at("Pages") == "4");
    CHECK(tachanka::testing::pdfPageText(a4, 1).find("north-west") != std::string::npos);
    // Sevsk (0219) is in the south-west tile, Orël (2705) in the north-east one.
    CHECK(tachanka::testing::pdfPageText(a4, 3).find("Sevsk") != std::string::npos);
    CHECK(tachanka::testing::pdfPageText(a4, 2).find("Orël") != std::string::npos);
    const auto otherDay = cli({"print", "map", campaign.file, "-o", a4.string(), "--turn", "3"},
                              campaign.home);
    CHECK(isOneLineError(otherDay));
}

namespace {

const JsonValue* unitIn(const JsonValue& situation, const std::string& code) {
    for (const auto& unit : situation["units"].array()) {
        if (unit["code"].string() == code) return &unit;
    }
    return nullptr;
}

void writeText(const std::filesystem::path& file, const std::string& text) {
    std::ofstream(file) << text;
}

}  // namespace

TEST_CASE("the day's supply follows the railroads and terrain the club painted") {
    CliCampaign campaign;
    const auto situation = [&] {
        return JsonValue::parse(
            cli({"orel", "situation", "--campaign", campaign.file, "--json"}, campaign.home).out);
    };
    const auto depotAtOrel = [](const JsonValue& report) {
        for (const auto& depot : report["depots"].array()) {
            if (depot["hex"].string() == "2705") return depot["functional"].boolean();
        }
        FAIL("no depot in 2705");
        return false;
    };
    // 1/2K moves out of Orël's suburbs to 2403, three hexes from Orël's depot and from the
    // convoy depot at 2605.
    REQUIRE(campaign.run({"unit", "1/2K", "--hex", "2403", "--override", "--reason",
                          "the umpire sets the position up"})
                .exitCode == 0);
    // Unpainted, no railroad links Orël's station to the Whites' southern edge (3.2 A).
    const auto bare = situation();
    CHECK_FALSE(depotAtOrel(bare));
    CHECK_FALSE((*unitIn(bare, "1/2K"))["in_supply_range"].boolean());

    std::string line = "2705";
    for (int row = 6; row <= 20; ++row) line += " 27" + std::string(row < 10 ? "0" : "") + std::to_string(row);
    const auto railroad = campaign.folder / "railroad.xml";
    writeText(railroad, "<orel-map><map><terrain hexes=\"2705\" type=\"orel\"/><railroad hexes=\"" +
                            line + "\"/><station hexes=\"2705 2920\" double-track=\"true\"/>"
                            "</map></orel-map>");
    REQUIRE(campaign.run({"map", "import", railroad.string()}).exitCode == 0);
    const auto linked = situation();
    CHECK(depotAtOrel(linked));
    CHECK((*unitIn(linked, "1/2K"))["in_supply_range"].boolean());

    // Forest all round and rivers round Orël: three hexes cost more than the 5 MP of a supply
    // line (8.2.2).
    std::string forest;
    for (int column = 21; column <= 27; ++column) {
        for (int row = 1; row <= 9; ++row) {
            const std::string hex = (column < 10 ? "0" : "") + std::to_string(column) + "0" + std::to_string(row);
            if (hex != "2705") forest += (forest.empty() ? "" : ",") + hex;
        }
    }
    REQUIRE(campaign.run({"map", "paint", "--hex", forest, "--terrain", "forest"}).exitCode == 0);
    for (const auto* side : {"N", "NE", "SE", "S", "SW", "NW"}) {
        REQUIRE(campaign.run({"map", "hexside", "--hex", "2705", "--side", side, "--river"}).exitCode == 0);
    }
    CHECK_FALSE((*unitIn(situation(), "1/2K"))["in_supply_range"].boolean());
}
