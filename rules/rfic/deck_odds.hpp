#pragma once
// Odds that know the deck (issue 18): the exact chance of each result of a procedure that
// throws dice and turns cards over, given the cards still in the undealt pile. Like
// rules/odds.hpp it runs the procedure itself once for every way the dice can fall and the
// cards can come off the pile: each die's faces weighted 1/sides, each card drawn without
// replacement (count of its kind left / cards left), so the odds are hypergeometric over cards,
// binomial over dice, and never disagree with the engine that resolves the real turn. A state
// the procedure reports (Dice::reached) is counted once with the pile as it stands.

#include <functional>
#include <string>
#include <vector>

#include "rules/odds.hpp"
#include "rules/rfic/deck.hpp"

namespace tachanka::rules::rfic {

// What a procedure reads of a card, as a key: cards with the same key are one draw, weighted
// by how many of them are left (a cover card reads only the colour: 2 draws, not 52). Jokers
// always stand apart, since turning one over sets it aside.
using CardKind = std::function<std::string(const Card&)>;

std::string colourKind(const Card& card);  // "red", "black"
std::string suitKind(const Card& card);    // "hearts", ...

using DeckProcedure = std::function<std::string(Dice&, CardSource&)>;

// Every sequence of dice and cards `procedure` can ask for, from `undealt` (its order does not
// matter), each weighted by its chance. CardsExhausted if the procedure can ask for more cards
// than are left; std::length_error past `maximumSequences`.
Distribution enumerateWithDeck(const DeckProcedure& procedure, const std::vector<Card>& undealt,
                               const CardKind& kindOf, const FaceGroups& faceGroups = {},
                               std::uint64_t maximumSequences = 2'000'000);

// The undealt pile after the cards seen this turn (dealt face up, turned over) are out of the
// full pack with `jokers`: std::invalid_argument for a card seen twice or not in the pack.
std::vector<Card> pileAfter(const std::vector<Card>& seen, int jokers);

}  // namespace tachanka::rules::rfic
