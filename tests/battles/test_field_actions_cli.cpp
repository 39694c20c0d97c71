// Digging in, barbed wire and a vehicle's tests on the command line (issue 16: "vehicles and
// trains, wire, fire, digging in"): a campaign combat fought on the table, the state each
// action leaves kept in the file, its refusals in one line, and an undo that gives it back.

#include <doctest/doctest.h>

#include "tests/battles/fought_example.hpp"
#include "tests/support/campaign_dump.hpp"

using namespace tachanka;
using namespace tachanka::testing;

TEST_CASE("battle act dig, wire and vehicle keep foxholes, wire and breakdowns in the battle") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto id = foughtExample(example);

    const auto dug = cliJson({"battle", "act", file, id, "dig", "1/9D", "--tools", "--json"});
    CHECK(dug["event"]["origin"].string() == "none");
    const auto units = cliJson({"battle", "units", file, id, "--json"});
    CHECK(unitCoded(units["units"], "1/9D")["foxholes"].number() == 2);  // ½ column
    CHECK(unitCoded(units["units"], "1/9D")["in_wire"].boolean() == false);
    CHECK(cli({"battle", "units", file, id}).out.find("foxholes ½ column") != std::string::npos);

    REQUIRE(cli({"battle", "act", file, id, "wire", "2/9D"}).exitCode == 0);
    const auto entered = cliJson({"battle", "units", file, id, "--json"});
    CHECK(unitCoded(entered["units"], "2/9D")["in_wire"].boolean());
    const auto through =
        cliJson({"battle", "act", file, id, "wire", "2/9D", "--dice", "5,6", "--json"});
    CHECK(through["result"].string() == "2/9D through the wire");
    CHECK(!unitCoded(through["state"]["units"], "2/9D")["in_wire"].boolean());

    SUBCASE("refused in one line, the file unchanged") {
        const auto before = campaignDump(example.file());
        for (const auto& arguments : std::vector<std::vector<std::string>>{
                 {"battle", "act", file, id, "dig", "Cv/9D"},
                 {"battle", "act", file, id, "wire", "Cv/9D"},
                 {"battle", "act", file, id, "vehicle", "1/9D"},
                 {"battle", "act", file, id, "vehicle", "1/9D", "--check", "fly"}}) {
            CAPTURE(arguments);
            CHECK(isOneLineError(cli(arguments)));
            CHECK(campaignDump(example.file()) == before);
        }
    }
}

TEST_CASE("battle act vehicle: an armoured car breaks down after a fast move, undone by undo-action") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto id = foughtExample(example);
    const auto adjusted = cli({"battle", "adjust", file, id, "1/1K", "--troop-type",
                               "armoured-car", "--reason",
                               "the club fields the Kornilovs' armoured car"});
    INFO(adjusted.err);
    REQUIRE(adjusted.exitCode == 0);
    const auto before = campaignDump(example.file());
    const auto broken = cliJson({"battle", "act", file, id, "vehicle", "1/1K", "--check",
                                 "fast-move", "--dice", "1", "--json"});
    CHECK(broken["result"].string() == "1/1K broken-down");
    CHECK(unitCoded(broken["state"]["units"], "1/1K")["vehicle"].string() == "broken-down");
    const auto refused = cli({"battle", "act", file, id, "vehicle", "1/1K", "--check",
                              "obstacle", "--dice", "3"});
    CHECK(isOneLineError(refused));
    CHECK(refused.err.find("did not move: it is broken down") != std::string::npos);
    REQUIRE(cli({"battle", "undo-action", file, id}).exitCode == 0);
    const auto undone = cliJson({"battle", "units", file, id, "--json"});
    CHECK(unitCoded(undone["units"], "1/1K")["vehicle"].string() == "running");
    const auto going = cliJson({"battle", "act", file, id, "vehicle", "1/1K", "--check",
                                "obstacle", "--dice", "2", "--json"});
    CHECK(going["result"].string() == "1/1K stuck");
    CHECK(campaignDump(example.file()) != before);
}
