#pragma once
// The "Terrain Effects" movement table: for each terrain and each kind of mover, how much of
// its move it keeps, whether it may enter at all, and whether a vehicle must test for a
// breakdown. Cells are written in the file as the text writes them ("½ move", "¼ speed",
// "Nyet!", "Da *", "Halt and test", "Entire move *").

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/redactions/characteristic.hpp"

namespace tachanka::rules::redactions {

// The table's five columns.
enum class Mover { Infantry, Sabres, TachankasAndLimberedGuns, ArmouredCars, Tanks };

inline constexpr std::array<model::EnumName<Mover>, 5> moverNames{{
    {Mover::Infantry, "infantry"},
    {Mover::Sabres, "sabres"},
    {Mover::TachankasAndLimberedGuns, "tachankas-and-limbered-guns"},
    {Mover::ArmouredCars, "armoured-cars"},
    {Mover::Tanks, "tanks"},
}};

// The column a base of this arm moves in; trains (rails) and officers have none.
std::optional<Mover> moverOf(Arm arm);

enum class Passage {
    Fraction,     // "Full speed", "½ move", "¼ speed": that share of the move
    Unhindered,   // "Da": a tank goes through
    EntireMove,   // "Entire move": crossing takes the whole move
    HaltAndTest,  // "Halt and test": infantry halt at wire and test to cross ("Barbed Wire")
    Prohibited,   // "Nyet!"
};

struct TerrainCell {
    Passage passage = Passage::Fraction;
    int quarters = 4;            // share of the move kept, in quarters (Fraction only)
    bool breakdownTest = false;  // "*"
    std::string text;            // as written in the file
};

// The text's shares of a move: "¼", "½", "¾", "Full", in quarters; none for other words.
std::optional<int> quartersNamed(std::string_view share);

// "½ move *" -> Fraction, 2 quarters, breakdown test. Throws std::invalid_argument.
TerrainCell parseTerrainCell(const std::string& text);

struct TerrainRow {
    std::string id;                     // "small-streams"
    std::string name;                   // "Small streams"
    std::array<TerrainCell, 5> cells;   // by Mover
    bool columnUnlessInfantry = false;  // troops other than infantry must be in column here
    bool uphill = false;                // a slope: roads do not lift its penalty

    const TerrainCell& cell(Mover mover) const { return cells.at(static_cast<std::size_t>(mover)); }
};

struct TerrainTable {
    std::vector<TerrainRow> rows;
    // Throws std::invalid_argument naming the terrains there are.
    const TerrainRow& row(std::string_view terrainId) const;
};

struct TerrainMove {
    bool allowed = true;
    double inches = 0;               // how far the unit may move this turn
    bool crossingTakesMove = false;  // "Entire move": the crossing is the whole move
    bool haltAndTest = false;        // halt at the wire; test to cross in later turns
    bool breakdownTest = false;
    bool columnRequired = false;
    std::string cell;  // the table cell, as written
};

// A unit of `mover` with a move of `move` inches entering or crossing `terrainId`.
TerrainMove terrainMove(const TerrainTable& table, std::string_view terrainId, Mover mover,
                        int move);

}  // namespace tachanka::rules::redactions
