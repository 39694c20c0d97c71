// The command phase by the rules (2.1 step 3, 5.2), through the CLI: the phase traces each
// formation's main body on the map and sets the out-of-command markers itself; a tie between
// groups is offered to the owner, whose choice keeps its status (5.2 b). The 3rd Kornilov
// Regiment starts with 1/3K in 2504, 2/3K in Orël (2705) and 3/3K in 2505, within the Whites'
// 3 hexes of each other.

#include <doctest/doctest.h>

#include <algorithm>

#include "tests/campaign_turns/campaign_fixture.hpp"
#include "tests/campaign_turns/cli_refusal.hpp"
#include "tests/cli/cli.hpp"
#include "tests/support/json_value.hpp"

using namespace tachanka;
using model::Phase;
using testing::cli;
using testing::HistoricalCampaign;
using testing::JsonValue;
using testing::number;
using testing::text;

namespace {

const std::string kornilov = "3rd “General Kornilov” Shock Regiment";

bool ledgerSays(const HistoricalCampaign& game, const std::string& note) {
    for (const auto& entry : game.ledger("out-of-command")) {
        if (entry.note == note) return true;
    }
    return false;
}

}  // namespace

TEST_CASE("5.2: \"An infantry unit is in command if it is part of the 'main body' of its "
          "formation\": the command phase sets the markers, and back again") {
    HistoricalCampaign game;
    game.setUnit("2/3K", "hex", text("0101"));           // far from its regiment
    game.setUnit("1/3K", "out_of_command", number(1));  // a marker left from an earlier day
    game.advanceTo("1919-10-15", "Whites", Phase::CommandCheck);
    CHECK(game.unit("2/3K").outOfCommand);
    CHECK_FALSE(game.unit("1/3K").outOfCommand);
    CHECK_FALSE(game.unit("3/3K").outOfCommand);
    CHECK(ledgerSays(game, "2/3K is out of command: not in its formation's main body nor within "
                           "reach of it (5.2)"));
    CHECK(ledgerSays(game, "1/3K is back in command (5.2)"));
    CHECK(ledgerSays(game, kornilov + "'s main body: 1/3K, 3/3K (5.2)"));
}

TEST_CASE("5.2 b: \"If two possible groupings have the same number of units, the owning player "
          "chooses which will be the 'main body'; this group will only lose its status if a "
          "larger group can be defined in the next Command phase\"") {
    HistoricalCampaign game;
    const std::string file = game.file().string();
    game.setUnit("2/3K", "hex", text("0101"));  // three groups of one, none near another
    game.setUnit("3/3K", "hex", text("0110"));
    const std::string choose = kornilov + "=3/3K";
    // Not before the Whites' command phase.
    CHECK(testing::refusal(game.file(), {"command", file, "--main-body", choose})
              .starts_with("5.2 b: choosing a main body is done in the Whites' command phase; "
                           "the campaign is at 15 October 1919"));

    game.advanceTo("1919-10-15", "Whites", Phase::CommandCheck);
    // Until the Whites choose, the group of the regiment's first unit stands.
    CHECK_FALSE(game.unit("1/3K").outOfCommand);
    CHECK(game.unit("2/3K").outOfCommand);
    CHECK(game.unit("3/3K").outOfCommand);
    // The open tie, listed for its owner.
    const auto listed = cli({"command", file});
    REQUIRE_MESSAGE(listed.exitCode == 0, listed.err);
    CHECK(listed.out == kornilov + ": 1/3K or 2/3K or 3/3K (standing: the group of 1/3K)\n");
    const auto ties = JsonValue::parse(cli({"command", file, "--json"}).out)["ties"];
    REQUIRE(ties.array().size() == 1);
    CHECK(ties.array()[0]["formation"].string() == kornilov);
    CHECK(ties.array()[0]["groups"].array().size() == 3);
    CHECK(ties.array()[0]["standing"].string() == "1/3K");

    CHECK(testing::refusal(game.file(), {"command", file, "--main-body", kornilov + "=1/2K"}) ==
          "5.2 b: 1/2K is not a unit of " + kornilov);
    CHECK(testing::refusal(game.file(),
                           {"command", file, "--main-body",
                            "1st “General Drozdovski” Officers-Rifle Regiment=1/1D"}) ==
          "5.2 b: the owner chooses only between groups that tie for the main body, and 1/1D is "
          "in none of 1st “General Drozdovski” Officers-Rifle Regiment's");

    const auto chosen = cli({"command", file, "--main-body", choose, "--json"});
    REQUIRE_MESSAGE(chosen.exitCode == 0, chosen.err);
    const auto json = JsonValue::parse(chosen.out);
    CHECK(json["side"].string() == "Whites");
    CHECK(json["formation"].string() == kornilov);
    REQUIRE(json["main_body"].array().size() == 1);
    CHECK(json["main_body"].array()[0].string() == "3/3K");
    CHECK_FALSE(game.unit("3/3K").outOfCommand);
    CHECK(game.unit("1/3K").outOfCommand);
    CHECK(ledgerSays(game, kornilov + "'s main body: 3/3K (5.2)"));

    // The next day's command phase: still three groups of one, and the chosen one keeps it.
    game.advanceTo("1919-10-16", "Whites", Phase::CommandCheck);
    CHECK_FALSE(game.unit("3/3K").outOfCommand);
    CHECK(game.unit("1/3K").outOfCommand);
    CHECK(game.unit("2/3K").outOfCommand);
    // A larger group takes the status from it.
    game.setUnit("2/3K", "hex", text("2505"));
    game.advanceTo("1919-10-17", "Whites", Phase::CommandCheck);
    CHECK_FALSE(game.unit("1/3K").outOfCommand);
    CHECK_FALSE(game.unit("2/3K").outOfCommand);
    CHECK(game.unit("3/3K").outOfCommand);
}

