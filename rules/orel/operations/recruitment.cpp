#include "rules/orel/operations/recruitment.hpp"

#include <algorithm>

namespace tachanka::rules::orel::operations {
RecruitIncome recruitIncome(const RecruitmentConstants& rules, int trackPoints, bool controlsOrel,
                            int saved, int eventLoss) {
    RecruitIncome income;
    income.fromTrack = trackPoints;
    income.orelBonus = controlsOrel ? rules.orelBonus : 0;
    income.eventLoss = std::min(eventLoss, income.fromTrack + income.orelBonus);
    const int offered = income.fromTrack + income.orelBonus - income.eventLoss;
    income.received = std::clamp(rules.savedMaximum - saved, 0, offered);
    income.lost = offered - income.received;
    income.pool = saved + income.received;
    return income;
}

int prisonerGroups(const RecruitmentConstants& rules, int prisoners) {
    return prisoners / rules.prisonersPerRp;
}

PrisonerConversion convertPrisoners(const RecruitmentConstants& rules, int prisoners, int groups,
                                    int saved) {
    PrisonerConversion result{std::nullopt, prisoners, 0, 0, saved};
    const int needed = groups * rules.prisonersPerRp;
    if (groups < 1) {
        result.refusal = "convert at least one group of prisoners";
    } else if (needed > prisoners) {
        result.refusal = std::to_string(groups) + " recruit point(s) need " +
                         std::to_string(needed) + " prisoners (" +
                         std::to_string(rules.prisonersPerRp) + " each) but only " +
                         std::to_string(prisoners) + " are held (4.1)";
    } else {
        result.prisonersLeft = prisoners - needed;
        result.received = std::clamp(rules.savedMaximum - saved, 0, groups);
        result.lost = groups - result.received;
        result.pool = saved + result.received;
    }
    return result;
}

StepRecovery recoverSteps(const RecruitmentConstants& rules, const RecoveryCandidate& unit,
                          int points, int pool) {
    StepRecovery result{std::nullopt, 0, unit.steps, false, unit.troopQuality, pool};
    if (unit.mover == Mover::Artillery) {
        result.refusal = "artillery units do not recover strength steps (4.3.1 C)";
    } else if (isVehicle(unit.mover) || isDepot(unit.mover)) {
        result.refusal = "only infantry and cavalry units recover strength steps (4.3.1)";
    } else if (unit.mode == UnitMode::Routed) {
        result.refusal = "a Routed unit does not recover strength steps (4.3.1 C)";
    } else if (unit.mode == UnitMode::March && !unit.offMap) {
        result.refusal = "the unit must be in Combat mode to recover strength steps (4.3.1 C)";
    } else if (!unit.withinRangeOfFunctionalDepot && !unit.offMap) {
        result.refusal = "the unit must be within " + std::to_string(rules.recoveryRange) +
                         " MP of a functional depot to recover strength steps (4.3.1 C)";
    } else if (points < 1) {
        result.refusal = "spend at least one recruit point";
    } else if (unit.steps + points > unit.originalSteps) {
        result.refusal = "the unit has " + std::to_string(unit.steps) + " of its " +
                         std::to_string(unit.originalSteps) + " original steps: at most " +
                         std::to_string(unit.originalSteps - unit.steps) +
                         " recruit point(s) (4.3.1 A)";
    } else if (points > pool) {
        result.refusal = std::to_string(points) + " recruit point(s) asked but only " +
                         std::to_string(pool) + " saved";
    } else {
        result.pointsSpent = points;
        result.steps = unit.steps + points;
        result.pool = pool - points;
        if (result.steps == unit.originalSteps && !unit.hasRecruitsMarker) {
            result.recruitsMarkerPlaced = true;
            const int floor = rules.tqFloor.at(unit.side);
            result.troopQuality = std::min(
                unit.troopQuality, std::max(floor, unit.troopQuality - rules.recruitsPenalty));
        }
    }
    return result;
}

bool withinRecoveryRange(const RecruitmentConstants& rules, model::Hex unit,
                         const std::vector<model::Hex>& functionalDepots) {
    return std::any_of(functionalDepots.begin(), functionalDepots.end(), [&](model::Hex depot) {
        return model::distance(unit, depot) <= rules.recoveryRange;
    });
}

BattalionPlacement stationPlacement(const OrelMap& map, const Stacks& units, Side side,
                                    model::Hex hex, const std::vector<model::Hex>& enemyLocations) {
    const bool stationsKnown = !map.stations.empty();
    BattalionPlacement where;
    where.atStation = !stationsKnown || map.stations.contains(hex);
    where.inEnemyZoc = inEnemyZoc(units, hex, side);
    const auto stack = units.in(hex);
    where.friendlyUnitPresent = std::any_of(
        stack.begin(), stack.end(), [&](const MapUnit* unit) { return unit->side == side; });
    where.friendlyControlled =
        !occupiedByEnemy(units, hex, side) &&
        std::find(enemyLocations.begin(), enemyLocations.end(), hex) == enemyLocations.end();
    where.connectedToFriendlyEdge =
        !stationsKnown || railroadLink(map, units, side, hex, [&](model::Hex at) {
                              return map.isFriendlyEdge(at, side);
                          }).has_value();
    return where;
}

BattalionCreation createBattalion(const RecruitmentConstants& rules, Side side, int pool,
                                  int battalionsOnMap, const BattalionPlacement& where) {
    BattalionCreation result{std::nullopt, pool, battalionsOnMap};
    const int limit = rules.battalionLimit.at(side);
    if (battalionsOnMap >= limit) {
        result.refusal = "the " + std::string(sideName(side)) + " already have " +
                         std::to_string(battalionsOnMap) + " recruit battalions, the limit is " +
                         std::to_string(limit) + " (4.3.2)";
    } else if (pool < rules.battalionCost) {
        result.refusal = "a recruit battalion costs " + std::to_string(rules.battalionCost) +
                         " recruit points but only " + std::to_string(pool) + " are saved (4.3.2)";
    } else if (!where.viaFriendlyEdge && !where.atStation) {
        result.refusal =
            "a new battalion appears at a railroad station or enters via a friendly "
            "board edge (4.3.2)";
    } else if (!where.viaFriendlyEdge && where.inEnemyZoc && !where.friendlyUnitPresent) {
        result.refusal = "the station is in enemy ZoC with no friendly unit present (4.3.2)";
    } else if (!where.viaFriendlyEdge &&
               (!where.friendlyControlled || !where.connectedToFriendlyEdge)) {
        result.refusal =
            "the station must be friendly-controlled and connected to the friendly "
            "board edge (4.3.2)";
    } else {
        result.pool = pool - rules.battalionCost;
        result.battalionsOnMap = battalionsOnMap + 1;
    }
    return result;
}

}  // namespace tachanka::rules::orel::operations
