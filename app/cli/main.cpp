// tachanka-cli: the campaign from the command line, git-style subcommands.
// Exit codes: 0 success, 2 bad input (one line on stderr), 1 anything unexpected.

#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/core/user_error.hpp"
#include "app/core/version.hpp"

namespace {

using tachanka::cli::Command;

constexpr int badInput = 2;

void printOverview(std::ostream& out) {
    out << "usage: tachanka-cli [--version] [--help] COMMAND [ARGS]\n\n"
           "Tachanka keeps a Russian Civil War campaign in one file. Commands:\n\n";
    for (const auto& command : tachanka::cli::campaignCommands()) {
        out << "  " << command.name << std::string(12 - command.name.size(), ' ')
            << command.summary << '\n';
    }
    out << "\n'tachanka-cli help COMMAND' or 'tachanka-cli COMMAND --help' for a command's "
           "options.\n";
}

const Command* findCommand(std::string_view name) {
    for (const auto& command : tachanka::cli::campaignCommands()) {
        if (command.name == name) return &command;
    }
    return nullptr;
}

int unknownCommand(std::string_view name) {
    std::cerr << "tachanka-cli: '" << name << "' is not a command (see 'tachanka-cli --help')\n";
    return badInput;
}

int help(const std::vector<std::string>& words) {
    if (words.empty()) {
        printOverview(std::cout);
        return 0;
    }
    const Command* command = findCommand(words[0]);
    if (!command) return unknownCommand(words[0]);
    std::cout << command->help;
    return 0;
}

int run(const std::vector<std::string>& words) {
    if (words.empty()) {
        printOverview(std::cerr);
        return badInput;
    }
    const std::string& first = words[0];
    const std::vector<std::string> rest(words.begin() + 1, words.end());
    if (first == "--version") {
        std::cout << "tachanka-cli " << tachanka::core::version() << '\n';
        return 0;
    }
    if (first == "--help" || first == "-h") return help({});
    if (first == "help") return help(rest);
    const Command* command = findCommand(first);
    if (!command) return unknownCommand(first);
    const bool wantsHelp = std::any_of(rest.begin(), rest.end(), [](const std::string& word) {
        return word == "--help" || word == "-h";
    });
    if (wantsHelp) {
        std::cout << command->help;
        return 0;
    }
    return command->run(rest);
}

}  // namespace

int main(int argc, char** argv) {
    const std::vector<std::string> words(argv + 1, argv + argc);
    try {
        return run(words);
    } catch (const tachanka::cli::UsageError& error) {
        std::cerr << error.what() << '\n';
        return badInput;
    } catch (const tachanka::core::UserError& error) {
        std::cerr << "tachanka-cli: " << error.what() << '\n';
        return badInput;
    } catch (const std::exception& error) {
        std::cerr << "tachanka-cli: internal error: " << error.what() << '\n';
        return 1;
    }
}
