// `tachanka-cli battle ...` end to end, as the issue names its commands and JSON keys: the
// Extended Combat Example planned, weighed, resolved with the text's dice and applied, then
// the ledger's rows for the battle; bad input is one line and leaves the file as it was.

#include <doctest/doctest.h>

#include <algorithm>
#include <map>

#include "tests/battles/battle_campaign.hpp"
#include "tests/cli/cli_json.hpp"
#include "tests/support/campaign_dump.hpp"

using namespace tachanka;
using namespace tachanka::testing;

namespace {

std::vector<std::string> codes(const JsonValue& list) {
    std::vector<std::string> found;
    for (const auto& item : list.array()) found.push_back(item.string());
    return found;
}

std::string planExample(const ExampleCampaign& example) {
    const auto planned = cliJson({"battle", "plan", example.file().string(), "--attackers",
                                  "1/9D,2/9D,Cv/9D", "--hex", "1005", "--support", "Art/9D",
                                  "--loss-order", "1/9D,2/9D,Cv/9D,1/1K,2/1K,Cv/1K", "--json"});
    return std::to_string(static_cast<int>(planned["id"].number()));
}

}  // namespace

TEST_CASE("battle plan, odds, resolve, show, apply and ledger --battle from the command line") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto id = planExample(example);

    const auto odds = cliJson({"battle", "odds", file, id, "--json"});
    double total = 0;
    bool textResult = false;
    for (const auto& outcome : odds["outcomes"].array()) {
        total += outcome["probability"].number();
        textResult = textResult || (outcome["attacker_steps_lost"].number() == 2 &&
                                    outcome["defender_steps_lost"].number() == 2 &&
                                    outcome["defender_fate"].string() == "retreats");
    }
    CHECK(total == doctest::Approx(1.0));
    CHECK(textResult);
    CHECK(odds["provisional"].boolean());

    // The text's dice: the support's coordination and both cohesion checks, then the attacker
    // presses the assault (8.8) and the assault's 2d6 and morale check follow.
    const auto stopped = cli({"battle", "resolve", file, id, "--dice", "4,4,6", "--json"});
    REQUIRE_MESSAGE(stopped.exitCode == 0, stopped.err);
    CHECK(JsonValue::parse(stopped.out)["awaiting"].string() == "assault");
    const auto asked =
        cli({"battle", "decide", file, id, "--assault", "yes", "--dice", "4,6,4", "--json"});
    REQUIRE_MESSAGE(asked.exitCode == 0, asked.err);
    // The Whites retreat: 8.5.1 leaves them two hexes, and they are asked which.
    const auto retreat = exampleHexes().retreat.label();
    const auto question = JsonValue::parse(asked.out)["question"];
    CHECK(JsonValue::parse(asked.out)["awaiting"].string() == "retreat");
    CHECK(question["units"].array()[0].string() == "1/1K");
    CHECK(question["answers"].array().size() == 2);
    const auto retreated = cli({"battle", "decide", file, id, "--retreat", "1/1K=" + retreat});
    CHECK(retreated.out.find("awaiting advance: the Reds decide which of 1/9D, 2/9D and Cv/9D "
                             "enter hex 1005; at least one combat unit must (8.8.3)") !=
          std::string::npos);
    // The text's Reds all occupy the hex.
    const auto resolved =
        cli({"battle", "decide", file, id, "--advance", "1/9D,2/9D,Cv/9D"});
    CHECK(resolved.exitCode == 0);
    CHECK(resolved.out.find("attacker loses 2 steps, defender loses 2 steps and retreats") !=
          std::string::npos);

    const auto shown = cliJson({"battle", "show", file, id, "--json"});
    CHECK(shown["id"].number() == std::stod(id));
    CHECK(shown["state"].string() == "resolved");
    CHECK(shown["system"].string() == "orel-1919");
    CHECK(shown["date"].string() == "1919-10-15");
    CHECK(shown["hex"].string() == "1005");
    CHECK(codes(shown["attackers"]) == std::vector<std::string>{"1/9D", "2/9D", "Cv/9D"});
    CHECK(codes(shown["defenders"]) == std::vector<std::string>{"1/1K", "2/1K", "Cv/1K"});
    const auto& events = shown["events"].array();
    REQUIRE(events.size() == 5);
    CHECK(events[3]["purpose"].string() == "assault");
    CHECK(events[3]["dice"].array().size() == 2);
    CHECK(events[3]["dice"][1].number() == 6);
    CHECK(events[2]["table_cell"].string().find("2/1K: 6 vs TQ 5 → disorganized") !=
          std::string::npos);
    for (const auto& effect : shown["effects"].array()) {
        if (effect["unit"].string() == "1/1K") {
            CHECK(effect["steps_lost"].number() == 1);
            CHECK(effect["mode"].string() == "march");
            CHECK(effect["fate"].string() == "active");
            CHECK(effect["prisoners"].number() == 0);
        }
    }

    const auto preview = cli({"battle", "apply", file, id, "--retreat-to", retreat, "--preview"});
    CHECK(preview.exitCode == 0);
    CHECK(cliJson({"battle", "show", file, id, "--json"})["state"].string() == "resolved");
    const auto applied = cli({"battle", "apply", file, id, "--retreat-to", retreat});
    CHECK(applied.exitCode == 0);
    CHECK(applied.out == preview.out + "battle " + id + " applied\n");

    const auto listed = cliJson({"battle", "list", file, "--date", "1919-10-15", "--json"});
    REQUIRE(listed.array().size() == 1);
    CHECK(listed[0]["state"].string() == "applied");

    const auto rows = cliJson({"ledger", file, "--battle", id, "--json"});
    int stepsLost = 0;
    for (const auto& row : rows.array()) {
        CHECK(row["battle"].number() == std::stod(id));
        if (row["kind"].string() == "step-lost") stepsLost += static_cast<int>(row["amount"].number());
    }
    CHECK(stepsLost == 4);
    // The plan's rows name their unit and its part, and count nothing, so no "0" is listed.
    std::map<std::string, std::string> parts;
    for (const auto& row : rows.array()) {
        if (row["kind"].string() == "battle-unit") {
            parts[row["unit"].string()] = row["note"].string();
        }
    }
    CHECK(parts["1/9D"] == "1/9D as attacker");
    CHECK(parts["Cv/9D"] == "Cv/9D as attacker");
    CHECK(parts["2/1K"] == "2/1K as defender");
    const auto listedRows = cli({"ledger", file, "--battle", id, "--kind", "battle-unit"});
    CHECK(listedRows.out.find("1/9D as attacker") != std::string::npos);
    CHECK(listedRows.out.find(" 0 ") == std::string::npos);
    // Issue 52: the resolution's rows were listed with no reason. Each says what it records,
    // the units' under their unit: 1/1K lost a step and ended in March mode (its effect above;
    // a column left as it was is no ledger row).
    std::vector<std::string> effectNotes;
    for (const auto& row : rows.array()) {
        CAPTURE(row["kind"].string());
        CHECK_FALSE(row["note"].string().empty());
        if (row["kind"].string() == "battle-effect" && row["unit"].string() == "1/1K") {
            effectNotes.push_back(row["note"].string());
        }
        if (row["kind"].string() == "battle-resolved" &&
            row["note"].string().starts_with("battle")) {
            CHECK(row["note"].string() == "battle " + id + " resolved");
        }
    }
    const auto noted = [&](const std::string& note) {
        return std::find(effectNotes.begin(), effectNotes.end(), note) != effectNotes.end();
    };
    CHECK(noted("1/1K loses 1 step"));
    CHECK(noted("1/1K ends in March mode"));

    const auto units = cliJson({"units", file, "--hex", "1005", "--json"});
    CHECK(units.array().size() == 3);
}

