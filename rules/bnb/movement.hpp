#pragma once
// Movement (the Costs per Hex table and its Miscellaneous notes): what a hex costs a unit,
// trenches and barbed wire, the road column, artillery's two actions of four, mechanical
// failure of armoured cars and tanks, and stacking.

#include <string>
#include <vector>

#include "rules/bnb/bnb_tables.hpp"
#include "rules/dice.hpp"

namespace tachanka::rules::bnb {

struct HexEntry {
    UnitType unit = UnitType::Infantry;
    Terrain terrain = Terrain::Normal;
    bool roadColumn = false;  // one deep, beginning and ending on the road
    bool trench = false;
    bool wire = false;
};

struct HexCost {
    HalfPoints halfPoints;  // none: prohibited
    std::string reason;     // why it is prohibited, or why the road rate did not apply
};

HexCost hexCost(const Movement& movement, const HexEntry& entry);
// "1 1/2", "1/2", "2": a cost as the table writes it.
std::string costText(int halfPoints);

enum class ArtilleryAction { Move, Fire, Limber, Unlimber };
inline constexpr std::array<model::EnumName<ArtilleryAction>, 4> artilleryActionNames{{
    {ArtilleryAction::Move, "move"},
    {ArtilleryAction::Fire, "fire"},
    {ArtilleryAction::Limber, "limber"},
    {ArtilleryAction::Unlimber, "unlimber"},
}};

// Whether a battery may take these actions in one turn: at most the number the file allows,
// each at most once. Empty when allowed, else why not.
std::string refuseArtilleryActions(const Movement& movement,
                                   const std::vector<ArtilleryAction>& actions);

struct MechanicalCheck {
    int total = 0;
    bool failed = false;
    int mobilityBoxesLeft = 0;
};

// The roll a moving vehicle makes each turn; a failure removes one mobility box.
MechanicalCheck checkMechanicalFailure(const Movement& movement, Vehicle vehicle,
                                       int mobilityBoxesLeft, Dice& dice);

struct HexStack {
    int footOrHorseStands = 0;
    int gunOrVehicleStands = 0;
};

// Two infantry or cavalry stands OR one artillery or vehicle stand; leaders never count.
bool stackingAllowed(const Stacking& stacking, const HexStack& stack);

}  // namespace tachanka::rules::bnb
