#include "rules/bnb/movement.hpp"

#include <algorithm>

namespace tachanka::rules::bnb {

std::string costText(int halfPoints) {
    const int whole = halfPoints / 2;
    if (halfPoints % 2 == 0) return std::to_string(whole);
    return whole == 0 ? "1/2" : std::to_string(whole) + " 1/2";
}

HexCost hexCost(const Movement& movement, const HexEntry& entry) {
    const UnitMovement& unit = movement.units.at(entry.unit);
    const std::string unitName(model::nameOf(unitTypeNames, entry.unit));
    if (entry.trench && !unit.crossesTrenches) {
        return {std::nullopt, "only infantry, MGs and tanks may cross trenches"};
    }
    if (entry.wire && unit.wire == WireCrossing::Stopped) {
        return {std::nullopt, unitName + " is stopped by barbed wire"};
    }
    HexCost cost;
    Terrain terrain = entry.terrain;
    if (terrain == Terrain::Road && !entry.roadColumn) {
        terrain = Terrain::Normal;
        cost.reason = "the road rate needs a one-deep road column beginning and ending on the road";
    }
    cost.halfPoints = unit.costs.at(terrain);
    if (!cost.halfPoints) {
        cost.reason =
            std::string(model::nameOf(terrainNames, terrain)) + " is prohibited to " + unitName;
        return cost;
    }
    if (entry.wire && unit.wire == WireCrossing::ExtraMp) {
        *cost.halfPoints += 2 * movement.wireExtraMp;
    }
    return cost;
}

std::string refuseArtilleryActions(const Movement& movement,
                                   const std::vector<ArtilleryAction>& actions) {
    if (std::ssize(actions) > movement.artilleryActionsPerTurn) {
        return "artillery may take only " + std::to_string(movement.artilleryActionsPerTurn) +
               " of move, fire, limber and unlimber a turn";
    }
    for (auto action = actions.begin(); action != actions.end(); ++action) {
        if (std::find(action + 1, actions.end(), *action) != actions.end()) {
            return std::string(model::nameOf(artilleryActionNames, *action)) + " is given twice";
        }
    }
    return "";
}

MechanicalCheck checkMechanicalFailure(const Movement& movement, Vehicle vehicle,
                                       int mobilityBoxesLeft, Dice& dice) {
    const MechanicalFailure& failure = movement.mechanicalFailure.at(vehicle);
    MechanicalCheck check;
    check.total = dice.rollSum(failure.dice, 6, "mechanical failure");
    check.failed = check.total == failure.failsOn;
    check.mobilityBoxesLeft = std::max(0, mobilityBoxesLeft - (check.failed ? 1 : 0));
    return check;
}

bool stackingAllowed(const Stacking& stacking, const HexStack& stack) {
    if (stack.gunOrVehicleStands > 0) {
        return stack.footOrHorseStands == 0 &&
               stack.gunOrVehicleStands <= stacking.gunOrVehicleStands;
    }
    return stack.footOrHorseStands <= stacking.footOrHorseStands;
}

}  // namespace tachanka::rules::bnb
