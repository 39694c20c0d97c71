// Seeded dice: SplitMix64, xoshiro256** and SeededDice, checked against the published
// algorithms so that a seed replays the same battle on every platform.

#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <vector>

#include "rules/seeded_dice.hpp"

using tachanka::rules::SeededDice;
using tachanka::rules::splitMix64;
using tachanka::rules::Xoshiro256StarStar;

namespace {

std::vector<int> rolls(std::uint64_t seed, int count, int sides) {
    SeededDice dice(seed);
    std::vector<int> values;
    for (int i = 0; i < count; ++i) values.push_back(dice.roll(sides, "test"));
    return values;
}

}  // namespace

TEST_CASE("splitMix64 from state 0 gives the reference sequence and advances by the golden gamma") {
    std::uint64_t state = 0;
    CHECK(splitMix64(state) == 0xE220A8397B1DCDAFull);
    CHECK(state == 0x9E3779B97F4A7C15ull);
    CHECK(splitMix64(state) == 0x6E789E6AA1B965F4ull);
    CHECK(splitMix64(state) == 0x06C45D188009454Full);
    CHECK(splitMix64(state) == 0xF88BB8A8724C81ECull);
}

TEST_CASE("xoshiro256** from the raw state {1,2,3,4} gives the reference outputs") {
    // result = rotl(s[1] * 5, 7) * 9: 2*5 = 10, 10 << 7 = 1280, * 9 = 11520; after one step
    // s[1] is 0, so the second output is 0.
    Xoshiro256StarStar generator(std::array<std::uint64_t, 4>{1, 2, 3, 4});
    CHECK(generator.next() == 11520u);
    CHECK(generator.next() == 0u);
    CHECK(generator.next() == 1509978240u);
    CHECK(generator.next() == 1215971899390074240ull);
}

TEST_CASE("xoshiro256** next32 gives the high 32 bits of the 64-bit output") {
    Xoshiro256StarStar generator(std::array<std::uint64_t, 4>{1, 2, 3, 4});
    CHECK(generator.next32() == 0u);  // 11520 >> 32
    CHECK(generator.next32() == 0u);
    CHECK(generator.next32() == 0u);          // 1509978240 < 2^32
    CHECK(generator.next32() == 283115520u);  // 1215971899390074240 >> 32
}

TEST_CASE("xoshiro256** seeded from one number fills its state with four splitMix64 outputs") {
    Xoshiro256StarStar seeded(0);
    Xoshiro256StarStar explicitState(
        std::array<std::uint64_t, 4>{0xE220A8397B1DCDAFull, 0x6E789E6AA1B965F4ull,
                                     0x06C45D188009454Full, 0xF88BB8A8724C81ECull});
    // First outputs worked out from the published algorithm for that state.
    CHECK(seeded.next() == 0x99EC5F36CB75F2B4ull);
    CHECK(seeded.next() == 0xBF6E1F784956452Aull);
    CHECK(seeded.next() == 0x1A5F849D4933E6E0ull);
    for (int i = 0; i < 3; ++i) explicitState.next();
    for (int i = 0; i < 100; ++i) CHECK(seeded.next() == explicitState.next());
}

TEST_CASE("SeededDice rolls the same values on every platform for a given seed") {
    // Computed independently from SplitMix64 seeding, xoshiro256** next() >> 32 and
    // Lemire's multiply-and-reject reduction.
    CHECK(rolls(0, 12, 6) == std::vector<int>{4, 5, 1, 3, 5, 6, 3, 4, 6, 6, 1, 1});
    CHECK(rolls(1919, 10, 6) == std::vector<int>{5, 1, 4, 6, 5, 6, 1, 6, 6, 1});
    CHECK(rolls(1919, 10, 100) == std::vector<int>{83, 8, 54, 96, 82, 98, 13, 92, 87, 13});
}

TEST_CASE("SeededDice with the same seed replays the same sequence") {
    CHECK(rolls(20191015, 500, 6) == rolls(20191015, 500, 6));
    CHECK(rolls(7, 200, 10) == rolls(7, 200, 10));
}

TEST_CASE("SeededDice with different seeds roll different sequences") {
    CHECK(rolls(1, 100, 6) != rolls(2, 100, 6));
    CHECK(rolls(0, 100, 6) != rolls(0xFFFFFFFFFFFFFFFFull, 100, 6));
}

TEST_CASE("SeededDice values always lie between 1 and the number of sides") {
    SeededDice dice(12345);
    for (const int sides : {2, 3, 6, 10, 20, 100}) {
        CAPTURE(sides);
        bool sawOne = false;
        bool sawTop = false;
        for (int i = 0; i < 5000; ++i) {
            const int value = dice.roll(sides, "range");
            REQUIRE(value >= 1);
            REQUIRE(value <= sides);
            sawOne = sawOne || value == 1;
            sawTop = sawTop || value == sides;
        }
        CHECK(sawOne);
        CHECK(sawTop);
    }
}

TEST_CASE("SeededDice d6 faces each come up within 5% of their share over 60000 rolls") {
    SeededDice dice(1919);
    std::array<int, 6> counts{};
    for (int i = 0; i < 60000; ++i) ++counts[static_cast<std::size_t>(dice.roll(6, "fair") - 1)];
    for (std::size_t face = 0; face < counts.size(); ++face) {
        CAPTURE(face + 1);
        CHECK(counts[face] >= 9500);
        CHECK(counts[face] <= 10500);
    }
}

TEST_CASE("SeededDice refuses a die of fewer than 2 sides") {
    SeededDice dice(1);
    CHECK_THROWS_AS(dice.roll(1, "one-sided"), std::invalid_argument);
    CHECK_THROWS_AS(dice.roll(0, "no sides"), std::invalid_argument);
}
