#include "rules/orel/operations/side.hpp"

#include <array>

#include "model/named_enum.hpp"

namespace tachanka::rules::orel::operations {
namespace {

constexpr std::array<model::EnumName<Mover>, 8> moverNameTable{{
    {Mover::Infantry, "infantry"},
    {Mover::Cavalry, "cavalry"},
    {Mover::Artillery, "artillery"},
    {Mover::Tank, "tank"},
    {Mover::ArmouredCar, "armoured-car"},
    {Mover::Convoy, "convoy"},
    {Mover::ArmouredTrain, "armoured-train"},
    {Mover::RailroadDepot, "railroad-depot"},
}};

}  // namespace

std::string_view moverName(Mover mover) { return model::nameOf(moverNameTable, mover); }
std::optional<Mover> moverNamed(std::string_view name) {
    return model::valueNamed(moverNameTable, name);
}
std::string moverNames() { return model::joinedNames(moverNameTable); }

bool isVehicle(Mover mover) {
    return mover == Mover::Tank || mover == Mover::ArmouredCar || mover == Mover::ArmouredTrain;
}
bool isDepot(Mover mover) { return mover == Mover::Convoy || mover == Mover::RailroadDepot; }
bool isCombatUnit(Mover mover) { return mover == Mover::Infantry || mover == Mover::Cavalry; }

}  // namespace tachanka::rules::orel::operations
