// tachanka-cli orel ... operational look-ups, end to end: JSON output, human output, help and
// one-line errors.

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "app/core/orel/orel_combat_service.hpp"
#include "tests/cli/cli.hpp"
#include "tests/cli/cli_json.hpp"
#include "tests/support/data_home.hpp"
#include "tests/support/json_value.hpp"

using tachanka::testing::cli;
using tachanka::testing::cliJson;
using tachanka::testing::isOneLineError;
using tachanka::testing::JsonValue;

TEST_CASE("orel hex-distance A B --json gives {\"distance\": N}") {
    CHECK(cliJson({"orel", "hex-distance", "2705", "2604", "--json"})["distance"].number() == 1);
    CHECK(cliJson({"orel", "hex-distance", "2902", "2801", "--json"})["distance"].number() == 1);
    CHECK(cliJson({"orel", "hex-distance", "0101", "0603", "--json"})["distance"].number() == 5);
    CHECK(cli({"orel", "hex-distance", "2705", "2705"}).out == "0\n");
}

TEST_CASE("orel hex-distance refuses a bad hex in one line") {
    const auto result = cli({"orel", "hex-distance", "27x5", "2110"});
    CHECK(isOneLineError(result));
    CHECK(result.err.find("27x5") != std::string::npos);
    CHECK(isOneLineError(cli({"orel", "hex-distance", "2705"})));
}

// The map's numbered extent: a hex past column 32 or row 20 is no hex of the game.
TEST_CASE("orel hex-distance refuses a hex off the map") {
    const auto result = cli({"orel", "hex-distance", "2705", "9999"});
    CHECK(result.exitCode == 2);
    CHECK(isOneLineError(result));
    CHECK(result.err.find("not 9999") != std::string::npos);
    CHECK(result.out.empty());
}

TEST_CASE("orel hex-neighbours lists the hexes on the map around a hex") {
    const auto orel = cliJson({"orel", "hex-neighbours", "2705", "--json"});
    CHECK(orel["hex"].string() == "2705");
    CHECK(orel["neighbours"].array().size() == 6);
    const auto corner = cliJson({"orel", "hex-neighbours", "0101", "--json"});
    CHECK(corner["neighbours"].array().size() == 2);  // 0102 and 0201: the rest is off the map
    CHECK(isOneLineError(cli({"orel", "hex-neighbours", "9999"})));
}

TEST_CASE("orel events --side whites --roll 37 finds Brewery, flagged provisional") {
    const auto event = cliJson({"orel", "events", "--side", "whites", "--roll", "37", "--json"});
    CHECK(event["title"].string() == "Brewery");
    CHECK(event["kind"].string() == "suffered");
    CHECK(event["range"][0].number() == 32);
    CHECK(event["range"][1].number() == 40);
    CHECK(event["formation_chosen_by"].string() == "opponent");
    CHECK(event["provisional"].boolean());
    const auto none = cliJson({"orel", "events", "--side", "reds", "--roll", "99", "--json"});
    CHECK(none["event"].string() == "no-event");
    CHECK(isOneLineError(cli({"orel", "events", "--side", "greens", "--roll", "3"})));
    const auto dice = cliJson({"orel", "events", "--side", "whites", "--dice", "3,7", "--json"});
    CHECK(dice["roll"].number() == 37);
    CHECK(dice["title"].string() == "Brewery");
    CHECK(
        cliJson({"orel", "events", "--side", "whites", "--dice", "0,0", "--json"})["roll"].number() ==
        100);
    CHECK(isOneLineError(cli({"orel", "events", "--side", "whites", "--dice", "3"})));
    CHECK(isOneLineError(cli({"orel", "events", "--side", "whites", "--dice", "3,x"})));
    CHECK(isOneLineError(cli({"orel", "events", "--side", "whites", "--dice", "3,11"})));
    CHECK(isOneLineError(cli({"orel", "events", "--side", "whites"})));
    CHECK(isOneLineError(cli({"orel", "events", "--side", "reds", "--roll", "101"})));
    CHECK(cli({"orel", "events", "--side", "reds", "--roll", "58"}).out.find("Fiery Speech") !=
          std::string::npos);
}

