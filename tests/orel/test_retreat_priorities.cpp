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

TEST_CASE("8.7.3 A: a rout's 2 hexes run per 8.5.1 hex by hex, the hex it ends in carries the "
          "worse ZoC of the way, and of two ways the better") {
    const RetreatOption clearFirst{"1010", RetreatPath::Clear};
    const RetreatOption zocFirst{"1011", RetreatPath::InfantryZoc};
    const auto options = routOptions({
        {clearFirst, {{"1008", RetreatPath::Clear}, {"1009", RetreatPath::CavalryZoc}}},
        {zocFirst, {{"1009", RetreatPath::Clear}, {"1110", RetreatPath::Clear}}},
    });
    REQUIRE(options.size() == 3);
    CHECK(options[0].hex == "1008");
    CHECK(options[0].path == RetreatPath::Clear);
    CHECK(options[1].hex == "1009");  // through 1011: infantry ZoC, better than cavalry ZoC
    CHECK(options[1].path == RetreatPath::InfantryZoc);
    CHECK(options[2].hex == "1110");  // the first hex's ZoC counts for the whole rout
    CHECK(options[2].path == RetreatPath::InfantryZoc);
}

TEST_CASE("8.7.3 A 3: \"If the 2 hex retreat is impossible due to the presence of enemy units\": "
          "no second hex from any first one, no rout") {
    CHECK(routOptions({}).empty());
    CHECK(routOptions({{{"1010", RetreatPath::Clear}, {}}}).empty());
}
