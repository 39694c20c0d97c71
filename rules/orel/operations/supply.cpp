#include "rules/orel/operations/supply.hpp"

#include <algorithm>
#include <array>

#include "model/named_enum.hpp"

namespace tachanka::rules::orel::operations {
namespace {

constexpr std::array<model::EnumName<AttackType>, 3> attackTypeNames{{
    {AttackType::Prepared, "prepared"},
    {AttackType::Hasty, "hasty"},
    {AttackType::Barrage, "barrage"},
}};

std::optional<Trace> linkToFriendlyEdge(const OrelMap& map, const Stacks& units, Side side,
                                        model::Hex from) {
    if (occupiedByEnemy(units, from, side) ||
        blockedByEnemyZoc(units, from, side, Negation::SupplyAndRetreat)) {
        return std::nullopt;
    }
    return railroadLink(map, units, side, from,
                        [&](model::Hex hex) { return map.isFriendlyEdge(hex, side); });
}

std::string hexList(const std::vector<model::Hex>& hexes) {
    std::string text;
    for (const auto& hex : hexes) text += (text.empty() ? "" : " or ") + hex.label();
    return text;
}

}  // namespace

std::string_view attackTypeName(AttackType type) { return model::nameOf(attackTypeNames, type); }
std::optional<AttackType> attackTypeNamed(std::string_view name) {
    return model::valueNamed(attackTypeNames, name);
}

DepotStatus depotStatus(const OperationsTables& tables, const OrelMap& map, const Stacks& units,
                        const Depot& depot) {
    if (depot.type == DepotType::Railroad) {
        if (!map.stations.contains(depot.hex)) {
            return {false, "a railroad depot must be on a station (3.2 A)", std::nullopt};
        }
        auto link = linkToFriendlyEdge(map, units, depot.side, depot.hex);
        if (!link) {
            return {false,
                    "no friendly-controlled railroad from the station to a friendly edge (3.2 A)",
                    std::nullopt};
        }
        return {true, "linked by railroad to the friendly edge", link};
    }
    const auto& supply = tables.supply;
    if (const auto exception = supply.convoyExceptions.find(depot.side);
        exception != supply.convoyExceptions.end()) {
        const auto& fixed = exception->second;
        auto line = supplyLine(
            tables.terrain, map, units, depot.side, Mover::Convoy, depot.hex,
            [&](model::Hex hex) {
                return std::find(fixed.hexes.begin(), fixed.hexes.end(), hex) != fixed.hexes.end();
            },
            fixed.line);
        if (line) {
            return {true,
                    "within " + std::to_string(fixed.line) + " MP of " + hexList(fixed.hexes) +
                        " (3.2 A exception)",
                    line};
        }
    }
    auto line = supplyLine(
        tables.terrain, map, units, depot.side, Mover::Convoy, depot.hex,
        [&](model::Hex hex) {
            return map.hasRailroad(hex) &&
                   linkToFriendlyEdge(map, units, depot.side, hex).has_value();
        },
        supply.convoyLine);
    if (!line) {
        return {false,
                "no supply line of " + std::to_string(supply.convoyLine) +
                    " MP, free of enemy ZoC, to a friendly railroad linked to a friendly "
                    "edge (3.2 A)",
                std::nullopt};
    }
    return {true,
            "supply line of " + std::to_string(line->cost) + " MP to the railroad at " +
                line->hexes.back().label(),
            line};
}

int depotCapacity(const OperationsTables& tables, const OrelMap& map, const Stacks& units,
                  const Depot& depot) {
    if (depot.unsupplied) return 0;
    const bool doubled = depot.type == DepotType::Railroad && map.stations.contains(depot.hex) &&
                         map.doubleTrack.contains(depot.hex) &&
                         linkToFriendlyEdge(map, units, depot.side, depot.hex).has_value();
    return doubled ? depot.munitions * tables.supply.doubleTrackFactor : depot.munitions;
}

std::vector<Depot> functionalDepots(const OperationsTables& tables, const OrelMap& map,
                                    const Stacks& units, const std::vector<Depot>& depots) {
    std::vector<Depot> usable;
    for (const auto& depot : depots) {
        if (!depot.unsupplied && depotStatus(tables, map, units, depot).functional) {
            usable.push_back(depot);
        }
    }
    return usable;
}

bool withinSupplyRange(const OperationsTables& tables, const OrelMap& map, const Stacks& units,
                       const MapUnit& unit, const std::vector<Depot>& depots) {
    return std::any_of(depots.begin(), depots.end(), [&](const Depot& depot) {
        return depot.side == unit.side &&
               supplyLine(
                   tables.terrain, map, units, unit.side, unit.mover, unit.hex,
                   [&](model::Hex hex) { return hex == depot.hex; }, tables.supply.supplyRange)
                   .has_value();
    });
}

bool withinRangeOfFunctionalDepot(const OperationsTables& tables, const OrelMap& map,
                                  const Stacks& units, const MapUnit& unit,
                                  const std::vector<Depot>& depots) {
    return withinSupplyRange(tables, map, units, unit,
                             functionalDepots(tables, map, units, depots));
}

DepotMarkerChange depotMarkerOnCheck(const Depot& depot, bool functional) {
    if (depot.unsupplied && functional) return {false, true};
    return {depot.unsupplied, false};
}

bool unsuppliedAtEndOfCombatPhase(bool functional, bool usedCapacity) {
    return !functional && usedCapacity;
}

int munitionsCost(const SupplyConstants& rules, AttackType type, int artilleryFiring) {
    switch (type) {
        case AttackType::Prepared:
            return rules.preparedAttack;
        case AttackType::Hasty:
            return rules.hastyAttack;
        case AttackType::Barrage:
            return rules.barragePerArtillery * artilleryFiring;
    }
    return 0;
}

MunitionsSpending spendMunitions(const SupplyConstants& rules, AttackType type, int artilleryFiring,
                                 int depotPointsLeft) {
    if (type == AttackType::Barrage && artilleryFiring < 1) {
        return {"a barrage needs at least one artillery unit firing", 0, depotPointsLeft};
    }
    const int cost = munitionsCost(rules, type, artilleryFiring);
    if (cost > depotPointsLeft) {
        return {"the " + std::string(attackTypeName(type)) + " needs " + std::to_string(cost) +
                    " munitions points but the depot has " + std::to_string(depotPointsLeft) +
                    ": it goes ahead unsupplied and its units become Unsupplied (8.2.1)",
                0, depotPointsLeft};
    }
    return {std::nullopt, cost, depotPointsLeft - cost};
}

MunitionsSpending resupply(const SupplyConstants& rules, const ResupplyCandidate& unit,
                           int depotPointsLeft) {
    const auto refuse = [&](std::string why) {
        return MunitionsSpending{std::move(why), 0, depotPointsLeft};
    };
    if (!unit.unsupplied) return refuse("the unit is not Unsupplied");
    if (!unit.withinRange) return refuse("the unit is not within range of the depot (8.2.2)");
    if (unit.declaredAction) {
        return refuse(
            "a unit that declared a barrage, support or attack cannot be resupplied (8.2.1)");
    }
    if (unit.mode != UnitMode::Combat) {
        return refuse("a unit in March mode or Routed cannot be resupplied (7.1.4, 8.2.1)");
    }
    if (depotPointsLeft < rules.resupplyPerUnit) {
        return refuse("the depot has no munitions points left");
    }
    return {std::nullopt, rules.resupplyPerUnit, depotPointsLeft - rules.resupplyPerUnit};
}

CombatSupply attackerSupply(bool paidByDepotInRange, bool alreadyUnsupplied) {
    if (alreadyUnsupplied) return {true, true};
    return {false, !paidByDepotInRange};
}

CombatSupply defenderSupply(bool withinRangeOfDepot, bool alreadyUnsupplied) {
    return {alreadyUnsupplied, alreadyUnsupplied || !withinRangeOfDepot};
}

CombatSupply vehicleSupply(Mover mover, bool railroadLinkOrDepotInRange, bool alreadyUnsupplied) {
    const bool halved = alreadyUnsupplied && !isVehicle(mover);
    return {halved, alreadyUnsupplied || !railroadLinkOrDepotInRange};
}

UnsuppliedEffects unsuppliedEffects(Mover mover) {
    switch (mover) {
        case Mover::ArmouredTrain:
            return {false, true, false};
        case Mover::Tank:
        case Mover::ArmouredCar:
            return {false, false, false};
        default:
            return {true, true, true};
    }
}

int spoilsOfWar(int advancingUnits, int enemyStepsEliminated) {
    return std::max(0, std::min(advancingUnits, enemyStepsEliminated));
}

RetreatBeforeCombatMunitions munitionsAfterRetreatBeforeCombat(int pointsAllocated,
                                                               int unsuppliedAttackers) {
    if (unsuppliedAttackers > 0) return {unsuppliedAttackers, 0};
    return {0, pointsAllocated};
}

DepotElimination depotElimination(const SupplyConstants& rules, const Depot& depot, bool aloneInHex,
                                  bool enemyAdvancedIn, bool onDoubleTrack) {
    if (!aloneInHex || !enemyAdvancedIn) return {};
    const bool doubleTrack = depot.type == DepotType::Railroad && onDoubleTrack;
    return {true, doubleTrack ? rules.eliminationReliefDoubleTrack : rules.eliminationRelief, true};
}

}  // namespace tachanka::rules::orel::operations
