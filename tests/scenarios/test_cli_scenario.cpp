// tachanka-cli orel scenario ID, end to end: JSON for programs, tables for people, one-line
// errors for bad input, and the user's scenario folder taking part.

#include <doctest/doctest.h>

#include <filesystem>

#include "tests/cli/cli.hpp"
#include "tests/support/data_home.hpp"
#include "tests/support/json_value.hpp"
#include "tests/support/temp_folder.hpp"

using tachanka::testing::cli;
using tachanka::testing::freshHome;
using tachanka::testing::isOneLineError;
using tachanka::testing::JsonValue;
using tachanka::testing::TempFolder;

namespace {

const JsonValue& unitCoded(const JsonValue& scenario, const std::string& code) {
    for (const auto& unit : scenario["units"].array()) {
        if (unit["code"].string() == code) return unit;
    }
    throw std::out_of_range("no unit " + code);
}

int countOn(const JsonValue& scenario, const std::string& side) {
    int count = 0;
    for (const auto& unit : scenario["units"].array()) count += unit["side"].string() == side;
    return count;
}

}  // namespace

TEST_CASE("orel scenario historical --json: identity, units per side, 1/Let at 1610") {
    TempFolder folder;
    const auto result = cli({"orel", "scenario", "historical", "--json"}, freshHome(folder));
    REQUIRE(result.exitCode == 0);
    const auto scenario = JsonValue::parse(result.out);
    CHECK(scenario["id"].string() == "historical");
    CHECK(scenario["title"].string() == "Orel 1919 — historical scenario");
    CHECK(scenario["provisional"].boolean());
    CHECK(scenario["start"].string() == "1919-10-15");
    // 10.2: 46 White and 61 Red units.
    CHECK(countOn(scenario, "Whites") == 46);
    CHECK(countOn(scenario, "Reds") == 61);
    const auto& latvian = unitCoded(scenario, "1/Let");
    CHECK(latvian["side"].string() == "Reds");
    CHECK(latvian["formation"].string() == "1st Letton Brigade");
    CHECK(latvian["hex"].string() == "1610");
    CHECK(latvian["kind"].string() == "infantry");
    CHECK(latvian["steps"].number() > 0);
    CHECK(latvian["tq"].number() == 5);
    CHECK(latvian["shock"].boolean());
    CHECK_FALSE(latvian["ooc"].boolean());
    const auto& estonians = unitCoded(scenario, "86/Est");
    CHECK(estonians["arrives"]["date"].string() == "1919-10-16");
    CHECK(estonians["arrives"]["entry"][0].string() == "1501");
    CHECK(estonians["arrives"]["mp_penalty"].number() == 3);
    CHECK(unitCoded(scenario, "4/Let")["ooc"].boolean());
    CHECK(unitCoded(scenario, "Ioann Kalita")["train"].string() == "heavy");
}

TEST_CASE("orel scenario historical --json: reinforcements by date, depots, formations") {
    TempFolder folder;
    const auto scenario =
        JsonValue::parse(cli({"orel", "scenario", "historical", "--json"}, freshHome(folder)).out);
    const auto& reinforcements = scenario["reinforcements"].array();
    REQUIRE(reinforcements.size() == 20 + 2);  // 20 units and 2 Red depots
    CHECK(reinforcements.front()["date"].string() == "1919-10-16");
    CHECK(reinforcements.back()["date"].string() == "1919-10-19");
    for (std::size_t i = 1; i < reinforcements.size(); ++i) {
        CHECK(reinforcements[i - 1]["date"].string() <= reinforcements[i]["date"].string());
    }
    CHECK(scenario["depots"].array().size() == 12);
    bool inactiveNinth = false;
    for (const auto& formation : scenario["formations"].array()) {
        if (formation["name"].string() != "9th Rifle Division") continue;
        CHECK(formation["parent"].string() == "13th Army");
        inactiveNinth = formation["inactive"]["through"].string() == "1919-10-18" &&
                        formation["inactive"]["released_by"][0]["event"].string() == "attacked";
    }
    CHECK(inactiveNinth);
    CHECK(scenario["victory"]["locations"].array().size() == 6);
    CHECK(scenario["victory"]["levels"][0]["condition"]["all_of"][0]["occupy"].string() ==
          "Dmitrovsk");
    CHECK(scenario["turn_track"]["days"][0]["recruit_points"]["Reds"].number() > 0);
    CHECK(scenario["errata"].array().size() >= 2);
    CHECK(scenario["sides"][0]["recruit_battalions"].number() == 3);
    CHECK(scenario["sides"][0]["recruit_battalion"]["type"].string() == "white-recruits");
    CHECK(scenario["sides"][1]["edges"][1].string() == "west");
}

