// units, ledger, attrition, victory and show end to end, and every bad input refused with one
// line on stderr and the file left exactly as it was.

#include <doctest/doctest.h>

#include <string>
#include <utility>
#include <vector>

#include "tests/campaign_queries/played_campaign.hpp"
#include "tests/cli/cli.hpp"
#include "tests/support/campaign_dump.hpp"
#include "tests/support/data_home.hpp"
#include "tests/support/json_value.hpp"

using namespace tachanka;
using tachanka::testing::cli;
using tachanka::testing::freshHome;
using tachanka::testing::IsolatedDataHome;
using tachanka::testing::isOneLineError;
using tachanka::testing::JsonValue;
using tachanka::testing::TempFolder;

TEST_CASE("units --json lists a unit's whole state") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = (folder / "c.tachanka").string();
    const auto played = testing::playCampaign(file);
    const auto result = cli({"units", file, "--hex", "0118", "--json"}, freshHome(folder));
    REQUIRE(result.exitCode == 0);
    const auto units = JsonValue::parse(result.out);
    REQUIRE(units.array().size() == 1);
    const auto& unit = units[0];
    CHECK(unit["code"].string() == played.whiteUnit.code);
    CHECK(unit["side"].string() == "Whites");
    CHECK(unit["kind"].string() == "infantry");
    CHECK(unit["steps"].number() == played.whiteUnit.stepsMax);
    CHECK(unit["steps_max"].number() == played.whiteUnit.stepsMax);
    CHECK(unit["troop_quality"].number() == played.whiteUnit.troopQuality);
    CHECK_FALSE(unit["recruits_marker"].boolean());
    CHECK(unit["mode"].string() == "combat");
    CHECK(unit["hex"].string() == "0118");
    CHECK(unit["fate"].string() == "active");
    CHECK(unit["arrival"].isNull());

    const auto pending = cli({"units", file, "--fate", "pending", "--side", "whites", "--kind",
                              "cavalry", "--json"},
                             freshHome(folder));
    REQUIRE(pending.exitCode == 0);
    const auto cavalry = JsonValue::parse(pending.out);
    REQUIRE_FALSE(cavalry.array().empty());
    // Historical scenario: the Black Sea Cavalry Regiment arrives on 18 October.
    CHECK(cavalry[0]["code"].string() == "Cv/MN");
    CHECK(cavalry[0]["arrival"].string() == "1919-10-18");
}

TEST_CASE("units prints a table with −1Q, steps and arrival for people") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = (folder / "c.tachanka").string();
    const auto played = testing::playCampaign(file);
    testing::act(file, [&](db::Journal& journal) {
        journal.set(db::Table::Unit, played.redUnit.id, db::Column::RecruitsMarker,
                    db::Value(std::int64_t{1}), db::LedgerTags::of(tachanka::model::LedgerKind::RecruitsMarker));
    });
    const auto result = cli({"units", file, "--side", "reds"}, freshHome(folder));
    REQUIRE(result.exitCode == 0);
    CHECK(result.out.starts_with("Side "));
    CHECK(result.out.find(std::to_string(played.redUnit.troopQuality) + "−1Q") !=
          std::string::npos);
    CHECK(result.out.find(std::to_string(played.redUnit.stepsMax - 2) + "/" +
                          std::to_string(played.redUnit.stepsMax)) != std::string::npos);
    CHECK(result.out.find("59 units\n") != std::string::npos);  // 61 Red units, 2 lost
}

// READINGS.md: "Counters: values per unit are not in the text"; Tachanka shows users,
// wherever a provisional table is used, that it is provisional.
TEST_CASE("units flags the provisional counter values, in text and in --json") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = (folder / "c.tachanka").string();
    const auto played = testing::playCampaign(file);
    const auto text = cli({"units", file, "--side", "reds"}, freshHome(folder));
    REQUIRE(text.exitCode == 0);
    CHECK(text.out.find(std::to_string(played.redUnit.stepsMax - 2) + "/" +
                        std::to_string(played.redUnit.stepsMax) + "*") != std::string::npos);
    CHECK(text.out.find("* provisional: the rules text gives no counter values") !=
          std::string::npos);
    const auto json = JsonValue::parse(cli({"units", file, "--json"}, freshHome(folder)).out);
    CHECK(json[0]["provisional_values"].boolean());
}

