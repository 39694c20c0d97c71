#pragma once
// Moving away from the terrain table ("Movement", "Marching", "Terrain Effects", "Weather"):
// roads, marching at double speed far from the enemy, officers' own moves, and columns at
// night.

#include <optional>
#include <string_view>

#include "rules/redactions/field/field_tables.hpp"

namespace tachanka::rules::redactions {

// "Troops in column on roads ignore all movement penalties except up hill slopes. They also
// gain 50m (2") extra move if the entire move is spent on the roads" (not in rain). The road
// runs through `terrainId` (none: open ground): only an uphill row's cell still applies, and
// the 2" comes on top of what the slope leaves. Throws std::invalid_argument for an unknown
// terrain or a negative move.
TerrainMove roadMove(const FieldTables& tables, std::optional<std::string_view> terrainId,
                     Mover mover, int move, bool wholeMoveOnRoad, const WeatherCondition& weather);

struct March {
    bool allowed = false;
    double inches = 0;  // the move when marching (in column), else the normal move
};

// Troops march in column at double their move, but not within 40" of a visible or otherwise
// known enemy (`nearestKnownEnemy`, none when no enemy is known) or once shot at.
March marchMove(const MovementNumbers& numbers, int move, std::optional<double> nearestKnownEnemy,
                bool shotAt);

// Officers not attached to units: 20" mounted, 10" on foot; double away from combat zones.
int officerMove(const MovementNumbers& numbers, bool mounted, bool awayFromCombat);

// At night or in fog units moving at over half speed must be in column.
bool columnRequiredInWeather(const WeatherCondition& weather, double inches, int move);

}  // namespace tachanka::rules::redactions
