// The umpired Bullets & Bolsheviks table of a linked battle, with scripted dice against the
// text: each action's dice in the order the rules call for them, what they do to the units,
// and odds that add the very act() up over every roll.

#include <doctest/doctest.h>

#include "rules/bnb/battle/battle.hpp"
#include "tests/bnb/bnb_tables_fixture.hpp"
#include "tests/rules/odds_against_play.hpp"

using namespace tachanka::rules;
using namespace tachanka::rules::bnb;
using tachanka::testing::shippedBnbTables;

namespace {

BattleUnit unitOf(std::string code, bool attacker, UnitType type, int stands, int level) {
    BattleUnit unit;
    unit.code = std::move(code);
    unit.attacker = attacker;
    unit.type = type;
    unit.stands = stands;
    unit.moraleLevel = level;
    return unit;
}

// Whites' 3 stands of good infantry against 4 of the Reds' average infantry, no leaders.
BnbBattle twoBattalions() {
    BnbBattle battle;
    battle.units.push_back(unitOf("W", true, UnitType::Infantry, 3, 2));
    battle.units.push_back(unitOf("R", false, UnitType::Infantry, 4, 3));
    return battle;
}

BattleRequest request(BattleAction action, std::string actor, std::string target = "") {
    BattleRequest made;
    made.action = action;
    made.actor = std::move(actor);
    made.target = std::move(target);
    return made;
}

const BattleUnit& unitCoded(const BnbBattle& battle, const std::string& code) {
    for (const auto& unit : battle.units) {
        if (unit.code == code) return unit;
    }
    throw std::logic_error("no unit " + code);
}

}  // namespace

TEST_CASE("initiative: each side rolls 2d6, the higher leads, a tie stays with the holder") {
    auto battle = twoBattalions();
    ScriptedDice higher({6, 5, 3, 3});
    act(shippedBnbTables(), battle, request(BattleAction::Initiative, ""), higher);
    CHECK(battle.turn == 1);
    CHECK(battle.attackerHasInitiative);
    ScriptedDice tie({4, 3, 5, 2});
    const auto result = act(shippedBnbTables(), battle, request(BattleAction::Initiative, ""), tie);
    CHECK(battle.turn == 2);
    CHECK(battle.attackerHasInitiative);  // 7 against 7: the attacker held it
    CHECK(result.cells[0].find("a tie to the holder") != std::string::npos);
}

TEST_CASE("small arms: 2 dice a stand hit targets in the open on 5 or 6, and a loss calls for "
          "the Taking Losses check, its failure falling back with a cohesion roll") {
    auto battle = twoBattalions();
    auto fire = request(BattleAction::Fire, "W", "R");
    fire.rangeHexes = 4;  // the infantry's range
    // Six dice: two hits. R's check: d6 2, -2 for two stands lost → 0, not above 3: fails;
    // it falls back a hex, and its cohesion roll of 3 does not beat level 3: a stand goes.
    ScriptedDice dice({5, 6, 1, 2, 3, 4, 2, 3});
    const auto result = act(shippedBnbTables(), battle, fire, dice);
    const auto& red = unitCoded(battle, "R");
    CHECK(red.standsLost == 3);
    CHECK(red.fellBack == 1);
    CHECK(result.summary == "R: 3 stands lost, fell back 1");
    CHECK(result.outcome == "R: 3 stands lost");
}

TEST_CASE("small arms need half range against entrenchments, hit there on a 6 only and count "
          "two hits as one") {
    auto battle = twoBattalions();
    auto fire = request(BattleAction::Fire, "W", "R");
    fire.terrain = ArtilleryTarget::Trench;
    fire.rangeHexes = 3;
    ScriptedDice none({});
    CHECK_THROWS_WITH_AS(act(shippedBnbTables(), battle, fire, none),
                         "entrenched targets are hit only at half range (2 hexes) or less",
                         std::invalid_argument);
    CHECK(unitCoded(battle, "R").standsLost == 0);
    fire.rangeHexes = 2;
    // Three 6s of six dice: one hit. The check: 6 - 1 + 1 (entrenched) = 6 above 3: holds.
    ScriptedDice dice({6, 6, 6, 5, 1, 1, 6});
    act(shippedBnbTables(), battle, fire, dice);
    CHECK(unitCoded(battle, "R").standsLost == 1);
    CHECK(unitCoded(battle, "R").fellBack == 0);
}

