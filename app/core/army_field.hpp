#pragma once
// Field-rule use cases over templates/rules/red-actions-field.xml (the user's copy wins):
// terrain movement, visibility and weather, vehicle tests, trains, ambush scouting, wire,
// fires and digging in, each with the dice it rolled.

#include <string_view>

#include "app/core/army_dice.hpp"
#include "rules/redactions/field/field_rules.hpp"
#include "rules/redactions/field/field_tables.hpp"
#include "rules/redactions/field/trains.hpp"
#include "rules/redactions/field/vehicles.hpp"

namespace tachanka::core {

// From the first template folder that has rules/red-actions-field.xml.
rules::redactions::FieldTables loadFieldRules();

rules::redactions::TerrainMove lookUpTerrainMove(std::string_view terrainId,
                                                 rules::redactions::Mover mover, int move);

enum class VehicleTestKind { Breakdown, Obstacle, Wire, GetGoing };

inline constexpr std::array<model::EnumName<VehicleTestKind>, 4> vehicleTestKindNames{{
    {VehicleTestKind::Breakdown, "breakdown"},
    {VehicleTestKind::Obstacle, "obstacle"},
    {VehicleTestKind::Wire, "wire"},
    {VehicleTestKind::GetGoing, "get-going"},
}};

// `condition` is the vehicle's condition before a get-going test.
Rolled<rules::redactions::VehicleTest> rollVehicleTest(
    VehicleTestKind kind, rules::redactions::Vehicle vehicle,
    rules::redactions::VehicleCondition condition, const DiceChoice& dice);

Rolled<rules::redactions::ChargedTroopsStrikeBack> rollVehicleContact(bool grenadiers,
                                                                      const DiceChoice& dice);

rules::redactions::TrainMove lookUpTrainMove(const rules::redactions::TrainState& state,
                                             rules::redactions::TrainOrder order);

Rolled<rules::redactions::AmbushScouting> rollAmbushScouting(double distance,
                                                             bool partisansOrCleverOfficer,
                                                             const DiceChoice& dice);

Rolled<rules::redactions::WireCrossing> rollWireCrossing(bool engineers, const DiceChoice& dice);

Rolled<rules::redactions::FireSetting> rollFireSetting(int markers, const DiceChoice& dice);
Rolled<rules::redactions::FireFighting> rollFireFighting(int markers, const DiceChoice& dice);
rules::redactions::BuildingFire lookUpFireSpread(int markers);

rules::redactions::Digging lookUpDigging(int quartersBefore, bool entrenchingTools);

}  // namespace tachanka::core