TEST_CASE("ledger --json: newest last, the change with its value types") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = (folder / "c.tachanka").string();
    const auto played = testing::playCampaign(file);
    const auto result = cli({"ledger", file, "--unit", played.whiteUnit.code, "--date",
                             "1919-10-15", "--limit", "2", "--json"},
                            freshHome(folder));
    REQUIRE(result.exitCode == 0);
    const auto rows = JsonValue::parse(result.out);
    REQUIRE(rows.array().size() == 2);
    CHECK(rows[0]["kind"].string() == "step-lost");
    CHECK(rows[0]["side"].string() == "Whites");
    CHECK(rows[0]["amount"].number() == 1);
    CHECK(rows[0]["note"].string() == "combat at Kromy");
    CHECK(rows[0]["field"].string() == "steps_lost");
    CHECK(rows[0]["before"].number() == 0);
    CHECK(rows[0]["after"].number() == 1);
    CHECK(rows[1]["kind"].string() == "moved");
    CHECK(rows[1]["after"].string() == "0118");
    CHECK(rows[1]["officer"].isNull());

    const auto last = cli({"ledger", file, "--limit", "1", "--json"}, freshHome(folder));
    REQUIRE(last.exitCode == 0);
    const auto lastRows = JsonValue::parse(last.out);
    REQUIRE(lastRows.array().size() == 1);
    CHECK(lastRows[0]["kind"].string() == "rp-spent");
    CHECK(lastRows[0]["before"].number() == 4);
    CHECK(lastRows[0]["after"].number() == 2);

    const auto text = cli({"ledger", file, "--kind", "rp-spent"}, freshHome(folder));
    REQUIRE(text.exitCode == 0);
    CHECK(text.out.find("side 1 recruit_points: 4 → 2") != std::string::npos);
}

TEST_CASE("attrition --json sums per day and in total") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = (folder / "c.tachanka").string();
    const auto played = testing::playCampaign(file);
    const auto result = cli({"attrition", file, "--side", "Whites", "--json"}, freshHome(folder));
    REQUIRE(result.exitCode == 0);
    const auto report = JsonValue::parse(result.out);
    CHECK(report["by"].string() == "side");
    REQUIRE(report["turns"].array().size() == 2);
    CHECK(report["turns"][0]["date"].string() == "1919-10-15");
    REQUIRE(report["totals"].array().size() == 1);
    const auto& total = report["totals"][0];
    CHECK(total["steps_lost"].number() == 1);
    CHECK(total["steps_recovered"].number() == 1);
    CHECK(total["prisoners_taken"].number() == played.capturedUnit.stepsRemaining());
    CHECK(total["rp_in"].number() == 4);
    CHECK(total["rp_out"].number() == 2);

    const auto byUnit = cli({"attrition", file, "--by", "unit"}, freshHome(folder));
    REQUIRE(byUnit.exitCode == 0);
    CHECK(byUnit.out.find(played.eliminatedUnit.code) != std::string::npos);
}

TEST_CASE("victory --json says what it assumed and when the game ends") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = (folder / "c.tachanka").string();
    testing::playCampaign(file);
    const auto result = cli({"victory", file, "--json"}, freshHome(folder));
    REQUIRE(result.exitCode == 0);
    const auto status = JsonValue::parse(result.out);
    CHECK(status["last_day"].string() == "1919-10-24");
    CHECK_FALSE(status["over"].boolean());
    CHECK(status["locations"].array().size() == 6);
    CHECK(status["sides"][0]["side"].string() == "Whites");
    CHECK(status["sides"][1]["combat_units_lost"].number() == 2);
    CHECK(status["assumptions"].array().size() == 3);
    const auto text = cli({"victory", file}, freshHome(folder));
    REQUIRE(text.exitCode == 0);
    CHECK(text.out.find("The game ends on 1919-10-24") != std::string::npos);
    CHECK(text.out.find("needs the map") != std::string::npos);
}

// 10.2 "at the end of the game": after the last phase victory says who won, not "not over
// yet".
TEST_CASE("victory after the last phase gives the result") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = (folder / "c.tachanka").string();
    testing::playCampaign(file);
    for (const auto& [field, value] : std::vector<std::pair<std::string, std::string>>{
             {"game_date", "1919-10-24"}, {"active_side_id", "Reds"}, {"phase", "clean-up"}}) {
        REQUIRE(cli({"set", file, "campaign", field, value, "--reason", "test"}, freshHome(folder))
                    .exitCode == 0);
    }
    const auto text = cli({"victory", file}, freshHome(folder));
    REQUIRE(text.exitCode == 0);
    CHECK(text.out.find("Result: ") != std::string::npos);
    CHECK(text.out.find("The game ended on 1919-10-24.") != std::string::npos);
    CHECK(text.out.find("not over yet") == std::string::npos);
    CHECK(text.out.find("If the game ended now") == std::string::npos);
}

