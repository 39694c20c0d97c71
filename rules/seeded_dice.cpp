#include "rules/seeded_dice.hpp"

namespace tachanka::rules {
namespace {

constexpr std::uint64_t rotateLeft(std::uint64_t value, int bits) {
    return (value << bits) | (value >> (64 - bits));
}

}  // namespace

std::uint64_t splitMix64(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

Xoshiro256StarStar::Xoshiro256StarStar(std::uint64_t seed) {
    for (auto& word : state_) word = splitMix64(seed);
}

std::uint64_t Xoshiro256StarStar::next() {
    const std::uint64_t result = rotateLeft(state_[1] * 5, 7) * 9;
    const std::uint64_t shifted = state_[1] << 17;
    state_[2] ^= state_[0];
    state_[3] ^= state_[1];
    state_[1] ^= state_[2];
    state_[0] ^= state_[3];
    state_[2] ^= shifted;
    state_[3] = rotateLeft(state_[3], 45);
    return result;
}

int SeededDice::roll(int sides, std::string_view purpose) {
    requireSides(sides, purpose);
    const auto bound = static_cast<std::uint32_t>(sides);
    return static_cast<int>(uniformBelow(bound, [this] { return generator_.next32(); })) + 1;
}

}  // namespace tachanka::rules
