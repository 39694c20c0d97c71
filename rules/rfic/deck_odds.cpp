#include "rules/rfic/deck_odds.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>

namespace tachanka::rules::rfic {
namespace {

// A fraction multiplied down the tree, kept in lowest terms so long sequences stay in range.
struct Weight {
    std::uint64_t numerator = 1;
    std::uint64_t denominator = 1;
    void times(std::uint64_t top, std::uint64_t bottom) {
        const auto own = std::gcd(top, bottom);
        top /= own;
        bottom /= own;
        const auto a = std::gcd(top, denominator);
        const auto b = std::gcd(numerator, bottom);
        numerator = (numerator / b) * (top / a);
        denominator = (denominator / a) * (bottom / b);
    }
};

// One branching of the tree: a die's face groups or the kinds of card left on the pile.
struct Choice {
    std::size_t taken = 0;
    std::size_t options = 1;
};

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

// Replays a fixed prefix of choices, then takes the first option of every new die or card and
// remembers how many there were, so the caller walks every sequence in counting order.
class Replay final : public Dice, public CardSource {
public:
    Replay(std::vector<Choice>& path, const KindedPile& pile, const FaceGroups& faceGroups)
        : path_(path), pile_(pile), drawn_(pile.places.size(), 0), left_(pile.cards.size()),
          faceGroups_(faceGroups) {}

    int roll(int sides, std::string_view purpose) override {
        requireSides(sides, purpose);
        auto groups = faceGroups_ ? faceGroups_(sides, purpose) : std::vector<FaceGroup>{};
        if (groups.empty()) {
            for (int face = 1; face <= sides; ++face) groups.push_back({face, 1});
        }
        const auto& group = groups.at(next(groups.size()));
        weight_.times(static_cast<std::uint64_t>(group.faces), static_cast<std::uint64_t>(sides));
        return group.value;
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
        const std::size_t kind = kinds_.at(next(kinds_.size()));
        const auto count = pile_.places[kind].size() - drawn_[kind];
        weight_.times(static_cast<std::uint64_t>(count), static_cast<std::uint64_t>(left_));
        const Card card = pile_.cards[firstLeft(kind)];
        ++drawn_[kind];
        --left_;
        return card;
    }

    Weight weight() const { return weight_; }

private:
    std::size_t next(std::size_t options) {
        if (used_ == path_.size()) path_.push_back({0, options});
        return path_[used_++].taken;
    }
    std::size_t firstLeft(std::size_t kind) const { return pile_.places[kind][drawn_[kind]]; }

    std::vector<Choice>& path_;
    const KindedPile& pile_;
    std::vector<std::size_t> drawn_;  // by kind: how many of its cards are off the pile
    std::size_t left_;
    std::vector<std::size_t> kinds_;
    const FaceGroups& faceGroups_;
    std::size_t used_ = 0;
    Weight weight_;
};

}  // namespace

std::string colourKind(const Card& card) { return isRed(card) ? "red" : "black"; }
std::string suitKind(const Card& card) { return std::string(model::nameOf(suitNames, card.suit)); }
std::string exactKind(const Card& card) { return asciiOf(card); }

Distribution enumerateWithDeck(const DeckProcedure& procedure, const std::vector<Card>& undealt,
                               const CardKind& kindOf, const FaceGroups& faceGroups,
                               std::uint64_t maximumSequences) {
    Distribution distribution;
    const KindedPile pile(undealt, kindOf);
    std::vector<Choice> path;
    std::uint64_t sequences = 0;
    while (true) {
        if (++sequences > maximumSequences) {
            throw std::length_error("exact odds: more than " + std::to_string(maximumSequences) +
                                    " ways the dice and cards can fall");
        }
        Replay replay(path, pile, faceGroups);
        const std::string result = procedure(replay, replay);
        const auto weight = replay.weight();
        distribution.add(result, {weight.numerator, weight.denominator});
        // The next sequence: the deepest choice with an option left, the rest dropped.
        while (!path.empty() && path.back().taken + 1 == path.back().options) path.pop_back();
        if (path.empty()) break;
        ++path.back().taken;
    }
    return distribution;
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
