#include "rules/redactions/field/movement.hpp"

#include <stdexcept>

namespace tachanka::rules::redactions {
namespace {

void requireMove(int move) {
    if (move < 0) throw std::invalid_argument("a move cannot be negative");
}

}  // namespace

TerrainMove roadMove(const FieldTables& tables, std::optional<std::string_view> terrainId,
                     Mover mover, int move, bool wholeMoveOnRoad, const WeatherCondition& weather) {
    requireMove(move);
    TerrainMove road;
    road.inches = move;
    road.cell = "road";
    if (terrainId && tables.terrain.row(*terrainId).uphill) {
        road = terrainMove(tables.terrain, *terrainId, mover, move);
    }
    road.columnRequired = true;
    if (road.allowed && wholeMoveOnRoad && weather.roadBonus) {
        road.inches += tables.movement.roadBonus;
    }
    return road;
}

March marchMove(const MovementNumbers& numbers, int move, std::optional<double> nearestKnownEnemy,
                bool shotAt) {
    requireMove(move);
    March march;
    march.allowed =
        !shotAt && (!nearestKnownEnemy || *nearestKnownEnemy > numbers.marchClearOfEnemy);
    march.inches = march.allowed ? move * numbers.marchFactor : move;
    return march;
}

int officerMove(const MovementNumbers& numbers, bool mounted, bool awayFromCombat) {
    const int move = mounted ? numbers.officerMounted : numbers.officerOnFoot;
    return awayFromCombat ? move * numbers.marchFactor : move;
}

bool columnRequiredInWeather(const WeatherCondition& weather, double inches, int move) {
    requireMove(move);
    return weather.columnAboveHalfSpeed && inches * 2 > move;
}

}  // namespace tachanka::rules::redactions
