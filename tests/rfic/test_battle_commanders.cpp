// The Commanders on the umpired Red Flags & Iron Crosses table of a linked battle, with scripted
// dice and the cards the players turned over: note 10's shared card, their dice with a unit,
// the Commander table, cohesion with a Commander in the hex and his own two attempts, joining a
// unit, their state kept as text, and the odds of a hit on a disrupted Commander.

#include <doctest/doctest.h>

#include "rules/rfic/battle/battle.hpp"
#include "tests/rfic/rfic_tables_fixture.hpp"

using namespace tachanka::rules;
using namespace tachanka::rules::rfic;
using tachanka::testing::shippedRficTables;

namespace {

BattleUnit rifles(std::string code, bool attacker, Grade grade) {
    BattleUnit unit;
    unit.code = std::move(code);
    unit.attacker = attacker;
    unit.mover = Mover::Infantry;
    unit.figures = 4;
    unit.grade = grade;
    return unit;
}

BattleRequest request(BattleAction action, std::string actor, std::string target,
                      std::string cards = "") {
    BattleRequest made;
    made.action = action;
    made.actor = std::move(actor);
    made.target = std::move(target);
    if (!cards.empty()) made.cards = parseCards(cards);
    return made;
}

// W (attacker, average) with Commander-A, R (defender, poor) and Commander-D on his own; the
// cards are dealt to W, R, Commander-A, Commander-D in that order.
RficBattle withCommanders(const std::string& cards = "9H,4S,3C,8D") {
    RficBattle battle;
    battle.units.push_back(rifles("W", true, Grade::Average));
    battle.units.push_back(rifles("R", false, Grade::Poor));
    battle.commanders.resize(2);
    battle.commanders[1].attacker = false;
    ScriptedDice none({});
    act(shippedRficTables(), battle, request(BattleAction::Join, "Commander-A", "W"), none);
    BattleRequest deal;
    deal.action = BattleAction::Deal;
    deal.cards = parseCards(cards);
    act(shippedRficTables(), battle, deal, none);
    return battle;
}

}  // namespace

TEST_CASE("Turn Sequence 2 and note 10: a card for each Commander, and one with a unit shares the "
          "lower card with it, the higher is discarded") {
    const auto battle = withCommanders();
    const auto& dealt = battle.cards.dealt;
    REQUIRE(dealt.size() == 4);
    // W 9♥ and Commander-A 3♣: 9♥ discarded, both on 3♣, first; then R 4♠, Commander-D 8♦.
    CHECK(textOf(dealt[0].card) == "3♣");
    CHECK(textOf(dealt[1].card) == "3♣");
    CHECK((dealt[0].holder == "W" || dealt[1].holder == "W"));
    CHECK((dealt[0].holder == "Commander-A" || dealt[1].holder == "Commander-A"));
    CHECK(dealt[2].holder == "R");
    CHECK(dealt[3].holder == "Commander-D");
    CHECK(battle.cards.seen.size() == 4);  // the discarded 9♥ is out of the undealt pile
    BattleRequest deal;
    deal.action = BattleAction::Deal;
    deal.cards = parseCards("2H,3H");
    auto copy = battle;
    ScriptedDice none({});
    CHECK_THROWS_WITH_AS(act(shippedRficTables(), copy, deal, none),
                         "deal one card a unit and Commander: 4 holders, 2 cards typed",
                         std::invalid_argument);
}

TEST_CASE("Fire Combat: the Commander with a unit adds his 2D6, none while he is disrupted") {
    auto battle = withCommanders();
    ScriptedDice six({1, 1, 1, 1, 1, 1});
    const auto fired = act(shippedRficTables(), battle, request(BattleAction::Fire, "W", "R"), six);
    REQUIRE_FALSE(fired.cells.empty());
    CHECK(fired.cells.front() == "W fires 6 D6 (small-arms, with Commander-A) → 0 hits");
    battle.commanders[0].disrupted = true;
    ScriptedDice four({1, 1, 1, 1});
    const auto alone = act(shippedRficTables(), battle, request(BattleAction::Fire, "W", "R"), four);
    CHECK(alone.cells.front() == "W fires 4 D6 (small-arms) → 0 hits");
}

