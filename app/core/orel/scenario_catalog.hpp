#pragma once
// The installed scenarios: the user's own folder first, then the shipped one, so a user's copy
// of a scenario (e.g. with the published counter values) replaces the shipped file everywhere,
// including in the scenarios based on it.

#include <filesystem>
#include <string_view>
#include <vector>

#include "model/scenario.hpp"
#include "rules/orel/scenario_file.hpp"

namespace tachanka::core {

std::vector<std::filesystem::path> scenarioFolders();

// The entry for this id; UserError naming the ids on offer when there is none.
rules::orel::ScenarioEntry findScenario(std::string_view id);

// The whole scenario with this id, with the one it is based on applied; UserError for a bad
// file (file:line) or an unknown id.
model::Scenario loadScenarioById(std::string_view id);

}  // namespace tachanka::core
