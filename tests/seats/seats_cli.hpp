#pragma once
// What the seats' end-to-end tests share: a command that must succeed, and a question put to
// a campaign file by sqlite3 itself, as a club member (or a forger) would put it.

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "tests/cli/cli.hpp"
#include "tests/support/process.hpp"

namespace tachanka::testing {

inline void run(const std::vector<std::string>& words) {
    const auto result = cli(words);
    CAPTURE(words.front());
    REQUIRE_MESSAGE(result.exitCode == 0, result.err);
}

inline std::string sql(const std::string& file, const std::string& query) {
    const auto result = runProcess({"sqlite3", file, query});
    REQUIRE_MESSAGE(result.exitCode == 0, result.err);
    return result.out;
}

}  // namespace tachanka::testing
