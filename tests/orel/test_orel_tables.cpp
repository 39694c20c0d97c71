// templates/rules/orel-1919.xml is one file with one Terrain Effects Table: each row gives the
// MP per mover for movement and the defender's columns for combat, and a fault in either half
// is refused with file:line.

#include <doctest/doctest.h>

#include <string>

#include "rules/orel/orel_tables.hpp"
#include "tests/orel/orel_tables_text.hpp"

using namespace tachanka::rules::orel;
using operations::Mover;
using operations::Terrain;
using tachanka::testing::orelTablesErrorWith;
using tachanka::testing::shippedOrelTablesText;

namespace {

const OrelTables& shipped() {
    static const auto tables = parseOrelTables(shippedOrelTablesText(), "orel-1919.xml");
    return tables;
}

const std::string forestRow =
    R"(<terrain name="forest"       infantry="2" cavalry="3" artillery="3" tank="P" )"
    R"(armoured-car="P" convoy="3" charge="false" cohesion="-1" assault="-1"/>)";

std::string forestWith(const std::string& from, const std::string& to) {
    auto row = forestRow;
    row.replace(row.find(from), from.size(), to);
    return row;
}

}  // namespace

TEST_CASE("one Terrain Effects Table: every terrain the text names has MP per mover and the "
          "defender's combat columns") {
    const auto& tables = shipped();
    const std::pair<const char*, Terrain> terrains[]{{"clear", Terrain::Clear},
                                                     {"town", Terrain::Town},
                                                     {"forest", Terrain::Forest},
                                                     {"orel-suburbs", Terrain::Orel},
                                                     {"orel-centre", Terrain::Orel}};
    for (const auto& [name, movement] : terrains) {
        CAPTURE(name);
        CHECK_NOTHROW(tables.combat.terrainNamed(name));
        REQUIRE(tables.operations.terrain.terrain.contains(movement));
        CHECK(tables.operations.terrain.terrain.at(movement).size() ==
              operations::terrainMovers.size());
    }
    // 7.1.1 / 8.7.1: the forest row carries both halves.
    CHECK_FALSE(tables.operations.terrain.terrain.at(Terrain::Forest).at(Mover::Tank));
    CHECK_FALSE(tables.combat.terrainNamed("forest").cavalryMayCharge);
    // The river hexside: an MP cost for movement and a combat column; the road only moves.
    CHECK(tables.combat.terrainNamed("river").hexside);
    CHECK(tables.operations.terrain.riverExtra.size() == operations::terrainMovers.size());
    CHECK(tables.operations.terrain.road.size() == operations::terrainMovers.size());
    CHECK_THROWS_AS(tables.combat.terrainNamed("road"), std::invalid_argument);
}

TEST_CASE("the one Terrain Effects Table has one provisional note for both halves") {
    const auto& tables = shipped();
    CHECK(tables.combat.terrainNote.provisional);
    CHECK(tables.operations.terrain.provisional);
    CHECK(tables.combat.terrainNote.note == tables.operations.terrain.note);
    CHECK(tables.combat.terrainNote.note.find("both halves") != std::string::npos);
}

TEST_CASE("a bad value in either half of a terrain row is refused with file:line") {
    const auto badCost = orelTablesErrorWith(forestRow, forestWith(R"(infantry="2")", R"(infantry="two")"));
    CHECK(badCost.find("orel-1919.xml:") == 0);
    CHECK(badCost.find("infantry") != std::string::npos);

    const auto badCohesion =
        orelTablesErrorWith(forestRow, forestWith(R"(cohesion="-1")", R"(cohesion="-x")"));
    CHECK(badCohesion.find("orel-1919.xml:") == 0);
    CHECK(badCohesion.find("cohesion") != std::string::npos);

    const auto missingCost = orelTablesErrorWith(forestRow, forestWith(R"(convoy="3" )", ""));
    CHECK(missingCost.find("orel-1919.xml:") == 0);
    CHECK(missingCost.find("convoy") != std::string::npos);

    const auto missingAssault = orelTablesErrorWith(forestRow, forestWith(R"( assault="-1")", ""));
    CHECK(missingAssault.find("orel-1919.xml:") == 0);
    CHECK(missingAssault.find("assault") != std::string::npos);

    const auto typo = orelTablesErrorWith(forestRow, forestWith(R"(cavalry="3")", R"(cavlry="3")"));
    CHECK(typo.find("orel-1919.xml:") == 0);
    CHECK(typo.find("cavlry") != std::string::npos);
}

TEST_CASE("Orël suburbs and centre must cost the same MP: movement treats Orël as one terrain") {
    const std::string centre = R"(<terrain name="orel-centre"  infantry="1")";
    const auto differ = orelTablesErrorWith(centre, R"(<terrain name="orel-centre"  infantry="2")");
    CHECK(differ.find("orel-1919.xml:") == 0);
    CHECK(differ.find("same MP") != std::string::npos);

    const auto road = R"(<hexside name="road" )";
    CHECK(orelTablesErrorWith(road, R"(<hexside name="ford" )").find("'ford' is not a hexside") !=
          std::string::npos);
}
