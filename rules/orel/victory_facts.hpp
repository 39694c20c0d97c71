#pragma once
// The facts of an end position that a scenario's victory conditions name in words
// (<condition name="...">) and the victory engine reads off the map: the scenario loader
// refuses any other name, so a typo is caught with its file and line, not at the game's end.

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "model/named_enum.hpp"

namespace tachanka::rules::orel {

enum class VictoryFact {
    // 10.2 White: the double-tracked railroad clear of ZoC from any enemy infantry that is
    // within range of a functional depot.
    DoubleTrackClear,
    // 10.2 Red: an infantry unit within range of a functional depot occupies a station of
    // the double-tracked railroad south of any White unit.
    DoubleTrackStationSouth,
};

inline constexpr std::array<model::EnumName<VictoryFact>, 2> victoryFactNames{{
    {VictoryFact::DoubleTrackClear, "double-track-clear"},
    {VictoryFact::DoubleTrackStationSouth, "double-track-station-south"},
}};

constexpr std::optional<VictoryFact> victoryFactNamed(std::string_view name) {
    return model::valueNamed(victoryFactNames, name);
}
inline std::string victoryFactNameList() { return model::joinedNames(victoryFactNames); }

}  // namespace tachanka::rules::orel
