#include "rules/orel/operations/victory.hpp"

#include <algorithm>
#include <array>

#include "model/named_enum.hpp"

namespace tachanka::rules::orel::operations {
namespace {

constexpr std::array<model::EnumName<VictoryLevel>, 4> levelNames{{
    {VictoryLevel::Defeat, "defeat"},
    {VictoryLevel::Minor, "minor"},
    {VictoryLevel::Regional, "regional"},
    {VictoryLevel::Strategic, "strategic"},
}};

struct Holding {
    const std::map<std::string, Side>& occupied;
    Side side;
    bool operator()(const std::string& location) const {
        const auto found = occupied.find(location);
        return found != occupied.end() && found->second == side;
    }
};

VictoryLevel whiteLevel(const VictorySituation& s) {
    const Holding holds{s.occupied, Side::Whites};
    const bool railroad = s.doubleTrackClearOfRedInfantry;
    if (holds("Dmitrovsk") && holds("Kromy") && holds("Orël") && railroad) {
        return VictoryLevel::Strategic;
    }
    const bool westernSector = holds("Komaritchi") && holds("Dmitrovsk") &&
                               (holds("Kromy") || holds("Brasovo") || holds("Sevsk"));
    if (westernSector || (holds("Orël") && railroad)) return VictoryLevel::Regional;
    if (holds("Komaritchi") || holds("Dmitrovsk") || holds("Kromy")) return VictoryLevel::Minor;
    return VictoryLevel::Defeat;
}

VictoryLevel redLevel(const VictorySituation& s) {
    const Holding holds{s.occupied, Side::Reds};
    const bool station = s.redInfantryOnDoubleTrackSouthOfWhites;
    if (station && holds("Kromy") && holds("Orël")) return VictoryLevel::Strategic;
    if (holds("Sevsk") && holds("Brasovo") && holds("Komaritchi") && holds("Dmitrovsk") &&
        holds("Kromy") && holds("Orël")) {
        return VictoryLevel::Regional;
    }
    if (station && !holds("Orël")) return VictoryLevel::Minor;
    return VictoryLevel::Defeat;
}

}  // namespace

std::string_view victoryLevelName(VictoryLevel level) { return model::nameOf(levelNames, level); }

std::optional<Side> locationController(const OrelMap& map, const Units& units, model::Hex hex) {
    for (const Side side : {Side::Whites, Side::Reds}) {
        const bool present = std::any_of(units.begin(), units.end(), [&](const MapUnit& unit) {
            return unit.side == side && unit.hex == hex && !isDepot(unit.mover);
        });
        if (present && zocFreePathToFriendlyEdge(map, units, side, hex)) return side;
    }
    return std::nullopt;
}

VictorySituation victorySituation(const OperationsTables& tables, const OrelMap& map,
                                  const Units& units, const std::vector<Depot>& depots,
                                  const std::map<Side, int>& combatUnitsLost) {
    VictorySituation situation;
    situation.combatUnitsLost = combatUnitsLost;
    for (const auto& location : tables.victory.locations) {
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

VictoryResult assessVictory(const VictoryConstants& rules, const VictorySituation& situation) {
    VictoryResult result;
    result.earned[Side::Whites] = whiteLevel(situation);
    result.earned[Side::Reds] = redLevel(situation);
    for (const Side side : {Side::Whites, Side::Reds}) {
        const auto lost = situation.combatUnitsLost.find(side);
        const int units = lost == situation.combatUnitsLost.end() ? 0 : lost->second;
        result.shift[side] = units >= rules.lossesTwoLevels  ? 2
                             : units >= rules.lossesOneLevel ? 1
                                                             : 0;
        result.level[side] = static_cast<VictoryLevel>(
            std::max(0, static_cast<int>(result.earned[side]) - result.shift[side]));
    }
    const VictoryLevel white = result.level[Side::Whites];
    const VictoryLevel red = result.level[Side::Reds];
    if (white > red) result.winner = Side::Whites;
    if (red > white) result.winner = Side::Reds;
    result.explanation = "Whites " + std::string(victoryLevelName(white)) + ", Reds " +
                         std::string(victoryLevelName(red)) + ": " +
                         (result.winner ? std::string(sideName(*result.winner)) + " win"
                                        : std::string("a draw (equal levels)"));
    return result;
}

Side brasovoWinner(const std::map<std::string, Side>& occupied) {
    const Holding holds{occupied, Side::Whites};
    return holds("Brasovo") && holds("Sevsk") ? Side::Whites : Side::Reds;
}

}  // namespace tachanka::rules::orel::operations
