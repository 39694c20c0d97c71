#include "rules/orel/combat/combat_unit.hpp"

namespace tachanka::rules::orel {

bool isCombatUnit(UnitKind kind) { return kind == UnitKind::Infantry || kind == UnitKind::Cavalry; }

bool isArtillery(UnitKind kind) {
    return kind == UnitKind::Artillery || kind == UnitKind::HorseArtillery;
}

bool isVehicle(UnitKind kind) {
    return kind == UnitKind::ArmouredTrain || kind == UnitKind::Tank ||
           kind == UnitKind::ArmouredCar;
}

}  // namespace tachanka::rules::orel
