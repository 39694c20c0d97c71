// The recording commands end to end: unit, officers, officer and set, as a club would type
// them, with their JSON and their words for people.

#include <doctest/doctest.h>

#include <algorithm>

#include "app/core/campaign/overrides.hpp"
#include "tests/campaign_records/records_fixture.hpp"
#include "tests/cli/cli.hpp"
#include "tests/support/campaign_dump.hpp"
#include "tests/support/json_value.hpp"

using tachanka::testing::cli;
using tachanka::testing::isOneLineError;
using tachanka::testing::JsonValue;
using tachanka::testing::RecordsCampaign;

TEST_CASE("unit --lose --mode records both in one action and says so in words") {
    RecordsCampaign records;
    const auto file = records.file().string();
    const auto result =
        cli({"unit", file, "1/9D", "--lose", "1", "--mode", "routed", "--reason", "assault"});
    REQUIRE(result.exitCode == 0);
    CHECK(result.out.find("1/9D lost 1 step") != std::string::npos);
    CHECK(result.out.find("1/9D is now routed") != std::string::npos);
    const auto undone = cli({"undo", file});
    CHECK(undone.out.find("1/9D lost 1 step") != std::string::npos);
}

TEST_CASE("unit --capture --json gives the unit's fate and the prisoners taken") {
    RecordsCampaign records;
    const auto file = records.file().string();
    const int steps = records.unit(records.campaign(), "2/9D").stepsRemaining();
    const auto result = cli({"unit", file, "2/9D", "--capture", "--json"});
    REQUIRE(result.exitCode == 0);
    const auto json = JsonValue::parse(result.out);
    CHECK(json["unit"]["fate"].string() == "captured");
    CHECK(json["unit"]["side"].string() == "Reds");
    // The capture, the junior officer taken with his unit, the prisoners.
    CHECK(json["changes"].array().size() == 3);
    CHECK(json["changes"][1].string() == "officer of 2/9D is captured with his unit");
    const auto shown = JsonValue::parse(cli({"show", file, "--json"}).out);
    // 4.1: every captured strength step is one prisoner for the captor.
    CHECK(shown["sides"][0]["name"].string() == "Whites");
    CHECK(shown["sides"][0]["prisoners"].number() == steps);
}

TEST_CASE("officers --json lists every officer with his token") {
    RecordsCampaign records;
    const auto result = cli({"officers", records.file().string(), "--side", "Whites", "--json"});
    REQUIRE(result.exitCode == 0);
    const auto officers = JsonValue::parse(result.out);
    REQUIRE_FALSE(officers.array().empty());
    for (const auto& officer : officers.array()) {
        CHECK(officer["side"].string() == "Whites");
        CHECK(officer["fate"].string() == "serving");
        CHECK(officer["token"].isString());
    }
    const auto table = cli({"officers", records.file().string()});
    CHECK(table.out.starts_with("Id "));
    CHECK(table.out.find("Solodoukhine") != std::string::npos);
}

TEST_CASE("officer --draw --preview, then --keep, keeps the token the player chose") {
    RecordsCampaign records;
    const auto file = records.file().string();
    const std::vector<std::string> draw{
        "officer", file, "--draw", "--side", "Reds", "--formation", "1st Letton Brigade", "--json"};
    auto previewArgs = draw;
    previewArgs.push_back("--preview");
    const auto before = tachanka::testing::campaignDump(records.file());
    const auto preview = JsonValue::parse(cli(previewArgs).out);
    CHECK(tachanka::testing::campaignDump(records.file()) == before);
    auto keepArgs = draw;
    keepArgs.insert(keepArgs.end(), {"--keep", "2"});
    const auto kept = cli(keepArgs);
    REQUIRE(kept.exitCode == 0);
    const auto json = JsonValue::parse(kept.out);
    REQUIRE(json["drawn"].array().size() == 3);  // Latvians draw three per senior officer
    CHECK(json["drawn"][0].string() == preview["drawn"][0].string());
    CHECK(json["drawn"][2].string() == preview["drawn"][2].string());
    CHECK(json["kept"].number() == 2);
    CHECK(json["token"].string() == preview["drawn"][1].string());
}

