// The turn, recruit, battalion and prisoners commands end to end, and a table of every kind of
// bad input: exit 2, one line on stderr, the campaign file exactly as it was.

#include <doctest/doctest.h>

#include "app/core/recruitment/battalion_actions.hpp"
#include "tests/campaign_turns/campaign_fixture.hpp"
#include "tests/cli/cli.hpp"
#include "tests/support/campaign_dump.hpp"
#include "tests/support/json_value.hpp"

using namespace tachanka;
using model::Phase;
using testing::cli;
using testing::HistoricalCampaign;
using testing::isOneLineError;
using testing::JsonValue;
using testing::number;
using testing::text;

TEST_CASE("turn shows where the campaign stands and --advance moves it on") {
    HistoricalCampaign game;
    const std::string file = game.file().string();
    const auto shown = cli({"turn", file, "--json"});
    REQUIRE(shown.exitCode == 0);
    const auto status = JsonValue::parse(shown.out);
    CHECK(status["turn"]["date"].string() == "1919-10-15");
    CHECK(status["turn"]["side"].string() == "Whites");
    CHECK(status["turn"]["phase"].string() == "depots");
    CHECK_FALSE(status["advanced"].boolean());
    CHECK(status["applied"].array().empty());
    CHECK_FALSE(status["by_hand"].array().empty());
    CHECK_FALSE(status["ended"].boolean());

    const auto advanced = cli({"turn", file, "--advance"});
    REQUIRE(advanced.exitCode == 0);
    const int track = game.turnRecord("1919-10-15", "Whites").trackPoints;
    // 4: the Whites hold Orël, so they receive the track's points and 1 more. The text gives
    // no Turn Record Track (READINGS.md): its points are provisional, and the line says so.
    CHECK(advanced.out.find("Whites receive " + std::to_string(track + 1) +
                            " RP (provisional track " +
                            std::to_string(track) + ", Orël 1); pool " +
                            std::to_string(track + 1)) != std::string::npos);
    CHECK(advanced.out.find("now   15 October 1919 · Whites turn · Recruitment") !=
          std::string::npos);

    const auto json = JsonValue::parse(cli({"turn", file, "--advance", "--json"}).out);
    CHECK(json["advanced"].boolean());
    CHECK(json["turn"]["phase"].string() == "command");
    CHECK(json["from"].string().find("Recruitment") != std::string::npos);
}

TEST_CASE("recruit, battalion and prisoners report in a player's words and as JSON") {
    HistoricalCampaign game;
    game.advanceTo("1919-10-15", "Reds", Phase::Recruitment);
    game.setSide("Reds", "recruit_points", number(5));
    game.setUnit("1/Let", "steps_lost", number(1));
    const std::string file = game.file().string();

    const auto recruit = cli({"recruit", file, "--unit", "1/Let", "--json"});
    REQUIRE(recruit.exitCode == 0);
    const auto recovered = JsonValue::parse(recruit.out);
    CHECK(recovered["unit"].string() == "1/Let");
    CHECK(recovered["rp_spent"].number() == 1.0);
    CHECK(recovered["steps"].number() == 3.0);
    CHECK(recovered["recruits_marker_placed"].boolean());
    CHECK(recovered["tq"].number() == 4.0);
    CHECK(recovered["recruit_points"].number() == 4.0);

    const auto battalion = cli({"battalion", file, "--side", "reds", "--hex", "0309"});
    REQUIRE(battalion.exitCode == 0);
    CHECK(battalion.out.find("Reds raise recruit battalion Rec/1") == 0);
    CHECK(battalion.out.find("for 2 RP; pool 2; battalions 1 of 4") != std::string::npos);
    const auto second = cli({"battalion", file, "--side", "Reds", "--hex", "0309", "--json"});
    REQUIRE(second.exitCode == 0);
    const auto raised = JsonValue::parse(second.out);
    CHECK(raised["code"].string() == "Rec/2");
    CHECK(raised["hex"].string() == "0309");
    CHECK(raised["rp_spent"].number() == 2.0);  // 4.3.2: "at a cost of 2 RP"
    CHECK(raised["recruit_points"].number() == 0.0);
    CHECK(raised["limit"].number() == 4.0);

    // 4.1: prisoners are captured in combat; in the recruitment phase only by the umpire's word.
    const auto taken = cli({"prisoners", file, "--side", "Reds", "--add", "4", "--override",
                            "--reason", "pursuit at Kromy, fought on the table", "--json"});
    REQUIRE(taken.exitCode == 0);
    CHECK(JsonValue::parse(taken.out)["prisoners"].number() == 4.0);
    CHECK(taken.err.find("umpire's override (pursuit at Kromy, fought on the table): 4.1: "
                         "prisoners are captured in combat") != std::string::npos);
    const auto converted = cli({"prisoners", file, "--side", "Reds", "--convert"});
    REQUIRE(converted.exitCode == 0);
    CHECK(converted.out == "Reds enlist 3 prisoners: +1 RP; pool 1, 1 prisoner(s) left\n");
}

