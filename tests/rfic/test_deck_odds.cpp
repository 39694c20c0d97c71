// Odds that know the deck: the weighted enumeration equals counting every order a small pile can
// be in (each order as likely as any other), and the chances come out as exact fractions.

#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <numeric>

#include "rules/dice.hpp"
#include "rules/rfic/cohesion.hpp"
#include "rules/rfic/deck_odds.hpp"
#include "rules/rfic/fire.hpp"
#include "rules/rfic/fire_odds.hpp"
#include "rules/rfic/hits.hpp"
#include "tests/rfic/rfic_tables_fixture.hpp"

using namespace tachanka::rules::rfic;
using tachanka::rules::Dice;
using tachanka::rules::Distribution;
using tachanka::rules::Probability;
using tachanka::rules::ScriptedDice;
using tachanka::testing::shippedRficTables;

namespace {

Probability fraction(std::uint64_t numerator, std::uint64_t denominator) {
    const auto divisor = std::gcd(numerator, denominator);
    return {numerator / divisor, denominator / divisor};
}

// Every order of `pile` (and every face of `diceCount` d6) run through a real Deck: each result's
// share of all of them.
Distribution counted(const std::vector<Card>& pile, int diceCount, const DeckProcedure& procedure) {
    std::vector<std::size_t> order(pile.size());
    std::iota(order.begin(), order.end(), 0);
    std::map<std::string, std::uint64_t> counts;
    std::uint64_t all = 0;
    int faces = 1;
    for (int die = 0; die < diceCount; ++die) faces *= 6;
    do {
        std::vector<Card> stacked;
        for (const auto index : order) stacked.push_back(pile[index]);
        for (int code = 0; code < faces; ++code) {
            std::vector<int> values;
            for (int die = 0, rest = code; die < diceCount; ++die, rest /= 6) {
                values.push_back(rest % 6 + 1);
            }
            ScriptedDice dice(values);
            auto deck = Deck::stacked(stacked);
            ++counts[procedure(dice, deck)];
            ++all;
        }
    } while (std::next_permutation(order.begin(), order.end()));
    Distribution distribution;
    for (const auto& [result, count] : counts) distribution.add(result, fraction(count, all));
    return distribution;
}

void checkSame(const Distribution& enumerated, const Distribution& expected) {
    CHECK(enumerated.outcomes().size() == expected.outcomes().size());
    for (const auto& outcome : expected.outcomes()) {
        INFO(outcome.result);
        CHECK(enumerated.of(outcome.result) == outcome.probability);
    }
}

std::string vehicleHit(Vehicle vehicle, CardSource& cards) {
    const auto result = hitOnDisruptedVehicle(shippedRficTables().cards, vehicle, cards);
    return std::string(tachanka::model::nameOf(hitOutcomeNames, result.outcome));
}

}  // namespace

TEST_CASE("deck odds: a disrupted heavy AFV hit, enumerated against every order of a small pile") {
    const auto pile = parseCards("2H,3D,4S,5C,6H,JK");
    const DeckProcedure procedure = [](Dice&, CardSource& cards) {
        return vehicleHit(Vehicle::HeavyAfv, cards);
    };
    const auto enumerated = enumerateWithDeck(procedure, pile, colourKind);
    checkSame(enumerated, counted(pile, 0, procedure));
    // Three reds in a row from 3 red, 2 black (the Joker set aside): 3/5 × 2/4 × 1/3.
    CHECK(enumerated.of("destroyed") == fraction(1, 10));
}

TEST_CASE("deck odds: a Commander hit and a cohesion attempt, against every order") {
    const auto pile = parseCards("KH,2H,3D,4S,5C");
    const DeckProcedure commander = [](Dice&, CardSource& cards) {
        const auto fate = hitOnDisruptedCommander(shippedRficTables().cards, cards).outcome;
        return std::string(tachanka::model::nameOf(hitOutcomeNames, fate));
    };
    const auto kind = [](const Card& card) {
        return std::string(tachanka::model::nameOf(commanderFateNames,
                                                   commanderFate(shippedRficTables().cards, card)));
    };
    const auto enumerated = enumerateWithDeck(commander, pile, kind);
    checkSame(enumerated, counted(pile, 0, commander));
    CHECK(enumerated.of("killed") == fraction(1, 5));
    const DeckProcedure cohesion = [](Dice&, CardSource& cards) {
        return regainCohesion(shippedRficTables().cohesion, {Rallying::Unit, Grade::Poor, true},
                              cards)
                       .regained
                   ? "regained"
                   : "disrupted";
    };
    checkSame(enumerateWithDeck(cohesion, pile, suitKind), counted(pile, 0, cohesion));
}

