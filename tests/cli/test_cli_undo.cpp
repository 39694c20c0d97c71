// undo end to end: a run of different actions taken back one by one, each time to exactly
// the campaign before it, down to the creation, which stays.

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "tests/cli/cli.hpp"
#include "tests/support/campaign_dump.hpp"
#include "tests/support/temp_folder.hpp"

using tachanka::testing::campaignDump;
using tachanka::testing::cli;
using tachanka::testing::freshHome;
using tachanka::testing::isOneLineError;
using tachanka::testing::TempFolder;

TEST_CASE("undo walks a campaign back action by action to its creation, and no further") {
    TempFolder folder;
    const auto file = (folder / "club.tachanka").string();
    const auto home = freshHome(folder);
    REQUIRE(cli({"new", file, "--scenario", "historical", "--seed", "1919"}, home).exitCode == 0);
    const std::vector<std::vector<std::string>> actions{
        {"turn", file, "--advance"},
        {"unit", file, "1/1K", "--lose", "2", "--reason", "attack on Kromy"},
        {"recruit", file, "--unit", "1/1K", "--steps", "1"},
        {"prisoners", file, "--side", "reds", "--add", "3", "--override", "--reason", "a raid"},
        {"set", file, "unit", "1/Let", "troop_quality", "6", "--reason", "errata"},
        {"turn", file, "--advance"},
    };
    std::vector<std::string> dumps{campaignDump(file)};
    for (const auto& action : actions) {
        CAPTURE(action[0]);
        REQUIRE(cli(action, home).exitCode == 0);
        dumps.push_back(campaignDump(file));
    }
    for (auto expected = dumps.rbegin() + 1; expected != dumps.rend(); ++expected) {
        const auto undone = cli({"undo", file}, home);
        REQUIRE(undone.exitCode == 0);
        CHECK(undone.out.rfind("undone: ", 0) == 0);
        CHECK(campaignDump(file) == *expected);
    }
    const auto refused = cli({"undo", file}, home);
    CHECK(isOneLineError(refused));
    CHECK(refused.err.find("nothing to undo") != std::string::npos);
    CHECK(campaignDump(file) == dumps.front());
}
