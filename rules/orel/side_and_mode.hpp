#pragma once
// The two players of Orel 1919 and the modes a unit can be in: the combat engine and the
// operational rules speak of the same sides and modes, with the same names in files and CLI.

#include <array>
#include <optional>
#include <string_view>

#include "model/named_enum.hpp"
#include "model/unit_status.hpp"

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

// The modes are the campaign's own vocabulary (model/unit_status.hpp).
using model::UnitMode;
using model::unitModeName;
using model::unitModeNamed;
using model::unitModeNames;

}  // namespace tachanka::rules::orel
