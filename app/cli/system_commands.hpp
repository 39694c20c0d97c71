#pragma once
// A rule system's own command group: its folder registers the table under the system's id,
// and the top level shows it under the word and the summary of the system's registry row.

#include <span>
#include <string_view>

#include "app/cli/command.hpp"

namespace tachanka::cli {

using CommandTable = std::span<const Command> (*)();

struct SystemCommandsRegistration {
    SystemCommandsRegistration(std::string_view systemId, CommandTable commands);
};

// The group a system registered; none when it has no commands of its own.
CommandTable systemCommands(std::string_view systemId);

}  // namespace tachanka::cli
