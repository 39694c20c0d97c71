#include "app/core/printing/print_qrs.hpp"

#include "app/core/common/paths.hpp"
#include "app/core/rule_systems.hpp"

namespace tachanka::core {

reports::RulesSource rulesSourceOf(std::string_view fileName) {
    const auto userRules = userDataFolder() / "templates" / "rules";
    return {rulesFile(fileName), userRules / fileName, folderOnPaper(userRules)};
}

void printQrs(const PrintRequest& request) {
    const auto& system =
        request.system ? ruleSystem(*request.system) : ruleSystems().front();
    system.printQrs(request);
}

}  // namespace tachanka::core
