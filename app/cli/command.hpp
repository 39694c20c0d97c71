#pragma once
// A tachanka-cli subcommand: its name, its one-line summary for the overview, its full help,
// and the function that runs it (returning the exit code).

#include <span>
#include <string>
#include <string_view>

namespace tachanka::cli {

struct Command {
    std::string_view name;
    std::string_view summary;
    std::string_view help;
    int (*run)(std::span<const std::string> words);
};

std::span<const Command> campaignCommands();

}  // namespace tachanka::cli
