// The Red Actions! turn on the command line (issue 16: "initiative (standard and both options),
// the segments with one action per unit and forced actions"): a campaign combat of the
// historical scenario fought on the table, its turn kept from the log, refusals in one line
// that leave the file unchanged, and an undo that gives a unit its segment back.

#include <doctest/doctest.h>

#include "tests/battles/fought_example.hpp"
#include "tests/support/campaign_dump.hpp"

using namespace tachanka;
using namespace tachanka::testing;

namespace {

struct Sides {
    std::vector<std::string> attackers;  // the Reds' tactical units
    std::vector<std::string> defenders;
};

Sides sidesOf(const JsonValue& units) {
    Sides sides;
    for (const auto& unit : units.array()) {
        (unit["side"].string() == "Reds" ? sides.attackers : sides.defenders)
            .push_back(unit["code"].string());
    }
    return sides;
}

std::vector<std::string> codes(const JsonValue& list) {
    std::vector<std::string> all;
    for (const auto& code : list.array()) all.push_back(code.string());
    return all;
}

std::string segmentOf(const JsonValue& units, const std::string& code) {
    for (const auto& unit : units.array()) {
        if (unit["code"].string() == code) return unit["segment"].string();
    }
    FAIL("no tactical unit " << code);
    return "";
}

}  // namespace

TEST_CASE("battle act keeps the turn: initiative, one segment a unit in its side's order, "
          "refusals in one line, and an undo gives the segment back") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto id = foughtExample(example);
    const auto fought = cliJson({"battle", "units", file, id, "--json"});
    CHECK(fought["turn"]["number"].number() == 0);
    CHECK(fought["turn"]["next"].string() ==
          "no initiative rolled yet: actions are taken in any order");
    const auto sides = sidesOf(fought["units"]);
    REQUIRE(sides.attackers.size() >= 2);
    REQUIRE(sides.defenders.size() >= 2);
    const auto& red = sides.attackers[0];
    const auto& white = sides.defenders[0];

    // Attacker 2, defender 5: the defender moves first.
    const auto rolled =
        cliJson({"battle", "act", file, id, "initiative", "--dice", "2,5", "--json"});
    CHECK(rolled["event"]["effects"].string() == "the defender has the initiative");
    CHECK(rolled["event"]["turn_step"].string() == "begins standard; defender moves");
    const auto& turn = rolled["state"]["turn"];
    CHECK(turn["number"].number() == 1);
    CHECK(turn["method"].string() == "standard");
    CHECK(turn["next"].string() == "the defender's action segment");
    CHECK(codes(turn["to_act"]).size() == sides.attackers.size() + sides.defenders.size());

    const auto before = campaignDump(example.file());
    const auto outOfTurn = cli({"battle", "act", file, id, "move", red});
    CHECK(isOneLineError(outOfTurn));
    CHECK(outOfTurn.err.find("move: it is the defender's action segment") != std::string::npos);
    CHECK(campaignDump(example.file()) == before);
    const auto badMethod =
        cli({"battle", "act", file, id, "initiative", "--method", "chess", "--new-turn"});
    CHECK(isOneLineError(badMethod));
    CHECK(badMethod.err.find("initiative 'chess' is none of standard, cards, roll-off") !=
          std::string::npos);
    CHECK(campaignDump(example.file()) == before);

    const auto moved = cliJson({"battle", "act", file, id, "move", white, "--json"});
    CHECK(segmentOf(moved["state"]["units"], white) == "acted");
    CHECK(moved["state"]["turn"]["next"].string() == "the attacker's action segment");
    const auto again = cli({"battle", "act", file, id, "move", white});
    CHECK(again.err.find(white + " has had its action segment in turn 1") != std::string::npos);
    cliJson({"battle", "act", file, id, "shoot", red, white, "--distance", "4", "--seed", "3",
             "--json"});
    auto units = cliJson({"battle", "units", file, id, "--json"});
    CHECK(segmentOf(units["units"], red) == "acted");
    CHECK(codes(units["turn"]["acted"]) == std::vector<std::string>{white, red});

    // The shot taken back: the attacker has its segment again.
    cli({"battle", "undo-action", file, id});
    units = cliJson({"battle", "units", file, id, "--json"});
    CHECK(segmentOf(units["units"], red) == "to act");
    CHECK(units["turn"]["next"].string() == "the attacker's action segment");
    const auto text = cli({"battle", "units", file, id});
    CHECK(text.out.find("Turn 1 (standard initiative): the attacker's action segment; still "
                        "to act: ") != std::string::npos);

    // The next turn before every unit has acted, by option 1's cards: a card for each unit.
    const auto cards = cliJson({"battle", "act", file, id, "initiative", "--method", "cards",
                                "--new-turn", "--seed", "5", "--json"});
    const auto& drawn = cards["state"]["turn"];
    CHECK(drawn["number"].number() == 2);
    CHECK(drawn["method"].string() == "cards");
    const auto order = codes(drawn["cards"]);
    CHECK(order.size() == sides.attackers.size() + sides.defenders.size());
    CHECK(drawn["next"].string() == order.front() + "'s card: its action segment");
    const auto wrongCard = cli({"battle", "act", file, id, "move", order.back()});
    CHECK(wrongCard.err.find("move: the card drawn next is " + order.front() + "'s") !=
          std::string::npos);
    CHECK(cli({"battle", "act", file, id, "move", order.front()}).exitCode == 0);
}

