// The procedures of the text with scripted dice and typed cards, each named by its rule.

#include <doctest/doctest.h>

#include <stdexcept>

#include "rules/dice.hpp"
#include "rules/rfic/activation.hpp"
#include "rules/rfic/aircraft.hpp"
#include "rules/rfic/cohesion.hpp"
#include "rules/rfic/fire.hpp"
#include "rules/rfic/hits.hpp"
#include "rules/rfic/movement.hpp"
#include "tests/rfic/rfic_tables_fixture.hpp"

using namespace tachanka::rules::rfic;
using tachanka::rules::ScriptedDice;
using tachanka::testing::pile;
using tachanka::testing::shippedRficTables;

namespace {

int hexes(Mover mover, const char* card, MoveRequest request = {}) {
    request.mover = mover;
    request.card = parseCard(card);
    return movement(shippedRficTables().movement, request).hexes;
}

int diceFor(const char* weapon, int count, bool moved = false, int commanders = 0) {
    return fireDice(shippedRficTables().fire, {weapon, count, moved, commanders});
}

}  // namespace

TEST_CASE("Turn Sequence 3-4: the lowest card is activated first, then the next lowest") {
    const auto order = activationOrder({{"A", parseCard("KH")},
                                        {"B", parseCard("2D")},
                                        {"C", parseCard("AS")},
                                        {"D", parseCard("2C")},
                                        {"E", parseCard("3C")}});
    std::string holders;
    for (const auto& dealt : order) holders += dealt.holder;
    CHECK(holders == "CDBEA");  // A♠, 2♣, 2♦, 3♣, K♥
}

TEST_CASE("note 10: a Commander with one unit, the higher card is discarded") {
    const auto cards = commanderInHex({parseCard("9S"), {parseCard("4H")}, 0});
    CHECK(cards.discarded == parseCard("9S"));
    CHECK(cards.commanderWithUnit == parseCard("4H"));
    CHECK_FALSE(cards.otherUnit.has_value());
}

TEST_CASE("note 10: a Commander with two units, the highest remaining card to the other unit") {
    const auto cards = commanderInHex({parseCard("5C"), {parseCard("JD"), parseCard("2S")}, 1});
    CHECK(cards.discarded == parseCard("JD"));
    CHECK(cards.commanderWithUnit == parseCard("2S"));
    CHECK(cards.otherUnit == parseCard("5C"));
    CHECK_THROWS_AS(commanderInHex({parseCard("5C"), {parseCard("JD")}, 1}), std::invalid_argument);
}

TEST_CASE("Movement: AFVs by card colour, the road bonus, hills and woods, towing") {
    CHECK(hexes(Mover::LightAfv, "7H") == 2);
    CHECK(hexes(Mover::LightAfv, "7S") == 3);
    CHECK(hexes(Mover::MediumAfv, "7D") == 1);
    CHECK(hexes(Mover::MediumAfv, "7C") == 2);
    CHECK(hexes(Mover::Infantry, "7C", {.road = true}) == 2);
    CHECK(hexes(Mover::MotorTransport, "7C", {.road = true}) == 3);
    CHECK(hexes(Mover::LightAfv, "7C", {.road = true}) == 3);  // no road bonus for AFVs
    CHECK(hexes(Mover::LightAfv, "7C", {.terrain = Terrain::HillsOrWoods}) == 1);
    CHECK(hexes(Mover::MotorTransport, "7H", {.terrain = Terrain::HillsOrWoods}) == 0);
    CHECK(hexes(Mover::MotorTransport, "7S", {.terrain = Terrain::HillsOrWoods}) == 2);
    CHECK(hexes(Mover::HeavyArtillery, "7S") == 0);  // may only move if towed
    CHECK(hexes(Mover::Commander, "7S") == 2);       // on their own
    CHECK(hexes(Mover::Infantry, "7S", {.withCommander = true}) == 2);
    CHECK(hexes(Mover::Cavalry, "7S", {.disrupted = true}) == 0);  // disrupted units may not move
    CHECK_THROWS_AS(hexes(Mover::Cavalry, "JK"), std::invalid_argument);
}

