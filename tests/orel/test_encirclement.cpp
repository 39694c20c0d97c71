// 8.8.1: "+2 for encirclement: applies if the attack comes through 2 opposite hexsides, or 3
// non-adjacent hexsides, or 4 or more hexsides."

#include <doctest/doctest.h>

#include "model/hex.hpp"
#include "rules/orel/combat/encirclement.hpp"

using namespace tachanka;
using rules::orel::encircles;

TEST_CASE("8.8.1: two opposite hexsides encircle, two others do not") {
    CHECK(encircles({0, 3}));
    CHECK(encircles({1, 4}));
    CHECK(encircles({2, 5}));
    CHECK_FALSE(encircles({0, 1}));
    CHECK_FALSE(encircles({0, 2}));
    CHECK_FALSE(encircles({4}));
}

TEST_CASE("8.8.1: three non-adjacent hexsides encircle, and three with two side by side only when two "
          "of them are opposite") {
    CHECK(encircles({0, 2, 4}));
    CHECK(encircles({1, 3, 5}));
    CHECK_FALSE(encircles({0, 1, 2}));
    CHECK(encircles({0, 1, 3}));  // 0 and 3 are opposite
    CHECK_FALSE(encircles({5, 0, 1}));
}

TEST_CASE("8.8.1: four or more hexsides encircle, however placed, and one named twice counts once") {
    CHECK(encircles({0, 1, 2, 5}));
    CHECK(encircles({0, 1, 2, 3, 4, 5}));
    CHECK_FALSE(encircles({0, 0, 1, 1}));
}

TEST_CASE("the hexsides of a hex are numbered clockwise from the top, 3 apart opposite") {
    const auto hex = model::Hex::parse("0814");
    const auto sides = [&](const char* next) { return model::hexsideTowards(hex, model::Hex::parse(next)); };
    CHECK(sides("0813") == 0);  // above
    CHECK(sides("0815") == 3);  // below, opposite
    REQUIRE(sides("0914").has_value());
    REQUIRE(sides("0715").has_value());
    CHECK((*sides("0914") + 3) % 6 == *sides("0715"));  // the other diagonal's ends
    CHECK_FALSE(sides("0816").has_value());  // not adjacent
}
