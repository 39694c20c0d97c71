#pragma once
// The turn sequence's cards (Turn Sequence 2-4 and notes 10, 11): one card dealt face up to
// each unit and Commander, Jokers set aside for aircraft, the activation order from the lowest
// card up, and the Commander who shares a hex with one or two units.

#include <optional>
#include <string>
#include <vector>

#include "rules/rfic/deck.hpp"

namespace tachanka::rules::rfic {

struct DealtCard {
    std::string holder;  // the unit or Commander: "1st Rifles"
    Card card;
};

struct Deal {
    std::vector<DealtCard> cards;  // one per holder, in the order dealt
    int jokers = 0;                // Jokers dealt and set aside face up: aircraft rolls
};

// Deals a card to each holder; a Joker dealt is set aside face up (Aircraft) and the holder is
// dealt the next card instead (README reading 1), so every unit is activated.
Deal dealTurn(Deck& deck, const std::vector<std::string>& holders);

// The dealt cards lowest first: by rank, Ace low, then ♥ ♣ ♦ ♠ on equal ranks.
std::vector<DealtCard> activationOrder(std::vector<DealtCard> dealt);

// A Commander in a hex with one unit or two (note 10): the higher of the cards dealt is
// discarded; with two units the highest remaining card goes to the unit the Commander is not
// with, the other to the Commander and the unit he declared he is with.
struct CommanderHex {
    Card commander;
    std::vector<Card> units;   // one or two, in the hex
    std::size_t withUnit = 0;  // which of `units` the Commander declared he is with
};
struct CommanderHexCards {
    Card discarded;
    Card commanderWithUnit;         // activates the Commander and his unit together
    std::optional<Card> otherUnit;  // the unit the Commander is not with
};
// Throws std::invalid_argument for no unit, more than two, or `withUnit` out of range.
CommanderHexCards commanderInHex(const CommanderHex& hex);

}  // namespace tachanka::rules::rfic
