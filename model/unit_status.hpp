#pragma once
// The states a campaign records for its units and officers. The rules engines reason about
// the same states, so they are named once here, with the names files, the CLI and JSON use.

#include <array>
#include <optional>
#include <string_view>

#include "model/named_enum.hpp"

namespace tachanka::model {

// Orel 7.1.4, 8.7.3: a unit is in Combat or March mode, or Routed (a status of its own).
enum class UnitMode { Combat, March, Routed };

inline constexpr std::array<EnumName<UnitMode>, 3> unitModeNames{{
    {UnitMode::Combat, "combat"},
    {UnitMode::March, "march"},
    {UnitMode::Routed, "routed"},
}};

// Orel 7.3: an entrenchment marker is Under Construction until the end of the next movement
// phase, then Entrenched.
enum class Entrenchment { None, UnderConstruction, Entrenched };

inline constexpr std::array<EnumName<Entrenchment>, 3> entrenchmentNames{{
    {Entrenchment::None, "none"},
    {Entrenchment::UnderConstruction, "under-construction"},
    {Entrenchment::Entrenched, "entrenched"},
}};

// Where a unit or depot stands in the campaign: not yet arrived (a reinforcement), in play,
// or gone for good.
enum class UnitFate { Pending, Active, Eliminated, Captured };

inline constexpr std::array<EnumName<UnitFate>, 4> unitFateNames{{
    {UnitFate::Pending, "pending"},
    {UnitFate::Active, "active"},
    {UnitFate::Eliminated, "eliminated"},
    {UnitFate::Captured, "captured"},
}};

// Red Actions! "Definitions": junior officers command units, senior officers command them.
enum class OfficerRank { Senior, Junior };

inline constexpr std::array<EnumName<OfficerRank>, 2> officerRankNames{{
    {OfficerRank::Senior, "senior"},
    {OfficerRank::Junior, "junior"},
}};

enum class OfficerFate { Serving, Wounded, Killed, Captured, Replaced };

inline constexpr std::array<EnumName<OfficerFate>, 5> officerFateNames{{
    {OfficerFate::Serving, "serving"},
    {OfficerFate::Wounded, "wounded"},
    {OfficerFate::Killed, "killed"},
    {OfficerFate::Captured, "captured"},
    {OfficerFate::Replaced, "replaced"},
}};

constexpr std::string_view unitModeName(UnitMode v) { return nameOf(unitModeNames, v); }
constexpr std::optional<UnitMode> unitModeNamed(std::string_view n) {
    return valueNamed(unitModeNames, n);
}
constexpr std::string_view entrenchmentName(Entrenchment v) { return nameOf(entrenchmentNames, v); }
constexpr std::optional<Entrenchment> entrenchmentNamed(std::string_view n) {
    return valueNamed(entrenchmentNames, n);
}
constexpr std::string_view unitFateName(UnitFate v) { return nameOf(unitFateNames, v); }
constexpr std::optional<UnitFate> unitFateNamed(std::string_view n) {
    return valueNamed(unitFateNames, n);
}
constexpr std::string_view officerRankName(OfficerRank v) { return nameOf(officerRankNames, v); }
constexpr std::optional<OfficerRank> officerRankNamed(std::string_view n) {
    return valueNamed(officerRankNames, n);
}
constexpr std::string_view officerFateName(OfficerFate v) { return nameOf(officerFateNames, v); }
constexpr std::optional<OfficerFate> officerFateNamed(std::string_view n) {
    return valueNamed(officerFateNames, n);
}

}  // namespace tachanka::model