TEST_CASE("small arms do not affect armoured cars") {
    auto battle = twoBattalions();
    battle.units.push_back(unitOf("AC", false, UnitType::ArmoredCar, 1, 2));
    ScriptedDice none({});
    CHECK_THROWS_WITH_AS(act(shippedBnbTables(), battle, request(BattleAction::Fire, "W", "AC"),
                             none),
                         "small arms do not affect armoured cars or tanks", std::invalid_argument);
}

TEST_CASE("artillery: the zeroing dice must reach the range before the FP dice are rolled") {
    auto battle = twoBattalions();
    battle.units.push_back(unitOf("G", true, UnitType::FieldArtillery, 1, 2));
    auto fire = request(BattleAction::Artillery, "G", "R");
    fire.rangeHexes = 8;
    ScriptedDice short_({3, 4});  // field guns' 2 dice: 7 short of 8
    const auto missed = act(shippedBnbTables(), battle, fire, short_);
    CHECK(missed.summary == "no effect");
    CHECK(missed.cells[0] == "zeroing in: 7 < range 8 → not zeroed");
    // Zeroed on 9; four FP dice hit troops in the open on 4+: two hits. R checks at 5 - 2 = 3,
    // not above 3: falls back, and its cohesion 4 beats level 3.
    ScriptedDice zeroed({4, 5, 4, 6, 1, 3, 5, 4});
    act(shippedBnbTables(), battle, fire, zeroed);
    CHECK(unitCoded(battle, "R").standsLost == 2);
    CHECK(unitCoded(battle, "R").fellBack == 1);
}

TEST_CASE("artillery at an armoured car hits on a 6 only, each hit rolled on its damage table") {
    auto battle = twoBattalions();
    battle.units.push_back(unitOf("G", true, UnitType::FieldArtillery, 1, 2));
    battle.units.push_back(unitOf("AC", false, UnitType::ArmoredCar, 1, 2));
    auto fire = request(BattleAction::Artillery, "G", "AC");
    fire.rangeHexes = 2;
    // Zeroed; 6, 6, 5, 1: two hits. Damage 3 (3-4 mobility) and 2 (1-2 nothing).
    ScriptedDice dice({1, 1, 6, 6, 5, 1, 3, 2});
    act(shippedBnbTables(), battle, fire, dice);
    CHECK(unitCoded(battle, "AC").mobilityLost == 1);
    CHECK_FALSE(unitCoded(battle, "AC").knockedOut);
    // Another: one hit, a 5 knocks it out.
    ScriptedDice again({1, 1, 6, 1, 1, 1, 5});
    const auto result = act(shippedBnbTables(), battle, fire, again);
    CHECK(unitCoded(battle, "AC").knockedOut);
    CHECK(result.outcome == "AC: 1 stand lost, knocked out");
}

TEST_CASE("artillery hits on a battery are re-rolled for what they strike: a gun hit halves its "
          "FP, a pinned crew cannot fire") {
    auto battle = twoBattalions();
    battle.units.push_back(unitOf("G", true, UnitType::FieldArtillery, 1, 2));
    battle.units.push_back(unitOf("H", false, UnitType::FieldArtillery, 1, 3));
    auto fire = request(BattleAction::Artillery, "G", "H");
    fire.rangeHexes = 2;
    // Zeroed; two hits of four; battery table 4 (gun hit) and 6 (crew pinned).
    ScriptedDice dice({1, 1, 4, 5, 1, 1, 4, 6});
    act(shippedBnbTables(), battle, fire, dice);
    const auto& hit = unitCoded(battle, "H");
    CHECK(hit.gunHits == 1);
    CHECK(hit.pinned);
    auto answer = request(BattleAction::Artillery, "H", "G");
    answer.rangeHexes = 2;
    ScriptedDice none({});
    CHECK_THROWS_WITH_AS(act(shippedBnbTables(), battle, answer, none),
                         "H's crew is pinned down: it cannot fire until unpinned",
                         std::invalid_argument);
    // Unpinned (5 above 3), its halved FP rolls 2 dice, not 4.
    auto unpin = request(BattleAction::Morale, "H");
    unpin.occasion = MoraleOccasion::Unpin;
    ScriptedDice steady({5});
    act(shippedBnbTables(), battle, unpin, steady);
    ScriptedDice halved({1, 1, 1, 1});
    CHECK(act(shippedBnbTables(), battle, answer, halved).cells[1] ==
          "artillery FP: hit on 4+ → 0 hits");  // four dice would need two more
}

