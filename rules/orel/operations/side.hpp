#pragma once
// The arms the operational rules tell apart; the sides and modes they share with combat.

#include <optional>
#include <string>
#include <string_view>

#include "rules/orel/side_and_mode.hpp"

namespace tachanka::rules::orel::operations {

using orel::opponent;
using orel::Side;
using orel::sideName;
using orel::sideNamed;
using orel::UnitMode;
using orel::unitModeName;
using orel::unitModeNamed;

// What moves, for the Terrain Effects Table and the ZoC costs (7.1): armoured trains and
// railroad depots move only along railroads (7.1.6) and are not in the terrain table.
enum class Mover {
    Infantry,
    Cavalry,
    Artillery,
    Tank,
    ArmouredCar,
    Convoy,
    ArmouredTrain,
    RailroadDepot
};

std::string_view moverName(Mover mover);  // "infantry", "armoured-car", ...
std::optional<Mover> moverNamed(std::string_view name);
std::string moverNames();  // for error messages

bool isVehicle(Mover mover);  // tanks, armoured trains, armoured cars (1.2)
bool isDepot(Mover mover);
bool isCombatUnit(Mover mover);  // infantry or cavalry (1.2)

}  // namespace tachanka::rules::orel::operations
