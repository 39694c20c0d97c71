#include "rules/redactions/shooting_target.hpp"

namespace tachanka::rules::redactions {
bool isEvading(const TargetSituation& target) {
    if (target.unit.routing) return false;
    return target.unit.evading ||
           (target.unit.pinned && target.stationary && isInfantry(target.arm));
}

Cover targetCover(const TargetSituation& target) {
    const bool evading = isEvading(target);
    const bool buildings =
        target.terrain == Terrain::WoodenBuildings || target.terrain == Terrain::StoneBuildings;
    // Troops merely moving through a town count as in soft cover, except infantry using
    // their evasive move, who avoid the open parts.
    if (buildings && target.movingThroughBuildings && !(evading && isInfantry(target.arm))) {
        return evading ? Cover::EvadingSoft : Cover::Soft;
    }
    switch (target.terrain) {
        case Terrain::Open:
            return evading ? Cover::EvadingOpen : Cover::None;
        case Terrain::SoftCover:
            return evading ? Cover::EvadingSoft : Cover::Soft;
        case Terrain::Woods:
        case Terrain::WoodenBuildings:
            return Cover::Wooden;
        case Terrain::StoneBuildings:
            return Cover::Stone;
        case Terrain::SuperHard:
            return Cover::SuperHard;
    }
    return Cover::None;
}

void applyTargetModifiers(const TargetSituation& target, ShootingInputs& inputs) {
    inputs.cover = targetCover(target);
    const bool formedCavalry = target.unit.formed && target.arm == Arm::Sabres;
    const bool skirmisher =
        target.characteristics.contains(Characteristic::Skirmisher) && !formedCavalry;
    const bool partisanInCover = target.characteristics.contains(Characteristic::Partisan) &&
                                 target.terrain != Terrain::Open;
    inputs.skirmishTarget = skirmisher || partisanInCover;
    inputs.formedOrColumn = formedCavalry || (target.unit.column && target.onRoad);
}

}  // namespace tachanka::rules::redactions
