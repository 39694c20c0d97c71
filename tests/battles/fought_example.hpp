#pragma once
// The end-to-end battle tests' Red attack on 1005 (1/9D, 2/9D and Cv/9D against the defenders
// of the example campaign), planned and fought on the table from the command line.

#include <doctest/doctest.h>

#include <stdexcept>
#include <string>

#include "tests/battles/battle_campaign.hpp"
#include "tests/cli/cli_json.hpp"

namespace tachanka::testing {

// The battle planned, not yet fought: its id, as the commands take it.
inline std::string plannedExample(const ExampleCampaign& example) {
    const auto planned = cliJson({"battle", "plan", example.file().string(), "--attackers",
                                  "1/9D,2/9D,Cv/9D", "--hex", "1005", "--json"});
    return std::to_string(static_cast<int>(planned["id"].number()));
}

// The battle planned and fought on the table in Red Actions!: its id.
inline std::string foughtExample(const ExampleCampaign& example) {
    const auto id = plannedExample(example);
    REQUIRE(cli({"battle", "fight", example.file().string(), id}).exitCode == 0);
    return id;
}

// One tactical unit of `battle units --json`'s "units", by its code.
inline const JsonValue& unitCoded(const JsonValue& units, const std::string& code) {
    for (const auto& unit : units.array()) {
        if (unit["code"].string() == code) return unit;
    }
    FAIL("no tactical unit " << code);
    throw std::logic_error("unreachable");
}

}  // namespace tachanka::testing
