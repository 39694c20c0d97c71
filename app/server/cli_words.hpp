#pragma once
// An action a seat sends the server is the words of a tachanka-cli command without the
// campaign file ({"words": ["unit", "1/2K", "--hex", "2405"]}): the same commands, the same
// checks and the same one-line refusals as at the umpire's desk. Only the commands a seat may
// take are accepted, and no word that would make the server write a file of its choosing.

#include <filesystem>
#include <string>
#include <vector>

namespace tachanka::server {

// The command line with `file` in its place; std::invalid_argument in one line for a command
// the seat may not send (a side's seat: its orders only; the umpire: his commands too).
std::vector<std::string> commandLine(const std::vector<std::string>& words,
                                     const std::filesystem::path& file, bool umpire);

struct WordsRun {
    int exitCode = 0;
    std::string out;
    std::string err;  // the one-line refusal, without "tachanka-cli: "
};

// Runs tachanka-cli's own dispatch on `line` in this process, one command at a time, with
// what it prints caught.
WordsRun runWords(const std::vector<std::string>& line);

}  // namespace tachanka::server