TEST_CASE("officer --draw for a senior officer without --keep: he \"select[s] one of them\"") {
    RecordsCampaign records;
    const auto file = records.file().string();
    const auto before = tachanka::testing::campaignDump(records.file());
    const auto asked =
        cli({"officer", file, "--draw", "--side", "Reds", "--formation", "1st Letton Brigade"});
    CHECK(isOneLineError(asked));
    CHECK(asked.err.find("selects one: give --keep 1 to 3") != std::string::npos);
    CHECK(asked.err.find("1) ") != std::string::npos);
    CHECK(tachanka::testing::campaignDump(records.file()) == before);
}

TEST_CASE("officer --casualty then --replace promotes a junior who keeps his token") {
    RecordsCampaign records;
    const auto file = records.file().string();
    const auto officers = JsonValue::parse(cli({"officers", file, "--json"}).out);
    std::string seniorId;
    for (const auto& officer : officers.array()) {
        if (officer["name"].string() == "Solodoukhine") {
            seniorId = std::to_string(static_cast<int>(officer["id"].number()));
        }
    }
    REQUIRE_FALSE(seniorId.empty());
    const auto casualty = cli({"officer", file, "--casualty", seniorId, "--fate", "killed"});
    REQUIRE(casualty.exitCode == 0);
    CHECK(casualty.out.find("Solodoukhine is killed") != std::string::npos);
    const auto replaced = cli({"officer", file, "--replace", seniorId, "--json"});
    REQUIRE(replaced.exitCode == 0);
    const auto json = JsonValue::parse(replaced.out);
    CHECK(json["promoted"]["rank"].string() == "senior");
    CHECK(json["promoted"]["formation"].string() == "9th Rifle Division");
    CHECK(json["new_junior"]["rank"].string() == "junior");
}

TEST_CASE("set changes a value with its reason, and undo takes it back") {
    RecordsCampaign records;
    const auto file = records.file().string();
    const auto before = tachanka::testing::campaignDump(records.file());
    const auto result =
        cli({"set", file, "unit", "1/Let", "troop_quality", "2", "--reason", "errata", "--json"});
    REQUIRE(result.exitCode == 0);
    const auto json = JsonValue::parse(result.out);
    CHECK(json["target"].string() == "unit 1/Let");
    CHECK(json["after"].string() == "2");
    CHECK(json["reason"].string() == "errata");
    CHECK(cli({"undo", file}).exitCode == 0);
    CHECK(tachanka::testing::campaignDump(records.file()) == before);
    const auto words = cli({"set", file, "setting", "random-events", "on", "--reason", "club"});
    CHECK(words.out == "setting random-events: value off -> on (club)\n");
}

TEST_CASE("every recording command has help") {
    for (const char* command : {"unit", "officers", "officer", "set"}) {
        CAPTURE(command);
        const auto help = cli({command, "--help"});
        CHECK(help.exitCode == 0);
        CHECK(help.out.starts_with(std::string("usage: tachanka-cli ") + command));
    }
}

TEST_CASE("set --help names every field a GM may set") {
    const auto help = cli({"set", "--help"}).out;
    for (const auto& line : tachanka::core::overridableFields()) {
        CAPTURE(line);
        const auto colon = line.find(": ");
        REQUIRE(colon != std::string::npos);
        CHECK(help.find("  " + line.substr(0, colon) + " ") != std::string::npos);
        for (std::size_t at = colon + 2; at < line.size();) {
            const auto comma = std::min(line.find(", ", at), line.size());
            CHECK(help.find(line.substr(at, comma - at)) != std::string::npos);
            at = comma + 2;
        }
    }
}
