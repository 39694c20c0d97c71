#include "rules/bnb/morale.hpp"

#include <algorithm>

namespace tachanka::rules::bnb {

std::string refuseMoraleCheck(const Morale& morale, const MoraleCheck& check) {
    if (check.level < morale.lowestLevel || check.level > morale.highestLevel) {
        return "a morale level is from " + std::to_string(morale.lowestLevel) + " to " +
               std::to_string(morale.highestLevel);
    }
    const OccasionData& occasion = morale.occasions.at(check.occasion);
    for (auto id = check.modifiers.begin(); id != check.modifiers.end(); ++id) {
        const auto found = occasion.modifiers.find(*id);
        if (found == occasion.modifiers.end()) {
            std::string ids;
            for (const auto& [name, data] : occasion.modifiers)
                ids += (ids.empty() ? "" : ", ") + name;
            return "'" + *id + "' is not a modifier of " +
                   std::string(model::nameOf(moraleOccasionNames, check.occasion)) + " (" + ids +
                   ")";
        }
        if (!found->second.repeats &&
            std::find(id + 1, check.modifiers.end(), *id) != check.modifiers.end()) {
            return "'" + *id + "' is given twice";
        }
    }
    return "";
}

MoraleResult checkMorale(const Morale& morale, const MoraleCheck& check, Dice& dice) {
    const OccasionData& occasion = morale.occasions.at(check.occasion);
    MoraleResult result;
    for (const auto& id : check.modifiers) {
        const MoraleModifierData& modifier = occasion.modifiers.find(id)->second;
        if (!modifier.aboveLevel || check.level > *modifier.aboveLevel) {
            result.modifier += modifier.add;
        }
    }
    result.roll = dice.roll(6, "morale check");
    result.total = result.roll + result.modifier;
    result.passed = result.total > check.level;
    const bool worse = occasion.failureAboveLevel && check.level > *occasion.failureAboveLevel;
    result.failure = worse ? occasion.failureAbove : occasion.failure;
    result.provisional = occasion.provisional;
    return result;
}

std::string failureText(MoraleFailure failure) {
    switch (failure) {
        case MoraleFailure::Hold:
            return "hold where they are";
        case MoraleFailure::Pinned:
            return "pinned: must pass morale to even move next turn";
        case MoraleFailure::FallBackOne:
            return "fall back one hex and take a Cohesion Roll";
        case MoraleFailure::FallBackTwoMore:
            return "fall back two further hexes and take a Cohesion Roll";
        case MoraleFailure::RemainPinned:
            return "remain pinned in place";
    }
    return "";
}

CohesionResult rollCohesion(int level, Dice& dice) {
    CohesionResult result;
    result.roll = dice.roll(6, "cohesion roll");
    result.standLost = result.roll <= level;
    return result;
}

bool attachedMgExposed(int keptUntilPercent, int stands, int standsLost) {
    return standsLost * 100 >= stands * keptUntilPercent;
}

AttachedMgLoss attachedMgLoss(int keptUntilPercent, int stands, int standsLost, Dice& dice) {
    if (!attachedMgExposed(keptUntilPercent, stands, standsLost)) return AttachedMgLoss::NotYet;
    return dice.roll(6, "attached MG: odd, the MG stand") % 2 == 1 ? AttachedMgLoss::MgStandRemoved
                                                                   : AttachedMgLoss::PlayersChoice;
}

std::string describe(const MoraleResult& result) {
    return result.passed ? "passed" : "failed: " + failureText(result.failure);
}

}  // namespace tachanka::rules::bnb
