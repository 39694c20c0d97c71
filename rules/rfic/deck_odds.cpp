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

// Replays a fixed prefix of choices, then takes the first option of every new die or card and
// remembers how many there were, so the caller walks every sequence in counting order.
class Replay final : public Dice, public CardSource {
public:
    Replay(std::vector<Choice>& path, std::vector<Card> pile, const CardKind& kindOf,
           const FaceGroups& faceGroups)
        : path_(path), pile_(std::move(pile)), kindOf_(kindOf), faceGroups_(faceGroups) {}

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
        if (pile_.empty()) {
            throw CardsExhausted("no card is left in the pile for " + std::string(purpose));
        }
        // The kinds left, in the order they first stand in the pile, each with its count.
        std::vector<std::pair<std::string, std::size_t>> kinds;
        for (std::size_t i = 0; i < pile_.size(); ++i) {
            const auto kind = pile_[i].isJoker() ? std::string("joker") : kindOf_(pile_[i]);
            const auto known = std::find_if(kinds.begin(), kinds.end(),
                                            [&](const auto& entry) { return entry.first == kind; });
            if (known == kinds.end()) kinds.emplace_back(kind, i);
        }
        const auto& [kind, first] = kinds.at(next(kinds.size()));
        // Captured by name: Clang 14 (the fuzz build) cannot capture a structured binding.
        const auto count =
            std::count_if(pile_.begin(), pile_.end(), [&, &kind = kind](const Card& card) {
                return (card.isJoker() ? std::string("joker") : kindOf_(card)) == kind;
            });
        weight_.times(static_cast<std::uint64_t>(count), pile_.size());
        const Card card = pile_[first];
        pile_.erase(pile_.begin() + static_cast<std::ptrdiff_t>(first));
        return card;
    }

    Weight weight() const { return weight_; }

private:
    std::size_t next(std::size_t options) {
        if (used_ == path_.size()) path_.push_back({0, options});
        return path_[used_++].taken;
    }

    std::vector<Choice>& path_;
    std::vector<Card> pile_;
    const CardKind& kindOf_;
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
    std::vector<Choice> path;
    std::uint64_t sequences = 0;
    while (true) {
        if (++sequences > maximumSequences) {
            throw std::length_error("exact odds: more than " + std::to_string(maximumSequences) +
                                    " ways the dice and cards can fall");
        }
        Replay replay(path, undealt, kindOf, faceGroups);
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
