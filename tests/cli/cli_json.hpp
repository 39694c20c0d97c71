#pragma once
// The --json answer of a tachanka-cli command that must succeed, read with the application's
// own strict reader.

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "tests/cli/cli.hpp"
#include "tests/support/json_value.hpp"

namespace tachanka::testing {

inline JsonValue cliJson(const std::vector<std::string>& arguments) {
    const auto result = cli(arguments);
    REQUIRE_MESSAGE(result.exitCode == 0, result.err);
    return JsonValue::parse(result.out);
}

}  // namespace tachanka::testing