TEST_CASE("5.2 b: the command phase says how to break an open tie, in the turn's own lines") {
    HistoricalCampaign game;
    const std::string file = game.file().string();
    game.setUnit("2/3K", "hex", text("0101"));
    game.setUnit("3/3K", "hex", text("0110"));
    game.advanceTo("1919-10-15", "Whites", Phase::Recruitment);
    const auto advanced = cli({"turn", file, "--advance", "--json"});
    REQUIRE_MESSAGE(advanced.exitCode == 0, advanced.err);
    const auto json = JsonValue::parse(advanced.out);
    bool offered = false;
    for (const auto& step : json["applied"].array()) {
        offered = offered ||
                  step["text"].string() ==
                      "5.2 b: " + kornilov + "'s groups tie for its main body (1/3K or 2/3K or "
                      "3/3K): the Whites choose it with `command FILE --main-body \"" +
                      kornilov + "=CODE\"`; until then the group of 1/3K is its main body";
    }
    CHECK(offered);
}

TEST_CASE("5.2 b: a campaign from before the main body was kept takes the units in command as "
          "the last one, so a tie they settle is not offered again") {
    HistoricalCampaign game;
    const auto whites = *game.campaign().side("Whites");
    const auto regiment = std::find_if(whites.formations.begin(), whites.formations.end(),
                                       [](const model::Formation& f) { return f.name == kornilov; });
    REQUIRE(regiment != whites.formations.end());
    // As a version 16 file holds it: no main body, the markers of the last command phase.
    game.set(db::Table::Formation, regiment->id, db::Column::MainBody, text(""));
    game.setUnit("2/3K", "hex", text("0101"));
    game.setUnit("3/3K", "hex", text("0110"));
    game.setUnit("1/3K", "out_of_command", number(1));
    game.setUnit("2/3K", "out_of_command", number(1));
    game.advanceTo("1919-10-15", "Whites", Phase::CommandCheck);
    CHECK_FALSE(game.unit("3/3K").outOfCommand);
    CHECK(game.unit("1/3K").outOfCommand);
    CHECK(game.unit("2/3K").outOfCommand);
    CHECK(ledgerSays(game, kornilov + "'s main body: 3/3K (5.2)"));
    const auto ties = cli({"command", game.file().string(), "--json"});
    REQUIRE_MESSAGE(ties.exitCode == 0, ties.err);
    CHECK(JsonValue::parse(ties.out)["ties"].array().empty());
}