TEST_CASE("close assault: a shaky unit failing to attempt it is pinned, a good one holds") {
    auto battle = twoBattalions();
    battle.units.push_back(unitOf("S", true, UnitType::Infantry, 2, 4));
    ScriptedDice low({2});
    const auto good = act(shippedBnbTables(), battle, request(BattleAction::Assault, "W", "R"), low);
    CHECK(good.hex == "the assault does not go in");
    CHECK_FALSE(unitCoded(battle, "W").pinned);
    ScriptedDice lower({4});
    act(shippedBnbTables(), battle, request(BattleAction::Assault, "S", "R"), lower);
    CHECK(unitCoded(battle, "S").pinned);
    ScriptedDice none({});
    CHECK_THROWS_WITH_AS(act(shippedBnbTables(), battle, request(BattleAction::Assault, "S", "R"),
                             none),
                         "S is pinned: it must pass morale (unpin) to move", std::invalid_argument);
}

TEST_CASE("close assault: both hold, the stands' dice and modifiers decide, the winner rolls "
          "the Losses table and the loser falls back") {
    auto battle = twoBattalions();
    // W attempts (6 above 2), R receives (5 above 3). Melee: W's 3 stands 6, 6, 5 +1 better
    // morale each = 20; R's 4 stands 1, 2, 2, 1 +1 more hit boxes each = 10. W wins, rolls
    // 4 on the Losses table: winner 1, loser 2. R (2 stands left) checks Losing a Melee at
    // 6 - 1 (not entrenched) = 5 above 3: it holds its morale and still falls back one hex.
    ScriptedDice dice({6, 5, 6, 6, 5, 1, 2, 2, 1, 4, 6});
    const auto result =
        act(shippedBnbTables(), battle, request(BattleAction::Assault, "W", "R"), dice);
    CHECK(result.hex == "W takes the hex");
    CHECK(unitCoded(battle, "W").standsLost == 1);
    CHECK(unitCoded(battle, "R").standsLost == 2);
    CHECK(unitCoded(battle, "R").fellBack == 1);
    CHECK(result.summary == "W takes the hex; W: 1 stand lost; R: 2 stands lost, fell back 1");
}

TEST_CASE("a lost melee's failed morale falls back two further hexes: out of the fight") {
    auto battle = twoBattalions();
    // As above, but the loser's check rolls 1: 1 - 1 (not entrenched; 4 stands against 3 when
    // the melee began, not outnumbered) = 0: it falls back two further hexes and rolls 6 for
    // cohesion.
    ScriptedDice dice({6, 5, 6, 6, 5, 1, 2, 2, 1, 4, 1, 6});
    act(shippedBnbTables(), battle, request(BattleAction::Assault, "W", "R"), dice);
    const auto& red = unitCoded(battle, "R");
    CHECK(red.fellBack == 3);
    CHECK(red.routed());
    CHECK(red.standsLost == 2);  // the cohesion 6 beats level 3
}

TEST_CASE("an attached leader rolls his boost on his rating or less, and may fall under fire") {
    auto battle = twoBattalions();
    battle.units[1].leader = BattleLeader{"Kotov", 2, ""};
    auto fire = request(BattleAction::Fire, "W", "R");
    // Six dice, one hit. Boost 2 ≤ 2: +1. Check 3 - 1 + 1 = 3, not above 3: falls back,
    // cohesion 5 beats 3. His hex took small arms: 2d6 6 + 6 = 12 hits him, effect 1 killed.
    // Leader Killed check at 4 - 2 (his rating) = 2: falls back, cohesion 1 loses a stand.
    ScriptedDice dice({6, 1, 1, 1, 1, 1, 2, 3, 5, 6, 6, 1, 4, 1});
    const auto result = act(shippedBnbTables(), battle, fire, dice);
    const auto& red = unitCoded(battle, "R");
    CHECK(red.leader->fate == "killed");
    CHECK(red.fellBack == 2);
    CHECK(red.standsLost == 2);
    CHECK(result.outcome == "R: 2 stands lost, leader killed");
}

