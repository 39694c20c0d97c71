#pragma once
// The pack as the rules keep it (Turn Sequence 1-6): shuffled, dealt face up one card per unit
// and Commander, the undealt pile face down, cards turned over from its top for cover, damage
// and cohesion, every card that has done its work on the discard pile, Jokers set aside face
// up. Every card dealt or turned over is logged with its purpose, as dice are.

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "rules/rfic/cards.hpp"

namespace tachanka::rules::rfic {

// Where engines get the top card of the undealt pile: a Deck at the table, every possible
// card in the odds (deck_odds.hpp).
class CardSource {
public:
    virtual ~CardSource() = default;
    // The top card of the undealt pile, whatever it is (a Joker too).
    virtual Card draw(std::string_view purpose) = 0;
};

// The top card turned over for a test: a Joker turned over is set aside face up as a dealt
// one would be (aircraft, README reading 2) and the next card is turned, so the test is
// always decided by a red or black card.
Card turnOver(CardSource& cards, std::string_view purpose);

// Raised when the undealt pile (or the cards the players typed) runs out.
class CardsExhausted : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct CardEvent {
    Card card;
    std::string purpose;  // "dealt: 1st Rifles", "cover: hit on 2nd Rifles"
};

class Deck final : public CardSource {
public:
    // The full pack and `jokers` (0 to 2), shuffled from `seed` with the project's own
    // generator and range reduction, so a seed deals the same cards on every platform.
    static Deck shuffled(std::uint64_t seed, int jokers);
    // The cards the players turned over, in order: the top of the pile first. A card given
    // twice is refused (std::invalid_argument), as is a third Joker.
    static Deck stacked(std::vector<Card> topFirst);

    // Dealt face up to a unit or Commander: logged, out of the pile, not yet discarded (a
    // Joker is set aside face up).
    Card deal(std::string_view purpose);
    // Turned over from the top: logged and discarded, or set aside if a Joker.
    Card draw(std::string_view purpose) override;
    // A dealt card whose unit has been activated (or the higher card of a Commander's hex).
    void discard(const Card& card);
    // Once the 2D6 are thrown for them, the Jokers on show join the discard pile.
    void discardJokers();

    const std::vector<Card>& undealt() const { return undealt_; }  // the top first
    const std::vector<Card>& discards() const { return discards_; }
    const std::vector<Card>& jokersOnShow() const { return jokers_; }
    const std::vector<CardEvent>& log() const { return log_; }

private:
    explicit Deck(std::vector<Card> topFirst) : undealt_(std::move(topFirst)) {}
    Card take(std::string_view purpose);
    std::vector<Card> undealt_;
    std::vector<Card> discards_;
    std::vector<Card> jokers_;
    std::vector<CardEvent> log_;
};

}  // namespace tachanka::rules::rfic
