#include "rules/orel/combat/campaign_units.hpp"

#include <algorithm>

namespace tachanka::rules::orel {

int currentStrength(int printed, int stepsLost) { return std::max(0, printed - stepsLost); }

UnitKind combatKindOf(const model::Unit& unit) {
    switch (unit.kind) {
        case model::UnitKind::Infantry: return UnitKind::Infantry;
        case model::UnitKind::Cavalry: return UnitKind::Cavalry;
        case model::UnitKind::Artillery:
            return unit.movement.value_or(0) >= 6 ? UnitKind::HorseArtillery
                                                  : UnitKind::Artillery;
        case model::UnitKind::ArmouredTrain: return UnitKind::ArmouredTrain;
        case model::UnitKind::ArmouredCar: return UnitKind::ArmouredCar;
        case model::UnitKind::Tank: return UnitKind::Tank;
    }
    return UnitKind::Infantry;
}

bool firesSupport(const model::Unit& unit) {
    const auto kind = combatKindOf(unit);
    return isArtillery(kind) || kind == UnitKind::ArmouredTrain;
}

CombatUnit combatUnitOf(const model::Unit& unit) {
    CombatUnit combat;
    combat.code = unit.code;
    combat.kind = combatKindOf(unit);
    combat.hex = unit.hex ? unit.hex->label() : "";
    combat.steps = unit.stepsRemaining();
    // The campaign's TQ already has the Recruits marker's −1 taken off (model::Unit).
    combat.troopQuality = unit.troopQuality;
    combat.recruits = false;
    const int printed = isArtillery(combat.kind) ? unit.fire.value_or(0) : unit.strength;
    combat.strength = currentStrength(printed, unit.stepsLost);
    combat.chargeStrength = currentStrength(unit.charge.value_or(0), unit.stepsLost);
    combat.mode = unit.mode;
    combat.unsupplied = unit.unsupplied;
    combat.entrenched = unit.entrenchment == model::Entrenchment::Entrenched;
    combat.integratedArtillery = unit.integratedArtillery;
    combat.heavyTrain = unit.train == model::TrainWeight::Heavy;
    combat.damaged = combat.heavyTrain && unit.stepsLost > 0;
    combat.inContact = true;
    return combat;
}

bool terrainProhibitedTo(UnitKind kind, std::string_view combatTerrain,
                         const operations::TerrainEffects& effects) {
    using operations::Mover;
    const auto mover = kind == UnitKind::Tank          ? Mover::Tank
                       : kind == UnitKind::ArmouredCar ? Mover::ArmouredCar
                                                       : std::optional<Mover>();
    if (!mover) return false;
    const auto terrain = combatTerrain.rfind("orel-", 0) == 0
                             ? std::optional(operations::Terrain::Orel)
                             : operations::terrainNamed(combatTerrain);
    if (!terrain) return false;
    const auto costs = effects.terrain.find(*terrain);
    if (costs == effects.terrain.end()) return false;
    const auto cost = costs->second.find(*mover);
    return cost != costs->second.end() && !cost->second;
}

Support supportOf(const model::Unit& unit) {
    Support support;
    support.code = unit.code;
    support.kind = combatKindOf(unit);
    support.fireStrength = currentStrength(unit.fire.value_or(0), unit.stepsLost);
    support.troopQuality = unit.troopQuality;
    support.steps = unit.stepsRemaining();
    support.unsupplied = unit.unsupplied;
    support.outOfCommand = unit.outOfCommand;
    return support;
}

}  // namespace tachanka::rules::orel
