#include "rules/rfic/activation.hpp"

#include <algorithm>
#include <stdexcept>

namespace tachanka::rules::rfic {

Deal dealTurn(Deck& deck, const std::vector<std::string>& holders) {
    Deal deal;
    for (const auto& holder : holders) {
        Card card = deck.deal("dealt: " + holder);
        while (card.isJoker()) {
            ++deal.jokers;
            card = deck.deal("dealt: " + holder + " (after a Joker)");
        }
        deal.cards.push_back({holder, card});
    }
    return deal;
}

std::vector<DealtCard> activationOrder(std::vector<DealtCard> dealt) {
    std::stable_sort(dealt.begin(), dealt.end(), [](const DealtCard& a, const DealtCard& b) {
        return activatedBefore(a.card, b.card);
    });
    return dealt;
}

CommanderHexCards commanderInHex(const CommanderHex& hex) {
    if (hex.units.empty() || hex.units.size() > 2) {
        throw std::invalid_argument("a Commander's hex holds one or two units, not " +
                                    std::to_string(hex.units.size()));
    }
    if (hex.withUnit >= hex.units.size()) {
        throw std::invalid_argument("the Commander is with unit " +
                                    std::to_string(hex.withUnit + 1) + " of " +
                                    std::to_string(hex.units.size()));
    }
    std::vector<Card> cards{hex.commander};
    cards.insert(cards.end(), hex.units.begin(), hex.units.end());
    std::sort(cards.begin(), cards.end(), activatedBefore);
    CommanderHexCards result{cards.back(), cards.front(), std::nullopt};
    if (hex.units.size() == 2) {
        // The highest remaining card to the unit the Commander is not with; the lowest to him.
        result.otherUnit = cards[1];
    }
    return result;
}

}  // namespace tachanka::rules::rfic
