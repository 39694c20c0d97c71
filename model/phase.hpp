#pragma once
// The seven phases of a player's turn in Orel 1919 (rule 2.1); the day is White then Red.

#include <optional>
#include <string>
#include <string_view>

namespace tachanka::model {

enum class Phase { DepotStatus, Recruitment, CommandCheck, RandomEvents, Movement, Combat, CleanUp };

std::string_view phaseName(Phase phase);   // stable identifier: "depots", "recruitment", ...
std::string_view phaseTitle(Phase phase);  // as the sequence of play words it
std::optional<Phase> phaseNamed(std::string_view name);

}  // namespace tachanka::model