TEST_CASE("battle act --preempt: a Clever officer's 6 acts out of the order, a failure is logged "
          "and not tried again before the next segment") {
    ExampleCampaign example;
    const auto file = example.file().string();
    // The club replaces 1/9D's officer until the token drawn is Clever, as it could at the table.
    bool clever = false;
    for (int draw = 0; draw < 20 && !clever; ++draw) {
        const auto officers = cliJson({"officers", file, "--side", "Reds", "--json"});
        std::string serving;
        for (const auto& officer : officers.array()) {
            if (officer["unit"].string() == "1/9D" && officer["fate"].string() == "serving") {
                serving = std::to_string(static_cast<int>(officer["id"].number()));
                clever = officer["token"].string().find("clever") != std::string::npos;
            }
        }
        if (clever) break;
        REQUIRE(cli({"officer", file, "--casualty", serving, "--fate", "killed"}).exitCode == 0);
        REQUIRE(cli({"officer", file, "--replace", serving}).exitCode == 0);
    }
    REQUIRE(clever);
    const auto id = foughtExample(example);
    const auto units = cliJson({"battle", "units", file, id, "--json"});
    const auto& ofNinth = units["units"].array();
    for (const auto& unit : ofNinth) {
        CAPTURE(unit["code"].string());
        CHECK(unit["clever_officer"].boolean() == (unit["code"].string() == "1/9D"));
    }
    REQUIRE(cli({"battle", "act", file, id, "initiative", "--dice", "2,5"}).exitCode == 0);
    const auto sides = sidesOf(units["units"]);
    const auto& white = sides.defenders[0];

    const auto noClever = cli({"battle", "act", file, id, "move", "Cv/9D", "--preempt"});
    CHECK(isOneLineError(noClever));
    CHECK(noClever.err.find("Cv/9D has no Clever officer to pre-empt the order with") !=
          std::string::npos);
    const auto failed =
        cliJson({"battle", "act", file, id, "move", "1/9D", "--preempt", "--dice", "5", "--json"});
    CHECK(failed["result"].string() == "no change");
    CHECK(failed["event"]["turn_step"].string() == "pre-empt fails 1/9D");
    CHECK(segmentOf(failed["state"]["units"], "1/9D") == "to act");
    const auto before = campaignDump(example.file());
    const auto again = cli({"battle", "act", file, id, "move", "1/9D", "--preempt", "--dice", "6"});
    CHECK(isOneLineError(again));
    CHECK(again.err.find("has tried to pre-empt this action segment already") != std::string::npos);
    CHECK(campaignDump(example.file()) == before);

    REQUIRE(cli({"battle", "act", file, id, "move", white}).exitCode == 0);
    REQUIRE(cli({"battle", "act", file, id, "move", "Cv/9D"}).exitCode == 0);
    const auto preempted =
        cliJson({"battle", "act", file, id, "move", "1/9D", "--preempt", "--dice", "6", "--json"});
    CHECK(preempted["effects"].array().front().string() ==
          "1/9D: its Clever officer pre-empts the initiative order");
    CHECK(preempted["event"]["turn_step"].string() == "segment 1/9D");
    CHECK(segmentOf(preempted["state"]["units"], "1/9D") == "acted");
}
