#pragma once
// Runs the real tachanka-cli binary, as a user at a terminal would.

#include <string>
#include <vector>

#include "tests/support/process.hpp"
#include "tests/support/temp_folder.hpp"

namespace tachanka::testing {

inline ProcessResult cli(std::vector<std::string> arguments,
                         const std::vector<std::string>& environment = {}) {
    arguments.insert(arguments.begin(), TACHANKA_CLI);
    return runProcess(arguments, environment);
}

// A fresh user's data folder under `folder`, for cli()'s environment: no campaigns yet, no
// templates of their own.
inline std::vector<std::string> freshHome(const TempFolder& folder) {
    return {"XDG_DATA_HOME=" + (folder / "data").string()};
}

// A failure for bad input: exit code 2 and exactly one line on stderr.
inline bool isOneLineError(const ProcessResult& result) {
    return result.exitCode == 2 && !result.err.empty() &&
           result.err.find('\n') == result.err.size() - 1;
}

}  // namespace tachanka::testing
