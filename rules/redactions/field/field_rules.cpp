#include "rules/redactions/field/field_rules.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace tachanka::rules::redactions {

AmbushScouting scoutForAmbush(const AmbushNumbers& numbers, double distance,
                              bool partisansOrCleverOfficer, Dice& dice) {
    if (distance < 0) throw std::invalid_argument("a distance cannot be negative");
    AmbushScouting scouting;
    scouting.range = partisansOrCleverOfficer ? numbers.scoutRangeDoubled : numbers.scoutRange;
    scouting.inRange = distance <= scouting.range;
    if (!scouting.inRange) return scouting;
    scouting.roll = dice.roll(6, "scouting for an ambush");
    scouting.discovered = *scouting.roll >= numbers.discoveredOn;
    return scouting;
}

AmbushBenefits springAmbush(const AmbushNumbers& numbers, bool charging) {
    AmbushBenefits benefits;
    benefits.chargeTestNeeded = !charging;
    benefits.extraMove = charging ? numbers.ambusherMoveBonus : 0;
    benefits.targetTakesFearTest = true;
    benefits.terrorMarkers = numbers.terrorMarkers;
    return benefits;
}

FireSetting setFire(const FireNumbers& numbers, int markersBefore, Dice& dice) {
    if (markersBefore < 0) throw std::invalid_argument("terror markers cannot be negative");
    FireSetting setting;
    setting.roll = dice.roll(6, "setting a building on fire");
    setting.caught = setting.roll >= numbers.setOn;
    setting.markers = markersBefore + (setting.caught ? 1 : 0);
    setting.destroyed = setting.markers >= numbers.markersToDestroy;
    return setting;
}

BuildingFire fireSpreads(const FireNumbers& numbers, int markers) {
    if (markers < 0) throw std::invalid_argument("terror markers cannot be negative");
    BuildingFire fire;
    fire.markers = markers > 0 ? markers + numbers.spreadPerTurn : 0;
    fire.destroyed = fire.markers >= numbers.markersToDestroy;
    return fire;
}

FireFighting fightFire(const FireNumbers& numbers, int markers, Dice& dice) {
    if (markers < 0) throw std::invalid_argument("terror markers cannot be negative");
    FireFighting fighting;
    fighting.roll = dice.roll(6, "fighting a fire");
    for (const auto& [roll, removes] : numbers.fightRemoves) {
        if (roll == fighting.roll) fighting.removed = std::min(removes, markers);
    }
    fighting.markers = markers - fighting.removed;
    return fighting;
}

WireCrossing crossWire(const WireNumbers& numbers, Mover mover, bool engineers, Dice& dice) {
    if (mover != Mover::Infantry) {
        throw std::invalid_argument(
            std::string(nameOf(moverNames, mover)) +
            " do not roll to cross wire: only infantry do, and tanks crush it");
    }
    WireCrossing crossing;
    crossing.roll =
        dice.rollSum(2, 6, engineers ? "engineers in the wire" : "infantry in the wire");
    crossing.crossed = crossing.roll >= numbers.crossOn;
    crossing.pathCut = engineers && crossing.roll >= numbers.engineersCutOn;
    return crossing;
}

Digging digIn(const DiggingNumbers& numbers, int quartersBefore, bool entrenchingTools) {
    if (quartersBefore < 0) throw std::invalid_argument("cover dug cannot be negative");
    const int dug =
        entrenchingTools ? numbers.quartersPerMoveWithTools : numbers.quartersPerMoveWithoutTools;
    Digging digging;
    digging.quarters = std::min(quartersBefore + dug, numbers.maxQuarterColumns);
    digging.complete = digging.quarters >= numbers.maxQuarterColumns;
    digging.cover = foxholeCover(digging.quarters / 4);
    return digging;
}

}  // namespace tachanka::rules::redactions
