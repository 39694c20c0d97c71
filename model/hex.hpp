#pragma once
// A hex of the Orel 1919 map, named as the map numbers it: column then row, two digits each
// ("2705" is column 27, row 5: Orël).
//
// The grid: columns run north-south (the half-hexes are on the north and south edges) and the
// even-numbered columns sit half a hex lower than the odd ones. The text fixes this through
// the setup lines it gives as continuous fronts: the 9th Rifle Division at 3002, 2902, 2801,
// 2701, 2601, 2502 and the 1st Kornilov Regiment at 2903, 2802, 2703 are chains of adjacent
// hexes only with even columns shifted down.

#include <compare>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tachanka::model {

struct Hex {
    int column = 0;
    int row = 0;

    // Throws std::invalid_argument naming the text when it is not four digits.
    static Hex parse(std::string_view text);
    std::string label() const;

    auto operator<=>(const Hex&) const = default;
};

// The (up to) six hexes around `hex` that can be numbered (columns and rows 00 to 99), in
// clockwise order from north; the map's own limits are the caller's to apply.
std::vector<Hex> neighbours(Hex hex);

// Number of hexes to step from one hex to the other (0 for the same hex).
int distance(Hex from, Hex to);

bool adjacent(Hex a, Hex b);

// The hexside of `hex` that `next` lies across, numbered 0 to 5 clockwise from the top (3
// apart are opposite); none when they are not adjacent.
std::optional<int> hexsideTowards(Hex hex, Hex next);

}  // namespace tachanka::model
