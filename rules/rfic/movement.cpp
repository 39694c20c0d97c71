#include "rules/rfic/movement.hpp"

#include <algorithm>
#include <stdexcept>

namespace tachanka::rules::rfic {
namespace {

std::string colourWord(const Card& card) { return isRed(card) ? "red" : "black"; }

}  // namespace

MoveResult movement(const MovementRules& table, const MoveRequest& request) {
    if (request.card.isJoker()) {
        throw std::invalid_argument("a Joker activates nobody: it is set aside for aircraft");
    }
    if (request.turns < 0) throw std::invalid_argument("turns are counted from 0");
    const auto& allowance = table.of(request.mover);
    MoveResult result;
    if (request.disrupted) {
        result.rules.push_back(allowance.kind == MoverKind::Aircraft
                                   ? "disrupted aircraft circle over their hex"
                                   : "disrupted units may not move");
        return result;
    }
    if (!allowance.red) {
        result.rules.push_back(allowance.text + ": may only move if towed");
        return result;
    }
    result.hexes = isRed(request.card) ? *allowance.red : *allowance.black;
    result.rules.push_back(allowance.text + " on a " + colourWord(request.card) +
                           " card: " + std::to_string(result.hexes));
    if (allowance.kind == MoverKind::Aircraft) {
        if (request.biplane) {
            result.hexes -= table.biplanePenalty;
            result.rules.push_back("biplane: -" + std::to_string(table.biplanePenalty));
        }
        if (request.turns > 0) {
            result.hexes -= request.turns * table.turnCost;
            result.rules.push_back(std::to_string(request.turns) + " turns of 60°: -" +
                                   std::to_string(request.turns * table.turnCost));
        }
        result.hexes = std::max(result.hexes, 0);
        return result;
    }
    if (request.withCommander && request.mover != Mover::Commander) {
        result.hexes += table.withCommanderBonus;
        result.rules.push_back("Commander moving with the unit: +" +
                               std::to_string(table.withCommanderBonus));
    }
    if (request.road && allowance.kind != MoverKind::Afv) {
        result.hexes += table.roadBonus;
        result.rules.push_back("whole move along a road: +" + std::to_string(table.roadBonus));
    }
    if (request.terrain == Terrain::HillsOrWoods) {
        if (allowance.kind == MoverKind::Afv && result.hexes > table.afvRoughMaximum) {
            result.hexes = table.afvRoughMaximum;
            result.rules.push_back("AFVs on hills or in woods: at most " +
                                   std::to_string(table.afvRoughMaximum));
        }
        if (allowance.kind == MoverKind::Transport && !isBlack(request.card)) {
            result.hexes = 0;
            result.rules.push_back("transport on hills or in woods only on a black card");
        }
    }
    return result;
}

bool mayCrossMinefield(const MinefieldRules& table, const Card& card) {
    return !card.isJoker() && colourOf(card.suit) == table.entryColour;
}

}  // namespace tachanka::rules::rfic
