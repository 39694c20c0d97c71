#include "app/server/cli_words.hpp"

#include <algorithm>
#include <iostream>
#include <mutex>
#include <set>
#include <sstream>
#include <stdexcept>

#include "app/cli/run.hpp"

namespace tachanka::server {
namespace {

// A side's orders (app/core/seats/order_book.hpp) and the questions about them its view
// answers; then what only the umpire does.
const std::set<std::string> sideCommands{"turn",   "unit",    "recruit", "battalion",
                                         "prisoners", "command", "event",   "battle"};
const std::set<std::string> sideBattleCommands{"plan", "barrage", "decide", "list", "show",
                                               "odds", "contacts", "retreats", "units"};
const std::set<std::string> umpireCommands{"officer", "note", "set", "undo", "verify", "seat"};
// The players the umpire manages from his page; a seat's password has its own route, off the
// words, so it is never on a command line.
const std::set<std::string> umpireSeatCommands{"add", "list"};
const std::set<std::string> umpireBattleCommands{"resolve", "apply", "void",  "fight", "act",
                                                 "undo-action", "setup", "adjust", "end"};
// Words that name a file on the server's disk.
const std::set<std::string> pathOptions{"-o", "--output", "--from", "--photo", "--file",
                                        "--image"};

}  // namespace

std::vector<std::string> commandLine(const std::vector<std::string>& words,
                                     const std::filesystem::path& file, bool umpire) {
    if (words.empty()) throw std::invalid_argument("say the command: {\"words\": [\"turn\", ...]}");
    const auto& command = words.front();
    const bool allowed = sideCommands.contains(command) ||
                         (umpire && umpireCommands.contains(command));
    if (!allowed) {
        throw std::invalid_argument("'" + command + "' is not a command a seat sends " +
                                    (umpire ? "the server" : "for its side"));
    }
    for (const auto& word : words) {
        const auto name = word.substr(0, word.find('='));
        if (pathOptions.contains(name)) {
            throw std::invalid_argument(name + " names a file on the server: not from a seat");
        }
    }
    std::vector<std::string> line{command};
    auto rest = words.begin() + 1;
    if (command == "battle" || command == "seat") {
        if (rest == words.end()) {
            throw std::invalid_argument(command + ": say what: " +
                                        (command == "seat" ? "add, list" : "plan, decide, ..."));
        }
        const auto& what = *rest;
        const bool sent =
            command == "seat" ? umpireSeatCommands.contains(what)
                              : sideBattleCommands.contains(what) ||
                                    (umpire && umpireBattleCommands.contains(what));
        if (!sent) {
            throw std::invalid_argument("'" + command + " " + what +
                                        "' is not a command a seat sends " +
                                        (umpire ? "the server" : "for its side"));
        }
        line.push_back(what);
        ++rest;
    }
    line.push_back(file.string());
    line.insert(line.end(), rest, words.end());
    return line;
}

WordsRun runWords(const std::vector<std::string>& line) {
    // tachanka-cli prints to std::cout and std::cerr: one command at a time holds them.
    static std::mutex streams;
    std::lock_guard lock(streams);
    std::ostringstream out;
    std::ostringstream err;
    auto* const coutBuffer = std::cout.rdbuf(out.rdbuf());
    auto* const cerrBuffer = std::cerr.rdbuf(err.rdbuf());
    WordsRun run;
    try {
        run.exitCode = cli::run(line);
    } catch (...) {
        run.exitCode = 1;
    }
    std::cout.rdbuf(coutBuffer);
    std::cerr.rdbuf(cerrBuffer);
    run.out = out.str();
    run.err = err.str();
    const std::string prefix = "tachanka-cli: ";
    if (run.err.starts_with(prefix)) run.err.erase(0, prefix.size());
    while (!run.err.empty() && run.err.back() == '\n') run.err.pop_back();
    return run;
}

}  // namespace tachanka::server
