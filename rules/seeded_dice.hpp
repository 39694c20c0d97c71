#pragma once
// Dice from a seed, identical on every platform and compiler: the generator and the range
// reduction are written out here rather than taken from <random>, whose distributions are
// implementation-defined.

#include <array>
#include <cstdint>

#include "rules/dice.hpp"

namespace tachanka::rules {

// SplitMix64 (Steele, Lea, Flood 2014): spreads one 64-bit seed into generator state.
std::uint64_t splitMix64(std::uint64_t& state);

// xoshiro256** (Blackman, Vigna 2018).
class Xoshiro256StarStar {
public:
    explicit Xoshiro256StarStar(std::uint64_t seed);
    explicit Xoshiro256StarStar(const std::array<std::uint64_t, 4>& state) : state_(state) {}
    std::uint64_t next();
    std::uint32_t next32() { return static_cast<std::uint32_t>(next() >> 32); }

private:
    std::array<std::uint64_t, 4> state_;
};

// A uniform value in [0, bound) from 32-bit words, without modulo bias (Lemire 2019):
// words that fall in the uneven remainder are rejected and another is drawn.
template <typename NextWord>
std::uint32_t uniformBelow(std::uint32_t bound, NextWord&& nextWord) {
    std::uint64_t product = std::uint64_t{nextWord()} * bound;
    auto low = static_cast<std::uint32_t>(product);
    if (low < bound) {
        const std::uint32_t threshold = (0u - bound) % bound;
        while (low < threshold) {
            product = std::uint64_t{nextWord()} * bound;
            low = static_cast<std::uint32_t>(product);
        }
    }
    return static_cast<std::uint32_t>(product >> 32);
}

class SeededDice final : public Dice {
public:
    explicit SeededDice(std::uint64_t seed) : generator_(seed) {}
    int roll(int sides, std::string_view purpose) override;

private:
    Xoshiro256StarStar generator_;
};

}  // namespace tachanka::rules
