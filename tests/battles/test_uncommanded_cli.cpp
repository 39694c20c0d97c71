// `battle act … handover UNIT` on the command line (issues 16 and 17): an uncommanded unit of a
// campaign combat fought on the table dices for its order on the Actions Table; its state in
// the battle gives the risk factor, the order's effect stays in the file, undo gives it back.

#include <doctest/doctest.h>

#include "tests/battles/fought_example.hpp"
#include "tests/support/campaign_dump.hpp"

using namespace tachanka;
using namespace tachanka::testing;

TEST_CASE("battle act handover: RF1-2 with an enemy in range, a 2 halts the unit: pinned") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto id = foughtExample(example);
    const auto before = campaignDump(example.file());
    // The odds take the same words, write nothing, and know the d6: a 2 of six halts it.
    const auto odds = cliJson(
        {"battle", "odds", file, id, "handover", "1/9D", "--enemy-in-range", "--json"});
    double pinned = 0;
    for (const auto& outcome : odds["outcomes"].array()) {
        if (outcome["result"].string() == "1/9D pinned") pinned = outcome["probability"].number();
    }
    CHECK(pinned == doctest::Approx(1.0 / 6));
    CHECK(campaignDump(example.file()) == before);

    const auto halted = cliJson({"battle", "act", file, id, "handover", "1/9D",
                                 "--enemy-in-range", "--dice", "2", "--json"});
    CHECK(halted["result"].string() == "1/9D pinned");
    CHECK(halted["event"]["table_cell"].string() ==
          "Actions Table firearms RF1-2, d6 2: Halt in position facing the nearest enemy");
    CHECK(unitCoded(halted["state"]["units"], "1/9D")["pinned"].boolean());

    SUBCASE("undo-action gives the unit back its state") {
        REQUIRE(cli({"battle", "undo-action", file, id}).exitCode == 0);
        const auto undone = cliJson({"battle", "units", file, id, "--json"});
        CHECK_FALSE(unitCoded(undone["units"], "1/9D")["pinned"].boolean());
    }
    SUBCASE("a bad order table or unit is one line, and the file stays as it was") {
        const auto acted = campaignDump(example.file());
        for (const auto& arguments : std::vector<std::vector<std::string>>{
                 {"battle", "act", file, id, "handover", "1/9D", "--table", "artillery"},
                 {"battle", "act", file, id, "handover", "9/9D", "--seed", "1"},
                 {"battle", "act", file, id, "handover", "1/9D", "--hero", "--seed", "x"}}) {
            CAPTURE(arguments);
            CHECK(isOneLineError(cli(arguments)));
            CHECK(campaignDump(example.file()) == acted);
        }
    }
}
