// Every command, found through the CLI's own overviews, refuses a stray word and a word where
// its help promises a number (an option shown as "--name N"), in one line naming it: the
// argument parser checks these for all commands alike, before any command reads its options,
// so the sweep runs the CLI in this process (test_cli_bad_input.cpp runs the binary).

#include <doctest/doctest.h>

#include <regex>
#include <set>
#include <string>
#include <vector>

#include "tests/cli/cli.hpp"
#include "tests/cli/cli_in_process.hpp"
#include "tests/support/text.hpp"

using tachanka::testing::cliInProcess;
using tachanka::testing::contains;
using tachanka::testing::isOneLineError;

namespace {

// "tachanka-cli ra odds shoot" as the words after tachanka-cli: {"ra", "odds", "shoot"}.
using CommandPath = std::vector<std::string>;

// The command names an overview lists under "Commands:", two spaces in.
std::vector<std::string> listedCommands(const std::string& overview) {
    std::vector<std::string> names;
    const auto table = overview.find("Commands:\n");
    REQUIRE(table != std::string::npos);
    const std::regex row("\n  ([a-z][a-z0-9-]*)  ");
    const std::string rows = overview.substr(table);
    for (std::sregex_iterator match(rows.begin(), rows.end(), row), end; match != end; ++match) {
        names.push_back((*match)[1]);
    }
    return names;
}

std::string help(const CommandPath& command) {
    std::vector<std::string> arguments{"help"};
    arguments.insert(arguments.end(), command.begin(), command.end());
    const auto result = cliInProcess(arguments);
    REQUIRE(result.exitCode == 0);
    return result.out;
}

struct Command {
    CommandPath path;
    std::string help;
};

// Every command that runs, descending into the groups ("ra", "orel", "ra odds").
void collectCommands(const CommandPath& group, std::vector<Command>& commands) {
    const auto overview = group.empty() ? cliInProcess({"--help"}).out : help(group);
    for (const auto& name : listedCommands(overview)) {
        CommandPath command = group;
        command.push_back(name);
        std::string text = help(command);
        if (contains(text, "\nCommands:\n")) {
            collectCommands(command, commands);
        } else {
            commands.push_back({command, std::move(text)});
        }
    }
}

const std::vector<Command>& everyCommand() {
    static const std::vector<Command> commands = [] {
        std::vector<Command> found;
        collectCommands({}, found);
        return found;
    }();
    return commands;
}

std::string joined(const CommandPath& command) {
    std::string words;
    for (const auto& word : command) words += (words.empty() ? "" : " ") + word;
    return words;
}

}  // namespace

TEST_CASE("every command refuses words beyond the ones it takes") {
    const auto& commands = everyCommand();
    CHECK(commands.size() > 60);
    for (const auto& command : commands) {
        CAPTURE(joined(command.path));
        // No command takes more than five words: some of these are always stray.
        auto arguments = command.path;
        for (const char* word : {"w1", "w2", "w3", "w4", "w5", "w6", "w7"}) {
            arguments.push_back(word);
        }
        const auto result = cliInProcess(arguments);
        CAPTURE(result.err);
        CHECK(isOneLineError(result));
        CHECK(contains(result.err, "unexpected argument 'w"));
    }
}

TEST_CASE("every command refuses a word in each option its help says takes a number") {
    const std::regex numberOption("(--[a-z][a-z-]*)[ =]N\\b");
    std::size_t options = 0;
    for (const auto& [command, text] : everyCommand()) {
        std::set<std::string> seen;
        for (std::sregex_iterator match(text.begin(), text.end(), numberOption), end;
             match != end; ++match) {
            const std::string option = (*match)[1];
            if (!seen.insert(option).second) continue;
            ++options;
            CAPTURE(joined(command) + " " + option);
            auto arguments = command;
            arguments.insert(arguments.end(), {option, "abc"});
            const auto result = cliInProcess(arguments);
            CAPTURE(result.err);
            CHECK(isOneLineError(result));
            CHECK(contains(result.err, option + " 'abc' is not a whole number"));
        }
    }
    CHECK(options > 50);
}

TEST_CASE("no refusal echoes more than a short excerpt of a long word") {
    // Issue 53: 87 refusals repeated 5 to 100 KB of what the user typed.
    const std::string pasted(100000, 'x');
    const std::regex numberOption("(--[a-z][a-z-]*)[ =]N\\b");
    std::size_t refusals = 0;
    for (const auto& [command, text] : everyCommand()) {
        CAPTURE(joined(command));
        std::vector<CommandPath> attempts{command};
        for (int stray = 0; stray < 6; ++stray) attempts.back().push_back(pasted);
        std::smatch option;
        if (std::regex_search(text, option, numberOption)) {
            attempts.push_back(command);
            attempts.back().insert(attempts.back().end(), {option[1], pasted});
        }
        for (const auto& arguments : attempts) {
            const auto result = cliInProcess(arguments);
            CHECK(isOneLineError(result));
            CHECK(result.err.size() < 400);
            CHECK(contains(result.err, std::string(60, 'x') + "…"));
            ++refusals;
        }
    }
    CHECK(refusals > 100);
}
