#include "rules/rfic/deck_odds.hpp"

#include <algorithm>
#include <stdexcept>

namespace tachanka::rules::rfic {
namespace {

// The undealt pile read once by kind: each card's kind as a number, and for each kind the
// places of its cards in the pile, in pile order. A draw then costs the kinds, not the cards.
struct KindedPile {
    std::vector<Card> cards;
    std::vector<std::vector<std::size_t>> places;  // by kind: indices into cards, ascending

    KindedPile(const std::vector<Card>& pile, const CardKind& kindOf) : cards(pile) {
        std::vector<std::string> names;
        for (std::size_t i = 0; i < cards.size(); ++i) {
            // Jokers always stand apart: turning one over sets it aside.
            const auto name = cards[i].isJoker() ? std::string("joker") : kindOf(cards[i]);
            const auto known = std::find(names.begin(), names.end(), name);
            const auto kind = static_cast<std::size_t>(known - names.begin());
            if (known == names.end()) {
                names.push_back(name);
                places.emplace_back();
            }
            places[kind].push_back(i);
        }
    }
};

// The counting dice with the pile beside them: a card drawn is one branch per kind left,
// weighted by its count, and a state a procedure reaches is known with the pile as it stands,
// so two ways to the same table and the same pile are counted once.
class DeckDraws final : public ForwardingDice, public CardSource {
public:
    DeckDraws(CountingDice& dice, const KindedPile& pile)
        : ForwardingDice(dice), dice_(dice), pile_(pile), drawn_(pile.places.size(), 0),
          left_(pile.cards.size()) {}

    void reached(std::string_view state) override {
        std::string withPile(state);
        withPile += '#';
        for (const auto drawn : drawn_) withPile += static_cast<char>('0' + drawn);
        dice_.reached(withPile);
    }

    Card draw(std::string_view purpose) override {
        if (left_ == 0) {
            throw CardsExhausted("no card is left in the pile for " + std::string(purpose));
        }
        // The kinds left, in the order their first card left stands in the pile.
        kinds_.clear();
        for (std::size_t kind = 0; kind < drawn_.size(); ++kind) {
            if (drawn_[kind] < pile_.places[kind].size()) kinds_.push_back(kind);
        }
        std::sort(kinds_.begin(), kinds_.end(), [&](std::size_t a, std::size_t b) {
            return firstLeft(a) < firstLeft(b);
        });
        options_.clear();
        for (const auto kind : kinds_) {
            options_.push_back({static_cast<int>(kind),
                                static_cast<int>(pile_.places[kind].size() - drawn_[kind])});
        }
        const auto kind =
            static_cast<std::size_t>(dice_.branch(options_, static_cast<int>(left_), purpose));
        const Card card = pile_.cards[firstLeft(kind)];
        ++drawn_[kind];
        --left_;
        return card;
    }

private:
    std::size_t firstLeft(std::size_t kind) const { return pile_.places[kind][drawn_[kind]]; }

    CountingDice& dice_;  // the source, for the branch a card is
    const KindedPile& pile_;
    std::vector<std::size_t> drawn_;  // by kind: how many of its cards are off the pile
    std::size_t left_;
    std::vector<std::size_t> kinds_;
    std::vector<FaceGroup> options_;
};

}  // namespace

std::string colourKind(const Card& card) { return isRed(card) ? "red" : "black"; }
std::string suitKind(const Card& card) { return std::string(model::nameOf(suitNames, card.suit)); }

Distribution enumerateWithDeck(const DeckProcedure& procedure, const std::vector<Card>& undealt,
                               const CardKind& kindOf, const FaceGroups& faceGroups,
                               std::uint64_t maximumSequences) {
    const KindedPile pile(undealt, kindOf);
    return enumerateBranches(
        [&](CountingDice& dice) {
            DeckDraws draws(dice, pile);
            return procedure(draws, draws);
        },
        Counting{faceGroups, true, maximumSequences});
}

std::vector<Card> pileAfter(const std::vector<Card>& seen, int jokers) {
    auto pile = fullPack(jokers);
    for (const auto& card : seen) {
        const auto found = std::find(pile.begin(), pile.end(), card);
        if (found == pile.end()) {
            throw std::invalid_argument(textOf(card) + " is seen twice, or is not in the pack");
        }
        pile.erase(found);
    }
    return pile;
}

}  // namespace tachanka::rules::rfic
