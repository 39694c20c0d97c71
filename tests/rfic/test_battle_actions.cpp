// The umpired Red Flags & Iron Crosses table of a linked battle, with scripted dice and the
// cards the players turned over: the deal's activation order, fire with its cover cards,
// disruption and figures killed, an AFV's red cards, a close assault's totals, cohesion by
// suit and grade, the turn's pack kept as text, and odds over the cards still undealt.

#include <doctest/doctest.h>

#include "rules/rfic/battle/battle.hpp"
#include "tests/rfic/rfic_tables_fixture.hpp"
#include "tests/rules/odds_against_play.hpp"

using namespace tachanka::rules;
using namespace tachanka::rules::rfic;
using tachanka::testing::shippedRficTables;

namespace {

BattleUnit unitOf(std::string code, bool attacker, Mover mover, int figures, Grade grade) {
    BattleUnit unit;
    unit.code = std::move(code);
    unit.attacker = attacker;
    unit.mover = mover;
    unit.figures = figures;
    unit.grade = grade;
    return unit;
}

// Two rifle units of 4 figures, dealt their cards by the players.
RficBattle dealtBattle(const std::string& cards = "7H,QS") {
    RficBattle battle;
    battle.units.push_back(unitOf("W", true, Mover::Infantry, 4, Grade::Average));
    battle.units.push_back(unitOf("R", false, Mover::Infantry, 4, Grade::Poor));
    BattleRequest deal;
    deal.action = BattleAction::Deal;
    deal.cards = parseCards(cards);
    ScriptedDice none({});
    act(shippedRficTables(), battle, deal, none);
    return battle;
}

BattleRequest fireAt(std::string actor, std::string target, std::string cards = "") {
    BattleRequest request;
    request.action = BattleAction::Fire;
    request.actor = std::move(actor);
    request.target = std::move(target);
    if (!cards.empty()) request.cards = parseCards(cards);
    return request;
}

}  // namespace

TEST_CASE("Turn Sequence 2-3: a card a unit, the lowest activated first, ♥ before ♠ on a tie") {
    const auto battle = dealtBattle("QS,QH");
    REQUIRE(battle.cards.dealt.size() == 2);
    CHECK(battle.cards.dealt[0].holder == "R");  // Q♥ before Q♠
    CHECK(battle.cards.turn == 1);
    CHECK(battle.cards.typed);
    CHECK(battle.cards.seen.size() == 2);
}

TEST_CASE("a deal is one card a unit, no Joker, and every other action waits for it") {
    RficBattle battle;
    battle.units.push_back(unitOf("W", true, Mover::Infantry, 4, Grade::Average));
    ScriptedDice none({});
    CHECK_THROWS_AS(act(shippedRficTables(), battle, fireAt("W", "W"), none), std::invalid_argument);
    BattleRequest deal;
    deal.action = BattleAction::Deal;
    deal.cards = parseCards("7H,8H");
    CHECK_THROWS_WITH_AS(act(shippedRficTables(), battle, deal, none),
                         "deal one card a unit and Commander: 1 holder, 2 cards typed", std::invalid_argument);
    deal.cards = parseCards("JK");
    CHECK_THROWS_AS(act(shippedRficTables(), battle, deal, none), std::invalid_argument);
    CHECK(battle.cards.turn == 0);
}

TEST_CASE("Fire Combat: a 6 hits, in cover a red card lets it count, the first disrupts, the "
          "next kills a figure") {
    auto battle = dealtBattle();
    auto fire = fireAt("W", "R", "2D,3S,4H");
    fire.cover = true;
    // Four figures, one die each: three 6s. Cover cards 2♦ counts (disrupted), 3♠ not, 4♥
    // counts (a figure killed).
    ScriptedDice dice({6, 6, 1, 6});
    const auto result = act(shippedRficTables(), battle, fire, dice);
    const auto& red = battle.units[1];
    CHECK(red.disrupted);
    CHECK(red.figuresLost == 1);
    CHECK(result.summary == "R: 1 figure lost, disrupted");
    CHECK(battle.cards.seen.size() == 5);
}

TEST_CASE("a card seen this turn is not in the undealt pile, and a typed turn wants typed cards") {
    auto battle = dealtBattle();
    auto fire = fireAt("W", "R", "7H");  // dealt to W
    fire.cover = true;
    ScriptedDice dice({6, 1, 1, 1});
    CHECK_THROWS_WITH_AS(act(shippedRficTables(), battle, fire, dice),
                         "7♥ has been seen this turn: it is not in the undealt pile",
                         std::invalid_argument);
    auto untyped = fireAt("W", "R");
    untyped.cover = true;
    ScriptedDice again({6, 1, 1, 1});
    CHECK_THROWS_AS(act(shippedRficTables(), battle, untyped, again), std::invalid_argument);
}