TEST_CASE("orel recruit-income: the cap of 12 and the Orël bonus") {
    const auto income = cliJson({"orel", "recruit-income", "--side", "reds", "--points", "3", "--orel",
                              "--saved", "10", "--json"});
    CHECK(income["from_track"].number() == 3);
    CHECK(income["orel_bonus"].number() == 1);
    CHECK(income["received"].number() == 2);
    CHECK(income["lost"].number() == 2);
    CHECK(income["saved"].number() == 12);
    CHECK_FALSE(income["provisional"].boolean());
    CHECK(cliJson({"orel", "recruit-income", "--side", "reds", "--points", "2", "--event-loss", "1",
                "--json"})["received"]
              .number() == 1);
    const auto brasovo = cliJson({"orel", "recruit-income", "--side", "whites", "--date", "1919-10-15",
                               "--scenario", "brasovo", "--json"});
    CHECK(brasovo["provisional"].boolean());
    // 10.1: half of the Whites' 1 RP a day, rounded each day by 1.2 ("3.5 = 4"): 1, then 1.
    CHECK(brasovo["from_track"].number() == 1);
    CHECK(cliJson({"orel", "recruit-income", "--side", "whites", "--date", "1919-10-16",
                "--scenario", "brasovo", "--json"})["from_track"]
              .number() == 1);
    CHECK(isOneLineError(cli({"orel", "recruit-income", "--side", "reds"})));
    CHECK(
        isOneLineError(cli({"orel", "recruit-income", "--side", "reds", "--date", "1920-01-01"})));
}

TEST_CASE("orel prisoners: 3 prisoners for 1 recruit point") {
    const auto result = cliJson({"orel", "prisoners", "--prisoners", "7", "--groups", "2", "--json"});
    CHECK(result["received"].number() == 2);
    CHECK(result["prisoners_left"].number() == 1);
    const auto refused = cli({"orel", "prisoners", "--prisoners", "2"});
    CHECK(isOneLineError(refused));
    CHECK(refused.err.find("3 prisoners") != std::string::npos);
}

TEST_CASE("orel move-cost and action-cost") {
    const auto clear = cliJson({"orel", "move-cost", "--unit", "infantry", "--json"});
    CHECK(clear["cost"].number() == 1);
    CHECK(clear["provisional"].boolean());
    CHECK(
        cliJson({"orel", "move-cost", "--unit", "tank", "--terrain", "forest", "--json"})["prohibited"]
            .boolean());
    CHECK(isOneLineError(cli({"orel", "move-cost", "--unit", "zeppelin"})));
    CHECK(cliJson({"orel", "move-cost", "--unit", "infantry", "--from-zoc", "--json"})["cost"]
              .number() == 2);
    CHECK(cliJson({"orel", "move-cost", "--unit", "infantry", "--from-zoc", "--into-zoc",
                "--allowance", "4", "--json"})["cost"]
              .number() == 3);
    CHECK(cliJson({"orel", "move-cost", "--unit", "cavalry", "--from-zoc", "--into-zoc", "--allowance",
                "6", "--json"})["cost"]
              .number() == 3);
    CHECK(cliJson({"orel", "move-cost", "--unit", "armoured-train", "--railroad", "--from-zoc",
                "--into-zoc", "--allowance", "0", "--json"})["must_stop"]
              .boolean());
    CHECK(isOneLineError(
        cli({"orel", "move-cost", "--unit", "infantry", "--from-zoc", "--into-zoc"})));
    CHECK(cliJson({"orel", "action-cost", "--side", "reds", "--unit", "infantry", "--action",
                "prepared-attack", "--json"})["cost"]
              .number() == 3);
    CHECK(cliJson({"orel", "action-cost", "--side", "reds", "--unit", "infantry", "--action",
                "prepared-attack", "--shock", "--json"})["cost"]
              .number() == 2);
    CHECK(cliJson({"orel", "action-cost", "--side", "whites", "--unit", "infantry", "--action",
                "prepared-attack", "--json"})["cost"]
              .number() == 2);
    CHECK(cliJson({"orel", "action-cost", "--side", "whites", "--unit", "infantry", "--action",
                "entrench", "--json"})["all_mp"]
              .boolean());
    CHECK(isOneLineError(cli(
        {"orel", "action-cost", "--side", "reds", "--unit", "cavalry", "--action", "barrage"})));
}

TEST_CASE("orel next-phase: the Red clean-up leads to the next day's White depot check") {
    const auto next = cliJson({"orel", "next-phase", "--date", "1919-10-15", "--side", "reds",
                            "--phase", "clean-up", "--json"});
    CHECK(next["date"].string() == "1919-10-16");
    CHECK(next["side"].string() == "whites");
    CHECK(next["phase"].string() == "depots");
    CHECK_FALSE(next["automatic"].array().empty());
    CHECK(isOneLineError(
        cli({"orel", "next-phase", "--date", "1919-10-15", "--side", "reds", "--phase", "lunch"})));
}