TEST_CASE("deck odds: fire with dice, then a cover card for each hit") {
    const auto pile = parseCards("2H,3S,4C,5D");
    const DeckProcedure procedure = [](Dice& dice, CardSource& cards) {
        const auto shot = fire(shippedRficTables().fire, {"smg", 1}, dice);
        int counting = 0;
        for (int hit = 0; hit < shot.hits; ++hit) {
            counting += coverCard(shippedRficTables().cards, cards).hitCounts ? 1 : 0;
        }
        return hitsText(counting);
    };
    const auto enumerated = enumerateWithDeck(procedure, pile, colourKind);
    checkSame(enumerated, counted(pile, 2, procedure));
    // Two 6s (1/36) and both cover cards red (2/4 × 1/3).
    CHECK(enumerated.of("2 hits") == fraction(1, 216));
    // The closed form (binomial, then hypergeometric) gives the very same odds.
    checkSame(fireOdds(shippedRficTables().fire, shippedRficTables().cards, {"smg", 1}, &pile),
              enumerated);
}

TEST_CASE(
    "fire odds: the binomial of hits equals the enumeration of the dice, with or without cover") {
    const auto pile = parseCards("2H,3S,4C,5D,6H,JK");
    const DeckProcedure procedure = [&](Dice& dice, CardSource& cards) {
        const auto shot = fire(shippedRficTables().fire, {"small-arms", 3}, dice);
        int counting = 0;
        for (int hit = 0; hit < shot.hits; ++hit) {
            counting += coverCard(shippedRficTables().cards, cards).hitCounts ? 1 : 0;
        }
        return hitsText(counting);
    };
    checkSame(
        fireOdds(shippedRficTables().fire, shippedRficTables().cards, {"small-arms", 3}, &pile),
        enumerateWithDeck(procedure, pile, colourKind));
    const auto open =
        fireOdds(shippedRficTables().fire, shippedRficTables().cards, {"small-arms", 3}, nullptr);
    CHECK(open.of("0 hits") == fraction(125, 216));
    CHECK(open.of("3 hits") == fraction(1, 216));
}

TEST_CASE("deck odds: a close assault's totals and hits, counted by tallies, against every face") {
    const auto& table = shippedRficTables().fire;
    const DeckProcedure assault = [&](Dice& dice, CardSource&) {
        const auto fought = closeAssault(table, {"small-arms", 2}, {"small-arms", 2}, dice);
        return std::string(tachanka::model::nameOf(assaultOutcomeNames, fought.outcome)) + " " +
               std::to_string(fought.assaulter.hits) + "/" + std::to_string(fought.defender.hits);
    };
    const auto enumerated = enumerateWithDeck(assault, {}, colourKind);
    checkSame(enumerated, counted({}, 4, assault));
    // Both throw 6 and 6: 1/1296, the totals equal.
    CHECK(enumerated.of("neither-retreats 2/2") == fraction(1, 1296));
}

TEST_CASE("deck odds: a disrupted medium AFV hit given the 26 red and 24 black cards left") {
    std::vector<Card> seen;
    for (int rank = 1; rank <= 2; ++rank) seen.push_back({rank, Suit::Spades});
    const auto pile = pileAfter(seen, 0);
    const auto odds = enumerateWithDeck(
        [](Dice&, CardSource& cards) { return vehicleHit(Vehicle::MediumAfv, cards); }, pile,
        colourKind);
    // Two reds in a row without replacement: 26/50 × 25/49.
    CHECK(odds.of("destroyed") == fraction(26 * 25, 50 * 49));
    CHECK(odds.of("destroyed").text() == "13/49");
    CHECK(odds.of("remains-disrupted") == fraction(36, 49));
    CHECK_THROWS_AS(pileAfter(parseCards("2S,2S"), 0), std::invalid_argument);
}
