// A campaign combat of the historical scenario fought on the table from the command line, as
// issue 16 names its commands and JSON keys: converted, played with scripted dice from the
// first initiative to the end, its odds and auto-resolution weighed, ended with a preview,
// applied exactly as previewed, and taken back whole by undo.

#include <doctest/doctest.h>

#include "app/core/battles/tactical_battles.hpp"
#include "app/core/common/user_error.hpp"
#include "tests/battles/battle_campaign.hpp"
#include "tests/battles/fought_example.hpp"
#include "tests/cli/cli_json.hpp"
#include "tests/support/campaign_dump.hpp"

using namespace tachanka;
using namespace tachanka::testing;

TEST_CASE("a campaign battle fought on the table with scripted dice lands as its preview said") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto id = plannedExample(example);

    const auto fought = cliJson({"battle", "fight", file, id, "--system", "red-actions", "--json"});
    CHECK(fought["provisional"].boolean());
    const auto units = cliJson({"battle", "units", file, id, "--json"})["units"];
    REQUIRE(units.array().size() == 6);
    for (const auto& unit : units.array()) {
        for (const char* key :
             {"code", "side", "troop_type", "bases", "bases_lost", "terror", "officer"}) {
            CAPTURE(key);
            CHECK(unit.object().contains(key));
        }
    }
    CHECK(unitCoded(units, "1/9D")["bases"].number() == 6);  // 3 steps, 2 bases a step
    CHECK(unitCoded(units, "1/9D")["troop_type"].string() == "red-regulars");
    CHECK(unitCoded(units, "Cv/1K")["troop_type"].string() == "white-cavalry-volunteers");
    CHECK(unitCoded(units, "1/1K")["side"].string() == "Whites");
    // What each may do now: a fresh unit moves, shoots at the enemy's units, has nothing to
    // rally.
    const auto& actions = unitCoded(units, "1/9D")["actions"].array();
    REQUIRE(actions.size() >= 2);
    CHECK(actions[0]["action"].string() == "move");
    CHECK(actions[1]["action"].string() == "shoot");
    CHECK(actions[1]["targets"].array().size() == 3);
    for (const auto& action : actions) CHECK(action["action"].string() != "rally");

    const auto initiative =
        cliJson({"battle", "act", file, id, "initiative", "--dice", "5,2", "--json"});
    CHECK(initiative["result"].string() == "the attacker has the initiative");
    CHECK(initiative["effects"][0].string() == "the attacker has the initiative");
    CHECK(initiative["event"]["origin"].string() == "typed");
    CHECK(initiative["event"]["dice"].array().size() == 2);

    // 1 and 2 make 3 on the shooting table's column for 18: no effect.
    const auto shot =
        cliJson({"battle", "act", file, id, "shoot", "1/9D", "1/1K", "--dice", "1,2", "--json"});
    CHECK(shot["result"].string() == "no change");
    CHECK(shot["event"]["table_cell"].string().starts_with("shooting 18, column 17-20, roll 3"));
    CHECK(shot["event"]["dice"][0]["purpose"].string().starts_with("shooting"));

    // The odds of the defender's shot, its segment next: every way it ends, adding up to one,
    // nothing written.
    const auto before = campaignDump(example.file());
    const auto odds = cliJson({"battle", "odds", file, id, "shoot", "2/1K", "2/9D", "--json"});
    double total = 0;
    for (const auto& outcome : odds["outcomes"].array()) total += outcome["probability"].number();
    CHECK(total == doctest::Approx(1.0));
    CHECK(odds["provisional"].boolean());
    const auto autoResolved =
        cliJson({"battle", "auto", file, id, "--runs", "200", "--seed", "3", "--json"});
    CHECK(autoResolved["win"].number() + autoResolved["draw"].number() +
              autoResolved["loss"].number() ==
          doctest::Approx(1.0));
    CHECK(autoResolved["win_interval"].array().size() == 2);
    CHECK(campaignDump(example.file()) == before);

    // A fear test of 12 always fails and the unit routs; undone, the log keeps both entries.
    const auto routed = cliJson(
        {"battle", "act", file, id, "morale", "1/1K", "--test", "fear", "--dice", "6,6", "--json"});
    CHECK(routed["result"].string() == "1/1K routs");
    CHECK(unitCoded(routed["state"]["units"], "1/1K")["routing"].boolean());
    const auto undone = cliJson({"battle", "undo-action", file, id, "--json"});
    CHECK(undone["event"]["origin"].string() == "corrected");
    CHECK(undone["event"]["corrects"].number() == 3);
    const auto log = cliJson({"battle", "units", file, id, "--json"});
    CHECK_FALSE(unitCoded(log["units"], "1/1K")["routing"].boolean());
    CHECK(log["log"].array().size() == 4);

    // Every defender fails its fear test: the battle is over.
    for (const char* code : {"1/1K", "2/1K", "Cv/1K"}) {
        CHECK(cli({"battle", "act", file, id, "morale", code, "--dice", "6,6"}).exitCode == 0);
    }
    const auto retreat = exampleHexes().retreat.label();
    const auto preview = cli({"battle", "end", file, id, "--retreat-to", retreat});
    REQUIRE_MESSAGE(preview.exitCode == 0, preview.err);
    CHECK(preview.out.find("the attacker takes hex 1005") != std::string::npos);
    const auto beforeApply = campaignDump(example.file());
    const auto applied = cli({"battle", "apply", file, id, "--retreat-to", retreat});
    REQUIRE_MESSAGE(applied.exitCode == 0, applied.err);
    CHECK(applied.out == preview.out + "battle " + id + " applied\n");
    CHECK(cliJson({"battle", "show", file, id, "--json"})["state"].string() == "applied");
    const auto rows = cliJson({"ledger", file, "--battle", id, "--json"});
    CHECK_FALSE(rows.array().empty());
    for (const auto& row : rows.array()) {
        CHECK(row["battle"].number() == std::stod(id));
    }
    CHECK(cliJson({"units", file, "--hex", retreat, "--json"}).array().size() >= 3);

    CHECK(cli({"undo", file}).exitCode == 0);
    CHECK(campaignDump(example.file()) == beforeApply);
}

