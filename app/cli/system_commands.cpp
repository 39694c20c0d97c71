#include "app/cli/system_commands.hpp"

#include <map>
#include <string>

namespace tachanka::cli {
namespace {

std::map<std::string, CommandTable, std::less<>>& registered() {
    static std::map<std::string, CommandTable, std::less<>> groups;
    return groups;
}

}  // namespace

SystemCommandsRegistration::SystemCommandsRegistration(std::string_view systemId,
                                                       CommandTable commands) {
    registered().emplace(systemId, commands);
}

CommandTable systemCommands(std::string_view systemId) {
    const auto found = registered().find(systemId);
    return found == registered().end() ? nullptr : found->second;
}

}  // namespace tachanka::cli
