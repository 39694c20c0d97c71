// Where the map drawings put each hex: flat-topped hexes in north-south columns, the even
// columns half a hex lower (model/hex.hpp), so that the text's continuous setup lines are
// chains of touching hexes on paper too.

#include <doctest/doctest.h>

#include <cmath>

#include "model/hex_geometry.hpp"

using namespace tachanka::model;

namespace {

bool near(MapPoint a, MapPoint b) { return std::abs(a.x - b.x) < 1e-9 && std::abs(a.y - b.y) < 1e-9; }

}  // namespace

TEST_CASE("an even column sits half a hex lower than the odd column beside it") {
    const auto odd = hexCentre(Hex::parse("2705"));
    const auto even = hexCentre(Hex::parse("2805"));
    CHECK(even.x - odd.x == doctest::Approx(1.5));
    CHECK(even.y - odd.y == doctest::Approx(hexApothem));
    CHECK(hexCentre(Hex::parse("2706")).y - odd.y == doctest::Approx(2 * hexApothem));
}

TEST_CASE("the six directions name the neighbours hex.hpp counts clockwise from north") {
    for (const auto* label : {"2705", "2806", "0101", "3220"}) {
        const auto hex = Hex::parse(label);
        const auto around = neighbours(hex);
        REQUIRE(around.size() == 6);
        for (std::size_t i = 0; i < 6; ++i) {
            CAPTURE(label);
            CHECK(neighbourToward(hex, hexDirections[i]) == around[i]);
            CHECK(directionTo(hex, around[i]) == hexDirections[i]);
        }
    }
}

TEST_CASE("the 9th Rifle Division's setup line touches hexside to hexside on paper") {
    // 3002, 2902, 2801, 2701, 2601, 2502: each the next one's neighbour, so each pair shares
    // the two corners of one hexside.
    const char* line[] = {"3002", "2902", "2801", "2701", "2601", "2502"};
    for (std::size_t i = 0; i + 1 < std::size(line); ++i) {
        const auto a = Hex::parse(line[i]);
        const auto b = Hex::parse(line[i + 1]);
        const auto toward = directionTo(a, b);
        REQUIRE(toward.has_value());
        const auto back = directionTo(b, a);
        REQUIRE(back.has_value());
        const auto ends = hexsideEnds(a, *toward);
        const auto other = hexsideEnds(b, *back);
        CHECK(near(ends[0], other[1]));
        CHECK(near(ends[1], other[0]));
    }
}

TEST_CASE("a click anywhere inside a hex finds that hex") {
    for (int column = 1; column <= 32; ++column) {
        for (int row = 1; row <= 20; ++row) {
            const Hex hex{column, row};
            const auto centre = hexCentre(hex);
            CHECK(hexAt(centre) == hex);
            // Just inside each corner.
            for (const auto corner : hexCorners(hex)) {
                const MapPoint inside{centre.x + 0.9 * (corner.x - centre.x),
                                      centre.y + 0.9 * (corner.y - centre.y)};
                CHECK(hexAt(inside) == hex);
            }
        }
    }
}

TEST_CASE("hexside directions are read in either case and nothing else") {
    CHECK(hexDirectionNamed("ne") == HexDirection::NorthEast);
    CHECK(hexDirectionNamed("SW") == HexDirection::SouthWest);
    CHECK_FALSE(hexDirectionNamed("E").has_value());
    CHECK(hexDirectionName(HexDirection::NorthWest) == "NW");
}
