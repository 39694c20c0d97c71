#pragma once
// Moving away from the terrain table ("Movement", "Marching", "Terrain Effects", "Weather"):
// roads, marching at double speed far from the enemy, officers' own moves, and columns at
// night.

#include <optional>

#include "rules/redactions/field/field_tables.hpp"

namespace tachanka::rules::redactions {

// "Troops in column on roads ignore all movement penalties except up hill slopes. They also
// gain 50m (2") extra move if the entire move is spent on the roads" (not in rain).
double roadMove(const MovementNumbers& numbers, int move, bool wholeMoveOnRoad,
                const WeatherCondition& weather);

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
