#include "app/core/orel/orel_operations_checks.hpp"

#include <algorithm>
#include <cctype>

#include "app/core/orel/orel_operations_lookups.hpp"
#include "app/core/orel/scenario_catalog.hpp"
#include "app/core/common/user_error.hpp"

namespace tachanka::core {
namespace {

// "Orël", "orel" and "OREL" name the same place for a player typing at a terminal.
std::string folded(std::string_view name) {
    std::string text;
    for (std::size_t i = 0; i < name.size(); ++i) {
        if (name.substr(i, 2) == "ë") {
            text += 'e';
            ++i;
        } else {
            text += static_cast<char>(std::tolower(static_cast<unsigned char>(name[i])));
        }
    }
    return text;
}

}  // namespace

ops::StepRecovery recoveryCheck(const RecoveryRequest& request) {
    ops::RecoveryCandidate unit;
    unit.side = parseSide(request.side);
    unit.mover = parseMover(request.unit);
    const auto mode = ops::unitModeNamed(request.mode);
    if (!mode) throw UserError("'" + request.mode + "' is not a mode (combat, march, routed)");
    unit.mode = *mode;
    unit.withinRangeOfFunctionalDepot = request.withinRangeOfFunctionalDepot;
    unit.offMap = request.offMap;
    if (request.steps > request.originalSteps) {
        throw UserError("the unit has more steps (" + std::to_string(request.steps) +
                        ") than its original strength (" + std::to_string(request.originalSteps) +
                        ")");
    }
    unit.steps = request.steps;
    unit.originalSteps = request.originalSteps;
    unit.troopQuality = request.troopQuality;
    unit.hasRecruitsMarker = request.hasRecruitsMarker;
    return ops::recoverSteps(loadOrelOperationsTables().tables.recruitment, unit, request.points,
                             request.pool);
}

ops::BattalionCreation battalionCheck(const std::string& side, int pool, int battalionsOnMap,
                                      const ops::BattalionPlacement& where) {
    return ops::createBattalion(loadOrelOperationsTables().tables.recruitment, parseSide(side),
                                pool, battalionsOnMap, where);
}

ops::MunitionsSpending munitionsCheck(const std::string& type, int artilleryFiring,
                                      int depotPoints) {
    const auto attack = ops::attackTypeNamed(type);
    if (!attack) throw UserError("'" + type + "' is not an attack type (prepared, hasty, barrage)");
    return ops::spendMunitions(loadOrelOperationsTables().tables.supply, *attack, artilleryFiring,
                               depotPoints);
}

ops::VictoryResult victoryCheck(const VictoryRequest& request) {
    const auto scenario = loadScenarioById(request.scenario);
    const auto& locations = scenario.victory.locations;
    ops::VictorySituation situation;
    const auto hold = [&](const std::vector<std::string>& names, ops::Side side) {
        for (const auto& typed : names) {
            const auto known = std::find_if(
                locations.begin(), locations.end(),
                [&](const auto& location) { return folded(location.name) == folded(typed); });
            if (known == locations.end()) {
                std::string list;
                for (const auto& location : locations)
                    list += (list.empty() ? "" : ", ") + location.name;
                throw UserError("'" + typed + "' is not a victory location (" + list + ")");
            }
            const std::string& name = known->name;
            if (situation.occupied.contains(name) && situation.occupied.at(name) != side) {
                throw UserError(name + " cannot be held by both sides");
            }
            situation.occupied[name] = side;
        }
    };
    hold(request.whitesHold, ops::Side::Whites);
    hold(request.redsHold, ops::Side::Reds);
    situation.doubleTrackClearOfRedInfantry = request.doubleTrackClearOfRedInfantry;
    situation.redInfantryOnDoubleTrackSouthOfWhites = request.redInfantryOnDoubleTrackSouthOfWhites;
    situation.combatUnitsLost[ops::Side::Whites] = request.whiteCombatUnitsLost;
    situation.combatUnitsLost[ops::Side::Reds] = request.redCombatUnitsLost;
    return asUserErrors([&] { return ops::assessVictory(scenario.victory, situation); });
}

}  // namespace tachanka::core
