#pragma once
// Where a hex of the Orel map lies on paper, for everything that draws the map (the desktop
// page and the printed situation map): flat-topped hexes in columns running north-south, the
// even columns half a hex lower (model/hex.hpp), north up. Lengths are in units of the hex's
// size (centre to corner); the caller scales and shifts.

#include <array>
#include <optional>
#include <string_view>

#include "model/hex.hpp"

namespace tachanka::model {

// The six hexsides (and the neighbours across them), clockwise from north.
enum class HexDirection { North, NorthEast, SouthEast, South, SouthWest, NorthWest };
inline constexpr std::array<HexDirection, 6> hexDirections{
    HexDirection::North, HexDirection::NorthEast, HexDirection::SouthEast,
    HexDirection::South, HexDirection::SouthWest, HexDirection::NorthWest};

std::string_view hexDirectionName(HexDirection direction);  // "N", "NE", "SE", "S", "SW", "NW"
std::optional<HexDirection> hexDirectionNamed(std::string_view name);  // either case

// The hex across `direction` (not checked against any map's limits).
Hex neighbourToward(Hex hex, HexDirection direction);
// The direction from `hex` to the adjacent `other`; none when they are not adjacent.
std::optional<HexDirection> directionTo(Hex hex, Hex other);

struct MapPoint {
    double x = 0;  // east
    double y = 0;  // south
};

// The centre of `hex` with column 0, row 0 at the origin.
MapPoint hexCentre(Hex hex);
// The six corners, clockwise from the east corner.
std::array<MapPoint, 6> hexCorners(Hex hex);
// The two corners that bound the hexside toward `direction`.
std::array<MapPoint, 2> hexsideEnds(Hex hex, HexDirection direction);
// The hex whose area holds `point` (the nearest centre).
Hex hexAt(MapPoint point);

// Half the height of a hex (centre to the middle of a side), in units of its size.
inline constexpr double hexApothem = 0.8660254037844386;

}  // namespace tachanka::model
