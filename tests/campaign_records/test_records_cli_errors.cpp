// Every invalid input of the recording commands: exit 2, one line on stderr naming the
// problem, and the campaign file exactly as it was.

#include <doctest/doctest.h>

#include "app/core/officers/officer_actions.hpp"
#include "tests/campaign_records/records_fixture.hpp"
#include "tests/cli/cli.hpp"
#include "tests/support/campaign_dump.hpp"

using tachanka::testing::cli;
using tachanka::testing::isOneLineError;
using tachanka::testing::RecordsCampaign;

TEST_CASE("invalid input to unit, officers, officer and set is refused in one line") {
    RecordsCampaign records;
    const std::string file = records.file().string();
    std::string serving;  // a serving junior officer's id
    for (const auto& officer : tachanka::core::listOfficers(records.file())) {
        if (officer.name == "officer of 1/9D") serving = std::to_string(officer.id);
    }
    REQUIRE_FALSE(serving.empty());
    struct Case {
        std::vector<std::string> args;
        const char* says;  // a part of the one line on stderr
    };
    const std::vector<Case> cases{
        // unit
        {{"unit", file, "9/Nowhere", "--lose", "1"}, "no unit '9/Nowhere'"},
        {{"unit", file, "1/9D", "--side", "Greens", "--lose", "1"}, "no side 'Greens'"},
        {{"unit", file, "1/9D", "--mode", "flying"}, "unknown mode 'flying'"},
        {{"unit", file, "1/9D", "--lose", "9"}, "cannot lose 9"},
        {{"unit", file, "1/9D", "--lose", "0"}, "--lose"},
        {{"unit", file, "1/9D", "--lose", "x"}, "--lose"},
        {{"unit", file, "1/9D", "--recover", "1"}, "cannot recover 1"},
        {{"unit", file, "1/9D", "--entrench", "deep"}, "unknown entrenchment 'deep'"},
        {{"unit", file, "1/9D", "--hex", "99999"}, "four digits"},
        {{"unit", file, "1/9D", "--supplied", "--unsupplied"}, "contradict"},
        {{"unit", file, "1/9D", "--eliminate", "--capture"}, "both eliminated and captured"},
        {{"unit", file, "1/9D", "--battle", "7", "--lose", "1"}, "no battle 7"},
        {{"unit", file, "1/9D"}, "nothing to record"},
        {{"unit", file, "Avrora", "--lose", "1"}, "has not arrived yet"},
        {{"unit", file, "1/9D", "--charge"}, "--charge"},
        {{"unit", file}, "FILE and CODE"},
        // officers
        {{"officers", file, "--side", "Greens"}, "no side 'Greens'"},
        // officer
        {{"officer", file, "--casualty", "9999", "--fate", "killed"}, "no officer 9999"},
        {{"officer", file, "--casualty", serving, "--fate", "bored"},
         "killed, wounded or captured"},
        {{"officer", file, "--casualty", serving}, "--fate"},
        {{"officer", file, "--replace", serving}, "is serving"},
        {{"officer", file, "--replace", "9999"}, "no officer 9999"},
        {{"officer", file, "--draw", "--side", "Greens"}, "no side 'Greens'"},
        {{"officer", file, "--draw"}, "--side"},
        {{"officer", file, "--draw", "--side", "Reds", "--rank", "general"}, "unknown rank"},
        {{"officer", file, "--draw", "--side", "Reds", "--unit", "1/9D"},
         "already has a serving officer"},
        {{"officer", file, "--draw", "--side", "Reds", "--formation", "1st Letton Brigade",
          "--keep", "5"},
         "cannot keep token 5"},
        {{"officer", file, "--draw", "--side", "Reds", "--formation", "1st Letton Brigade",
          "--dice", "1,1,1,1"},
         "typed dice left over"},
        {{"officer", file, "--draw", "--side", "Reds", "--formation", "1st Letton Brigade",
          "--dice", "1"},
         "dice"},
        {{"officer", file, "--draw", "--side", "Reds", "--formation", "Nowhere Division"},
         "no formation 'Nowhere Division'"},
        {{"officer", file}, "one of --draw"},
        {{"officer", file, "--draw", "--casualty", serving}, "one of --draw"},
        // set
        {{"set", file, "unit", "1/Let", "troop_quality", "10", "--reason", "x"}, "from 1 to 9"},
        {{"set", file, "unit", "1/Let", "steps_lost", "99", "--reason", "x"}, "steps_lost"},
        {{"set", file, "unit", "1/Let", "troop_quality", "6"}, "--reason"},
        {{"set", file, "unit", "1/Let", "troop_quality", "6", "--reason", " "}, "needs a reason"},
        {{"set", file, "unit", "1/Let", "morale", "6", "--reason", "x"}, "no field 'morale'"},
        {{"set", file, "unit", "1/Let", "mode", "flying", "--reason", "x"}, "not 'flying'"},
        {{"set", file, "unit", "9/Nowhere", "mode", "march", "--reason", "x"}, "no unit"},
        {{"set", file, "side", "Greens", "prisoners", "1", "--reason", "x"}, "no side 'Greens'"},
        {{"set", file, "officer", "9999", "fate", "killed", "--reason", "x"}, "no officer 9999"},
        {{"set", file, "unit", "1/Let", "hex", "abcd", "--reason", "x"}, "four digits"},
        {{"set", file, "campaign", "game_date", "1919-13-01", "--reason", "x"}, "YYYY-MM-DD"},
        {{"set", file, "unit", "1/Let", "shock", "maybe", "--reason", "x"}, "true or false"},
        {{"set", file, "army", "soviet", "name", "x", "--reason", "x"}, "not 'army'"},
        {{"set", file, "unit", "1/Let", "troop_quality", "--reason", "x"}, "NAME FIELD VALUE"},
    };
    for (const auto& entry : cases) {
        std::string line;
        for (const auto& word : entry.args) line += word + " ";
        CAPTURE(line);
        const auto before = tachanka::testing::campaignDump(records.file());
        const auto result = cli(entry.args);
        CHECK(isOneLineError(result));
        CHECK_MESSAGE(result.err.find(entry.says) != std::string::npos, result.err);
        CHECK(tachanka::testing::campaignDump(records.file()) == before);
    }
}