TEST_CASE("orel scenario brasovo --json: the area, 50% recruit points, 15 units a side") {
    TempFolder folder;
    const auto result = cli({"orel", "scenario", "brasovo", "--json"}, freshHome(folder));
    REQUIRE(result.exitCode == 0);
    const auto scenario = JsonValue::parse(result.out);
    CHECK(scenario["based_on"].string() == "historical");
    CHECK(scenario["turns"].number() == 4);
    CHECK(scenario["last_day"].string() == "1919-10-18");
    CHECK(scenario["recruit_points_percent"].number() == 50);
    CHECK(scenario["area"]["max_column"].number() == 10);
    CHECK(scenario["area"]["min_row"].number() == 9);
    CHECK(countOn(scenario, "Whites") == 15);
    CHECK(countOn(scenario, "Reds") == 15);
    // "Otherwise the Red player wins": the Reds' level is the Whites not holding both.
    const auto& red = scenario["victory"]["levels"][1];
    CHECK(red["condition"]["not"][0]["all_of"][0]["occupy"].string() == "Brasovo");
    CHECK(red["condition"]["not"][0]["all_of"][0]["side"].string() == "Whites");
}

TEST_CASE("orel scenario hypothetical prints tables for people") {
    TempFolder folder;
    const auto result = cli({"orel", "scenario", "hypothetical"}, freshHome(folder));
    REQUIRE(result.exitCode == 0);
    CHECK(result.out.starts_with("Orel 1919 — hypothetical scenario (hypothetical)"));
    CHECK(result.out.find("based on historical") != std::string::npos);
    CHECK(result.out.find("PROVISIONAL") != std::string::npos);
    CHECK(result.out.find("Code ") != std::string::npos);
    CHECK(result.out.find("1/Let ") != std::string::npos);
    CHECK(result.out.find("Reinforcements") != std::string::npos);
    CHECK(result.out.find("convoy depot (4m)    2605") != std::string::npos);  // 10.3
    CHECK(result.out.find("Whites strategic: all of (occupy Dmitrovsk") != std::string::npos);
    CHECK(result.out.find("Inactive formations\n  9th Rifle Division: through 1919-10-19 unless "
                          "attacked\n\n") != std::string::npos);
}

TEST_CASE("orel scenario: bad input is exit 2 with one line") {
    TempFolder folder;
    const auto unknown = cli({"orel", "scenario", "kiev-1920"}, freshHome(folder));
    CHECK(isOneLineError(unknown));
    CHECK(unknown.err.find("no scenario 'kiev-1920' (available: brasovo, historical, hypothetical)") !=
          std::string::npos);
    CHECK(isOneLineError(cli({"orel", "scenario"}, freshHome(folder))));
    CHECK(isOneLineError(cli({"orel", "scenario", "historical", "--units"}, freshHome(folder))));
    const auto help = cli({"orel", "scenario", "--help"}, freshHome(folder));
    CHECK(help.exitCode == 0);
    CHECK(help.out.starts_with("usage: tachanka-cli orel scenario ID [--json]"));
}

TEST_CASE("orel scenario: a broken user override is a one-line error with file:line") {
    // The child inherits this process's XDG_DATA_HOME (set first in its environment).
    tachanka::testing::IsolatedDataHome home;
    std::filesystem::create_directories(home.scenarioOverrides());
    const auto file = home.scenarioOverrides() / "historical.xml";
    tachanka::testing::writeFile(file,
                                 "<scenario id=\"historical\" title=\"Mine\" start=\"1919-10-15\" "
                                 "turns=\"2\">\n  <side name=\"Whites\"/>\n</scenario>\n");
    // Brasovo is based on the historical scenario: the user's copy is the one it reads.
    const auto result = cli({"orel", "scenario", "brasovo"});
    CHECK(isOneLineError(result));
    CHECK(result.err.find(file.string() + ":2:") != std::string::npos);
    CHECK(result.err.find("missing attribute 'edges'") != std::string::npos);
}