TEST_CASE("orel operations commands have help starting with their usage") {
    for (const char* command : {"hex-distance", "hex-neighbours", "move-cost", "action-cost",
                                "recruit-income", "prisoners", "events", "next-phase", "recover",
                                "battalion", "munitions", "victory", "situation"}) {
        const auto result = cli({"orel", command, "--help"});
        CHECK(result.exitCode == 0);
        CHECK(result.out.rfind(std::string("usage: tachanka-cli orel ") + command, 0) == 0);
    }
}

TEST_CASE("a user's override of the operations tables is used, and its errors name file:line") {
    const tachanka::testing::IsolatedDataHome home;
    const auto rules = home.path() / "tachanka" / "templates" / "rules";
    std::filesystem::create_directories(rules);
    std::ifstream shipped(TACHANKA_SOURCE_DIR "/templates/rules/orel-1919.xml");
    std::string text{std::istreambuf_iterator<char>(shipped), {}};
    const std::string cap = R"(saved-maximum="12")";
    text.replace(text.find(cap), cap.size(), R"(saved-maximum="20")");
    std::ofstream(rules / "orel-1919.xml") << text;
    const auto result = cli(
        {"orel", "recruit-income", "--side", "reds", "--points", "5", "--saved", "12", "--json"});
    REQUIRE(result.exitCode == 0);
    CHECK(JsonValue::parse(result.out)["saved"].number() == 17);
    std::ofstream(rules / "orel-1919.xml")
        << "<orel-1919>\n  <oops/>\n</orel-1919>\n";
    const auto broken = cli({"orel", "events", "--side", "reds", "--roll", "5"});
    CHECK(isOneLineError(broken));
    CHECK(broken.err.find("orel-1919.xml:2") != std::string::npos);
}

TEST_CASE("a user's orel-1919.xml changes both halves of the one Terrain Effects Table") {
    const tachanka::testing::IsolatedDataHome home;
    const auto rules = home.path() / "tachanka" / "templates" / "rules";
    std::filesystem::create_directories(rules);
    std::ifstream shipped(TACHANKA_SOURCE_DIR "/templates/rules/orel-1919.xml");
    std::string text{std::istreambuf_iterator<char>(shipped), {}};
    const std::string forest = R"(<terrain name="forest"       infantry="2")";
    text.replace(text.find(forest), forest.size(), R"(<terrain name="forest"       infantry="4")");
    const std::string cohesion = R"(charge="false" cohesion="-1" assault="-1"/>)";
    text.replace(text.find(cohesion, text.find(R"(name="forest")")), cohesion.size(),
                 R"(charge="false" cohesion="-3" assault="-1"/>)");
    const std::string assault = R"(<row roll="9" attacker="1" defender="1")";
    text.replace(text.find(assault), assault.size(), R"(<row roll="9" attacker="2" defender="1")");
    std::ofstream(rules / "orel-1919.xml") << text;

    CHECK(cliJson({"orel", "move-cost", "--unit", "infantry", "--terrain", "forest", "--json"})
              ["cost"].number() == 4);
    CHECK(cliJson({"orel", "assault", "--roll", "9", "--json"})["text"].string() == "2/1* (m-2)");
    CHECK(tachanka::core::loadOrelCombatTables().terrainNamed("forest").cohesion == -3);
}

TEST_CASE("orel move-cost takes Orël's suburbs and centre by the Terrain Effects Table's names") {
    for (const char* name : {"orel", "orel-suburbs", "orel-centre"}) {
        CAPTURE(name);
        CHECK(cliJson({"orel", "move-cost", "--unit", "cavalry", "--terrain", name, "--json"})["cost"]
                  .number() ==
              cliJson({"orel", "move-cost", "--unit", "cavalry", "--terrain", "orel", "--json"})
                  ["cost"].number());
    }
}

