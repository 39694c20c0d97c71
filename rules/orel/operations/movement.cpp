#include "rules/orel/operations/movement.hpp"

#include <algorithm>
#include <array>
#include <functional>
#include <limits>

#include "model/named_enum.hpp"
#include "rules/orel/operations/sequence.hpp"

namespace tachanka::rules::orel::operations {
namespace {

constexpr std::array<model::EnumName<SpecialAction>, 5> actionNames{{
    {SpecialAction::CombatMode, "combat-mode"},
    {SpecialAction::PreparedAttack, "prepared-attack"},
    {SpecialAction::HastyAttack, "hasty-attack"},
    {SpecialAction::Barrage, "barrage"},
    {SpecialAction::Entrench, "entrench"},
}};

const model::GameDate shockGroupReentry{1919, 10, 18};

int nearestEnemy(const Stacks& units, model::Hex hex, Side side) {
    int nearest = std::numeric_limits<int>::max();
    for (const auto& unit : units) {
        if (unit.side != side) nearest = std::min(nearest, model::distance(hex, unit.hex));
    }
    return nearest;
}

bool adjacentToEnemy(const Stacks& units, model::Hex hex, Side side) {
    return nearestEnemy(units, hex, side) <= 1;
}

}  // namespace

std::string_view specialActionName(SpecialAction action) {
    return model::nameOf(actionNames, action);
}
std::optional<SpecialAction> specialActionNamed(std::string_view name) {
    return model::valueNamed(actionNames, name);
}

int movementAllowance(const SpecialActionCosts& costs, int printed, bool marchingDay,
                      int entryPenalty) {
    return std::max(0, printed + (marchingDay ? costs.marchingDayBonus : 0) - entryPenalty);
}

MoveStep zocStepCost(const ZocCosts& zoc, Mover mover, int terrainCost, bool fromZoc, bool intoZoc,
                     int allowance) {
    MoveStep step{std::nullopt, terrainCost, false};
    if (fromZoc && intoZoc) {
        if (mover == Mover::ArmouredTrain || mover == Mover::RailroadDepot) {
            step.mustStop = true;  // rails sabotaged
        } else if (const auto extra = zoc.zocToZocExtra.at(mover)) {
            step.cost = terrainCost + *extra;
        } else {
            step.cost = std::max(0, allowance - 1);  // regardless of terrain
        }
    } else if (fromZoc) {
        step.cost = terrainCost + zoc.leaveExtra;
    }
    return step;
}

MoveStep moveStep(const OperationsTables& tables, const OrelMap& map, const Stacks& units,
                  const MovingUnit& unit, model::Hex from, model::Hex to) {
    const auto refuse = [](std::string why) { return MoveStep{std::move(why), 0, false}; };
    if (!map.extent.contains(to)) return refuse(to.label() + " is off the map (7.5)");
    if (!model::adjacent(from, to)) {
        return refuse(from.label() + " and " + to.label() + " are not adjacent");
    }
    if (occupiedByEnemy(units, to, unit.side)) return refuse(to.label() + " holds enemy units");
    if (map.isEnemyEntryZone(to, unit.side)) return refuse(*entryZoneRefusal(false, false));
    const std::optional<int> terrain = enterCost(tables.terrain, map, unit.mover, from, to);
    if (!terrain) {
        return refuse(std::string(moverName(unit.mover)) + " may not enter " + to.label() +
                      (unit.mover == Mover::ArmouredTrain || unit.mover == Mover::RailroadDepot
                           ? " off the railroad (7.1.6)"
                           : " (prohibited terrain)"));
    }
    if (unit.marchingDay && adjacentToEnemy(units, to, unit.side)) {
        return refuse("on a Marching Day a unit may never be adjacent to an enemy unit (7.1.5)");
    }
    if (unit.mode == UnitMode::Routed &&
        nearestEnemy(units, to, unit.side) <= nearestEnemy(units, from, unit.side)) {
        return refuse("a Routed unit may only move further from the enemy (8.7.3)");
    }
    const bool fromZoc = blockedByEnemyZoc(units, from, unit.side, Negation::Movement);
    const bool intoZoc = blockedByEnemyZoc(units, to, unit.side, Negation::Movement);
    if (intoZoc && unit.outOfCommand && !(fromZoc && unit.passedQualityCheck)) {
        return refuse(fromZoc ? "an out-of-command unit moves ZoC to ZoC only after passing a TQ "
                                "check (5.3)"
                              : "an out-of-command unit may not enter an enemy ZoC (5.3)");
    }
    if (fromZoc && intoZoc && unit.mode == UnitMode::Routed && !unit.onlyPossibleMove) {
        return refuse("a Routed unit moves ZoC to ZoC only if it is its only move (8.7.3)");
    }
    const MoveStep step =
        zocStepCost(tables.zoc, unit.mover, *terrain, fromZoc, intoZoc, unit.allowance);
    if (step.cost > unit.remaining) {
        return refuse("entering " + to.label() + " costs " + std::to_string(step.cost) +
                      " MP but only " + std::to_string(unit.remaining) + " remain");
    }
    return step;
}

std::optional<Trace> cheapestMove(const OperationsTables& tables, const OrelMap& map,
                                  const Stacks& units, const MovingUnit& unit, model::Hex from,
                                  model::Hex to) {
    // Whatever its MP, so that the caller learns what the path costs.
    MovingUnit fresh = unit;
    fresh.remaining = std::numeric_limits<int>::max() / 2;
    return cheapestTrace(
        from, [to](model::Hex hex) { return hex == to; },
        [&](model::Hex hex) { return map.neighboursOnMap(hex); },
        [&](model::Hex at, model::Hex next) -> std::optional<int> {
            const auto step = moveStep(tables, map, units, fresh, at, next);
            if (step.refusal) return std::nullopt;
            return step.cost;
        },
        std::nullopt);
}

TracedMove tracedMove(const OperationsTables& tables, const OrelMap& map, const Stacks& units,
                      const MovingUnit& unit, model::Hex from,
                      const std::vector<model::Hex>& path) {
    TracedMove traced;
    MovingUnit stepping = unit;
    model::Hex at = from;
    bool stopped = false;
    for (const auto next : path) {
        if (stopped) {
            traced.refusal = std::string(moverName(unit.mover)) + " stops at " + at.label() +
                             " after moving from one enemy ZoC to another (7.1.3)";
            return traced;
        }
        const auto step = moveStep(tables, map, units, stepping, at, next);
        if (step.refusal) {
            traced.refusal = "from " + at.label() + " to " + next.label() + ": " + *step.refusal;
            return traced;
        }
        traced.cost += step.cost;
        stepping.remaining -= step.cost;
        stopped = step.mustStop;
        at = next;
    }
    return traced;
}

UnitMode modeAfterMovement(UnitMode current, bool moved, bool combatAction, bool marchingDay) {
    if (current == UnitMode::Routed) return current;
    if (marchingDay) return UnitMode::March;
    if (combatAction) return UnitMode::Combat;
    return moved ? UnitMode::March : current;
}

std::optional<std::string> marchingDayRefusal(Side side, Mover mover, bool outOfCommand,
                                              UnitMode mode) {
    if (side != Side::Whites) return "only the White player has the Marching Day (7.1.5)";
    if (isVehicle(mover) || isDepot(mover)) {
        return "vehicles and depots do not take a Marching Day (7.1.5)";
    }
    if (outOfCommand) return "an out-of-command unit may not declare a Marching Day (5.3)";
    if (mode == UnitMode::Routed) return "a Routed unit may not take a Marching Day (8.7.3)";
    return std::nullopt;
}

Stacking stacking(const OperationsTables& tables, const Stacks& units, model::Hex hex, Side side) {
    Stacking result;
    for (const MapUnit* unit : units.in(hex)) {
        if (unit->side != side || isVehicle(unit->mover) || isDepot(unit->mover)) continue;
        result.points += unit->steps;
        ++result.units;
    }
    if (result.points > tables.stackingPoints || result.units > tables.stackingUnits) {
        result.refusal = hex.label() + " holds " + std::to_string(result.units) + " units and " +
                         std::to_string(result.points) + " stacking points; the limit is " +
                         std::to_string(tables.stackingUnits) + " units or " +
                         std::to_string(tables.stackingPoints) + " points (7.1.2)";
    }
    return result;
}

ActionCost specialActionCost(const SpecialActionCosts& costs, const ActingUnit& unit,
                             SpecialAction action) {
    const auto refuse = [](std::string why) { return ActionCost{std::move(why), 0}; };
    if (unit.mode == UnitMode::Routed) {
        return refuse("a Routed unit may not spend MP for special actions (8.7.3)");
    }
    if (unit.marchingDay) {
        return refuse("after a Marching Day a unit may not spend MP for special actions (7.1.5)");
    }
    const bool train = unit.mover == Mover::ArmouredTrain;
    int cost = 0;
    switch (action) {
        case SpecialAction::CombatMode:
            if (isVehicle(unit.mover) || isDepot(unit.mover)) {
                return refuse("vehicles and depots have no Combat or March mode (7.1.4)");
            }
            cost = costs.combatMode;
            break;
        case SpecialAction::Barrage:
            if (unit.mover != Mover::Artillery && !train) {
                return refuse("only artillery and armoured trains fire barrages (7.2)");
            }
            if (unit.outOfCommand && !unit.adjacentToTarget) {
                return refuse("out-of-command artillery fires only at adjacent enemy units (5.3)");
            }
            cost = train ? costs.barrageArmouredTrain : costs.barrageArtillery;
            break;
        case SpecialAction::PreparedAttack:
        case SpecialAction::HastyAttack:
            if (isDepot(unit.mover)) return refuse("depots do not attack");
            if (!unit.adjacentToTarget)
                return refuse("an attack is declared against an adjacent hex (7.2)");
            if (unit.outOfCommand && !unit.passedQualityCheck) {
                return refuse(
                    "an out-of-command unit declares an attack only after passing a TQ "
                    "check (5.3)");
            }
            if (action == SpecialAction::HastyAttack) {
                cost = train ? costs.hastyArmouredTrain : costs.hastyAll;
            } else if (train) {
                cost = costs.preparedArmouredTrain;
            } else if (unit.mover == Mover::Tank) {
                cost = costs.preparedTank;
            } else if (unit.mover == Mover::ArmouredCar) {
                cost = costs.preparedArmouredCar;
            } else if (unit.side == Side::Whites) {
                cost = costs.preparedWhites;
            } else {
                cost = unit.shock ? costs.preparedRedShock : costs.preparedReds;
            }
            break;
        case SpecialAction::Entrench:
            if (unit.mover != Mover::Infantry && unit.mover != Mover::Artillery) {
                return refuse("only infantry and artillery entrench (7.3)");
            }
            if (unit.outOfCommand)
                return refuse("an out-of-command unit may not entrench (5.3, 7.3)");
            if (unit.remaining < unit.allowance) {
                return refuse(
                    "entrenching costs all the unit's MP; it has already spent some (7.3)");
            }
            cost = unit.allowance;
            break;
    }
    if (cost > unit.remaining) {
        return refuse(std::string(specialActionName(action)) + " costs " + std::to_string(cost) +
                      " MP but only " + std::to_string(unit.remaining) + " remain");
    }
    return {std::nullopt, cost};
}

Entrenchment entrenchmentAtEndOfMovement(Entrenchment marker, bool begunThisPhase, bool leftHex) {
    if (leftHex) return Entrenchment::None;
    if (marker == Entrenchment::UnderConstruction && !begunThisPhase)
        return Entrenchment::Entrenched;
    return marker;
}

std::optional<std::string> orelPlacementRefusal(const std::vector<OrelPlace>& places) {
    if (std::adjacent_find(places.begin(), places.end(), std::not_equal_to<>()) != places.end()) {
        return "all the units in Orël must be in the same place, suburbs or town centre (7.1.1)";
    }
    return std::nullopt;
}

OrelPlace orelPlaceAfterAttack() { return OrelPlace::Suburbs; }

std::optional<std::string> entryZoneRefusal(bool mandatoryAdvance, bool onlyRetreatPath) {
    if (mandatoryAdvance || onlyRetreatPath) return std::nullopt;
    return "enemy units may not enter a reinforcement entry zone (7.4)";
}

std::set<model::Hex> entryZoneOf(const MapExtent& extent, const std::vector<model::Hex>& entryHexes) {
    std::set<model::Hex> zone;
    for (const auto hex : entryHexes) {
        if (!extent.contains(hex)) continue;
        if (hex.column == extent.firstColumn || hex.column == extent.lastColumn ||
            hex.row == extent.firstRow || hex.row == extent.lastRow) {
            zone.insert(hex);
        }
    }
    return zone;
}

bool reentersWithShockGroup(std::string_view code) {
    return code == "1/41D" || code == "2/41D" || code == "Art1/41D" || code == "Art2/41D";
}

std::vector<MapReentry> mapReentryOptions(const model::GameDate& leftOn, Side activeSide,
                                          Side unitSide, bool routed, model::Hex exitHex,
                                          bool firstOrSecondBrigade41st) {
    model::GameDate back = unitSide == activeSide ? leftOn.nextDay() : nextTurnOf(unitSide, leftOn);
    if (routed) back = back.nextDay();
    std::vector<MapReentry> options{
        {back, "via " + exitHex.label() + " or a hex adjacent to it, else eliminated (7.5)"}};
    if (firstOrSecondBrigade41st && leftOn < shockGroupReentry) {
        options.push_back({shockGroupReentry,
                           "via the 46th and 57th Divisions' entry hexes, 0117 to 0120 (7.5)"});
    }
    return options;
}

}  // namespace tachanka::rules::orel::operations
