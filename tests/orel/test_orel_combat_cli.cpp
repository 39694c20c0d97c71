// tachanka-cli orel ... combat commands end to end: the real binary, --json parsed strictly.

#include <doctest/doctest.h>

#include "tests/cli/cli.hpp"
#include "tests/support/json_value.hpp"
#include "tests/support/temp_folder.hpp"

using tachanka::testing::cli;
using tachanka::testing::isOneLineError;
using tachanka::testing::JsonValue;
using tachanka::testing::TempFolder;
using tachanka::testing::writeFile;

namespace {

const std::string example =
    std::string(TACHANKA_SOURCE_DIR) + "/templates/examples/extended-combat-example.json";

}  // namespace

TEST_CASE("orel predominant-tq: 6, 6 and 3 give 5") {
    const auto result = cli({"orel", "predominant-tq", "--units", "6:1,6:1,3:1", "--json"});
    REQUIRE(result.exitCode == 0);
    CHECK(JsonValue::parse(result.out)["predominant_tq"].number() == 5);
}

TEST_CASE("orel ratio 17/11: 1.5, no cohesion modifier, +1 to the assault") {
    const auto result = cli({"orel", "ratio", "--attacker", "17", "--defender", "11", "--json"});
    REQUIRE(result.exitCode == 0);
    const auto json = JsonValue::parse(result.out);
    CHECK(json["ratio"].number() == 1.5);
    CHECK(json["cohesion_modifier_attacker"].number() == 0);
    CHECK(json["cohesion_modifier_defender"].number() == 0);
    CHECK(json["assault_modifier"].number() == 1);
    CHECK(json["provisional"].boolean());
}

TEST_CASE("orel ratio 26/13: 2:1 gives -1 to the attacker's and +1 to the defender's check") {
    const auto json = JsonValue::parse(
        cli({"orel", "ratio", "--attacker", "26", "--defender", "13", "--json"}).out);
    CHECK(json["cohesion_modifier_attacker"].number() == -1);
    CHECK(json["cohesion_modifier_defender"].number() == 1);
}

TEST_CASE("orel cohesion, assault and barrage look-ups") {
    auto json =
        JsonValue::parse(cli({"orel", "cohesion", "--roll", "6", "--tq", "5", "--json"}).out);
    CHECK(json["result"].string() == "disorganized");
    json = JsonValue::parse(
        cli({"orel", "cohesion", "--roll", "1", "--tq", "2", "--modifier", "4", "--json"}).out);
    CHECK(json["result"].string() == "passed");  // a natural 1
    json = JsonValue::parse(cli({"orel", "assault", "--roll", "9", "--json"}).out);
    CHECK(json["text"].string() == "1/1* (m-2)");
    CHECK(json["loser"].string() == "defender");
    json = JsonValue::parse(
        cli({"orel", "barrage", "--roll", "7", "--fire", "3", "--modifier", "2", "--json"}).out);
    CHECK(json["total"].number() == 12);
    const auto text = cli({"orel", "cohesion", "--roll", "6", "--tq", "5"});
    CHECK(text.out.find("provisional") != std::string::npos);
}

TEST_CASE("orel combat reproduces the Extended Combat Example with its dice") {
    const auto result =
        cli({"orel", "combat", "--input", example, "--dice", "4,4,6,4,6,4", "--json"});
    REQUIRE(result.exitCode == 0);
    const auto json = JsonValue::parse(result.out);
    CHECK(json["attacker_strength"].number() == 17);
    CHECK(json["defender_strength"].number() == 13);
    CHECK(json["assault"]["ratio"].number() == 1.5);
    CHECK(json["assault"]["modifier"].number() == -1);
    CHECK(json["assault"]["roll"].number() == 10);
    CHECK(json["assault"]["text"].string() == "2/2* (m-2)");
    CHECK(json["hex_cleared"].boolean());
    CHECK(json["dice"].array().size() == 6);
    for (const auto& unit : json["units"].array()) {
        if (unit["side"].string() == "defender") {
            CHECK(unit["retreat_hexes"].number() == 1);
            CHECK(unit["mode"].string() == "march");
        } else {
            CHECK(unit["advanced"].boolean());
        }
    }
}

// The Extended Combat Example rolls six dice; a seventh typed die is a misread roll, refused.
TEST_CASE("orel combat refuses surplus typed dice") {
    const auto result = cli({"orel", "combat", "--input", example, "--dice", "4,4,6,4,6,4,3"});
    CHECK(isOneLineError(result));
    CHECK(result.err.find("took 6 dice, but 7 were given") != std::string::npos);
    CHECK(result.out.empty());
}

