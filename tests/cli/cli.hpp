#pragma once
// Runs the real tachanka-cli binary, as a user at a terminal would.

#include <doctest/doctest.h>

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

// The historical scenario's campaign, as a club starts one, made by the CLI in `folder`.
inline std::string historicalCampaign(const TempFolder& folder,
                                      const std::string& name = "club.tachanka") {
    const auto file = (folder / name).string();
    REQUIRE(cli({"new", file, "--scenario", "historical", "--seed", "1"}, freshHome(folder))
                .exitCode == 0);
    return file;
}

// The CLI run under a file size limit of `kilobytes` (ulimit -f), as a full disk stops a write.
inline ProcessResult cliWithFileLimit(const std::vector<std::string>& arguments, int kilobytes) {
    std::string command = "ulimit -f " + std::to_string(kilobytes) + "; exec '" +
                          std::string(TACHANKA_CLI) + "'";
    for (const auto& word : arguments) command += " '" + word + "'";
    return runProcess({"bash", "-c", command});
}

}  // namespace tachanka::testing