TEST_CASE("show adds the day number, last day, officers serving and units pending") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = (folder / "c.tachanka").string();
    testing::playCampaign(file);
    const auto result = cli({"show", file, "--json"}, freshHome(folder));
    REQUIRE(result.exitCode == 0);
    const auto campaign = JsonValue::parse(result.out);
    CHECK(campaign["turn"]["date"].string() == "1919-10-16");
    CHECK(campaign["turn"]["number"].number() == 2);
    CHECK(campaign["last_day"].string() == "1919-10-24");
    const auto& whites = campaign["sides"][0];
    CHECK(whites["name"].string() == "Whites");
    CHECK(whites["recruit_points"].number() == 2);
    CHECK(whites["officers_serving"].number() > 0);
    CHECK(whites["units_pending"].number() > 0);  // Cv/MN arrives on 18 October
    const auto text = cli({"show", file}, freshHome(folder));
    CHECK(text.out.find("day       2 of 10 (the game ends on 1919-10-24)") != std::string::npos);
}

TEST_CASE("bad query input: exit 2, one line on stderr, file unchanged") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = (folder / "c.tachanka").string();
    testing::playCampaign(file);
    const auto before = testing::campaignDump(file);
    const std::vector<std::vector<std::string>> cases{
        {"units", file, "--side", "greens"},
        {"units", file, "--formation", "Nowhere Brigade"},
        {"units", file, "--kind", "dragon"},
        {"units", file, "--fate", "missing"},
        {"units", file, "--mode", "asleep"},
        {"units", file, "--hex", "zz"},
        {"units", file, "--colour", "red"},
        {"units", (folder / "none.tachanka").string()},
        {"ledger", file, "--unit", "NOPE"},
        {"ledger", file, "--date", "yesterday"},
        {"ledger", file, "--limit", "0"},
        {"ledger", file, "--action", "x"},
        {"attrition", file, "--by", "regiment"},
        {"attrition", file, "--side", "greens"},
        {"victory"},
        {"victory", file, "extra"},
    };
    for (const auto& arguments : cases) {
        CAPTURE(arguments[1]);
        CAPTURE(arguments.size() > 2 ? arguments[2] : std::string());
        const auto result = cli(arguments, freshHome(folder));
        CHECK(isOneLineError(result));
    }
    CHECK(testing::campaignDump(file) == before);
}

TEST_CASE("supply --json lists each depot with its hex, status, munitions and capacity") {
    TempFolder folder;
    const auto file = testing::historicalCampaign(folder);
    const auto result = cli({"supply", file, "--json"}, freshHome(folder));
    REQUIRE(result.exitCode == 0);
    const auto supply = JsonValue::parse(result.out);
    CHECK_FALSE(supply["terrain_painted"].boolean());
    const auto depotAt = [&](const std::string& hex) {
        for (const auto& depot : supply["depots"].array()) {
            if (depot["hex"].string() == hex) return depot;
        }
        FAIL("no depot at " << hex);
        return supply;
    };
    // The historical setup: a Red convoy of 4 munitions at 2901, which 3.2 A's exception makes
    // functional ("a convoy is functional if it can trace a supply line of 3 MP length to the
    // hexes 0118 and 2701").
    const auto redConvoy = depotAt("2901");
    CHECK(redConvoy["side"].string() == "Reds");
    CHECK(redConvoy["kind"].string() == "convoy");
    CHECK(redConvoy["functional"].boolean());
    CHECK(redConvoy["munitions"].number() == 4.0);
    CHECK(redConvoy["capacity"].number() == 4.0);
    CHECK(redConvoy["reason"].string().find("3.2 A") != std::string::npos);
    // The Whites' railroad depot in Orël: no railroad painted yet links it to their edge.
    const auto orel = depotAt("2705");
    CHECK(orel["kind"].string() == "railroad");
    CHECK_FALSE(orel["functional"].boolean());
    CHECK(orel["munitions"].number() == 5.0);

    const auto reds = JsonValue::parse(cli({"supply", file, "--side", "reds", "--json"}).out);
    for (const auto& depot : reds["depots"].array()) CHECK(depot["side"].string() == "Reds");
    const auto text = cli({"supply", file});
    REQUIRE(text.exitCode == 0);
    CHECK(text.out.find("not painted") != std::string::npos);
    CHECK(isOneLineError(cli({"supply", file, "--side", "Greens"})));
}