TEST_CASE("orel combat with a seed is replayable") {
    const auto first = cli({"orel", "combat", "--input", example, "--seed", "7", "--json"});
    const auto second = cli({"orel", "combat", "--input", example, "--seed", "7", "--json"});
    REQUIRE(first.exitCode == 0);
    CHECK(first.out == second.out);
}

TEST_CASE("orel odds: exact chances that add up to 1") {
    TempFolder folder;
    writeFile(folder / "duel.json", R"({"assault": false,
      "attackers": [{"code": "A", "kind": "infantry", "steps": 3, "tq": 5, "strength": 6}],
      "defenders": [{"code": "D", "kind": "infantry", "steps": 3, "tq": 3, "strength": 6}]})");
    const auto result = cli({"orel", "odds", "--input", (folder / "duel.json").string(), "--json"});
    REQUIRE(result.exitCode == 0);
    const auto json = JsonValue::parse(result.out);
    const auto& attacker = json["cohesion"][0];
    CHECK(attacker["unit"].string() == "A");
    CHECK(attacker["results"][0]["result"].string() == "passed");
    CHECK(attacker["results"][0]["fraction"].string() == "5/6");
    CHECK(json["assault"][0]["result"].string() == "no assault");
}

TEST_CASE("orel auto: the Extended Combat Example's shares, repeatable from their seed") {
    const std::vector<std::string> words{"orel", "auto", "--input", example, "--runs", "2000",
                                         "--seed", "19", "--json"};
    const auto first = cli(words);
    REQUIRE(first.exitCode == 0);
    CHECK(cli(words).out == first.out);
    const auto json = JsonValue::parse(first.out);
    CHECK(json["runs"].number() == 2000);
    CHECK(json["seed"].string() == "19");
    CHECK(json["cohesion"][0]["unit"].string() == "Inf A");
    double hexShares = 0;
    for (const auto* hex : {&json["hex"][0], &json["hex"][1]}) {
        const auto& interval = (*hex)["share_interval"];
        CHECK(interval[0].number() <= (*hex)["share"].number());
        CHECK((*hex)["share"].number() <= interval[1].number());
        hexShares += (*hex)["share"].number();
    }
    CHECK(hexShares == doctest::Approx(1.0));
    const auto text = cli({"orel", "auto", "--input", example, "--runs", "500", "--seed", "3"});
    REQUIRE(text.exitCode == 0);
    CHECK(text.out.find("500 combats resolved with seed 3") != std::string::npos);
    CHECK(text.out.find("95% interval") != std::string::npos);
    const auto refused = cli({"orel", "auto", "--input", example, "--runs", "0"});
    CHECK(refused.exitCode != 0);
    CHECK(isOneLineError(refused));
}

TEST_CASE("orel combat: bad input is one line saying what and where") {
    TempFolder folder;
    writeFile(folder / "broken.json", "{\"attackers\": [\n  {\"code\": \"A\",}\n]}");
    auto result = cli({"orel", "combat", "--input", (folder / "broken.json").string()});
    CHECK(isOneLineError(result));
    CHECK(result.err.find("line 2") != std::string::npos);
    writeFile(folder / "typo.json",
              R"({"attackers": [{"code": "A", "kind": "infantry", "steps": 3, "tq": 5,
                  "strenght": 6}], "defenders": []})");
    result = cli({"orel", "combat", "--input", (folder / "typo.json").string()});
    CHECK(isOneLineError(result));
    CHECK(result.err.find("attackers[0].strenght is not a known key") != std::string::npos);
    result = cli({"orel", "combat", "--input", example, "--dice", "4,4"});
    CHECK(isOneLineError(result));
    result = cli({"orel", "combat", "--input", (folder / "missing.json").string()});
    CHECK(isOneLineError(result));
    result = cli({"orel", "predominant-tq", "--units", "6-1"});
    CHECK(isOneLineError(result));
    result = cli({"orel", "cohesion", "--roll", "7", "--tq", "5"});
    CHECK(isOneLineError(result));
}

TEST_CASE("orel combat --help documents the input format") {
    const auto result = cli({"orel", "combat", "--help"});
    CHECK(result.exitCode == 0);
    CHECK(result.out.rfind("usage: tachanka-cli orel combat", 0) == 0);
    CHECK(result.out.find("\"defender_loss_order\"") != std::string::npos);
}

TEST_CASE("orel combat prints every step, every check and each unit's fate for people") {
    const auto result = cli({"orel", "combat", "--input", example, "--dice", "4,4,6,4,6,4"});
    REQUIRE(result.exitCode == 0);
    CHECK(result.out.find("assault roll 10 modified by -1: 1/1* (m-2)") != std::string::npos);
    CHECK(result.out.find("the smaller side has 8 steps: 2/2* (m-2)") != std::string::npos);
    CHECK(result.out.find("retreated 1") != std::string::npos);
    CHECK(result.out.find("provisional chart") != std::string::npos);
}