TEST_CASE("a moving armoured car fails mechanically on a 2d6 of 2 and loses a mobility box") {
    auto battle = twoBattalions();
    battle.units.push_back(unitOf("AC", true, UnitType::ArmoredCar, 1, 2));
    ScriptedDice fine({1, 2});
    act(shippedBnbTables(), battle, request(BattleAction::Vehicle, "AC"), fine);
    CHECK(unitCoded(battle, "AC").mobilityLost == 0);
    ScriptedDice snake({1, 1});
    act(shippedBnbTables(), battle, request(BattleAction::Vehicle, "AC"), snake);
    ScriptedDice again({1, 1});
    act(shippedBnbTables(), battle, request(BattleAction::Vehicle, "AC"), again);
    CHECK(unitCoded(battle, "AC").mobilityLost == 2);
    ScriptedDice none({});
    CHECK_THROWS_WITH_AS(act(shippedBnbTables(), battle, request(BattleAction::Vehicle, "AC"), none),
                         "AC is immobile", std::invalid_argument);
}

TEST_CASE("a unit's state round-trips through its text") {
    BattleUnit unit;
    unit.moraleLevel = 4;
    unit.fellBack = 2;
    unit.mobilityLost = 1;
    unit.gunHits = 1;
    unit.knockedOut = true;
    unit.limberLost = true;
    const auto text = unitStateText(unit);
    CHECK(text == "level 4 fell-back 2 mobility-lost 1 gun-hits 1 knocked-out limber-lost");
    BattleUnit read;
    unitStateFrom(text, read);
    CHECK(unitStateText(read) == text);
    CHECK_THROWS_AS(unitStateFrom("level four", read), std::invalid_argument);
    CHECK_THROWS_AS(unitStateFrom("dancing", read), std::invalid_argument);
}

TEST_CASE("a fire's odds, counted by hand: one stand's two dice miss the open with 4/9") {
    BnbBattle battle;
    battle.units.push_back(unitOf("W", true, UnitType::Infantry, 1, 2));
    battle.units.push_back(unitOf("R", false, UnitType::Infantry, 4, 3));
    const auto odds = actionOdds(shippedBnbTables(), battle, request(BattleAction::Fire, "W", "R"));
    CHECK(odds.of("no effect").text() == "4/9");
    CHECK(odds.total().text() == "1/1");
    // Two stands lost: two hits and the check held (a 6 less 2: 1/9 x 1/6), two hits and the
    // cohesion roll beat 3 (1/9 x 5/6 x 1/2), or one hit, the check failed and the cohesion
    // roll lost one (4/9 x 4/6 x 1/2): 2/108 + 5/108 + 16/108.
    CHECK(odds.of("R: 2 stands lost").text() == "23/108");
}

TEST_CASE("an assault's odds add up to one and match scripted sequences' share") {
    BnbBattle battle;
    battle.units.push_back(unitOf("W", true, UnitType::Infantry, 1, 2));
    battle.units.push_back(unitOf("R", false, UnitType::Infantry, 1, 3));
    const auto odds =
        actionOdds(shippedBnbTables(), battle, request(BattleAction::Assault, "W", "R"));
    CHECK(odds.total().text() == "1/1");
    // The attempt fails on 1 or 2 (not above level 2): 1/3.
    CHECK(odds.of("the assault does not go in").text() == "1/3");
}

TEST_CASE("a leader's rating is his token's bonus within the text's 0-3, and the levels' names") {
    const auto& leadership = shippedBnbTables().leadership;
    CHECK(leaderRating(leadership, 2) == 2);
    CHECK(leaderRating(leadership, 5) == 3);   // "rated between 0-3"
    CHECK(leaderRating(leadership, -1) == 0);
    CHECK(moraleLevelName(1) == "fanatical");  // "Level 1 = Fanatical troops"
    CHECK(moraleLevelName(4) == "shaky");
}

TEST_CASE("a melee's odds, counted once for each winner whatever the totals, agree with the "
          "assault played") {
    // Four stands a side, a leader with the attackers: too many dice to list by hand.
    auto battle = twoBattalions();
    battle.units[0].stands = 4;
    battle.units[0].leader = BattleLeader{"Orlov", 1, ""};
    const auto assault = request(BattleAction::Assault, "W", "R");
    const auto odds = actionOdds(shippedBnbTables(), battle, assault);
    tachanka::testing::checkOddsAgainstPlay(odds, [&](Dice& dice) {
        auto copy = battle;
        return act(shippedBnbTables(), copy, assault, dice).outcome;
    });
}