TEST_CASE("a hit on a Commander disrupts him, a second turns the Commander table: K, Q, J of "
          "Hearts kill, another red card wounds, a black one leaves him unwounded") {
    auto battle = withCommanders();
    // Six dice (W's four and Commander-A's two): one 6 disrupts Commander-D.
    ScriptedDice oneHit({6, 1, 1, 1, 1, 1});
    const auto first =
        act(shippedRficTables(), battle, request(BattleAction::Fire, "W", "Commander-D"), oneHit);
    CHECK(first.summary == "Commander-D: disrupted");
    CHECK(battle.commanders[1].disrupted);
    auto black = battle;
    ScriptedDice again({6, 1, 1, 1, 1, 1});
    const auto unwounded = act(shippedRficTables(), black,
                               request(BattleAction::Fire, "W", "Commander-D", "2S"), again);
    CHECK(unwounded.summary == "no effect");
    CHECK(unwounded.effects == std::vector<std::string>{"Commander-D is unwounded"});
    auto red = battle;
    ScriptedDice third({6, 1, 1, 1, 1, 1});
    const auto wounded =
        act(shippedRficTables(), red, request(BattleAction::Fire, "W", "Commander-D", "5D"), third);
    CHECK(wounded.summary == "Commander-D: wounded");
    CHECK(red.commanders[1].disrupted);
    ScriptedDice fourth({6, 1, 1, 1, 1, 1});
    const auto killed = act(shippedRficTables(), battle,
                            request(BattleAction::Fire, "W", "Commander-D", "KH"), fourth);
    CHECK(killed.summary == "Commander-D: killed");
    CHECK(battle.commanders[1].killed);
    ScriptedDice none({});
    CHECK_THROWS_WITH_AS(
        act(shippedRficTables(), battle, request(BattleAction::Cohesion, "Commander-D", ""), none),
        "Commander-D is killed", std::invalid_argument);
}

TEST_CASE("Regaining Cohesion: the Commander with a poor unit makes it average, and a Commander has "
          "two attempts, read as a good unit") {
    auto battle = withCommanders();
    battle.units[0].grade = Grade::Poor;
    battle.units[0].disrupted = true;
    ScriptedDice none({});
    // Poor alone fails on a club; with Commander-A it is average and regains on it.
    const auto rallied =
        act(shippedRficTables(), battle, request(BattleAction::Cohesion, "W", "", "2C"), none);
    CHECK(rallied.summary == "W: cohesion regained");
    battle.commanders[0].disrupted = true;
    // Good: a heart fails, the second attempt's diamond regains.
    const auto commander = act(shippedRficTables(), battle,
                               request(BattleAction::Cohesion, "Commander-A", "", "2H,5D"), none);
    CHECK(commander.cells.front() == "Commander-A (good): 2♥ 5♦ → regains cohesion");
    CHECK_FALSE(battle.commanders[0].disrupted);
}

TEST_CASE("a Commander joins a unit of his own side, or goes on his own, and one whose unit left "
          "the table is on his own at the next deal") {
    auto battle = withCommanders();
    ScriptedDice none({});
    CHECK_THROWS_WITH_AS(
        act(shippedRficTables(), battle, request(BattleAction::Join, "Commander-A", "R"), none),
        "Commander-A commands the other side, not R", std::invalid_argument);
    const auto alone =
        act(shippedRficTables(), battle, request(BattleAction::Join, "Commander-A", "alone"), none);
    CHECK(alone.summary == "Commander-A: on his own");
    act(shippedRficTables(), battle, request(BattleAction::Join, "Commander-D", "R"), none);
    battle.units[1].retreated = true;
    BattleRequest deal;
    deal.action = BattleAction::Deal;
    deal.cards = parseCards("2H,3H,4H");
    const auto dealt = act(shippedRficTables(), battle, deal, none);
    CHECK(battle.commanders[1].withUnit.empty());
    CHECK(dealt.effects.back() == "Commander-D is on his own: R has left the table");
}

TEST_CASE("the Commanders' state round-trips with the turn's cards") {
    auto battle = withCommanders();
    battle.commanders[0].disrupted = true;
    battle.commanders[1].wounded = true;
    const auto text = battleStateText(battle.cards, battle.commanders);
    CHECK(text.ends_with("commander A with W disrupted commander D wounded"));
    const auto read = battleStateFrom(text);
    REQUIRE(read.commanders.size() == 2);
    CHECK(read.commanders[0].withUnit == "W");
    CHECK_FALSE(read.commanders[1].attacker);
    CHECK(battleStateText(read.cards, read.commanders) == text);
    // Before the first deal a Commander who joined a unit is kept too.
    CHECK(battleStateText({}, {battle.commanders[0]}) ==
          "turn 0 seed 0 seen - dealt - commander A with W disrupted");
    CHECK_THROWS_AS(battleStateFrom("turn 1 typed seen - dealt - commander X"),
                    std::invalid_argument);
}

TEST_CASE("the odds of fire at a disrupted Commander count the Commander table over the cards "
          "left") {
    auto battle = withCommanders("7H,QS,2C,3D");
    battle.units[0].figures = 1;
    battle.commanders[0].withUnit.clear();  // W fires its one die alone
    battle.commanders[1].disrupted = true;
    const auto odds =
        actionOdds(shippedRficTables(), battle, request(BattleAction::Fire, "W", "Commander-D"));
    // A 6 (1/6), then of the 48 cards left 3 kill (K, Q, J♥), 21 other red cards wound and 24
    // black leave him unwounded.
    CHECK(odds.of("Commander-D: killed").text() == "1/96");
    CHECK(odds.of("Commander-D: wounded").text() == "7/96");
    CHECK(odds.of("no effect").text() == "11/12");
}
