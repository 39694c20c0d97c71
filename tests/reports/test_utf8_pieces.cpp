// UTF-8 text cut into pieces for libharu, which takes at most 64 KB at a time: no piece ends
// inside a character, and the pieces put back together are the text.

#include <doctest/doctest.h>

#include <string>

#include "reports/pdf/utf8_pieces.hpp"

using namespace tachanka::reports;

TEST_CASE("a prefix never ends inside a character") {
    const std::string text = "Orël Кутепов ♥ 𝄞";  // 1-, 2-, 3- and 4-byte characters
    CHECK(utf8Prefix(text, 100) == text);
    CHECK(utf8Prefix(text, 3) == "Or");  // ë is bytes 2 and 3
    CHECK(utf8Prefix(text, 4) == "Orë");
    const auto heart = text.find("♥");
    CHECK(utf8Prefix(text, heart + 1) == text.substr(0, heart));
    CHECK(utf8Prefix(text, heart + 2) == text.substr(0, heart));
    CHECK(utf8Prefix(text, heart + 3) == text.substr(0, heart + 3));
    const auto clef = text.find("𝄞");
    for (std::size_t cut = clef; cut < clef + 4; ++cut) {
        CHECK(utf8Prefix(text, cut) == text.substr(0, clef));
    }
    CHECK(utf8Prefix(text, 0).empty());
}

TEST_CASE("stray continuation bytes (not UTF-8) are cut where asked") {
    const std::string junk(10, '\x80');
    CHECK(utf8Prefix(junk, 5).size() == 5);
    CHECK(firstCharacterBytes(junk) == 1);
}

TEST_CASE("the first character's bytes") {
    CHECK(firstCharacterBytes("") == 0);
    CHECK(firstCharacterBytes("O") == 1);
    CHECK(firstCharacterBytes("ёж") == 2);
    CHECK(firstCharacterBytes("♣!") == 3);
    CHECK(firstCharacterBytes("𝄞") == 4);
}

TEST_CASE("pieces of at most N bytes, none splitting a character, make the whole text") {
    std::string text;
    while (text.size() < 70000) text += "Кутепов ♥ Orël 𝄞 ";
    for (const std::size_t bytes : {4u, 5u, 7u, 16384u}) {
        CAPTURE(bytes);
        std::string joined;
        for (const auto piece : utf8Pieces(text, bytes)) {
            CHECK_FALSE(piece.empty());
            CHECK(piece.size() <= bytes);
            CHECK((static_cast<unsigned char>(piece.front()) & 0xC0) != 0x80);
            joined += piece;
        }
        CHECK(joined == text);
    }
    CHECK(utf8Pieces("", 16).empty());
}
