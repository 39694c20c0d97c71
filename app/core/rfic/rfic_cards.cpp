#include "app/core/rfic/rfic_cards.hpp"

#include <algorithm>

#include "rules/rfic/deck_odds.hpp"

namespace tachanka::core {
namespace {

namespace rfic = rules::rfic;

long countOf(const std::vector<rfic::Card>& pile, bool (*test)(const rfic::Card&)) {
    return std::count_if(pile.begin(), pile.end(), test);
}

}  // namespace

rfic::Deck deckFor(const CardChoice& choice) {
    return asUserErrors([&] {
        return choice.typed ? rfic::Deck::stacked(*choice.typed)
                            : rfic::Deck::shuffled(choice.seed, choice.jokers);
    });
}

void refuseLeftOverCards(const CardChoice& choice, const rfic::Deck& deck) {
    if (choice.typed && !deck.undealt().empty()) {
        throw UserError(std::to_string(deck.undealt().size()) +
                        " typed cards left over: the rule turned over only " +
                        std::to_string(deck.log().size()));
    }
}

std::vector<rfic::Card> pileOf(const PileLeft& left) {
    const int suits[] = {left.hearts, left.clubs, left.diamonds, left.spades};
    for (const int count : suits) {
        if (count < 0 || count > 13)
            throw UserError("a suit has 0 to 13 cards left, not " + std::to_string(count));
    }
    if (left.courtHearts < 0 || left.courtHearts > std::min(3, left.hearts)) {
        throw UserError("the King, Queen and Jack of Hearts left are 0 to " +
                        std::to_string(std::min(3, left.hearts)) + " of the " +
                        std::to_string(left.hearts) + " Hearts left");
    }
    if (left.jokers < 0 || left.jokers > 2) throw UserError("0, 1 or 2 Jokers are left");
    if (left.hearts - left.courtHearts > 10) {
        throw UserError("at most 10 Hearts below the Jack: " + std::to_string(left.hearts) +
                        " Hearts left means at least " + std::to_string(left.hearts - 10) +
                        " of the King, Queen and Jack");
    }
    std::vector<rfic::Card> pile;
    for (int rank = rfic::king; rank > rfic::king - left.courtHearts; --rank) {
        pile.push_back({rank, rfic::Suit::Hearts});
    }
    for (int rank = rfic::ace; rank <= left.hearts - left.courtHearts; ++rank) {
        pile.push_back({rank, rfic::Suit::Hearts});
    }
    for (const auto suit : {rfic::Suit::Clubs, rfic::Suit::Diamonds, rfic::Suit::Spades}) {
        for (int rank = rfic::ace; rank <= suits[static_cast<std::size_t>(suit)]; ++rank) {
            pile.push_back({rank, suit});
        }
    }
    for (int joker = 0; joker < left.jokers; ++joker) pile.push_back(rfic::Card::joker());
    if (pile.empty()) throw UserError("no card is left in the pile");
    return pile;
}

std::vector<rfic::Card> pileByColour(int red, int black, int courtHearts, int jokers) {
    if (red < 0 || red > 26 || black < 0 || black > 26) {
        throw UserError("a pack has 0 to 26 red and 0 to 26 black cards, not " +
                        std::to_string(red) + " and " + std::to_string(black));
    }
    // Hearts first, as many as the Hearts below the Jack and the court cards left allow.
    const int hearts = std::min(red, 10 + std::clamp(courtHearts, 0, 3));
    if (red - hearts > 13) {
        throw UserError(std::to_string(red) + " red cards left means at least " +
                        std::to_string(red - 23) + " of the King, Queen and Jack of Hearts");
    }
    return pileOf(
        {hearts, (black + 1) / 2, red - hearts, black / 2, std::min(courtHearts, hearts), jokers});
}

std::vector<rfic::Card> typedCards(std::string_view text, std::string_view what) {
    if (text.find_first_not_of(' ') == std::string_view::npos) return {};
    try {
        return rfic::parseCards(text);
    } catch (const std::invalid_argument& error) {
        throw UserError(std::string(what) + ": " + error.what());
    }
}

std::vector<rfic::Card> pileAfterSeen(const std::vector<rfic::Card>& seen, int jokers) {
    return asUserErrors([&] { return rfic::pileAfter(seen, jokers); });
}

std::string colourLeft(const std::vector<rfic::Card>& pile) {
    std::string text = "the " + std::to_string(countOf(pile, rfic::isRed)) + " red and " +
                       std::to_string(countOf(pile, rfic::isBlack)) + " black cards left";
    const auto jokers = std::count_if(pile.begin(), pile.end(),
                                      [](const rfic::Card& card) { return card.isJoker(); });
    if (jokers > 0)
        text += " (and " + std::to_string(jokers) + " Joker" + (jokers > 1 ? "s" : "") + ")";
    return text;
}

std::string suitsLeft(const std::vector<rfic::Card>& pile) {
    std::string text;
    for (const auto& suit : rfic::suitNames) {
        const auto count = std::count_if(pile.begin(), pile.end(), [&](const rfic::Card& card) {
            return !card.isJoker() && card.suit == suit.value;
        });
        text += std::to_string(count) + rfic::suitGlyph(suit.value) + " ";
    }
    return text + "left";
}

}  // namespace tachanka::core
