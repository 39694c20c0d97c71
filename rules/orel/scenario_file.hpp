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
    std::string basedOn;  // the id of the scenario this one changes, if any
    std::filesystem::path file;
};

// Reads and checks a whole scenario; errors are xml::XmlError with file:line:column.
// A scenario "based-on" another finds it by id in these folders (as findScenarios does);
// without folders, in the file's own folder.
model::Scenario loadScenario(const std::filesystem::path& file,
                             const std::vector<std::filesystem::path>& folders);
model::Scenario loadScenario(const std::filesystem::path& file);

// The recruit points the turn track gives a side on a day (4), at the scenario's percentage
// (10.1: Brasovo gives 50%), rounded to the nearest whole number as 1.2 rounds; 0 for a day
// the track does not cover.
int recruitPointsFor(const model::Scenario& scenario, std::string_view side, model::GameDate day);

// The scenarios in these folders, by id; where two folders hold the same id the earlier
// folder wins, so a user's override folder goes first.
std::vector<ScenarioEntry> findScenarios(const std::vector<std::filesystem::path>& folders);

}  // namespace tachanka::rules::orel
