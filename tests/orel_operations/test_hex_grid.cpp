// The Orel 1919 hex grid: neighbours and distances on the map's column-row numbering, checked
// against hexes the rules text places side by side.

#include <doctest/doctest.h>

#include <algorithm>

#include "model/hex.hpp"

using tachanka::model::adjacent;
using tachanka::model::distance;
using tachanka::model::Hex;
using tachanka::model::neighbours;

namespace {
Hex h(const char* text) { return Hex::parse(text); }
}  // namespace

TEST_CASE("10.2: the 9th Rifle Division's regiments at 3002 2902 2801 2701 2601 2502 form a line") {
    const char* line[] = {"3002", "2902", "2801", "2701", "2601", "2502"};
    for (std::size_t i = 0; i + 1 < std::size(line); ++i) {
        CAPTURE(line[i]);
        CHECK(adjacent(h(line[i]), h(line[i + 1])));
    }
}

TEST_CASE("10.2: the 1st Kornilov Regiment at 2903 2802 2703 forms a line") {
    CHECK(adjacent(h("2903"), h("2802")));
    CHECK(adjacent(h("2802"), h("2703")));
}

TEST_CASE("even columns sit half a hex lower: 2705 (Orël) touches 2604 2605 2804 2805") {
    auto around = neighbours(h("2705"));
    std::sort(around.begin(), around.end());
    const std::vector<Hex> expected{h("2604"), h("2605"), h("2704"),
                                    h("2706"), h("2804"), h("2805")};
    CHECK(around == expected);
}

TEST_CASE("an even column's hex touches the same and the next row of the odd columns") {
    auto around = neighbours(h("2801"));
    std::sort(around.begin(), around.end());
    const std::vector<Hex> expected{h("2701"), h("2702"), h("2802"), h("2901"), h("2902")};
    CHECK(around.size() == 6);  // 2800 is numberable though off the map
    CHECK(std::includes(around.begin(), around.end(), expected.begin(), expected.end()));
}

TEST_CASE("neighbours leave out hexes that cannot be numbered") {
    CHECK(neighbours(h("0000")).size() == 3);
    CHECK(neighbours(h("9999")).size() < 6);
}

TEST_CASE("distance counts hex steps") {
    CHECK(distance(h("2705"), h("2705")) == 0);
    CHECK(distance(h("2705"), h("2605")) == 1);
    CHECK(distance(h("2705"), h("2505")) == 2);
    CHECK(distance(h("2705"), h("2708")) == 3);
    CHECK(distance(h("0101"), h("0105")) == 4);
    // Along a column-diagonal: 0101 to 0601 climbs half a row per column.
    CHECK(distance(h("0101"), h("0601")) == 5);
    CHECK(distance(h("0101"), h("0603")) == 5);
    CHECK(distance(h("0101"), h("0604")) == 6);
    CHECK(distance(h("2705"), h("2110")) == distance(h("2110"), h("2705")));
}

TEST_CASE("the Latvian 3rd Brigade at 1409 1510 1509 lies within 2 hexes of each other") {
    CHECK(distance(h("1409"), h("1510")) == 1);
    CHECK(distance(h("1510"), h("1509")) == 1);
    CHECK(distance(h("1409"), h("1509")) == 1);
}