TEST_CASE("orel recover: steps back for RP, the Recruits -1Q marker, refusals in one line") {
    const auto full = cliJson({"orel", "recover", "--side", "whites", "--steps", "1", "--original",
                            "3", "--tq", "4", "--points", "2", "--saved", "5", "--json"});
    CHECK(full["steps"].number() == 3);
    CHECK(full["saved"].number() == 3);
    CHECK(full["recruits_marker_placed"].boolean());
    CHECK(full["tq"].number() == 3);
    const auto artillery = cli({"orel", "recover", "--side", "reds", "--unit", "artillery",
                                "--steps", "1", "--original", "2", "--tq", "5", "--saved", "5"});
    CHECK(isOneLineError(artillery));
    CHECK(artillery.err.find("artillery") != std::string::npos);
    CHECK(isOneLineError(cli({"orel", "recover", "--side", "reds", "--steps", "1", "--original",
                              "2", "--tq", "5", "--saved", "5", "--out-of-range"})));
    CHECK(isOneLineError(cli({"orel", "recover", "--side", "reds", "--steps", "3", "--original",
                              "2", "--tq", "5", "--saved", "5"})));
}

TEST_CASE("orel battalion: 2 RP each, 4 Reds and 3 Whites at most") {
    const auto built = cliJson({"orel", "battalion", "--side", "reds", "--saved", "4", "--on-map", "3",
                             "--edge", "--json"});
    CHECK(built["saved"].number() == 2);
    CHECK(built["battalions_on_map"].number() == 4);
    const auto limit = cli(
        {"orel", "battalion", "--side", "whites", "--saved", "4", "--on-map", "3", "--station"});
    CHECK(isOneLineError(limit));
    CHECK(limit.err.find("limit is 3") != std::string::npos);
    CHECK(isOneLineError(cli({"orel", "battalion", "--side", "reds", "--saved", "4"})));
}

TEST_CASE("orel munitions: prepared 2, hasty 1, barrage 1 per artillery unit") {
    const auto prepared =
        cliJson({"orel", "munitions", "--type", "prepared", "--depot", "5", "--json"});
    CHECK(prepared["supplied"].boolean());
    CHECK(prepared["cost"].number() == 2);
    CHECK(prepared["depot_left"].number() == 3);
    CHECK(
        cliJson({"orel", "munitions", "--type", "hasty", "--depot", "5", "--json"})["cost"].number() ==
        1);
    const auto barrage = cliJson(
        {"orel", "munitions", "--type", "barrage", "--artillery", "3", "--depot", "2", "--json"});
    CHECK_FALSE(barrage["supplied"].boolean());
    CHECK(barrage["depot_left"].number() == 2);
    CHECK(isOneLineError(cli({"orel", "munitions", "--type", "charge", "--depot", "2"})));
}

TEST_CASE("orel victory: levels, loss shifts and the winner") {
    const auto result =
        cliJson({"orel", "victory", "--whites", "Orël,Kromy,Dmitrovsk", "--double-track-clear",
              "--white-losses", "10", "--reds", "Sevsk", "--json"});
    CHECK(result["whites"]["earned"].string() == "strategic");
    CHECK(result["whites"]["shift"].number() == 1);
    CHECK(result["whites"]["level"].string() == "regional");
    CHECK(result["reds"]["level"].string() == "defeat");
    CHECK(result["winner"].string() == "whites");
    const auto draw = cliJson({"orel", "victory", "--json"});
    CHECK(draw["winner"].string() == "draw");
    CHECK(cliJson({"orel", "victory", "--whites", "orel", "--double-track-clear",
                "--json"})["whites"]["level"]
              .string() == "regional");
    CHECK(isOneLineError(cli({"orel", "victory", "--whites", "Moscow"})));
    CHECK(isOneLineError(cli({"orel", "victory", "--whites", "Kromy", "--reds", "Kromy"})));
}

TEST_CASE("orel victory --scenario: the scenario's own locations and levels") {
    const auto brasovo = cliJson({"orel", "victory", "--scenario", "brasovo", "--whites",
                               "Brasovo,Sevsk", "--json"});
    CHECK(brasovo["whites"]["level"].string() == "victory");
    CHECK(brasovo["reds"]["level"].string() == "defeat");
    CHECK(brasovo["winner"].string() == "whites");
    CHECK(cliJson({"orel", "victory", "--scenario", "brasovo", "--whites", "Brasovo",
                "--json"})["winner"]
              .string() == "reds");
    // Kromy is a victory location of 10.2, not of 10.1.
    CHECK(isOneLineError(cli({"orel", "victory", "--scenario", "brasovo", "--whites", "Kromy"})));
    CHECK(isOneLineError(cli({"orel", "victory", "--scenario", "moscow"})));
    CHECK(cliJson({"orel", "victory", "--scenario", "hypothetical", "--whites", "Kromy",
                "--json"})["whites"]["level"]
              .string() == "minor");
}
