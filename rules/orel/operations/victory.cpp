#include "rules/orel/operations/victory.hpp"

#include <algorithm>
#include <cctype>
#include <stdexcept>

namespace tachanka::rules::orel::operations {
namespace {

bool factHolds(VictoryFact fact, const VictorySituation& situation) {
    switch (fact) {
        case VictoryFact::DoubleTrackClear:
            return situation.doubleTrackClearOfRedInfantry;
        case VictoryFact::DoubleTrackStationSouth:
            return situation.redInfantryOnDoubleTrackSouthOfWhites;
    }
    return false;
}

// Scenario files name sides as their players do ("Whites"); the engine's names are lower case.
std::optional<Side> scenarioSide(std::string_view named) {
    std::string name;
    for (const char c : named) {
        name += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return sideNamed(name);
}

std::optional<Side> levelSide(const model::VictoryLevel& level) {
    return scenarioSide(level.side);
}

// 10.1 "holds Brasovo and Sevsk ... otherwise the Red player wins": an <occupy> may name the
// side that must hold the place, which need not be the side whose level it is.
Side occupier(const model::VictoryCondition& occupy, Side levelSide) {
    if (occupy.side.empty()) return levelSide;
    const auto side = scenarioSide(occupy.side);
    if (!side) {
        throw std::invalid_argument("<occupy location=\"" + occupy.location + "\"> names side '" +
                                    occupy.side + "', not whites or reds");
    }
    return *side;
}

// A side's levels from best to worst, Defeat last: the ladder the loss shifts walk down.
std::vector<AttainedLevel> ladder(const model::Victory& victory, Side side) {
    std::vector<AttainedLevel> levels;
    for (const auto& level : victory.levels) {
        if (levelSide(level) == side) levels.push_back({level.level, level.rank});
    }
    const auto better = [](const AttainedLevel& a, const AttainedLevel& b) {
        return a.rank > b.rank;
    };
    std::stable_sort(levels.begin(), levels.end(), better);
    levels.push_back(AttainedLevel{});
    return levels;
}

AttainedLevel earnedLevel(const model::Victory& victory, Side side,
                          const VictorySituation& situation) {
    AttainedLevel best;
    for (const auto& level : victory.levels) {
        if (levelSide(level) == side && level.rank > best.rank &&
            conditionHolds(level.condition, side, situation)) {
            best = {level.level, level.rank};
        }
    }
    return best;
}

int lossShift(const model::Victory& victory, int combatUnitsLost) {
    int levels = 0;
    for (const auto& shift : victory.lossShifts) {
        if (combatUnitsLost >= shift.combatUnits) levels = std::max(levels, shift.levels);
    }
    return levels;
}

AttainedLevel shiftedDown(const std::vector<AttainedLevel>& ladder, const AttainedLevel& earned,
                          int levels) {
    const auto at = std::find(ladder.begin(), ladder.end(), earned);
    const auto step = std::min(static_cast<std::ptrdiff_t>(levels), ladder.end() - 1 - at);
    return *(at + step);
}

}  // namespace

std::optional<Side> locationController(const OrelMap& map, const Stacks& units, model::Hex hex) {
    for (const Side side : {Side::Whites, Side::Reds}) {
        const auto stack = units.in(hex);
        const bool present = std::any_of(stack.begin(), stack.end(), [&](const MapUnit* unit) {
            return unit->side == side && !isDepot(unit->mover);
        });
        if (present && zocFreePathToFriendlyEdge(map, units, side, hex)) return side;
    }
    return std::nullopt;
}

VictorySituation victorySituation(const model::Victory& victory, const OperationsTables& tables,
                                  const OrelMap& map, const Stacks& units,
                                  const std::vector<Depot>& depots,
                                  const std::map<Side, int>& combatUnitsLost) {
    VictorySituation situation;
    situation.combatUnitsLost = combatUnitsLost;
    for (const auto& location : victory.locations) {
        if (auto side = locationController(map, units, location.hex)) {
            situation.occupied[location.name] = *side;
        }
    }
    const auto usable = functionalDepots(tables, map, units, depots);
    const auto suppliedRedInfantry = [&](const MapUnit& unit) {
        return unit.side == Side::Reds && unit.mover == Mover::Infantry &&
               withinSupplyRange(tables, map, units, unit, usable);
    };
    situation.doubleTrackClearOfRedInfantry =
        std::none_of(units.begin(), units.end(), [&](const MapUnit& unit) {
            if (!suppliedRedInfantry(unit) || !exertsZoc(units, unit.hex, Side::Reds)) return false;
            return std::any_of(map.doubleTrack.begin(), map.doubleTrack.end(),
                               [&](model::Hex hex) { return model::distance(unit.hex, hex) <= 1; });
        });
    int southernmostWhite = 0;
    for (const auto& unit : units) {
        if (unit.side == Side::Whites && map.doubleTrack.contains(unit.hex)) {
            southernmostWhite = std::max(southernmostWhite, unit.hex.row);
        }
    }
    situation.redInfantryOnDoubleTrackSouthOfWhites =
        std::any_of(units.begin(), units.end(), [&](const MapUnit& unit) {
            return map.stations.contains(unit.hex) && map.doubleTrack.contains(unit.hex) &&
                   unit.hex.row > southernmostWhite && suppliedRedInfantry(unit);
        });
    return situation;
}

bool conditionHolds(const model::VictoryCondition& condition, Side side,
                    const VictorySituation& situation) {
    const auto holds = [&](const model::VictoryCondition& nested) {
        return conditionHolds(nested, side, situation);
    };
    switch (condition.kind) {
        case model::ConditionKind::Occupy: {
            const auto found = situation.occupied.find(condition.location);
            return found != situation.occupied.end() && found->second == occupier(condition, side);
        }
        case model::ConditionKind::Named: {
            const auto fact = victoryFactNamed(condition.name);
            if (!fact) {
                throw std::invalid_argument("no victory condition '" + condition.name +
                                            "' (known: " + victoryFactNameList() + ")");
            }
            return factHolds(*fact, situation);
        }
        case model::ConditionKind::AllOf:
            return std::all_of(condition.conditions.begin(), condition.conditions.end(), holds);
        case model::ConditionKind::AnyOf:
            return std::any_of(condition.conditions.begin(), condition.conditions.end(), holds);
        case model::ConditionKind::Not:
            return !std::all_of(condition.conditions.begin(), condition.conditions.end(), holds);
    }
    return false;
}

VictoryResult assessVictory(const model::Victory& victory, const VictorySituation& situation) {
    for (const auto& level : victory.levels) {
        if (!levelSide(level)) {
            throw std::invalid_argument("victory level '" + level.level + "' is for side '" +
                                        level.side + "', not whites or reds");
        }
    }
    VictoryResult result;
    for (const Side side : {Side::Whites, Side::Reds}) {
        result.earned[side] = earnedLevel(victory, side, situation);
        const auto lost = situation.combatUnitsLost.find(side);
        const int units = lost == situation.combatUnitsLost.end() ? 0 : lost->second;
        result.shift[side] = lossShift(victory, units);
        result.level[side] = shiftedDown(ladder(victory, side), result.earned[side],
                                         result.shift[side]);
    }
    const AttainedLevel& white = result.level[Side::Whites];
    const AttainedLevel& red = result.level[Side::Reds];
    if (white.rank > red.rank) result.winner = Side::Whites;
    if (red.rank > white.rank) result.winner = Side::Reds;
    result.explanation = "Whites " + white.name + ", Reds " + red.name + ": " +
                         (result.winner ? std::string(sideName(*result.winner)) + " win"
                                        : std::string("a draw (equal levels)"));
    return result;
}

}  // namespace tachanka::rules::orel::operations