TEST_CASE("a disrupted medium AFV hit again is destroyed by two red cards in a row") {
    RficBattle battle;
    battle.units.push_back(unitOf("G", true, Mover::LightArtillery, 2, Grade::Good));
    battle.units.push_back(unitOf("T", false, Mover::MediumAfv, 1, Grade::Average));
    BattleRequest deal;
    deal.action = BattleAction::Deal;
    deal.cards = parseCards("2C,3C");
    ScriptedDice none({});
    act(shippedRficTables(), battle, deal, none);
    battle.units[1].disrupted = true;
    // Two crew figures, two dice each: one 6. Red cards 5♥ and 9♦: destroyed.
    ScriptedDice dice({6, 1, 2, 3});
    act(shippedRficTables(), battle, fireAt("G", "T", "5H,9D"), dice);
    CHECK(battle.units[1].destroyed);
    CHECK(battle.units[1].left() == 0);
}

TEST_CASE("Close Assault: both fire, the higher total drives the other out, a lower one "
          "disrupts the assaulter") {
    auto battle = dealtBattle();
    BattleRequest assault;
    assault.action = BattleAction::Assault;
    assault.actor = "W";
    assault.target = "R";
    // W: 5, 5, 4, 4 = 18; R: 1, 2, 1, 2 = 6. No 6s. R retreats.
    ScriptedDice dice({5, 5, 4, 4, 1, 2, 1, 2});
    const auto won = act(shippedRficTables(), battle, assault, dice);
    CHECK(battle.units[1].retreated);
    CHECK(won.summary == "R: retreats");
    auto other = dealtBattle();
    ScriptedDice lower({1, 1, 1, 1, 5, 5, 5, 5});
    act(shippedRficTables(), other, assault, lower);
    CHECK(other.units[0].disrupted);
    CHECK_FALSE(other.units[1].retreated);
}

TEST_CASE("Regaining Cohesion: a poor unit regains on a spade alone, an average one on a club") {
    auto battle = dealtBattle();
    battle.units[1].disrupted = true;
    BattleRequest cohesion;
    cohesion.action = BattleAction::Cohesion;
    cohesion.actor = "R";
    cohesion.cards = parseCards("2C");
    ScriptedDice none({});
    act(shippedRficTables(), battle, cohesion, none);
    CHECK(battle.units[1].disrupted);  // poor: a club fails
    cohesion.cards = parseCards("3S");
    act(shippedRficTables(), battle, cohesion, none);
    CHECK_FALSE(battle.units[1].disrupted);
}

TEST_CASE("the turn's cards and a unit's state round-trip through their text") {
    const auto battle = dealtBattle("QS,QH");
    const auto text = battleStateText(battle.cards, battle.commanders);
    CHECK(text == "turn 1 typed seen QS,QH dealt R=QH,W=QS");
    const auto read = battleStateFrom(text);
    CHECK(read.commanders.empty());
    CHECK(battleStateText(read.cards, read.commanders) == text);
    BattleUnit unit;
    unit.grade = Grade::VeryPoor;
    unit.disrupted = true;
    unit.retreated = true;
    BattleUnit readUnit;
    unitStateFrom(unitStateText(unit), readUnit);
    CHECK(unitStateText(readUnit) == "grade very-poor disrupted retreated");
    CHECK_THROWS_AS(battleStateFrom("turn x"), std::invalid_argument);
}

TEST_CASE("a fire's odds count the cards left: one die, a 6 in cover counts on a red card") {
    const auto battle = dealtBattle("7H,QS");  // one red and one black card seen
    RficBattle one = battle;
    one.units[0].figures = 1;
    auto fire = fireAt("W", "R");
    fire.cover = true;
    const auto odds = actionOdds(shippedRficTables(), one, fire);
    // A 6 (1/6), then a red card of the 25 red among 50 left (1/2): disrupted 1/12.
    CHECK(odds.of("R: disrupted").text() == "1/12");
    CHECK(odds.of("no effect").text() == "11/12");
}

TEST_CASE("a close assault's odds, counted by the throws' tallies, agree with the assault "
          "played") {
    // Six rifle figures a side and no cover: no card is turned (a first hit disrupts, the
    // next kill figures), so seeded dice alone play it.
    auto battle = dealtBattle();
    battle.units[0].figures = 6;
    battle.units[1].figures = 6;
    BattleRequest assault;
    assault.action = BattleAction::Assault;
    assault.actor = "W";
    assault.target = "R";
    const auto odds = actionOdds(shippedRficTables(), battle, assault);
    tachanka::testing::checkOddsAgainstPlay(odds, [&](Dice& dice) {
        auto copy = battle;
        return act(shippedRficTables(), copy, assault, dice).summary;
    });
}
