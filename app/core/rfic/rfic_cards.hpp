#pragma once
// The cards a Red Flags & Iron Crosses look-up turns over as a front end gives them: the cards
// the players turned over at the table, typed in order, or a pack shuffled from a seed. Every
// card is returned with its purpose; typed cards the rule did not need are an error, so a
// mistyped list is never silently half-used. And the undealt pile odds are counted over.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/core/common/user_error.hpp"
#include "rules/rfic/deck.hpp"

namespace tachanka::core {

struct CardChoice {
    std::optional<std::vector<rules::rfic::Card>> typed;  // when given, these cards in order
    std::uint64_t seed = 0;                               // otherwise a pack shuffled from this
    int jokers = 0;                                       // Jokers in the shuffled pack
};

template <typename Result>
struct Turned {
    Result result;
    std::vector<rules::rfic::CardEvent> cards;
};

rules::rfic::Deck deckFor(const CardChoice& choice);
// Refuses typed cards left over; a no-op for a shuffled pack.
void refuseLeftOverCards(const CardChoice& choice, const rules::rfic::Deck& deck);

// Runs `rule(deck)` with the chosen cards and returns its result with every card it turned.
template <typename Rule>
auto turnWith(const CardChoice& choice, Rule&& rule)
    -> Turned<decltype(rule(std::declval<rules::rfic::Deck&>()))> {
    return asUserErrors([&] {
        try {
            auto deck = deckFor(choice);
            auto result = rule(deck);
            refuseLeftOverCards(choice, deck);
            return Turned<decltype(rule(deck))>{std::move(result), deck.log()};
        } catch (const rules::rfic::CardsExhausted& error) {
            throw UserError(std::string(error.what()) + ": type more cards");
        }
    });
}

// The undealt pile odds are counted over, by suit: how many Hearts, Clubs, Diamonds and Spades
// are left, how many of the Hearts are the King, Queen and Jack (the Commander table reads
// them), and the Jokers left.
struct PileLeft {
    int hearts = 13;
    int clubs = 13;
    int diamonds = 13;
    int spades = 13;
    int courtHearts = 3;
    int jokers = 0;
};
// The pile's cards; a UserError for counts no pack has.
std::vector<rules::rfic::Card> pileOf(const PileLeft& left);
// The pile by colour: `red` and `black` cards left, `courtHearts` of the red the King, Queen
// and Jack of Hearts, and `jokers`; a UserError for counts no pack has.
std::vector<rules::rfic::Card> pileByColour(int red, int black, int courtHearts, int jokers);
// Cards as a player typed them into a field called `what` ("7H, Q♠"); none for an empty field;
// a UserError naming the field for a word that is no card.
std::vector<rules::rfic::Card> typedCards(std::string_view text, std::string_view what);
// The pile after the cards seen this turn: the pack with `jokers` less those cards.
std::vector<rules::rfic::Card> pileAfterSeen(const std::vector<rules::rfic::Card>& seen,
                                             int jokers);
// "the 26 red and 24 black cards left" / "13♥ 13♣ 13♦ 13♠ left".
std::string colourLeft(const std::vector<rules::rfic::Card>& pile);
std::string suitsLeft(const std::vector<rules::rfic::Card>& pile);

}  // namespace tachanka::core
