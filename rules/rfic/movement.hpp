#pragma once
// Movement (Movement table and its notes; Aircraft movement; Minefields): how many hexes a unit,
// Commander or aircraft may move when activated by a card.

#include <string>
#include <vector>

#include "rules/rfic/rfic_tables.hpp"

namespace tachanka::rules::rfic {

enum class Terrain { Open, HillsOrWoods };
inline constexpr std::array<model::EnumName<Terrain>, 2> terrainNames{{
    {Terrain::Open, "open"},
    {Terrain::HillsOrWoods, "hills-or-woods"},
}};

struct MoveRequest {
    Mover mover = Mover::Infantry;
    Card card{};                 // the card that activated it
    bool road = false;           // the whole move along a road
    bool withCommander = false;  // a unit moving with its Commander
    Terrain terrain = Terrain::Open;
    bool disrupted = false;
    bool biplane = false;  // aircraft
    int turns = 0;         // aircraft: 60° turns made
};

struct MoveResult {
    int hexes = 0;
    std::vector<std::string> rules;  // each rule that set or changed the allowance, in order
};

// Throws std::invalid_argument for a Joker (never activates) or a negative count of turns.
MoveResult movement(const MovementRules& table, const MoveRequest& request);

// Whether a unit or Commander activated by `card` may enter or leave a minefield.
bool mayCrossMinefield(const MinefieldRules& table, const Card& card);

}  // namespace tachanka::rules::rfic
