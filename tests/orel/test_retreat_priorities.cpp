// 8.5.1 retreat priorities a) to e), and what the chosen path means for the engine.

#include <doctest/doctest.h>

#include "rules/orel/combat/retreat_priorities.hpp"

using namespace tachanka::rules::orel;

namespace {

RetreatCandidate hex(std::string name) {
    RetreatCandidate candidate;
    candidate.hex = std::move(name);
    return candidate;
}

std::vector<std::string> hexes(const std::vector<RetreatCandidate>& candidates) {
    std::vector<std::string> names;
    for (const auto& option : retreatOptions(candidates)) names.push_back(option.hex);
    return names;
}

}  // namespace

TEST_CASE("8.5.1: enemy units close a hex, with none open the retreat is blocked") {
    auto a = hex("1010");
    a.enemyUnits = true;
    CHECK(retreatOptions({a}).empty());
}

TEST_CASE("8.5.1 a: not into enemy ZoC, unless friendly units negate it") {
    auto zoc = hex("1010");
    zoc.zoc = EnemyZoc::InfantryOrArtillery;
    auto free = hex("1011");
    free.overstacked = true;  // b) is weaker than a)
    CHECK(hexes({zoc, free}) == std::vector<std::string>{"1011"});
    zoc.zocNegated = true;
    CHECK(hexes({zoc, free}) == std::vector<std::string>{"1010"});
}

TEST_CASE("8.5.1 a: forced into enemy ZoC, the path says which kind") {
    auto infantryZoc = hex("1010");
    infantryZoc.zoc = EnemyZoc::InfantryOrArtillery;
    auto cavalryZoc = hex("1011");
    cavalryZoc.zoc = EnemyZoc::Cavalry;
    const auto options = retreatOptions({infantryZoc, cavalryZoc});
    REQUIRE(options.size() == 2);
    CHECK(options[0].path == RetreatPath::InfantryZoc);
    CHECK(options[1].path == RetreatPath::CavalryZoc);
}

TEST_CASE("8.5.1 b to e, in that order") {
    auto overstacked = hex("A");
    overstacked.overstacked = true;
    overstacked.towardFriendlyEdge = true;
    auto offMap = hex("B");
    offMap.offMap = true;
    auto attacked = hex("C");
    attacked.attackedHex = true;
    auto away = hex("D");
    auto home = hex("E");
    home.towardFriendlyEdge = true;
    CHECK(hexes({overstacked, offMap}) == std::vector<std::string>{"B"});
    CHECK(hexes({offMap, attacked}) == std::vector<std::string>{"C"});
    CHECK(hexes({attacked, away}) == std::vector<std::string>{"D"});
    CHECK(hexes({away, home}) == std::vector<std::string>{"E"});
    const auto tie = retreatOptions({home, home});
    CHECK(tie.size() == 2);
    CHECK(tie[0].path == RetreatPath::Clear);
}