TEST_CASE("every bad input is one line on stderr, exit 2, and leaves the campaign as it was") {
    HistoricalCampaign game;
    game.advanceTo("1919-10-15", "Reds", Phase::Recruitment);
    // Four Red battalions raised: the limit of 4.3.2 is reached.
    game.setSide("Reds", "recruit_points", number(12));
    for (int i = 0; i < 4; ++i) core::buildBattalion(game.file(), {"Reds", "0309"});
    game.setSide("Reds", "recruit_points", number(1));
    game.setUnit("1/Let", "steps_lost", number(1));
    game.setUnit("2/Let", "steps_lost", number(2));
    game.setUnit("3/Let", "steps_lost", number(1));
    game.setUnit("3/Let", "hex", text("3219"));
    game.setUnit("5/Let", "steps_lost", number(1));
    game.setUnit("5/Let", "mode", text("march"));
    game.setUnit("Res/1D", "steps_lost", number(1));
    const std::string file = game.file().string();

    struct Case {
        std::vector<std::string> words;
        std::string says;
    };
    const std::vector<Case> cases{
        {{"turn"}, "FILE"},
        {{"turn", file, "--advances"}, "--advances"},
        {{"turn", (game.file().parent_path() / "none.tachanka").string()}, "none.tachanka"},
        {{"recruit", file}, "--unit"},
        {{"recruit", file, "--unit", "99/Let"}, "no unit '99/Let'"},
        {{"recruit", file, "--unit", "1/Let", "--steps", "0"}, "--steps"},
        {{"recruit", file, "--unit", "1/Let", "--steps", "two"}, "--steps"},
        {{"recruit", file, "--unit", "1/Let", "--steps", "2"}, "at most 1 recruit point(s)"},
        {{"recruit", file, "--unit", "2/Let", "--steps", "2"}, "only 1 saved"},
        {{"recruit", file, "--unit", "3/Let"}, "within 5 MP of a functional depot"},
        {{"recruit", file, "--unit", "5/Let"}, "Combat mode"},
        {{"recruit", file, "--unit", "Art/Let"}, "artillery"},
        {{"recruit", file, "--unit", "Res/1D"}, "the Whites' recruitment phase"},
        {{"recruit", file, "--unit", "1/Let", "--side", "Greens"}, "no side 'Greens'"},
        {{"battalion", file, "--side", "Reds", "--hex", "0309"}, "the limit is 4"},
        {{"battalion", file, "--side", "Reds"}, "--hex"},
        {{"battalion", file, "--side", "Reds", "--hex", "0309", "--edge"}, "--edge"},
        {{"battalion", file, "--hex", "0309"}, "--side"},
        {{"battalion", file, "--side", "Purple", "--hex", "0309"}, "no side 'Purple'"},
        {{"battalion", file, "--side", "Reds", "--hex", "12"}, "12"},
        {{"battalion", file, "--side", "Reds", "--edge"}, "movement phase"},
        {{"prisoners", file, "--side", "Reds", "--csv", "--add", "2"}, "--csv"},
        {{"prisoners", file, "--side", "Reds", "--add", "0"}, "--add"},
        {{"prisoners", file, "--side", "Reds", "--add", "-3"}, "--add"},
        {{"prisoners", file, "--side", "Reds", "--add", "many"}, "--add"},
        {{"prisoners", file, "--side", "Reds", "--add", "3", "--convert"}, "--convert"},
        {{"prisoners", file, "--side", "Reds", "--add", "3", "--groups", "1"}, "--groups"},
        {{"prisoners", file, "--side", "Reds", "--convert"}, "fewer than the 3"},
        {{"prisoners", file, "--side", "Reds", "--convert", "--groups", "0"}, "--groups"},
        {{"prisoners", file, "--side", "Reds", "--convert", "--groups", "2"}, "need 6 prisoners"},
        {{"prisoners", file, "--side", "Whites", "--convert"}, "the Whites' recruitment phase"},
        {{"prisoners", file, "--side", "Blues", "--add", "1"}, "no side 'Blues'"},
        {{"prisoners", file, "--side", "Reds", "--add", "1"}, "4.1: prisoners are captured in combat"},
    };
    const auto before = testing::campaignDump(game.file());
    for (const auto& bad : cases) {
        std::string line;
        for (const auto& word : bad.words) line += word + " ";
        CAPTURE(line);
        const auto result = cli(bad.words);
        CHECK(isOneLineError(result));
        CHECK(result.err.find(bad.says) != std::string::npos);
        CHECK(testing::campaignDump(game.file()) == before);
    }
}

