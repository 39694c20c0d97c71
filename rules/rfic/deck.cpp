#include "rules/rfic/deck.hpp"

#include <algorithm>

#include "rules/seeded_dice.hpp"

namespace tachanka::rules::rfic {

Card turnOver(CardSource& cards, std::string_view purpose) {
    Card card = cards.draw(purpose);
    while (card.isJoker()) card = cards.draw(purpose);
    return card;
}

Deck Deck::shuffled(std::uint64_t seed, int jokers) {
    if (jokers < 0 || jokers > 2) throw std::invalid_argument("a pack takes 0, 1 or 2 Jokers");
    auto pack = fullPack(jokers);
    // Fisher-Yates from the last card down, each swap partner drawn without modulo bias.
    Xoshiro256StarStar generator(seed);
    for (auto last = pack.size() - 1; last > 0; --last) {
        const auto other =
            uniformBelow(static_cast<std::uint32_t>(last + 1), [&] { return generator.next32(); });
        std::swap(pack[last], pack[other]);
    }
    return Deck(std::move(pack));
}

Deck Deck::stacked(std::vector<Card> topFirst) {
    int jokers = 0;
    for (std::size_t i = 0; i < topFirst.size(); ++i) {
        if (topFirst[i].isJoker()) {
            if (++jokers > 2) throw std::invalid_argument("a pack has at most 2 Jokers");
            continue;
        }
        if (std::find(topFirst.begin(), topFirst.begin() + static_cast<std::ptrdiff_t>(i),
                      topFirst[i]) != topFirst.begin() + static_cast<std::ptrdiff_t>(i)) {
            throw std::invalid_argument(textOf(topFirst[i]) +
                                        " is given twice: a pack has one of each card");
        }
    }
    return Deck(std::move(topFirst));
}

Card Deck::take(std::string_view purpose) {
    if (undealt_.empty()) {
        throw CardsExhausted("no card is left in the pile for " + std::string(purpose));
    }
    const Card card = undealt_.front();
    undealt_.erase(undealt_.begin());
    log_.push_back({card, std::string(purpose)});
    return card;
}

Card Deck::deal(std::string_view purpose) {
    const Card card = take(purpose);
    if (card.isJoker()) jokers_.push_back(card);
    return card;
}

Card Deck::draw(std::string_view purpose) {
    const Card card = take(purpose);
    if (card.isJoker()) {
        jokers_.push_back(card);
    } else {
        discards_.push_back(card);
    }
    return card;
}

void Deck::discard(const Card& card) { discards_.push_back(card); }

void Deck::discardJokers() {
    discards_.insert(discards_.end(), jokers_.begin(), jokers_.end());
    jokers_.clear();
}

}  // namespace tachanka::rules::rfic
