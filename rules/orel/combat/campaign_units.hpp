#pragma once
// A campaign's counters as the combat engine sees them (one reading, used by every battle's
// plan, odds and resolution): the campaign keeps each counter's printed values and the steps
// it lost; the engine wants the strengths a unit fights with now.

#include "model/campaign.hpp"
#include "rules/orel/combat/combat_declaration.hpp"
#include "rules/orel/operations/operations_tables.hpp"

namespace tachanka::rules::orel {

// Each step lost takes a point off a unit's strengths, as the engine's own step losses do
// during a combat (retreat.cpp loseStep), never below 0.
int currentStrength(int printed, int stepsLost);

// Artillery of 6 MP or more is horse artillery (the counters' 8 MP against foot guns' 3–4).
UnitKind combatKindOf(const model::Unit& unit);

// 8.6.2: artillery and armoured trains fire support rather than attack.
bool firesSupport(const model::Unit& unit);

// An attacker or a unit in the attacked hex. Trains count as in contact (9.1) and units as
// in supply range: the players say otherwise in the plan.
CombatUnit combatUnitOf(const model::Unit& unit);
// Artillery or an armoured train firing support (8.6.2).
Support supportOf(const model::Unit& unit);

// 9: "a vehicle cannot attack into terrain prohibited to it": the Terrain Effects Table's
// "P" for its mover, the combat terrain read as the movement terrain (Orël's suburbs and
// centre are Orël).
bool terrainProhibitedTo(UnitKind kind, std::string_view combatTerrain,
                         const operations::TerrainEffects& effects);

}  // namespace tachanka::rules::orel
