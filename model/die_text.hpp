#pragma once
// A die as the players read it out: "d6 = 4  morale test". A draw over more faces than any die
// at a table has (Red Flags & Iron Crosses shuffles its pack with two draws of 1 to 65536) is
// a random number, not a roll anyone reads, and says so instead of "d65536 = 20213".

#include <string>
#include <string_view>

namespace tachanka::model {

constexpr int largestTableDie = 100;

inline bool isTableDie(int sides) { return sides <= largestTableDie; }

// The value as a log column shows it: "4", or "shuffle" for a draw.
inline std::string dieValueText(int sides, int value) {
    return isTableDie(sides) ? std::to_string(value) : "shuffle";
}

inline std::string dieRollLine(std::string_view purpose, int sides, int value) {
    if (!isTableDie(sides)) {
        return std::string(purpose) + " (random number " + std::to_string(value) + " of " +
               std::to_string(sides) + ")";
    }
    return "d" + std::to_string(sides) + " = " + std::to_string(value) + "  " +
           std::string(purpose);
}

}  // namespace tachanka::model
