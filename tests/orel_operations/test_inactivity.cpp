// 10.2, the historical scenario's inactive formations: what releases one early when the enemy
// comes near.

#include <doctest/doctest.h>

#include "rules/orel/operations/inactivity.hpp"

using namespace tachanka::rules::orel::operations;
using tachanka::model::Hex;
using tachanka::model::ReleaseCondition;
using tachanka::model::ReleaseEvent;

namespace {

Hex h(const char* text) { return Hex::parse(text); }

// "Inactive through 18 October unless attacked, or enemy within 2 hexes (except the Red 9th
// Rifle Div), or a Red unit is within 2 hexes of the double-tracked railroad".
const std::vector<ReleaseCondition> firstKornilov{
    {ReleaseEvent::Attacked, 0, ""},
    {ReleaseEvent::EnemyWithin, 2, "9th Rifle Division"},
    {ReleaseEvent::EnemyNearDoubleTrack, 2, ""}};

const std::vector<Hex> kornilovHexes{h("2903"), h("2802"), h("2703"), h("3104")};

}  // namespace

TEST_CASE("10.2: \"or enemy within 2 hexes\" releases the formation") {
    const auto released = releasedByApproach(firstKornilov, {h("2905"), {"13th Army"}},
                                             kornilovHexes, {});
    REQUIRE(released);
    CHECK(*released == "an enemy unit within 2 hexes");
    CHECK_FALSE(releasedByApproach(firstKornilov, {h("2906"), {"13th Army"}}, kornilovHexes, {}));
}

TEST_CASE("10.2: \"(except the Red 9th Rifle Div)\": its units come near and release nothing") {
    CHECK_FALSE(releasedByApproach(firstKornilov, {h("2904"), {"9th Rifle Division", "13th Army"}},
                                   kornilovHexes, {}));
}

TEST_CASE("10.2: \"or a Red unit is within 2 hexes of the double-tracked railroad\"") {
    // The 9th Division's units count here: the exception is the other condition's.
    const std::set<Hex> line{h("2705"), h("2920")};
    const auto released = releasedByApproach(
        firstKornilov, {h("2918"), {"9th Rifle Division"}}, kornilovHexes, line);
    REQUIRE(released);
    CHECK(*released == "an enemy unit within 2 hexes of the double-tracked railroad");
}

TEST_CASE("10.2: \"unless attacked\" alone is the battle's to judge, never a move's") {
    CHECK_FALSE(releasedByApproach({{ReleaseEvent::Attacked, 0, ""}}, {h("2904"), {}},
                                   kornilovHexes, {h("2904")}));
}
