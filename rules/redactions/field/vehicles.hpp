#pragma once
// Tanks and armoured cars ("Tanks", "Armoured Cars"): breakdowns after fast moves, obstacles,
// wire, getting going again, the troops they charge fighting back, and where their weapons
// may fire ("Fire Arcs and Enfilade"; sponsons).

#include <optional>
#include <string>
#include <vector>

#include "rules/dice.hpp"
#include "rules/redactions/characteristic.hpp"
#include "rules/redactions/field/field_tables.hpp"

namespace tachanka::rules::redactions {

enum class Vehicle { Tank, ArmouredCar };

inline constexpr std::array<model::EnumName<Vehicle>, 2> vehicleNames{{
    {Vehicle::Tank, "tank"},
    {Vehicle::ArmouredCar, "armoured-car"},
}};

// The vehicle an arm is, for these rules: tanks and armoured cars; none for trains, which run
// on rails ("Trains"), and for troops.
std::optional<Vehicle> vehicleOf(Arm arm);

enum class VehicleCondition {
    Running,
    BrokenDown,    // temporarily: moves again on a later 4+
    Stuck,         // temporarily stuck on an obstacle or the wire: moves again on a later 4+
    StuckForGood,  // will not move again this game
};

inline constexpr std::array<model::EnumName<VehicleCondition>, 4> vehicleConditionNames{{
    {VehicleCondition::Running, "running"},
    {VehicleCondition::BrokenDown, "broken-down"},
    {VehicleCondition::Stuck, "stuck"},
    {VehicleCondition::StuckForGood, "stuck-for-good"},
}};

// How a move went, for deciding on a breakdown test at its end.
struct VehicleMove {
    double inches = 0;
    int move = 0;                      // the vehicle's move allowance
    bool offOpenGround = false;        // any terrain other than flat ground, gentle hills or road
    bool terrainAskedForTest = false;  // a "*" cell of the terrain table
};

// Tanks test when they moved over half speed anywhere, armoured cars only off open ground;
// both when the terrain table's cell has a "*".
bool breakdownTestNeeded(Vehicle vehicle, const VehicleMove& move);

struct VehicleTest {
    int roll = 0;
    VehicleCondition condition = VehicleCondition::Running;
};

// End of a fast move: a d6 at or under the breakdown number breaks it down.
VehicleTest breakdownTest(const VehicleNumbers& numbers, Vehicle vehicle, Dice& dice);

// Crossing an obstacle other than barbed wire, at any speed.
VehicleTest obstacleTest(const VehicleNumbers& numbers, Vehicle vehicle, Dice& dice);

// A tank crushing or clearing wire: a temporary problem on a low roll.
VehicleTest wireTest(const VehicleNumbers& numbers, Dice& dice);

// A later move: a broken-down or temporarily stuck vehicle gets going on a 4+. Throws
// std::invalid_argument for a vehicle that is running or stuck for good.
VehicleTest freeVehicle(const VehicleNumbers& numbers, VehicleCondition condition, Dice& dice);

// A tank with a wire-removing device moving down the wire: each strip is crushed on a 4+.
struct WireStrip {
    int roll = 0;
    bool crushed = false;
};
std::vector<WireStrip> crushWireStrips(const VehicleNumbers& numbers, int strips, Dice& dice);

// Troops charged by a vehicle who did not rout rout on contact, but immobilise it on a six
// (grenadiers add 2).
struct ChargedTroopsStrikeBack {
    int roll = 0;
    int total = 0;
    bool immobilised = false;
};
ChargedTroopsStrikeBack vehicleContactDamage(const VehicleNumbers& numbers, bool grenadiers,
                                             Dice& dice);

enum class VehicleWeapon { Turret, Sponson, Other };
inline constexpr std::array<model::EnumName<VehicleWeapon>, 3> vehicleWeaponNames{{
    {VehicleWeapon::Turret, "turret"},
    {VehicleWeapon::Sponson, "sponson"},
    {VehicleWeapon::Other, "other"},
}};

enum class VehicleSide { Left, Right };
inline constexpr std::array<model::EnumName<VehicleSide>, 2> vehicleSideNames{{
    {VehicleSide::Left, "left"},
    {VehicleSide::Right, "right"},
}};

struct VehicleFire {
    int arcDegrees = 0;
    bool allowed = true;
    std::string reason;  // why not, when not allowed
};

// A vehicle's weapon firing: its arc, and whether a tank's sponson on `side` may fire when
// the sponson on `firedThisTurn` already has ("Tanks with sponson guns on both sides may only
// fire one per turn"). Throws std::invalid_argument for a side given to another weapon.
VehicleFire vehicleFire(const VehicleNumbers& numbers, VehicleWeapon weapon,
                        std::optional<VehicleSide> side, std::optional<VehicleSide> firedThisTurn);

}  // namespace tachanka::rules::redactions
