#include "rules/rfic/cards.hpp"

#include <algorithm>
#include <cctype>
#include <stdexcept>

#include "model/quoted_text.hpp"

namespace tachanka::rules::rfic {
namespace {

struct SuitSpelling {
    Suit suit;
    std::string_view letter;
    std::string_view glyph;
};
constexpr std::array<SuitSpelling, 4> suitSpellings{{
    {Suit::Hearts, "H", "♥"},
    {Suit::Clubs, "C", "♣"},
    {Suit::Diamonds, "D", "♦"},
    {Suit::Spades, "S", "♠"},
}};

std::string upper(std::string_view text) {
    std::string result(text);
    for (auto& c : result) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return result;
}

std::string rankText(int rank) {
    switch (rank) {
        case ace: return "A";
        case jack: return "J";
        case queen: return "Q";
        case king: return "K";
        default: return std::to_string(rank);
    }
}

int rankOf(const std::string& text, std::string_view card) {
    if (text == "A") return ace;
    if (text == "J") return jack;
    if (text == "Q") return queen;
    if (text == "K") return king;
    if (!text.empty() && text.size() <= 2 &&
        std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; })) {
        const int number = std::stoi(text);
        if (number >= ace && number <= king) return number;
    }
    throw std::invalid_argument(model::quoted(card) +
                                " has no rank A, 2-10, J, Q or K (or 1-13)");
}

}  // namespace

Colour colourOf(Suit suit) {
    return suit == Suit::Hearts || suit == Suit::Diamonds ? Colour::Red : Colour::Black;
}

bool isRed(const Card& card) { return !card.isJoker() && colourOf(card.suit) == Colour::Red; }
bool isBlack(const Card& card) { return !card.isJoker() && colourOf(card.suit) == Colour::Black; }

bool activatedBefore(const Card& first, const Card& second) {
    if (first.isJoker() != second.isJoker()) return second.isJoker();
    if (first.rank != second.rank) return first.rank < second.rank;
    return static_cast<int>(first.suit) < static_cast<int>(second.suit);
}

std::string suitGlyph(Suit suit) {
    return std::string(suitSpellings[static_cast<std::size_t>(suit)].glyph);
}

std::string textOf(const Card& card) {
    if (card.isJoker()) return "🃏";
    return rankText(card.rank) + suitGlyph(card.suit);
}

std::string asciiOf(const Card& card) {
    if (card.isJoker()) return "JK";
    return rankText(card.rank) +
           std::string(suitSpellings[static_cast<std::size_t>(card.suit)].letter);
}

Card parseCard(std::string_view text) {
    const std::string word = upper(text);
    if (word == "JK" || word == "JOKER" || word == "🃏") return Card::joker();
    for (const auto& spelling : suitSpellings) {
        for (const auto suffix : {spelling.letter, spelling.glyph}) {
            if (word.size() > suffix.size() && word.ends_with(suffix)) {
                return {rankOf(word.substr(0, word.size() - suffix.size()), text), spelling.suit};
            }
        }
    }
    throw std::invalid_argument(model::quoted(text) +
                                " is no card: a rank and a suit (7H, 10♠, QS) or JK");
}

std::vector<Card> parseCards(std::string_view text) {
    std::vector<Card> cards;
    std::size_t start = 0;
    while (start <= text.size()) {
        const auto comma = text.find(',', start);
        auto word = text.substr(
            start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
        // "7H, QS" as readily as "7H,QS": a space after a comma is how people type lists.
        while (!word.empty() && word.front() == ' ') word.remove_prefix(1);
        while (!word.empty() && word.back() == ' ') word.remove_suffix(1);
        if (word.empty())
            throw std::invalid_argument("an empty card in " + model::quoted(text));
        cards.push_back(parseCard(word));
        if (comma == std::string_view::npos) break;
        start = comma + 1;
    }
    return cards;
}

std::vector<Card> fullPack(int jokers) {
    std::vector<Card> pack;
    for (const auto& suit : suitNames) {
        for (int rank = ace; rank <= king; ++rank) pack.push_back({rank, suit.value});
    }
    for (int joker = 0; joker < jokers; ++joker) pack.push_back(Card::joker());
    return pack;
}

}  // namespace tachanka::rules::rfic
