#include "model/unit_kind.hpp"

#include "model/named_enum.hpp"

namespace tachanka::model {
namespace {

constexpr std::array<EnumName<UnitKind>, 6> names{{
    {UnitKind::Infantry, "infantry"},
    {UnitKind::Cavalry, "cavalry"},
    {UnitKind::Artillery, "artillery"},
    {UnitKind::ArmouredTrain, "armoured-train"},
    {UnitKind::ArmouredCar, "armoured-car"},
    {UnitKind::Tank, "tank"},
}};

}  // namespace

std::string_view unitKindName(UnitKind kind) { return nameOf(names, kind); }
std::optional<UnitKind> unitKindNamed(std::string_view name) { return valueNamed(names, name); }

std::string unitKindNames() { return joinedNames(names); }

}  // namespace tachanka::model