TEST_CASE("battle fight, act and odds refuse bad input in one line and leave the file unchanged") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto id = plannedExample(example);
    CHECK(cli({"battle", "act", file, id, "initiative"}).exitCode == 2);  // not fought yet
    REQUIRE(cli({"battle", "fight", file, id}).exitCode == 0);
    const auto before = campaignDump(example.file());
    const std::vector<std::vector<std::string>> refused{
        {"battle", "fight", file, id},
        {"battle", "fight", file, id, "--system", "bullets-and-bolsheviks"},
        {"battle", "act", file, id, "dance"},
        {"battle", "act", file, id, "shoot", "1/9D", "2/9D", "--seed", "1"},
        {"battle", "act", file, id, "shoot", "1/9D", "9/9X", "--seed", "1"},
        {"battle", "act", file, id, "initiative", "--dice", "5"},
        {"battle", "act", file, id, "initiative", "--dice", "5,2,4"},
        {"battle", "act", file, id, "morale", "1/1K", "--test", "panic", "--dice", "3,3"},
        {"battle", "odds", file, id, "initiative"},
        {"battle", "undo-action", file, id},
        {"battle", "auto", file, id, "--runs", "0"},
    };
    for (const auto& arguments : refused) {
        const auto result = cli(arguments);
        CAPTURE(arguments);
        CAPTURE(result.err);
        CHECK(isOneLineError(result));
        CHECK(campaignDump(example.file()) == before);
    }
}

TEST_CASE("battle adjust corrects the conversion before the first action, with its reason") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto id = plannedExample(example);
    REQUIRE(cli({"battle", "fight", file, id}).exitCode == 0);
    const auto before = campaignDump(example.file());
    for (const auto& arguments : std::vector<std::vector<std::string>>{
             {"battle", "adjust", file, id, "1/9D", "--bases", "4"},  // no reason
             {"battle", "adjust", file, id, "1/9D", "--reason", "nothing asked"},
             {"battle", "adjust", file, id, "9/9X", "--bases", "4", "--reason", "r"},
             {"battle", "adjust", file, id, "1/9D", "--terror", "7", "--reason", "r"},
             {"battle", "adjust", file, id, "1/9D", "--troop-type", "nope", "--reason", "r"},
             {"battle", "adjust", file, id, "1/9D", "--routing", "--steady", "--reason", "r"}}) {
        const auto result = cli(arguments);
        CAPTURE(arguments);
        CHECK(isOneLineError(result));
        CHECK(campaignDump(example.file()) == before);
    }
    const auto adjusted = cliJson({"battle", "adjust", file, id, "1/9D", "--bases", "5",
                                   "--terror", "1", "--reason", "the club's 5-base regiment",
                                   "--json"});
    CHECK(unitCoded(adjusted["units"], "1/9D")["bases"].number() == 5);
    CHECK(unitCoded(adjusted["units"], "1/9D")["terror"].number() == 1);
    const auto ledger = cli({"ledger", file, "--battle", id});
    CHECK(ledger.out.find("the club's 5-base regiment") != std::string::npos);
    // Once the battle has started, the forces are what they are.
    REQUIRE(cli({"battle", "act", file, id, "initiative", "--dice", "5,2"}).exitCode == 0);
    CHECK(isOneLineError(
        cli({"battle", "adjust", file, id, "1/9D", "--bases", "6", "--reason", "late"})));
}

