#pragma once
// Field-rule use cases over templates/rules/red-actions-field.xml (the user's copy wins):
// terrain movement, visibility and weather, vehicle tests, trains, ambush scouting, wire,
// fires and digging in, each with the dice it rolled.

#include <optional>
#include <string_view>

#include "app/core/common/dice_choice.hpp"
#include "rules/redactions/field/field_rules.hpp"
#include "rules/redactions/field/field_tables.hpp"
#include "rules/redactions/field/trains.hpp"
#include "rules/redactions/field/vehicles.hpp"

namespace tachanka::core {

// From the first template folder that has rules/red-actions-field.xml.
rules::redactions::FieldTables loadFieldRules();

// How far things can be seen in a weather (Visibility, Weather): each distance of the table
// in inches, and the limit when both units are within cover. An unknown weather is a UserError.
struct VisibilityDistance {
    std::string id;
    int inches = 0;
    std::string text;
};
struct VisibilityAnswer {
    rules::redactions::WeatherCondition weather;
    std::vector<VisibilityDistance> distances;
    int withinCover = 0;
};
VisibilityAnswer visibilityIn(std::string_view weatherId);

rules::redactions::TerrainMove lookUpTerrainMove(std::string_view terrainId,
                                                 rules::redactions::Mover mover, int move);
// In column on a road through `terrainId` (none: open ground), in the weather `weatherId`.
rules::redactions::TerrainMove lookUpRoadMove(std::optional<std::string_view> terrainId,
                                              rules::redactions::Mover mover, int move,
                                              bool wholeMoveOnRoad, std::string_view weatherId);

// A vehicle's weapon: its fire arc, and whether a sponson may fire this turn.
rules::redactions::VehicleFire vehicleFireFor(
    rules::redactions::VehicleWeapon weapon, std::optional<rules::redactions::VehicleSide> side,
    std::optional<rules::redactions::VehicleSide> firedThisTurn);

enum class VehicleTestKind { Breakdown, Obstacle, Wire, GetGoing };

inline constexpr std::array<model::EnumName<VehicleTestKind>, 4> vehicleTestKindNames{{
    {VehicleTestKind::Breakdown, "breakdown"},
    {VehicleTestKind::Obstacle, "obstacle"},
    {VehicleTestKind::Wire, "wire"},
    {VehicleTestKind::GetGoing, "get-going"},
}};

// Each roll below comes with its exact odds: the chance of each outcome, named as the odds
// functions' comments say.

// `condition` is the vehicle's condition before a get-going test.
Rolled<rules::redactions::VehicleTest> rollVehicleTest(
    VehicleTestKind kind, rules::redactions::Vehicle vehicle,
    rules::redactions::VehicleCondition condition, const DiceChoice& dice);
// Outcomes: the vehicle's condition afterwards ("running", "stuck", ...).
rules::Distribution vehicleTestOdds(VehicleTestKind kind, rules::redactions::Vehicle vehicle,
                                    rules::redactions::VehicleCondition condition);

Rolled<rules::redactions::ChargedTroopsStrikeBack> rollVehicleContact(bool grenadiers,
                                                                      const DiceChoice& dice);
// Outcomes: "immobilised", "unharmed".
rules::Distribution vehicleContactOdds(bool grenadiers);

rules::redactions::TrainMove lookUpTrainMove(const rules::redactions::TrainState& state,
                                             rules::redactions::TrainOrder order);

Rolled<rules::redactions::AmbushScouting> rollAmbushScouting(double distance,
                                                             bool partisansOrCleverOfficer,
                                                             const DiceChoice& dice);
// Outcomes: "discovered", "not discovered", "out of range".
rules::Distribution ambushScoutingOdds(double distance, bool partisansOrCleverOfficer);

Rolled<rules::redactions::WireCrossing> rollWireCrossing(bool engineers, const DiceChoice& dice);
// Outcomes: "crossed and path cut", "crossed", "path cut", "held".
rules::Distribution wireCrossingOdds(bool engineers);

Rolled<rules::redactions::FireSetting> rollFireSetting(int markers, const DiceChoice& dice);
// Outcomes: "caught", "caught, building destroyed" (the fifth marker), "not caught".
rules::Distribution fireSettingOdds(int markers);
Rolled<rules::redactions::FireFighting> rollFireFighting(int markers, const DiceChoice& dice);
// Outcomes: "0 markers removed", "1 marker removed", "2 markers removed" ...
rules::Distribution fireFightingOdds(int markers);
rules::redactions::BuildingFire lookUpFireSpread(int markers);

// "Moving and Shooting": what a unit of `arm` with a move of `move` inches may do around firing.
rules::redactions::ShootAndMove lookUpShootAndMove(rules::redactions::Arm arm, int move);

// "Ammunition Supply": the moves of fire a unit of `arm` has left.
rules::redactions::AmmunitionLeft lookUpAmmunition(rules::redactions::Arm arm, bool withCart,
                                                   int movesFired);

rules::redactions::Digging lookUpDigging(int quartersBefore, bool entrenchingTools);

}  // namespace tachanka::core
