#pragma once
// The two players of Orel 1919 and the modes a unit can be in: the combat engine and the
// operational rules speak of the same sides and modes, with the same names in files and CLI.

#include <array>
#include <optional>
#include <string_view>

#include "model/named_enum.hpp"

namespace tachanka::rules::orel {

enum class Side { Whites, Reds };

inline constexpr std::array<model::EnumName<Side>, 2> sideNames{{
    {Side::Whites, "whites"},
    {Side::Reds, "reds"},
}};

constexpr std::string_view sideName(Side side) { return model::nameOf(sideNames, side); }
constexpr std::optional<Side> sideNamed(std::string_view name) {
    return model::valueNamed(sideNames, name);
}
constexpr Side opponent(Side side) { return side == Side::Whites ? Side::Reds : Side::Whites; }

// 7.1.4, 8.7.3: a unit is in Combat or March mode, or Routed (a status of its own).
enum class UnitMode { Combat, March, Routed };

inline constexpr std::array<model::EnumName<UnitMode>, 3> unitModeNames{{
    {UnitMode::Combat, "combat"},
    {UnitMode::March, "march"},
    {UnitMode::Routed, "routed"},
}};

constexpr std::string_view unitModeName(UnitMode mode) {
    return model::nameOf(unitModeNames, mode);
}
constexpr std::optional<UnitMode> unitModeNamed(std::string_view name) {
    return model::valueNamed(unitModeNames, name);
}

}  // namespace tachanka::rules::orel
