#pragma once
// Runs tachanka-cli's own run() in this process, for sweeps over every command: the same
// dispatch and argument checks as the binary, without a process (and a sanitizer start-up)
// for each of hundreds of calls. End-to-end tests use cli() and the real binary.

#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "app/cli/run.hpp"
#include "tests/support/process.hpp"

namespace tachanka::testing {

inline ProcessResult cliInProcess(const std::vector<std::string>& arguments) {
    std::ostringstream out;
    std::ostringstream err;
    auto* const coutBuffer = std::cout.rdbuf(out.rdbuf());
    auto* const cerrBuffer = std::cerr.rdbuf(err.rdbuf());
    ProcessResult result;
    result.exitCode = cli::run(arguments);
    std::cout.rdbuf(coutBuffer);
    std::cerr.rdbuf(cerrBuffer);
    result.out = out.str();
    result.err = err.str();
    return result;
}

}  // namespace tachanka::testing
