#pragma once
// The playing cards Red Flags & Iron Crosses is driven by: a 52-card pack in four suits, and
// the Jokers a scenario with aircraft adds. A card is written as the players see it ("7♥",
// "10♠", "🃏") or typed in plain ASCII ("7H", "10S", "JK").

#include <array>
#include <compare>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/named_enum.hpp"

namespace tachanka::rules::rfic {

// In the order of suit precedence (rules, note 11): Hearts first, Spades last.
enum class Suit { Hearts, Clubs, Diamonds, Spades };
inline constexpr std::array<model::EnumName<Suit>, 4> suitNames{{
    {Suit::Hearts, "hearts"},
    {Suit::Clubs, "clubs"},
    {Suit::Diamonds, "diamonds"},
    {Suit::Spades, "spades"},
}};

enum class Colour { Red, Black };

inline constexpr int ace = 1;
inline constexpr int jack = 11;
inline constexpr int queen = 12;
inline constexpr int king = 13;

struct Card {
    int rank = ace;  // Ace counts as 1 (note 11), Jack 11, Queen 12, King 13; 0: a Joker
    Suit suit = Suit::Hearts;

    static Card joker() { return {0, Suit::Hearts}; }
    bool isJoker() const { return rank == 0; }
    bool operator==(const Card& other) const {
        return rank == other.rank && (isJoker() || suit == other.suit);
    }
};

Colour colourOf(Suit suit);
// A Joker is neither red nor black: a caller asks isJoker() first.
bool isRed(const Card& card);
bool isBlack(const Card& card);

// Whether `first` is activated before `second`: the lower rank first, Ace low; on equal rank
// the suit that comes first in precedence (♥ ♣ ♦ ♠). Jokers are never activated (they are
// set aside when dealt) and sort last.
bool activatedBefore(const Card& first, const Card& second);

std::string textOf(const Card& card);   // "7♥", "10♠", "A♦", "🃏"
std::string asciiOf(const Card& card);  // "7H", "10S", "AD", "JK"
std::string suitGlyph(Suit suit);       // "♥"

// A card as typed: rank A, 2-10, J, Q, K (or 1, 11-13 for them) and suit H C D S or ♥ ♣ ♦ ♠
// (upper or lower case letters); a Joker is "JK", "JOKER" or "🃏". Throws std::invalid_argument
// saying why a word is no card.
Card parseCard(std::string_view text);
// "7H,QS" or "7H, QS": cards separated by commas (spaces around them are let be), each parsed
// as above.
std::vector<Card> parseCards(std::string_view text);

// The full pack in a fixed order (suits in precedence, ranks Ace to King), then `jokers`.
std::vector<Card> fullPack(int jokers);

}  // namespace tachanka::rules::rfic