TEST_CASE("Aircraft movement: biplanes 2 hexes less, each 60° turn 1 hex") {
    CHECK(hexes(Mover::Fighter, "7H") == 9);
    CHECK(hexes(Mover::Fighter, "7H", {.biplane = true}) == 7);
    CHECK(hexes(Mover::GroundAttack, "7H", {.biplane = true, .turns = 2}) == 2);
    CHECK(hexes(Mover::FighterBomber, "7H", {.disrupted = true}) == 0);  // circling
    CHECK(mustLeave(shippedRficTables().aircraft, 6));
    CHECK_FALSE(mustLeave(shippedRficTables().aircraft, 5));
}

TEST_CASE("Fire: dice per figure, halves rounded down, the Commander's dice added") {
    CHECK(diceFor("small-arms", 6) == 6);
    CHECK(diceFor("small-arms", 3, true) == 1);  // note 19's example
    CHECK(diceFor("smg", 3) == 6);
    CHECK(diceFor("hmg", 2) == 8);
    CHECK(diceFor("hmg", 2, true) == 4);
    CHECK(diceFor("afv-gun", 1, true) == 2);
    CHECK(diceFor("small-arms", 6, false, 1) == 8);
    CHECK(diceFor("small-arms", 6, true, 1) == 4);
    CHECK(diceFor("aircraft-mg", 3, true) == 1);
    CHECK(diceFor("medium-bomb", 2) == 16);
    CHECK_THROWS_AS(diceFor("rocket", 2, true), std::invalid_argument);  // disrupted aircraft
    CHECK_THROWS_AS(diceFor("catapult", 2), std::invalid_argument);
}

TEST_CASE("Fire: a 6 hits") {
    ScriptedDice dice({6, 5, 1, 6});
    const auto result = fire(shippedRficTables().fire, {"smg", 2, false, 0}, dice);
    CHECK(result.dice == 4);
    CHECK(result.hits == 2);
    CHECK(result.total == 18);
}

TEST_CASE("Cover: the top card turned over, red the hit counts, black it has none") {
    auto deck = pile("9D,9S");
    CHECK(coverCard(shippedRficTables().cards, deck).hitCounts);
    CHECK_FALSE(coverCard(shippedRficTables().cards, deck).hitCounts);
    CHECK(deck.discards().size() == 2);
}

TEST_CASE("Hits: the first disrupts, a second kills a figure, an aircraft or a vehicle on red") {
    const auto& cards = shippedRficTables().cards;
    auto deck = pile("3H");
    CHECK(resolveHit(cards, {Target::Troops, Vehicle::LightAfv, false}, deck).outcome ==
          HitOutcome::Disrupted);
    CHECK(resolveHit(cards, {Target::Troops, Vehicle::LightAfv, true}, deck).outcome ==
          HitOutcome::FigureKilled);
    CHECK(resolveHit(cards, {Target::Aircraft, Vehicle::LightAfv, true}, deck).outcome ==
          HitOutcome::AircraftKilled);
    CHECK(resolveHit(cards, {Target::Vehicle, Vehicle::Transport, true}, deck).outcome ==
          HitOutcome::Destroyed);
}

TEST_CASE("Damage: light 1 red card, medium 2, heavy 3, a black card first leaves it disrupted") {
    const auto& cards = shippedRficTables().cards;
    auto lightRed = pile("AD");
    CHECK(hitOnDisruptedVehicle(cards, Vehicle::LightAfv, lightRed).outcome ==
          HitOutcome::Destroyed);
    auto mediumRedBlack = pile("AD,2C");
    const auto medium = hitOnDisruptedVehicle(cards, Vehicle::MediumAfv, mediumRedBlack);
    CHECK(medium.outcome == HitOutcome::RemainsDisrupted);
    CHECK(medium.cards.size() == 2);
    auto mediumRedRed = pile("AD,2H");
    CHECK(hitOnDisruptedVehicle(cards, Vehicle::MediumAfv, mediumRedRed).outcome ==
          HitOutcome::Destroyed);
    auto heavyRedRed = pile("AD,2H,3S");
    CHECK(hitOnDisruptedVehicle(cards, Vehicle::HeavyAfv, heavyRedRed).outcome ==
          HitOutcome::RemainsDisrupted);
    auto heavyThree = pile("AD,2H,3H");
    CHECK(hitOnDisruptedVehicle(cards, Vehicle::HeavyAfv, heavyThree).outcome ==
          HitOutcome::Destroyed);
    auto bomberBlack = pile("KS");
    CHECK(hitOnDisruptedVehicle(cards, Vehicle::LightBomber, bomberBlack).outcome ==
          HitOutcome::RemainsDisrupted);
}

