#pragma once
// What a refused command says, as the turn tests read it: one line on stderr, the campaign
// file unchanged by it.

#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "tests/cli/cli.hpp"
#include "tests/support/campaign_dump.hpp"

namespace tachanka::testing {

// The line without its "tachanka-cli: " and its newline, after checking it is one line and
// that `file` is as it was.
inline std::string refusal(const std::filesystem::path& file,
                           const std::vector<std::string>& words) {
    const auto before = campaignDump(file);
    const auto result = cli(words);
    CHECK(isOneLineError(result));
    CHECK(campaignDump(file) == before);
    const std::string prefix = "tachanka-cli: ";
    REQUIRE(result.err.starts_with(prefix));
    return result.err.substr(prefix.size(), result.err.size() - prefix.size() - 1);
}

}  // namespace tachanka::testing
