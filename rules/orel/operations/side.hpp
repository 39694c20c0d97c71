#pragma once
// The two players of Orel 1919, and the arms the operational rules tell apart.

#include <optional>
#include <string>
#include <string_view>

namespace tachanka::rules::orel::operations {

enum class Side { Whites, Reds };

std::string_view sideName(Side side);  // "whites", "reds"
std::optional<Side> sideNamed(std::string_view name);
Side opponent(Side side);

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

// 7.1.4, 8.7.3: a unit is in Combat or March mode, or Routed (a status of its own).
enum class UnitMode { Combat, March, Routed };
std::string_view unitModeName(UnitMode mode);
std::optional<UnitMode> unitModeNamed(std::string_view name);

bool isVehicle(Mover mover);  // tanks, armoured trains, armoured cars (1.2)
bool isDepot(Mover mover);
bool isCombatUnit(Mover mover);  // infantry or cavalry (1.2)

}  // namespace tachanka::rules::orel::operations