TEST_CASE("battle calibration sets each applied battle's forecast from its start beside its result") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto id = plannedExample(example);
    REQUIRE(cli({"battle", "fight", file, id}).exitCode == 0);
    const auto atStart =
        cliJson({"battle", "auto", file, id, "--runs", "300", "--seed", "9", "--json"});
    CHECK(cliJson({"battle", "calibration", file, "--json"})["battles"].array().empty());
    // Every defender fails its fear test (12): the attacker wins.
    for (const char* code : {"1/1K", "2/1K", "Cv/1K"}) {
        REQUIRE(cli({"battle", "act", file, id, "morale", code, "--dice", "6,6"}).exitCode == 0);
    }
    const auto retreat = exampleHexes().retreat.label();
    REQUIRE(cli({"battle", "apply", file, id, "--retreat-to", retreat}).exitCode == 0);
    const auto calibration =
        cliJson({"battle", "calibration", file, "--runs", "300", "--seed", "9", "--json"});
    REQUIRE(calibration["battles"].array().size() == 1);
    const auto& battle = calibration["battles"][0];
    CHECK(battle["id"].number() == std::stod(id));
    CHECK(battle["played"].string() == "win");
    // The forecast is the one made before the first action, with the same runs and seed.
    for (const char* share : {"win", "draw", "loss"}) {
        CAPTURE(share);
        CHECK(battle["predicted"][share].number() == doctest::Approx(atStart[share].number()));
    }
    const auto& total = calibration["total"];
    CHECK(total["battles"].number() == 1);
    CHECK(total["played_win"].number() == 1);
    const double win = atStart["win"].number();
    const double draw = atStart["draw"].number();
    const double loss = atStart["loss"].number();
    CHECK(total["brier"].number() ==
          doctest::Approx((1 - win) * (1 - win) + draw * draw + loss * loss));
    CHECK(isOneLineError(cli({"battle", "calibration", file, "--runs", "0"})));
    REQUIRE(cli({"undo", file}).exitCode == 0);
    CHECK(cliJson({"battle", "calibration", file, "--json"})["battles"].array().empty());
}

TEST_CASE("battle predict sets the Orel table's exact odds beside the battle on the table") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto id = plannedExample(example);
    const auto before = campaignDump(example.file());
    const auto predicted =
        cliJson({"battle", "predict", file, id, "--runs", "300", "--seed", "5", "--json"});
    CHECK(campaignDump(example.file()) == before);

    // The Orel side is battle odds, summed: the hex cleared and each side's steps on average.
    const auto odds = cliJson({"battle", "odds", file, id, "--json"});
    double cleared = 0;
    double attackerSteps = 0;
    for (const auto& outcome : odds["outcomes"].array()) {
        const double chance = outcome["probability"].number();
        if (outcome["hex"].string() == "cleared") cleared += chance;
        attackerSteps += chance * outcome["attacker_steps_lost"].number();
    }
    const auto& operational = predicted["operational"];
    CHECK(operational["hex_cleared"].number() == doctest::Approx(cleared));
    CHECK(operational["attacker_steps_lost"].number() == doctest::Approx(attackerSteps));
    CHECK(operational["outcomes"].array().size() == odds["outcomes"].array().size());

    // The tactical side is the battle fight would make, auto-resolved as battle auto would.
    const auto& tactical = predicted["tactical"];
    CHECK(tactical["system"].string() == "red-actions");
    CHECK(tactical["units"].number() == 6);
    CHECK(tactical["runs"].number() == 300);
    CHECK(tactical["win"].number() + tactical["draw"].number() + tactical["loss"].number() ==
          doctest::Approx(1.0));
    REQUIRE(predicted["rows"].array().size() == 6);
    CHECK(predicted["rows"][0]["measure"].string().starts_with("the attacker takes the hex"));
    CHECK(predicted["provisional"].boolean());
    const auto text = cli({"battle", "predict", file, id, "--runs", "100"});
    REQUIRE(text.exitCode == 0);
    CHECK(text.out.find("Orel combat table") != std::string::npos);
    CHECK(text.out.find("On the table (Red Actions!)") != std::string::npos);
    // The heading names the battle once: "Battle 1 · 15 October 1919 · hex ...".
    CHECK(text.out.starts_with("Battle " + id + " · "));
    CHECK(text.out.find("Battle " + id + ": Battle") == std::string::npos);

    REQUIRE(cli({"battle", "fight", file, id}).exitCode == 0);
    const auto played =
        cliJson({"battle", "auto", file, id, "--runs", "300", "--seed", "5", "--json"});
    CHECK(played["win"].number() == tactical["win"].number());
    CHECK(played["defender_bases_lost"].number() == tactical["defender_bases_lost"].number());
    const auto fought = campaignDump(example.file());
    const auto refused = cli({"battle", "predict", file, id});
    CHECK(isOneLineError(refused));
    CHECK(refused.err.find("already fought") != std::string::npos);
    CHECK(campaignDump(example.file()) == fought);
}

