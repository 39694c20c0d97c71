#include "rules/redactions/direct_hit.hpp"

#include <stdexcept>

namespace tachanka::rules::redactions {

int directHitNumber(const DirectHitNumbers& numbers, const DirectHitInputs& inputs) {
    if (inputs.wholeKm < 0) throw std::invalid_argument("the range in km cannot be negative");
    int number = numbers.numbers.at({inputs.gun, inputs.target});
    if (!inputs.againAtStationaryTarget) {
        number += inputs.wholeKm * numbers.modifiers.at(DirectHitModifier::PerKm);
    }
    if (inputs.earlySoviet) number += numbers.modifiers.at(DirectHitModifier::EarlySoviet);
    if (inputs.indirect == IndirectFire::First) {
        number += numbers.modifiers.at(DirectHitModifier::IndirectFirst);
    } else if (inputs.indirect == IndirectFire::Later) {
        number += numbers.modifiers.at(DirectHitModifier::IndirectLater);
    }
    return number;
}

DirectHitResult rollDirectHits(const DirectHitNumbers& numbers, const DirectHitInputs& inputs,
                               Dice& dice) {
    if (inputs.gunBases < 1) throw std::invalid_argument("direct hits need at least one gun base");
    if (inputs.target == HitTarget::Building && !inputs.building) {
        throw std::invalid_argument(
            "a direct hit on a building needs its material (wood or stone)");
    }
    DirectHitResult result;
    result.number = directHitNumber(numbers, inputs);
    for (int gun = 0; gun < inputs.gunBases; ++gun) {
        const int roll = dice.rollSum(2, 6, "direct hit");
        result.rolls.push_back(roll);
        if (roll >= result.number) ++result.hits;
    }
    if (inputs.target == HitTarget::Building) {
        const int destroyedOn = numbers.buildingDestroyed.at(*inputs.building);
        for (int hit = 0; hit < result.hits && !result.buildingDestroyed; ++hit) {
            const int roll = dice.rollSum(2, 6, "building destroyed by a direct hit");
            result.buildingRolls.push_back(roll);
            result.buildingDestroyed = roll >= destroyedOn;
        }
    }
    return result;
}

}  // namespace tachanka::rules::redactions
