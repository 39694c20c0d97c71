// The seat's map from tachanka-server (issue 48), read as the browser reads it: well-formed
// SVG with a shape for every hex of the grid, each numbered, and the stacks of the seat's
// view where the campaign has them, the seat's own movable and named with their units top
// counter first; the umpire may move every stack.

#include <doctest/doctest.h>

#include <pugixml.hpp>

#include <algorithm>
#include <map>
#include <set>

#include "tests/cli/cli_json.hpp"
#include "tests/server/club.hpp"
#include "tests/server/running_server.hpp"

using namespace tachanka::testing;

namespace {

struct StackSeen {
    std::string side;
    std::string units;  // "1/1K|Art/1K"
    bool movable = false;
};

struct MapSeen {
    std::set<std::string> hexes;
    std::map<std::string, std::vector<StackSeen>> stacks;  // by hex
    std::string text;  // every text drawn
};

MapSeen mapOf(SeatClient& seat) {
    const auto answer = seat.client->Get("/api/map.svg");
    REQUIRE(answer->status == 200);
    CHECK(answer->get_header_value("Content-Type") == "image/svg+xml; charset=utf-8");
    pugi::xml_document svg;
    const auto parsed = svg.load_buffer(answer->body.data(), answer->body.size());
    REQUIRE_MESSAGE(parsed, parsed.description());
    REQUIRE(std::string(svg.document_element().name()) == "svg");
    MapSeen seen;
    for (const auto& hex : svg.select_nodes("//g[@class='hex']")) {
        CHECK(seen.hexes.insert(hex.node().attribute("data-hex").value()).second);
    }
    for (const auto& found :
         svg.select_nodes("//g[contains(concat(' ', @class, ' '), ' stack ')]")) {
        const auto node = found.node();
        seen.stacks[node.attribute("data-hex").value()].push_back(
            {node.attribute("data-side").value(), node.attribute("data-units").value(),
             std::string(node.attribute("class").value()) == "stack own"});
    }
    for (const auto& text : svg.select_nodes("//text")) {
        seen.text += text.node().text().get() + std::string("\n");
    }
    return seen;
}

// Each side's units in each hex, in the campaign's order, as the command line lists them.
std::map<std::string, std::map<std::string, std::string>> unitsByHex(const std::string& file) {
    std::map<std::string, std::map<std::string, std::string>> stacks;
    const auto units = cliJson({"units", file, "--json"});
    for (const auto& unit : units.array()) {
        if (unit["hex"].isNull() || unit["fate"].string() != "active") continue;
        auto& codes = stacks[unit["hex"].string()][unit["side"].string()];
        codes += (codes.empty() ? "" : "|") + unit["code"].string();
    }
    return stacks;
}

}  // namespace

TEST_CASE("a seat's map is the whole grid in SVG, with its side's stacks to move and the "
          "enemy's it sees") {
    Club club;
    RunningServer server({club.file});
    auto whites = loggedIn(server, "Whites", "Anton", whitePassword);
    auto umpire = loggedIn(server, "umpire", "Sasha", umpirePassword);
    const auto expected = unitsByHex(club.file);
    REQUIRE(expected.at("2903").at("Whites") == "1/1K|Art/1K");

    const auto seen = mapOf(whites);
    // The Orel map's grid: columns 01 to 32, rows 01 to 20 (the map file's limits).
    CHECK(seen.hexes.size() == 32 * 20);
    CHECK(seen.hexes.contains("0101"));
    CHECK(seen.hexes.contains("3220"));
    CHECK(seen.text.find("Orël") != std::string::npos);
    CHECK(seen.text.find("Terrain not painted yet") != std::string::npos);
    std::size_t stacks = 0;
    for (const auto& [hex, sides] : expected) {
        CAPTURE(hex);
        REQUIRE(seen.stacks.contains(hex));
        for (const auto& [side, units] : sides) {
            CAPTURE(side);
            const auto& drawn = seen.stacks.at(hex);
            const auto stack = std::find_if(drawn.begin(), drawn.end(), [&](const StackSeen& each) {
                return each.side == side;
            });
            REQUIRE(stack != drawn.end());
            CHECK(stack->units == units);
            CHECK(stack->movable == (side == "Whites"));
            ++stacks;
        }
    }
    std::size_t drawnStacks = 0;
    for (const auto& [hex, drawn] : seen.stacks) drawnStacks += drawn.size();
    CHECK(drawnStacks == stacks);

    for (const auto& [hex, drawn] : mapOf(umpire).stacks) {
        for (const auto& stack : drawn) CHECK(stack.movable);
    }
}