TEST_CASE("turn, recruit, battalion and prisoners are listed and have their own help") {
    const auto overview = cli({"--help"});
    for (const std::string command : {"turn", "recruit", "battalion", "prisoners"}) {
        CAPTURE(command);
        CHECK(overview.out.find("\n  " + command + " ") != std::string::npos);
        const auto viaHelp = cli({"help", command});
        CHECK(viaHelp.exitCode == 0);
        CHECK(viaHelp.out.starts_with("usage: tachanka-cli " + command));
        CHECK(cli({command, "--help"}).out == viaHelp.out);
    }
}

TEST_CASE("event --roll, --play and the list end to end, refusals one line with the file unchanged") {
    HistoricalCampaign game;
    const std::string file = game.file().string();
    game.advanceTo("1919-10-15", "Whites", Phase::RandomEvents);
    const auto before = testing::campaignDump(game.file());
    for (const auto& bad : std::vector<std::vector<std::string>>{
             {"event", file, "--roll", "--dice", "11,2"},
             {"event", file, "--roll", "--dice", "1"},
             {"event", file, "--play", "1"},
             {"event", file, "--dice", "6,7"},
             {"event", file, "--roll", "--play", "1"},
             {"event", file, "--roll", "--dice", "6,7", "--seed", "5"},
             {"event", file, "--seed", "5"}}) {
        const auto refused = cli(bad);
        CHECK(refused.exitCode != 0);
        CHECK(isOneLineError(refused));
        CHECK(testing::campaignDump(game.file()) == before);
    }
    // --seed: the club's own seeded dice, the same roll every time from the same seed.
    const auto seededRoll = [&](const std::string& seed) {
        return JsonValue::parse(cli({"event", file, "--roll", "--seed", seed, "--json"}).out);
    };
    const auto seeded = seededRoll("5");
    CHECK_FALSE(seeded["typed"].boolean());
    CHECK(seeded["dice"].array().size() == 2);
    REQUIRE(cli({"undo", file}).exitCode == 0);
    const auto again = seededRoll("5");
    CHECK(again["event"]["roll"].number() == seeded["event"]["roll"].number());
    REQUIRE(cli({"undo", file}).exitCode == 0);
    CHECK(testing::campaignDump(game.file()) == before);
    // The seed is the one the roll comes from: some seed rolls other than the action's own dice.
    const auto ownDice = JsonValue::parse(cli({"event", file, "--roll", "--json"}).out);
    REQUIRE(cli({"undo", file}).exitCode == 0);
    bool anotherRoll = false;
    for (const std::string seed : {"1", "2", "3", "4"}) {
        const auto other = seededRoll(seed);
        REQUIRE(cli({"undo", file}).exitCode == 0);
        anotherRoll = anotherRoll ||
                      other["event"]["roll"].number() != ownDice["event"]["roll"].number();
    }
    CHECK(anotherRoll);
    const auto rolled = cli({"event", file, "--roll", "--dice", "6,7", "--json"});
    REQUIRE(rolled.exitCode == 0);
    const auto event = JsonValue::parse(rolled.out)["event"];
    CHECK(event["roll"].number() == 67);
    CHECK(event["title"].string() == "Fiery Speech");
    CHECK(event["state"].string() == "held");
    CHECK(event["expires_on"].string() == "1919-10-15");
    CHECK(JsonValue::parse(rolled.out)["dice"].array().size() == 2);
    const auto played = cli({"event", file, "--play", "1", "--reason", "1/Kor holds"});
    REQUIRE(played.exitCode == 0);
    CHECK(played.out.find("played") != std::string::npos);
    const auto listed = JsonValue::parse(cli({"event", file, "--json"}).out);
    REQUIRE(listed["events"].array().size() == 1);
    CHECK(listed["events"].array()[0]["state"].string() == "played");
}
