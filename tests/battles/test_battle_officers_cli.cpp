// An officer killed on the table, carried back to the campaign (issue 16: "officers killed or
// captured → the campaign's officers (the replacement flow applies)"): once the battle is
// applied he is dead in the campaign and awaits his replacement, which the command line
// names and `officer --replace` makes.

#include <doctest/doctest.h>

#include "app/core/battles/tactical_battles.hpp"
#include "tests/battles/fought_example.hpp"

using namespace tachanka;
using namespace tachanka::testing;

TEST_CASE("an officer killed on the table falls in the campaign when the battle is applied, "
          "and is replaced as Officer Casualties says") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto id = foughtExample(example);
    const std::int64_t number = std::stoll(id);
    // 6 and 6: row 12 of the column for 18, "Kill! S! Off"; the officer's d6 of 1 kills him; then
    // 1s pass the fear test and both serious tests (the shot's, and its officer's loss).
    const auto shot = cli({"battle", "act", file, id, "shoot", "1/9D", "1/1K", "--dice",
                           "6,6,1,1,1,1,1,1,1", "--json"});
    REQUIRE_MESSAGE(shot.exitCode == 0, shot.err);
    const auto after = cliJson({"battle", "units", file, id, "--json"});
    std::string officer;
    for (const auto& unit : after["units"].array()) {
        if (unit["code"].string() == "1/1K") officer = unit["officer"].string();
    }
    INFO(shot.out);
    REQUIRE(officer.ends_with(", killed"));
    CHECK(core::fallenInBattle(example.file(), number).empty());  // not before it is applied

    const auto retreat = exampleHexes().retreat.label();
    const auto applied = cli({"battle", "apply", file, id, "--retreat-to", retreat});
    REQUIRE_MESSAGE(applied.exitCode == 0, applied.err);
    const auto fallen = core::fallenInBattle(example.file(), number);
    REQUIRE(fallen.size() == 1);
    CHECK(fallen.front().name == "officer of 1/1K");
    CHECK(fallen.front().fate == model::OfficerFate::Killed);
    const auto officerId = std::to_string(fallen.front().id);
    CHECK(applied.out.find("battle " + id + " applied\nofficer of 1/1K (officer " + officerId +
                           ") fell: replace him with `tachanka-cli officer " + file +
                           " --replace " + officerId + "`\n") != std::string::npos);

    const auto replaced = cli({"officer", file, "--replace", officerId, "--keep", "1"});
    REQUIRE_MESSAGE(replaced.exitCode == 0, replaced.err);
    CHECK(core::fallenInBattle(example.file(), number).empty());
}
