// uniformBelow: Lemire's unbiased reduction of 32-bit words to [0, bound).
// For a word w the candidate is (w * bound) >> 32 and its low part (w * bound) mod 2^32; a
// word is rejected when the low part falls below 2^32 mod bound.

#include <doctest/doctest.h>

#include <cstdint>
#include <stdexcept>
#include <utility>
#include <vector>

#include "rules/seeded_dice.hpp"

using tachanka::rules::uniformBelow;

namespace {

// Hands out the given words in order and counts how many were taken.
class ScriptedWords {
public:
    explicit ScriptedWords(std::vector<std::uint32_t> words) : words_(std::move(words)) {}
    std::uint32_t operator()() {
        if (used_ >= words_.size()) throw std::logic_error("uniformBelow asked for too many words");
        return words_[used_++];
    }
    std::size_t used() const { return used_; }

private:
    std::vector<std::uint32_t> words_;
    std::size_t used_ = 0;
};

std::uint32_t below(std::uint32_t bound, ScriptedWords& words) {
    return uniformBelow(bound, [&words] { return words(); });
}

}  // namespace

TEST_CASE("uniformBelow maps a word to the high half of word * bound") {
    // 0xFFFFFFFF * 6 = 6 * 2^32 - 6: high part 5, low part 2^32 - 6 (far above the threshold).
    ScriptedWords top({0xFFFFFFFFu});
    CHECK(below(6, top) == 5);
    CHECK(top.used() == 1);

    // 0x40000000 * 6 = 1.5 * 2^32: high part 1, low part 2^31.
    ScriptedWords quarter({0x40000000u});
    CHECK(below(6, quarter) == 1);
    CHECK(quarter.used() == 1);
}

TEST_CASE("uniformBelow rejects word 0 for bound 6 (low part 0 < 2^32 mod 6 = 4) and draws again") {
    ScriptedWords words({0u, 0xFFFFFFFFu});
    CHECK(below(6, words) == 5);
    CHECK(words.used() == 2);
}

TEST_CASE("uniformBelow keeps rejecting until a word lands outside the biased zone") {
    // 0x80000000 * 6 = 3 * 2^32: low part 0, rejected like word 0.
    ScriptedWords words({0u, 0x80000000u, 0u, 0x40000000u});
    CHECK(below(6, words) == 1);
    CHECK(words.used() == 4);
}

TEST_CASE("uniformBelow's threshold for bound 6 is exactly 4: low part 2 rejected, 4 kept") {
    // 0x2AAAAAAB * 6 = 2^32 + 2: value 1, low part 2 < 4: rejected.
    ScriptedWords rejected({0x2AAAAAABu, 0xFFFFFFFFu});
    CHECK(below(6, rejected) == 5);
    CHECK(rejected.used() == 2);

    // 0x55555556 * 6 = 2 * 2^32 + 4: value 2, low part 4 is not below 4: kept.
    ScriptedWords kept({0x55555556u});
    CHECK(below(6, kept) == 2);
    CHECK(kept.used() == 1);
}

TEST_CASE("uniformBelow with a power-of-two bound never rejects (2^32 mod bound is 0)") {
    ScriptedWords words({0u, 0x80000000u, 0xFFFFFFFFu});
    CHECK(below(2, words) == 0);
    CHECK(below(2, words) == 1);
    CHECK(below(2, words) == 1);
    CHECK(words.used() == 3);
}

TEST_CASE("uniformBelow gives value k for a word just above k * 2^32 / 6") {
    const std::vector<std::uint32_t> words{0x00000010u, 0x2AAAAAACu, 0x55555557u,
                                           0x80000002u, 0xAAAAAAACu, 0xD5555557u};
    for (std::uint32_t k = 0; k < 6; ++k) {
        CAPTURE(k);
        ScriptedWords one({words[k]});
        CHECK(below(6, one) == k);
        CHECK(one.used() == 1);
    }
}
