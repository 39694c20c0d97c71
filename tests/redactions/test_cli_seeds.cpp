// tachanka-cli ra rolls its own dice with --seed, as README's "Rules at the table" promises:
// "resolve a roll you made at the table (--roll, --dice 3,4,6) or roll seeded dice (--seed N)";
// and a charge's target shooting at the chargers before contact.

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "tests/cli/cli.hpp"
#include "tests/cli/cli_json.hpp"
#include "tests/support/json_value.hpp"

using tachanka::testing::cli;
using tachanka::testing::cliJson;
using tachanka::testing::isOneLineError;
using tachanka::testing::JsonValue;

namespace {

// The same command with --seed S, run twice, and with the roll it made given as --roll.
void checkSeededLikeTyped(std::vector<std::string> command) {
    auto seeded = command;
    seeded.insert(seeded.end(), {"--seed", "5", "--json"});
    const auto first = cli(seeded);
    REQUIRE(first.exitCode == 0);
    CHECK(cli(seeded).out == first.out);
    const auto json = JsonValue::parse(first.out);
    const int roll = static_cast<int>(json["roll"].number());
    CHECK(roll >= 2);
    CHECK(roll <= 12);
    command.insert(command.end(), {"--roll", std::to_string(roll), "--json"});
    CHECK(cli(command).out == first.out);
}

}  // namespace

TEST_CASE("ra shoot, combat and morale --seed roll 2d6 and resolve it as if typed") {
    checkSeededLikeTyped({"ra", "shoot", "--total", "13"});
    checkSeededLikeTyped({"ra", "combat", "--stronger", "12", "--weaker", "8"});
    checkSeededLikeTyped({"ra", "morale", "--test", "fear", "--target", "7"});
}

TEST_CASE("ra direct-hit, officer-casualty and charge --seed roll what the rules ask") {
    const std::vector<std::string> hits{"ra",   "direct-hit", "--guns", "3",
                                        "--seed", "11",       "--json"};
    const auto direct = cliJson(hits);
    CHECK(direct["hits"].number() >= 0);
    CHECK(direct["hits"].number() <= 3);
    CHECK(cliJson(hits)["hits"].number() == direct["hits"].number());
    const auto officers =
        cliJson({"ra", "officer-casualty", "--officers", "2", "--seed", "3", "--json"});
    CHECK(officers["casualties"].number() <= 2);
    const auto charge = cliJson({"ra", "charge", "--charger", "sabres", "--target", "riflemen",
                                "--charge-target", "8", "--fear-target", "7", "--seed", "9",
                                "--json"});
    CHECK(charge["allowed"].boolean());
    CHECK(charge["charge_test"]["roll"].number() >= 2);
}

TEST_CASE("--seed with the rolls made at the table, or for odds, is refused with one line") {
    const auto both = cli({"ra", "shoot", "--total", "13", "--roll", "7", "--seed", "5"});
    CHECK(isOneLineError(both));
    CHECK(both.err.find("not both") != std::string::npos);
    CHECK(isOneLineError(cli({"ra", "shoot", "--total", "13"})));
    CHECK(isOneLineError(cli({"ra", "odds", "shoot", "--total", "13", "--seed", "5"})));
    CHECK(isOneLineError(cli({"ra", "direct-hit", "--rolls", "9", "--seed", "5"})));
    CHECK(isOneLineError(
        cli({"ra", "odds", "officer-casualty", "--officers", "1", "--seed", "5"})));
    CHECK(isOneLineError(cli({"ra", "charge", "--charger", "sabres", "--target", "riflemen",
                              "--charge-roll", "7", "--seed", "5"})));
}

TEST_CASE("ra charge --fire-on-chargers retire: the target's fire cancels the charge") {
    const auto json = cliJson({"ra", "charge", "--charger", "sabres", "--target", "riflemen",
                              "--charge-target", "8", "--fear-target", "7", "--charge-roll", "8",
                              "--fear-roll", "7", "--fire-on-chargers", "retire", "--json"});
    CHECK(json["cancelled_by_fire"].boolean());
    CHECK_FALSE(json["charge_goes_in"].boolean());
    CHECK_FALSE(json["hand_to_hand"].boolean());
    CHECK(isOneLineError(cli({"ra", "charge", "--charger", "sabres", "--target", "riflemen",
                              "--charge-target", "8", "--fear-target", "7", "--charge-roll", "8",
                              "--fear-roll", "7", "--fire-on-chargers", "retire",
                              "--target-acted"})));
}
