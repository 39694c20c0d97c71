// "Permitted Actions": one action a segment, the free ones beside it, the forfeited segment,
// and horse artillery's half move with limbering; and ra actions end to end.

#include <doctest/doctest.h>

#include "rules/redactions/field/segment_actions.hpp"
#include "tests/armies/field_tables.hpp"
#include "tests/cli/cli.hpp"
#include "tests/support/json_value.hpp"

using namespace tachanka::rules::redactions;
using tachanka::testing::cli;
using tachanka::testing::isOneLineError;
using tachanka::testing::JsonValue;
using tachanka::testing::shippedFieldTables;

namespace {

SegmentCheck check(const std::vector<std::string>& actions, bool horseArtillery = false,
                   bool forced = false) {
    return checkSegment(shippedFieldTables().segmentActions, actions, horseArtillery, forced);
}

}  // namespace

TEST_CASE("\"A unit may perform one, and only one, of the following in its action segment\"") {
    const auto& rules = shippedFieldTables().segmentActions;
    for (const auto* id : {"move", "charge", "divide-or-combine", "hide", "rally-from-terror",
                           "rally-from-rout", "take-possession", "mount-or-limber",
                           "engineering"}) {
        CAPTURE(id);
        CHECK(rules.actionNamed(id).exclusive);
        CHECK(check({id}).allowed);
    }
    CHECK(rules.actionNamed("move").text == "Move, with the option of shooting first");
    const auto two = check({"move", "rally-from-terror"});
    CHECK_FALSE(two.allowed);
    CHECK(two.reason.find("one, and only one") != std::string::npos);
    CHECK(check({"move"}).moveQuarters == 4);
    CHECK_THROWS_AS(check({"dance"}), std::invalid_argument);
}

TEST_CASE("\"It may also attempt the following ... which do not necessarily forbid other "
          "actions above\"") {
    const auto& rules = shippedFieldTables().segmentActions;
    for (const auto* id :
         {"change-formation", "free-vehicle", "scout", "senior-officer", "rally-from-pinned"}) {
        CAPTURE(id);
        CHECK_FALSE(rules.actionNamed(id).exclusive);
    }
    CHECK(check({"move", "change-formation", "scout", "rally-from-pinned"}).allowed);
}

TEST_CASE("\"If a unit is forced ... to make an action out of sequence, before it has had a "
          "chance to have its own action segment, it forfeits any later voluntary action\"") {
    const auto forced = check({"move"}, false, true);
    CHECK_FALSE(forced.allowed);
    CHECK(forced.moveQuarters == 0);
    CHECK(forced.reason.find("forfeits") != std::string::npos);
}

TEST_CASE("\"Horse artillery may move half a move and limber or unlimber in the same action "
          "segment\"") {
    const auto horse = check({"move", "mount-or-limber"}, true);
    CHECK(horse.allowed);
    CHECK(horse.moveQuarters == 2);
    CHECK_FALSE(check({"move", "mount-or-limber"}, false).allowed);  // other artillery
    CHECK_FALSE(check({"move", "hide"}, true).allowed);
}

TEST_CASE("ra actions end to end") {
    const auto horse = cli(
        {"ra", "actions", "--do", "move,mount-or-limber", "--horse-artillery", "--json"});
    REQUIRE(horse.exitCode == 0);
    const auto json = JsonValue::parse(horse.out);
    CHECK(json["allowed"].boolean());
    CHECK(json["move"].number() == 0.5);
    const auto list = cli({"ra", "actions"});
    CHECK(list.out.find("rally-from-terror") != std::string::npos);
    CHECK_FALSE(JsonValue::parse(cli({"ra", "actions", "--do", "move", "--forced", "--json"}).out)
                    ["allowed"]
                        .boolean());
    CHECK(isOneLineError(cli({"ra", "actions", "--do", "move,dance"})));
}