TEST_CASE("battle end and apply take the club's corrections of what goes back, with a reason") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto id = plannedExample(example);
    REQUIRE(cli({"battle", "fight", file, id}).exitCode == 0);
    for (const char* code : {"1/1K", "2/1K", "Cv/1K"}) {
        REQUIRE(cli({"battle", "act", file, id, "morale", code, "--dice", "6,6"}).exitCode == 0);
    }
    const auto retreat = exampleHexes().retreat.label();
    const auto plain = cli({"battle", "end", file, id, "--retreat-to", retreat});
    REQUIRE_MESSAGE(plain.exitCode == 0, plain.err);
    CHECK(plain.out.find("corrected") == std::string::npos);
    const std::vector<std::string> corrected{"--retreat-to", retreat, "--correct", "1/9D=1",
                                             "--reason", "a base fell off the table"};
    std::vector<std::string> end{"battle", "end", file, id};
    end.insert(end.end(), corrected.begin(), corrected.end());
    const auto preview = cli(end);
    REQUIRE_MESSAGE(preview.exitCode == 0, preview.err);
    CHECK(preview.out.find("1/9D: corrected by the club (a base fell off the table)") !=
          std::string::npos);
    CHECK(preview.out != plain.out);

    // Refused in one line, the file unchanged: no reason, a unit not in the battle, more steps
    // than it has, a fate the rules do not know, and a correction of an operational battle.
    const auto before = campaignDump(example.file());
    for (const auto& words : std::vector<std::vector<std::string>>{
             {"battle", "end", file, id, "--correct", "1/9D=1"},
             {"battle", "apply", file, id, "--correct", "9/9D=1", "--reason", "r"},
             {"battle", "apply", file, id, "--correct", "1/9D=9", "--reason", "r"},
             {"battle", "apply", file, id, "--correct", "1/9D:fled", "--reason", "r"},
             {"battle", "apply", file, id, "--correct", "1/9D=x", "--reason", "r"}}) {
        const auto refused = cli(words);
        CAPTURE(words.back());
        CHECK(isOneLineError(refused));
    }
    CHECK(campaignDump(example.file()) == before);

    std::vector<std::string> apply{"battle", "apply", file, id};
    apply.insert(apply.end(), corrected.begin(), corrected.end());
    const auto applied = cli(apply);
    REQUIRE_MESSAGE(applied.exitCode == 0, applied.err);
    CHECK(applied.out == preview.out + "battle " + id + " applied\n");
    bool reasonOnLedger = false;
    const auto ledger = cliJson({"ledger", file, "--battle", id, "--json"});
    for (const auto& row : ledger.array()) {
        const auto& note = row["note"].string();
        reasonOnLedger = reasonOnLedger ||
                         note.find("corrected by the club: a base fell off the table") !=
                             std::string::npos;
    }
    CHECK(reasonOnLedger);
}

// fuzz_typed_text (issue 22): a correction was repeated whole in its refusal, so a line break
// in it broke the one line.
TEST_CASE("a correction with a line break in it is refused in one line") {
    CHECK_THROWS_WITH_AS(core::parseResultCorrections("1/9D=x\ny", "club"),
                         "correction '1/9D=x\\ny': the steps lost must be a number",
                         core::UserError);
    CHECK_THROWS_WITH_AS(core::parseResultCorrections("1/9D\n", "club"),
                         "correction '1/9D\\n': write UNIT=STEPS, UNIT:FATE or UNIT=STEPS:FATE",
                         core::UserError);
}