TEST_CASE("Hits on Commanders: a second hit turns one card over") {
    const auto& cards = shippedRficTables().cards;
    auto deck = pile("QH,QD,QS");
    CHECK(hitOnDisruptedCommander(cards, deck).outcome == HitOutcome::CommanderKilled);
    CHECK(hitOnDisruptedCommander(cards, deck).outcome == HitOutcome::CommanderWounded);
    CHECK(hitOnDisruptedCommander(cards, deck).outcome == HitOutcome::CommanderUnwounded);
}

TEST_CASE("Close assault: the higher total makes the other side retreat") {
    const auto& fireRules = shippedRficTables().fire;
    ScriptedDice assaulterWins({6, 5, 1, 1});
    const auto won = closeAssault(fireRules, {"small-arms", 2}, {"small-arms", 2}, assaulterWins);
    CHECK(won.outcome == AssaultOutcome::DefenderRetreats);
    CHECK(won.assaulter.hits == 1);  // the result normally generated by fire combat too
    ScriptedDice assaulterLoses({1, 1, 3, 2});
    CHECK(closeAssault(fireRules, {"small-arms", 2}, {"small-arms", 2}, assaulterLoses).outcome ==
          AssaultOutcome::AssaulterRetreats);
    ScriptedDice even({3, 3, 4, 2});
    CHECK(closeAssault(fireRules, {"small-arms", 2}, {"small-arms", 2}, even).outcome ==
          AssaultOutcome::NeitherRetreats);
}

TEST_CASE("Minefields: 8D6, a 6 hits, and a black card to enter or leave") {
    ScriptedDice dice({6, 6, 1, 2, 3, 4, 5, 6});
    const auto result =
        minefieldAttack(shippedRficTables().minefield, shippedRficTables().fire, dice);
    CHECK(result.dice == 8);
    CHECK(result.hits == 3);
    CHECK(mayCrossMinefield(shippedRficTables().minefield, parseCard("2S")));
    CHECK_FALSE(mayCrossMinefield(shippedRficTables().minefield, parseCard("2D")));
}

TEST_CASE("Regaining cohesion: by suit and grade, a Commander's step and second attempt") {
    const auto& table = shippedRficTables().cohesion;
    auto clubs = pile("5C");
    CHECK_FALSE(regainCohesion(table, {Rallying::Unit, Grade::Poor, false}, clubs).regained);
    // A Commander in the hex: poor reads as average, and Clubs regain for average.
    auto clubsAgain = pile("5C");
    const auto helped = regainCohesion(table, {Rallying::Unit, Grade::Poor, true}, clubsAgain);
    CHECK(helped.grade == Grade::Average);
    CHECK(helped.regained);
    // A very poor unit reads as poor: Hearts fail, then the second attempt's Spade regains.
    auto secondAttempt = pile("5H,5S");
    const auto second =
        regainCohesion(table, {Rallying::Unit, Grade::VeryPoor, true}, secondAttempt);
    CHECK(second.cards.size() == 2);
    CHECK(second.regained);
    // Without a Commander there is one attempt only.
    auto once = pile("5H,5S");
    const auto single = regainCohesion(table, {Rallying::Unit, Grade::Good, false}, once);
    CHECK(single.cards.size() == 1);
    CHECK_FALSE(single.regained);
    // Commanders are good and always have two attempts; aircraft are good, one attempt.
    auto commander = pile("2H,2D");
    CHECK(regainCohesion(table, {Rallying::Commander, Grade::VeryPoor, false}, commander).regained);
    auto aircraft = pile("2H,2D");
    CHECK_FALSE(
        regainCohesion(table, {Rallying::Aircraft, Grade::VeryPoor, false}, aircraft).regained);
}

TEST_CASE("Aircraft: 2D6 for a Joker decide which side may deploy aircraft") {
    const auto& aircraft = shippedRficTables().aircraft;
    ScriptedDice twelve({6, 6});
    CHECK(rollForAircraft(aircraft, twelve).row.side == AircraftSide::Axis);
    ScriptedDice seven({3, 4});
    CHECK(rollForAircraft(aircraft, seven).row.side == AircraftSide::None);
    ScriptedDice three({1, 2});
    const auto soviet = rollForAircraft(aircraft, three);
    CHECK(soviet.row.side == AircraftSide::Soviet);
    CHECK(soviet.row.total == 3);
}
