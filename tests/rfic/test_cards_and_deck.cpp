// The pack (Playing Equipment; Turn Sequence; note 11): cards typed in either form, the
// precedence of ranks and suits, a shuffle that is the same on every platform, the piles and
// the log of every card with its purpose.

#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <stdexcept>

#include "rules/rfic/activation.hpp"
#include "tests/rfic/rfic_tables_fixture.hpp"

using namespace tachanka::rules::rfic;
using tachanka::testing::pile;

TEST_CASE("cards are typed with glyphs or ASCII letters, 10 as 10, Jokers as JK or the glyph") {
    CHECK(parseCard("7♥") == Card{7, Suit::Hearts});
    CHECK(parseCard("QS") == Card{queen, Suit::Spades});
    CHECK(parseCard("qs") == Card{queen, Suit::Spades});
    CHECK(parseCard("10H") == Card{10, Suit::Hearts});
    CHECK(parseCard("10♦") == Card{10, Suit::Diamonds});
    CHECK(parseCard("AC") == Card{ace, Suit::Clubs});
    CHECK(parseCard("1C") == Card{ace, Suit::Clubs});
    CHECK(parseCard("JK").isJoker());
    CHECK(parseCard("🃏").isJoker());
    CHECK(parseCards("7H,Q♠,JK").size() == 3);
    CHECK_THROWS_AS(parseCard("14H"), std::invalid_argument);
    CHECK_THROWS_AS(parseCard("7X"), std::invalid_argument);
    CHECK_THROWS_AS(parseCards("7H,,QS"), std::invalid_argument);
    CHECK(parseCards("7H, Q♠ ,JK") == std::vector<Card>{{7, Suit::Hearts}, {queen, Suit::Spades},
                                                        Card::joker()});
    CHECK_THROWS_AS(parseCards("7H, ,QS"), std::invalid_argument);
    CHECK(textOf(parseCard("10s")) == "10♠");
    CHECK(asciiOf(parseCard("K♣")) == "KC");
}

// fuzz_typed_text (issue 22) found the refusals repeating the typed text whole, so a line break
// in it broke the one-line message; the text is quoted with its line breaks escaped.
TEST_CASE("a card typed with a line break in it is refused in one line") {
    CHECK_THROWS_WITH_AS(parseCard("7\nX"),
                         "'7\\nX' is no card: a rank and a suit (7H, 10♠, QS) or JK",
                         std::invalid_argument);
    CHECK_THROWS_WITH_AS(parseCard("\nH"), "'\\nH' has no rank A, 2-10, J, Q or K (or 1-13)",
                         std::invalid_argument);
    CHECK_THROWS_WITH_AS(parseCards("7H,,\n"), "an empty card in '7H,,\\n'",
                         std::invalid_argument);
}

TEST_CASE("note 11: Ace counts as 1 and suits go Hearts, Clubs, Diamonds, Spades") {
    // The text's own example: 2♣ before 2♦, which is before 3♣.
    CHECK(activatedBefore(parseCard("2C"), parseCard("2D")));
    CHECK(activatedBefore(parseCard("2D"), parseCard("3C")));
    CHECK(activatedBefore(parseCard("AS"), parseCard("2H")));
    CHECK(activatedBefore(parseCard("QS"), parseCard("KH")));
    CHECK(activatedBefore(parseCard("5H"), parseCard("5C")));
    CHECK_FALSE(activatedBefore(parseCard("5S"), parseCard("5D")));
}

TEST_CASE("playing equipment: red cards are Hearts and Diamonds, black Clubs and Spades") {
    CHECK(isRed(parseCard("3H")));
    CHECK(isRed(parseCard("3D")));
    CHECK(isBlack(parseCard("3C")));
    CHECK(isBlack(parseCard("3S")));
    CHECK_FALSE(isRed(Card::joker()));
    CHECK_FALSE(isBlack(Card::joker()));
}

TEST_CASE("a shuffled pack: 52 different cards plus the Jokers, the same for the same seed") {
    auto first = Deck::shuffled(1919, 2);
    auto again = Deck::shuffled(1919, 2);
    auto other = Deck::shuffled(1920, 2);
    CHECK(first.undealt().size() == 54);
    CHECK(std::count_if(first.undealt().begin(), first.undealt().end(),
                        [](const Card& card) { return card.isJoker(); }) == 2);
    std::set<std::string> names;
    for (const auto& card : first.undealt()) names.insert(asciiOf(card));
    CHECK(names.size() == 53);  // 52 cards and "JK"
    CHECK(first.undealt() == again.undealt());
    CHECK(first.undealt() != other.undealt());
    // The very order, so a change of generator or range reduction is caught on every platform.
    std::string top;
    for (std::size_t i = 0; i < 5; ++i) top += asciiOf(Deck::shuffled(7, 0).undealt()[i]) + " ";
    CHECK(top == "4S 3D 8S AD AS ");
}

TEST_CASE("typed cards: a card typed twice and a third Joker are refused") {
    CHECK_THROWS_AS(pile("7H,QS,7♥"), std::invalid_argument);
    CHECK_THROWS_AS(pile("JK,JK,JK"), std::invalid_argument);
    CHECK_NOTHROW(pile("JK,🃏,7H"));
}

TEST_CASE("turn sequence: dealt cards stay out, turned cards are discarded, each logged") {
    auto deck = pile("7H,QS,3D,JK,5C");
    const auto deal = dealTurn(deck, {"1st Rifles", "Commander"});
    CHECK(deal.cards[0].card == parseCard("7H"));
    CHECK(deal.cards[1].card == parseCard("QS"));
    CHECK(deck.undealt().size() == 3);
    CHECK(deck.discards().empty());
    // A cover card, then a Joker turned over is set aside and the next card decides.
    CHECK(turnOver(deck, "cover") == parseCard("3D"));
    CHECK(turnOver(deck, "cohesion") == parseCard("5C"));
    CHECK(deck.discards() == std::vector<Card>{parseCard("3D"), parseCard("5C")});
    CHECK(deck.jokersOnShow().size() == 1);
    deck.discardJokers();
    CHECK(deck.jokersOnShow().empty());
    REQUIRE(deck.log().size() == 5);
    CHECK(deck.log()[0].purpose == "dealt: 1st Rifles");
    CHECK(deck.log()[2].purpose == "cover");
    CHECK(deck.log()[3].purpose == "cohesion");
    CHECK_THROWS_AS(turnOver(deck, "cohesion"), CardsExhausted);
}

TEST_CASE("aircraft: a Joker dealt to a unit is set aside and the unit is dealt the next card") {
    auto deck = pile("JK,9C,4H");
    const auto deal = dealTurn(deck, {"Rifles", "Tanks"});
    CHECK(deal.jokers == 1);
    CHECK(deal.cards[0].card == parseCard("9C"));
    CHECK(deal.cards[1].card == parseCard("4H"));
    CHECK(deck.jokersOnShow().size() == 1);
}
