// Hex: a map hex named column then row, two digits each.

#include <doctest/doctest.h>

#include <stdexcept>
#include <string>

#include "model/hex.hpp"

using tachanka::model::Hex;

TEST_CASE("Hex::parse reads the first two digits as column and the last two as row") {
    const Hex orel = Hex::parse("2705");
    CHECK(orel.column == 27);
    CHECK(orel.row == 5);

    const Hex other = Hex::parse("0312");
    CHECK(other.column == 3);
    CHECK(other.row == 12);
}

TEST_CASE("Hex::label writes column and row as two zero-padded digits each") {
    CHECK(Hex{27, 5}.label() == "2705");
    CHECK(Hex{3, 9}.label() == "0309");
    CHECK(Hex{10, 10}.label() == "1010");
    CHECK(Hex{99, 99}.label() == "9999");
}

TEST_CASE("Hex labels round-trip through parse") {
    for (const char* text : {"2705", "0101", "2409", "3002", "0099", "9900"}) {
        CAPTURE(text);
        CHECK(Hex::parse(text).label() == text);
    }
    CHECK(Hex::parse(Hex{24, 6}.label()) == Hex{24, 6});
}

TEST_CASE("Hex::parse rejects anything but exactly four digits") {
    for (const char* text : {"", "275", "27055", "27a5", "27 5", " 2705", "2705 ", "-705", "+705",
                             "27.5", "２７０５"}) {
        CAPTURE(text);
        CHECK_THROWS_AS(Hex::parse(text), std::invalid_argument);
    }
}

TEST_CASE("Hex::parse names the rejected text in its message") {
    try {
        Hex::parse("27A5");
        FAIL("27A5 was accepted");
    } catch (const std::invalid_argument& error) {
        CHECK(std::string(error.what()).find("'27A5'") != std::string::npos);
    }
}

TEST_CASE("Hexes are equal only when column and row both match") {
    CHECK(Hex::parse("2705") == Hex{27, 5});
    CHECK(Hex{27, 5} != Hex{5, 27});
    CHECK(Hex{27, 5} != Hex{27, 6});
    CHECK(Hex{26, 9} < Hex{27, 1});  // ordered by column first
}
