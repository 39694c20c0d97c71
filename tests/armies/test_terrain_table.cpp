// Every cell of the "Terrain Effects" table against the rules text. The expected rows below
// are the text's rows, column by column: Infantry, Sabres, Tachankas and limbered guns,
// Armoured Cars, Tanks.

#include <doctest/doctest.h>

#include "rules/redactions/field/terrain_table.hpp"
#include "tests/armies/field_tables.hpp"

using namespace tachanka::rules::redactions;
using tachanka::testing::shippedFieldTables;

namespace {

struct TextRow {
    const char* terrain;
    std::array<const char*, 5> cells;
};

// From red-actions-pygmy-wars.txt, "Terrain Effects".
const TextRow textRows[] = {
    {"hedges", {"¼ move", "½ move", "½ move", "½ move *", "Da *"}},
    {"walls", {"¼ move", "Nyet!", "Nyet!", "Nyet!", "Da *"}},
    {"small-streams", {"½ move", "Full move", "Full move", "Nyet!", "Da *"}},
    {"big-streams", {"½ move", "Nyet!", "Nyet!", "Nyet!", "Nyet!"}},
    {"fords", {"Full speed", "Full speed", "½ speed", "½ speed *", "Da"}},
    {"trenches", {"½ move", "Nyet!", "Nyet!", "Nyet!", "Da *"}},
    {"wire", {"Halt and test", "Nyet!", "Nyet!", "Nyet!", "Da *"}},
    {"crushed-wire", {"½ move", "Nyet!", "Nyet!", "Entire move *", "Da"}},
    {"normal-hills", {"Full speed", "Full speed", "½ speed", "½ speed", "Full speed"}},
    {"steep-slopes", {"½ speed", "½ speed", "¼ speed", "¼ speed", "½ speed"}},
    {"buildings", {"Full speed", "¼ speed", "¼ speed", "¼ speed", "½ speed *"}},
    {"boggy-ground", {"½ speed", "Nyet!", "Nyet!", "Nyet!", "Nyet!"}},
    {"rough-ground", {"½ speed", "½ speed", "½ speed", "Nyet!", "½ speed *"}},
    {"woods", {"½ speed", "½ speed", "½ speed", "¼ speed *", "½ speed *"}},
    {"dense-woods", {"½ speed", "¼ speed", "Nyet!", "Nyet!", "Nyet!"}},
};

}  // namespace

TEST_CASE("every cell of the terrain table reads as the text writes it") {
    const auto& table = shippedFieldTables().terrain;
    CHECK(table.rows.size() == std::size(textRows));
    for (const auto& expected : textRows) {
        const auto& row = table.row(expected.terrain);
        for (const auto& [mover, column] : moverNames) {
            CAPTURE(expected.terrain);
            CAPTURE(column);
            CHECK(row.cell(mover).text == expected.cells.at(static_cast<std::size_t>(mover)));
        }
    }
}

TEST_CASE("cells parse into shares, bans and breakdown tests") {
    const auto half = parseTerrainCell("½ move *");
    CHECK(half.passage == Passage::Fraction);
    CHECK(half.quarters == 2);
    CHECK(half.breakdownTest);
    CHECK(parseTerrainCell("¼ speed").quarters == 1);
    CHECK(parseTerrainCell("Full speed").quarters == 4);
    CHECK(parseTerrainCell("Full move").quarters == 4);
    CHECK(parseTerrainCell("Nyet!").passage == Passage::Prohibited);
    CHECK(parseTerrainCell("Da").passage == Passage::Unhindered);
    CHECK(parseTerrainCell("Entire move *").passage == Passage::EntireMove);
    CHECK(parseTerrainCell("Halt and test").passage == Passage::HaltAndTest);
    CHECK_THROWS_AS(parseTerrainCell("⅓ move"), std::invalid_argument);
    CHECK_THROWS_AS(parseTerrainCell("½ furlong"), std::invalid_argument);
}

// fuzz_typed_text (issue 22): a cell with a line break was repeated whole in the refusal.
TEST_CASE("a terrain cell with a line break is refused in one line") {
    CHECK_THROWS_WITH_AS(parseTerrainCell("½\nmove"),
                         "'½\\nmove' is not a terrain cell (Nyet!, Da, Entire move, Halt and "
                         "test, or ¼, ½, ¾ or Full followed by move or speed; a trailing * asks "
                         "for a breakdown test)",
                         std::invalid_argument);
}

TEST_CASE("hedges: infantry keep a quarter of their move, armoured cars half and test") {
    const auto& table = shippedFieldTables().terrain;
    const auto infantry = terrainMove(table, "hedges", Mover::Infantry, 6);
    CHECK(infantry.allowed);
    CHECK(infantry.inches == doctest::Approx(1.5));
    CHECK_FALSE(infantry.breakdownTest);
    const auto car = terrainMove(table, "hedges", Mover::ArmouredCars, 14);
    CHECK(car.inches == doctest::Approx(7));
    CHECK(car.breakdownTest);
    const auto tank = terrainMove(table, "hedges", Mover::Tanks, 3);
    CHECK(tank.inches == doctest::Approx(3));
    CHECK(tank.breakdownTest);
}

TEST_CASE("Nyet! forbids, wire halts infantry, crushed wire takes a car's entire move") {
    const auto& table = shippedFieldTables().terrain;
    CHECK_FALSE(terrainMove(table, "walls", Mover::Sabres, 12).allowed);
    CHECK_FALSE(terrainMove(table, "big-streams", Mover::Tanks, 3).allowed);
    const auto wire = terrainMove(table, "wire", Mover::Infantry, 6);
    CHECK(wire.allowed);
    CHECK(wire.haltAndTest);
    const auto crushed = terrainMove(table, "crushed-wire", Mover::ArmouredCars, 14);
    CHECK(crushed.crossingTakesMove);
    CHECK(crushed.breakdownTest);
}

TEST_CASE("troops other than infantry must be in column in buildings and woods") {
    const auto& table = shippedFieldTables().terrain;
    CHECK_FALSE(terrainMove(table, "woods", Mover::Infantry, 6).columnRequired);
    CHECK(terrainMove(table, "woods", Mover::Sabres, 12).columnRequired);
    CHECK(terrainMove(table, "dense-woods", Mover::Sabres, 12).columnRequired);
    CHECK(terrainMove(table, "buildings", Mover::TachankasAndLimberedGuns, 12).columnRequired);
    CHECK_FALSE(terrainMove(table, "fords", Mover::Sabres, 12).columnRequired);
}

TEST_CASE("an unknown terrain names the known ones") {
    CHECK_THROWS_WITH_AS(terrainMove(shippedFieldTables().terrain, "swamp", Mover::Infantry, 6),
                         doctest::Contains("no terrain 'swamp' (known: hedges, walls"),
                         std::invalid_argument);
}

TEST_CASE("each arm moves in its column of the table") {
    CHECK(moverOf(Arm::Riflemen) == Mover::Infantry);
    CHECK(moverOf(Arm::MachineGuns) == Mover::Infantry);
    CHECK(moverOf(Arm::Sabres) == Mover::Sabres);
    CHECK(moverOf(Arm::Tachankas) == Mover::TachankasAndLimberedGuns);
    CHECK(moverOf(Arm::FieldGuns) == Mover::TachankasAndLimberedGuns);
    CHECK(moverOf(Arm::ArmouredCar) == Mover::ArmouredCars);
    CHECK(moverOf(Arm::Tank) == Mover::Tanks);
    CHECK_FALSE(moverOf(Arm::Train).has_value());
}