TEST_CASE("battle commands refuse bad input in one line and leave the file unchanged") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto id = planExample(example);
    const auto before = campaignDump(example.file());
    const std::vector<std::vector<std::string>> refused{
        {"battle", "plan", file, "--attackers", "1/1K", "--hex", "1005"},
        {"battle", "plan", file, "--hex", "1005"},
        {"battle", "plan", file, "--attackers", "1/9D", "--hex", "10x5"},
        {"battle", "show", file, "seven"},
        {"battle", "show", file, "99"},
        {"battle", "odds", file, "0"},
        {"battle", "resolve", file, id, "--dice", "4,7"},
        {"battle", "resolve", file, id, "--dice", "4,4", "--seed", "3"},
        {"battle", "resolve", file, id, "--dice", "4,4"},
        {"battle", "apply", file, id},
        {"battle", "void", file, "99"},
        {"battle", "list", file, "--date", "1919-13-01"},
        {"ledger", file, "--battle", "99"},
    };
    for (const auto& arguments : refused) {
        const auto result = cli(arguments);
        CAPTURE(arguments);
        CAPTURE(result.err);
        CHECK(isOneLineError(result));
        CHECK(campaignDump(example.file()) == before);
    }
}

TEST_CASE("battle void takes the club's reason, and the ledger keeps it") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto id = planExample(example);
    const auto voided =
        cli({"battle", "void", file, id, "--reason", "planned on the wrong hex, Орёл"});
    CHECK(voided.exitCode == 0);
    CHECK(voided.out.find(": voided") != std::string::npos);
    const auto ledger = cli({"ledger", file, "--battle", id, "--kind", "battle-voided"});
    CHECK(ledger.exitCode == 0);
    CHECK(ledger.out.find("planned on the wrong hex, Орёл") != std::string::npos);
}

TEST_CASE("a battle that ends with no assault says why, and its preview says nothing changes") {
    // The historical campaign's first Whites' combat phase, as the README's first evening.
    const TempFolder folder;
    const auto file = historicalCampaign(folder);
    for (int phase = 0; phase < 5; ++phase) {
        REQUIRE(cli({"turn", file, "--advance"}, freshHome(folder)).exitCode == 0);
    }
    REQUIRE(cli({"battle", "plan", file, "--attackers", "2/3D,3/3D", "--hex", "0814", "--options",
                 "no-assault"})
                .exitCode == 0);
    // Both cohesion checks pass on a 1: the defenders hold, and the attacker does not press.
    const auto resolved = cli({"battle", "resolve", file, "1", "--dice", "1,1"});
    REQUIRE_MESSAGE(resolved.exitCode == 0, resolved.err);
    CHECK(resolved.out.find("hex held; no assault: the attacker does not press one (8.8)") !=
          std::string::npos);
    const auto preview = cli({"battle", "apply", file, "1", "--preview"});
    REQUIRE(preview.exitCode == 0);
    INFO(preview.out);
    CHECK(preview.out.starts_with("no unit changes: attacker loses 0 steps, defender loses 0 "
                                  "steps and holds; hex held; no assault"));
    CHECK(preview.out.find("\n\n") == std::string::npos);
}
