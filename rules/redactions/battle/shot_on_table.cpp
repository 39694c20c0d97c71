#include "rules/redactions/battle/shot_on_table.hpp"

#include <stdexcept>
#include <string>
#include <vector>

#include "rules/redactions/officers.hpp"

namespace tachanka::rules::redactions {
namespace {

std::set<Characteristic> characteristicsOf(const TacticalUnit& unit) {
    return effectiveCharacteristics(
        {unit.troop.characteristics.begin(), unit.troop.characteristics.end()}, {});
}

// "MGs at 200m (8") or less": machine-gunners, and the tachanka's cart-borne machine-gun.
bool firesMachineGuns(Arm arm) { return arm == Arm::MachineGuns || arm == Arm::Tachankas; }

HitTarget hitTargetOf(const TacticalUnit& target, const ShotCircumstances& shot) {
    if (shot.building) return HitTarget::Building;
    if (!isVehicle(target.troop.arm)) return HitTarget::Other;
    // The umpire keeps a train's speed: it is on the move when it moved last turn.
    if (target.troop.arm == Arm::Train) {
        return target.train.speed > 0 ? HitTarget::MovingVehicle : HitTarget::StationaryVehicle;
    }
    return shot.targetMoving ? HitTarget::MovingVehicle : HitTarget::StationaryVehicle;
}

}  // namespace

ShootingInputs shootingInputsOn(const ShootingModifiers& modifiers, const TacticalUnit& shooter,
                                const TacticalUnit& target, const ShotCircumstances& shot) {
    ShootingInputs inputs;
    inputs.value = shooter.troop.shooting;
    inputs.halfBases = effectiveHalfBases(shooter.state);
    inputs.longRange = shot.longRange;
    if (shot.distance) {
        const int range = shooter.troop.range;
        const auto measured =
            shootingRange(modifiers, range, *shot.distance, firesMachineGuns(shooter.troop.arm));
        if (!measured.inRange) {
            const auto inches = std::to_string(*shot.distance) + "\"";
            throw std::invalid_argument(
                shooter.code + " cannot hit " + target.code + " at " + inches + ": " +
                (measured.harassingOnly ? "beyond its range of " : "more than twice its range of ") +
                std::to_string(range) + "\"" +
                (measured.harassingOnly ? ", only harassing fire, which has no casualty effects"
                                        : ""));
        }
        inputs.longRange = measured.longRange;
        inputs.mgClose = measured.mgClose;
    }
    inputs.speculative = shot.speculative;
    inputs.indirect = shot.indirect;
    inputs.enfiladed = shot.enfiladed;
    inputs.cover = shot.cover;
    inputs.formedOrColumn = target.state.formed || target.state.column;
    const auto targetIs = characteristicsOf(target);
    inputs.skirmishTarget = targetIs.contains(Characteristic::Skirmisher) ||
                            (targetIs.contains(Characteristic::Partisan) && shot.cover != Cover::None);
    return inputs;
}

Shooter shooterOn(const TacticalUnit& shooter, const TacticalUnit& target,
                  const ShotCircumstances& shot) {
    Shooter on{shooter.troop.arm, std::nullopt, shot.gas, shot.ambush};
    if (!shooter.troop.directHit) return on;
    DirectHitInputs hits;
    hits.gun = *shooter.troop.directHit;
    hits.target = hitTargetOf(target, shot);
    hits.building = shot.building;
    hits.gunBases = shooter.state.bases;
    hits.wholeKm = shot.distance ? *shot.distance / inchesPerKm : 0;
    hits.againAtStationaryTarget = shot.again;
    hits.earlySoviet = shooter.troop.earlyArtillery;
    on.directHits = hits;
    return on;
}

std::string describeShot(const ShotCircumstances& shot) {
    std::vector<std::string> said;
    if (shot.distance == 0) {
        said.emplace_back("at point-blank range");
    } else if (shot.distance) {
        said.push_back("at " + std::to_string(*shot.distance) + "\"");
    }
    if (shot.longRange) said.emplace_back("long range");
    if (shot.cover != Cover::None) {
        said.push_back(std::string(model::nameOf(coverNames, shot.cover)) + " cover");
    }
    if (shot.enfiladed) said.emplace_back("enfiladed");
    if (shot.speculative) said.emplace_back("speculative");
    if (shot.indirect != IndirectFire::None) {
        said.push_back("observed indirect fire, " +
                       std::string(shot.indirect == IndirectFire::First ? "first turn" : "later turn"));
    }
    if (shot.ambush) said.emplace_back("from ambush");
    if (shot.gas) said.emplace_back("gas");
    if (shot.again) said.emplace_back("again at a still target");
    if (shot.targetMoving) said.emplace_back("target moving");
    if (shot.building) {
        said.push_back("in a " + std::string(model::nameOf(buildingMaterialNames, *shot.building)) +
                       " building");
    }
    std::string text;
    for (const auto& each : said) text += (text.empty() ? "" : ", ") + each;
    return text;
}

ShootingTarget shootingTargetOn(const TacticalUnit& target) {
    ShootingTarget aim;
    aim.unit = target.state;
    aim.arm = target.troop.arm;
    aim.characteristics = characteristicsOf(target);
    aim.officers = target.officersLeft();
    return aim;
}

}  // namespace tachanka::rules::redactions
