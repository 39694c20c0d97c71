#pragma once
// The end-to-end battle tests' Red attack on 1005 (1/9D, 2/9D and Cv/9D against the defenders
// of the example campaign), planned and fought on the table from the command line.

#include <doctest/doctest.h>

#include <stdexcept>
#include <string>

#include "tests/battles/battle_campaign.hpp"
#include "tests/cli/cli_json.hpp"

namespace tachanka::testing {

// The battle's id, as the commands take it.
inline std::string foughtExample(const ExampleCampaign& example) {
    const auto file = example.file().string();
    const auto planned = cliJson({"battle", "plan", file, "--attackers", "1/9D,2/9D,Cv/9D",
                                  "--hex", "1005", "--json"});
    const auto id = std::to_string(static_cast<int>(planned["id"].number()));
    REQUIRE(cli({"battle", "fight", file, id}).exitCode == 0);
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
