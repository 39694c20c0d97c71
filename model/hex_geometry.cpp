#include "model/hex_geometry.hpp"

#include <cctype>
#include <cmath>
#include <limits>

namespace tachanka::model {
namespace {

constexpr std::array<std::string_view, 6> directionNames{"N", "NE", "SE", "S", "SW", "NW"};

std::size_t indexOf(HexDirection direction) { return static_cast<std::size_t>(direction); }

}  // namespace

std::string_view hexDirectionName(HexDirection direction) {
    return directionNames[indexOf(direction)];
}

std::optional<HexDirection> hexDirectionNamed(std::string_view name) {
    std::string upper(name);
    for (auto& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    for (const auto direction : hexDirections) {
        if (directionNames[indexOf(direction)] == upper) return direction;
    }
    return std::nullopt;
}

Hex neighbourToward(Hex hex, HexDirection direction) {
    // Every neighbour of a numbered hex is one of the six: pick the one in the given place.
    const MapPoint centre = hexCentre(hex);
    const MapPoint middle = [&] {
        const auto ends = hexsideEnds(hex, direction);
        return MapPoint{ends[0].x + ends[1].x - centre.x, ends[0].y + ends[1].y - centre.y};
    }();
    return hexAt(middle);
}

std::optional<HexDirection> directionTo(Hex hex, Hex other) {
    if (!adjacent(hex, other)) return std::nullopt;
    for (const auto direction : hexDirections) {
        if (neighbourToward(hex, direction) == other) return direction;
    }
    return std::nullopt;
}

MapPoint hexCentre(Hex hex) {
    const double lowered = hex.column % 2 == 0 ? hexApothem : 0.0;
    return {1.5 * hex.column, 2 * hexApothem * hex.row + lowered};
}

std::array<MapPoint, 6> hexCorners(Hex hex) {
    const MapPoint centre = hexCentre(hex);
    return {{{centre.x + 1.0, centre.y},
             {centre.x + 0.5, centre.y + hexApothem},
             {centre.x - 0.5, centre.y + hexApothem},
             {centre.x - 1.0, centre.y},
             {centre.x - 0.5, centre.y - hexApothem},
             {centre.x + 0.5, centre.y - hexApothem}}};
}

std::array<MapPoint, 2> hexsideEnds(Hex hex, HexDirection direction) {
    const auto corners = hexCorners(hex);
    const std::size_t d = indexOf(direction);
    return {corners[(4 + d) % 6], corners[(5 + d) % 6]};
}

Hex hexAt(MapPoint point) {
    const int column = static_cast<int>(std::lround(point.x / 1.5));
    Hex best;
    double bestDistance = std::numeric_limits<double>::max();
    for (int c = column - 1; c <= column + 1; ++c) {
        const double lowered = c % 2 == 0 ? hexApothem : 0.0;
        const int row = static_cast<int>(std::lround((point.y - lowered) / (2 * hexApothem)));
        for (int r = row - 1; r <= row + 1; ++r) {
            const MapPoint centre = hexCentre({c, r});
            const double dx = centre.x - point.x;
            const double dy = centre.y - point.y;
            if (dx * dx + dy * dy < bestDistance) {
                bestDistance = dx * dx + dy * dy;
                best = {c, r};
            }
        }
    }
    return best;
}

}  // namespace tachanka::model
