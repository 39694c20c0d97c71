#pragma once
// Scenario files (templates/scenarios/*.xml): the order of battle a campaign starts from.

#include <filesystem>
#include <string>
#include <vector>

#include "model/scenario.hpp"

namespace tachanka::rules::orel {

struct ScenarioEntry {
    std::string id;
    std::string title;
    std::string description;
    bool provisional = false;
    std::filesystem::path file;
};

// Reads and checks a whole scenario; errors are xml::XmlError with file:line:column.
model::Scenario loadScenario(const std::filesystem::path& file);

// The scenarios in these folders, by id; where two folders hold the same id the earlier
// folder wins, so a user's override folder goes first.
std::vector<ScenarioEntry> findScenarios(const std::vector<std::filesystem::path>& folders);

}  // namespace tachanka::rules::orel
