#include "app/core/orel/scenario_catalog.hpp"

#include "app/core/common/paths.hpp"
#include "app/core/common/user_error.hpp"

namespace tachanka::core {

std::vector<std::filesystem::path> scenarioFolders() {
    std::vector<std::filesystem::path> folders;
    for (const auto& templates : templateFolders()) folders.push_back(templates / "scenarios");
    return folders;
}

rules::orel::ScenarioEntry findScenario(std::string_view id) {
    return asUserErrors([id] {
        const auto entries = rules::orel::findScenarios(scenarioFolders());
        std::string known;
        for (const auto& entry : entries) {
            if (entry.id == id) return entry;
            known += (known.empty() ? "" : ", ") + entry.id;
        }
        throw UserError("no scenario '" + std::string(id) + "' (available: " +
                        (known.empty() ? "none installed" : known) + ")");
    });
}

model::Scenario loadScenarioById(std::string_view id) {
    return asUserErrors([id] {
        return rules::orel::loadScenario(findScenario(id).file, scenarioFolders());
    });
}

}  // namespace tachanka::core
