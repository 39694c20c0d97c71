// The shot's circumstances and the pursuit on the command line (issue 16: "shoot with all
// modifiers and cover", "pursuit", "surrender → prisoners"): a campaign combat of the
// historical scenario fought on the table, its shots measured in inches, a routed unit run
// down by cavalry, and its prisoners carried back to the campaign at the end.

#include <doctest/doctest.h>

#include "tests/battles/fought_example.hpp"
#include "tests/cli/cli_json.hpp"
#include "tests/support/campaign_dump.hpp"

using namespace tachanka;
using namespace tachanka::testing;

namespace {

// Whether the log's cells (joined by "; ") say the test named passed: "1/1K fear test: 6 vs
// 8 → passed".
bool passed(const std::string& cells, const std::string& test) {
    const auto at = cells.find(test + ": ");
    if (at == std::string::npos) return false;
    const auto end = cells.find("; ", at);
    return cells.substr(at, end == std::string::npos ? end : end - at).ends_with("→ passed");
}

}  // namespace

TEST_CASE("battle act shoot takes the distance measured and the players' circumstances") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto id = foughtExample(example);
    // Red Regulars, six bases of 3 and range 12": at 7" it is long range, 9 on the table.
    const auto shot = cliJson({"battle", "act", file, id, "shoot", "1/9D", "1/1K", "--distance",
                               "7", "--cover", "soft", "--enfiladed", "--dice", "1,2", "--json"});
    const auto cell = shot["event"]["table_cell"].string();
    CHECK(cell.starts_with("shot at 7\", soft cover, enfiladed; shooting 9, column "));
    // Its odds take the same words and write nothing.
    const auto before = campaignDump(example.file());
    const auto odds = cliJson({"battle", "odds", file, id, "shoot", "1/9D", "1/1K", "--distance",
                               "7", "--cover", "soft", "--enfiladed", "--json"});
    double total = 0;
    for (const auto& outcome : odds["outcomes"].array()) total += outcome["probability"].number();
    CHECK(total == doctest::Approx(1.0));
    // Beyond the card's range, and --distance beside --long-range: one line, nothing written.
    for (const std::vector<std::string>& refused :
         {std::vector<std::string>{"battle", "act", file, id, "shoot", "1/9D", "1/1K",
                                   "--distance", "13", "--seed", "1"},
          {"battle", "act", file, id, "shoot", "1/9D", "1/1K", "--distance", "6", "--long-range",
           "--seed", "1"},
          {"battle", "act", file, id, "shoot", "1/9D", "1/1K", "--indirect", "sometimes",
           "--seed", "1"},
          {"battle", "act", file, id, "shoot", "1/9D", "1/1K", "--building", "straw", "--seed",
           "1"}}) {
        const auto result = cli(refused);
        CAPTURE(refused);
        CHECK(isOneLineError(result));
        CHECK(campaignDump(example.file()) == before);
    }
    const auto harassing = cli({"battle", "act", file, id, "shoot", "1/9D", "1/1K", "--distance",
                                "13", "--seed", "1"});
    CHECK(harassing.err.find("only harassing fire, which has no casualty effects") !=
          std::string::npos);
}

TEST_CASE("battle act pursue: cavalry run a routed company down and its prisoners go back") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto id = foughtExample(example);
    // Not routing yet: no pursuit.
    CHECK(isOneLineError(cli({"battle", "act", file, id, "pursue", "Cv/9D", "1/1K"})));
    // A fear test of 12 fails: 1/1K routs, and Red Cavalry (12") catch infantry (6") at once.
    REQUIRE(cli({"battle", "act", file, id, "morale", "1/1K", "--dice", "6,6"}).exitCode == 0);
    const auto units = cliJson({"battle", "units", file, id, "--json"})["units"];
    const int bases = static_cast<int>(unitCoded(units, "1/1K")["bases"].number());
    REQUIRE(bases > 0);
    const auto pursued =
        cliJson({"battle", "act", file, id, "pursue", "Cv/9D", "1/1K", "--json"});
    CHECK(pursued["event"]["dice"].array().empty());
    const auto& router = unitCoded(pursued["state"]["units"], "1/1K");
    CHECK(router["bases_lost"].number() == (bases + 1) / 2);
    CHECK(router["surrendered"].number() == bases / 2);
    CHECK(pursued["effects"][0].string() ==
          "1/1K: caught in pursuit, " + std::to_string((bases + 1) / 2) + " destroyed and " +
              std::to_string(bases / 2) + " taken prisoner");
    // The end's preview turns those bases into the Reds' prisoners, in steps.
    const auto preview = cli({"battle", "end", file, id, "--retreat-to",
                              exampleHexes().retreat.label()});
    REQUIRE_MESSAGE(preview.exitCode == 0, preview.err);
    CHECK(preview.out.find("prisoner") != std::string::npos);
}

TEST_CASE("battle act charge takes the direction, the target's choice and the ground") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto id = foughtExample(example);
    const auto before = campaignDump(example.file());
    for (const std::vector<std::string>& refused :
         {std::vector<std::string>{"battle", "act", file, id, "charge", "Cv/9D", "1/1K",
                                   "--direction", "sideways", "--seed", "1"},
          {"battle", "act", file, id, "charge", "Cv/9D", "1/1K", "--defender-modifiers",
           "fortified,flank-or-rear", "--seed", "1"},
          {"battle", "act", file, id, "charge", "Cv/9D", "1/1K", "--counter-charge", "--seed",
           "1"}}) {
        const auto result = cli(refused);
        CAPTURE(refused);
        CHECK(isOneLineError(result));
        CHECK(campaignDump(example.file()) == before);
    }
    CHECK(cli({"battle", "act", file, id, "charge", "Cv/9D", "1/1K", "--counter-charge",
               "--seed", "1"})
              .err.find("only cavalry charged frontally by other cavalry may counter-charge") !=
          std::string::npos);
    // Into the rear: once the charge test is passed, three terror markers before any combat.
    const auto charged = cliJson({"battle", "act", file, id, "charge", "Cv/9D", "1/1K",
                                  "--direction", "rear", "--defender-modifiers", "uphill",
                                  "--seed", "4", "--json"});
    const auto cell = charged["event"]["table_cell"].string();
    CHECK(cell.starts_with("Cv/9D charge test: "));
    bool rearTerror = false;
    for (const auto& effect : charged["effects"].array()) {
        rearTerror = rearTerror || effect.string().find("charged in the rear") != std::string::npos;
    }
    CHECK(rearTerror == (passed(cell, "Cv/9D charge test") && passed(cell, "1/1K fear test")));
}

TEST_CASE("battle act shoot --return-fire: the target fires back at once, a long shot is refused") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto id = foughtExample(example);
    const auto before = campaignDump(example.file());
    // At 10" the Red Regulars (12") shoot at long range: no return fire, nothing written.
    const auto far = cli({"battle", "act", file, id, "shoot", "1/9D", "1/1K", "--distance", "10",
                          "--return-fire", "--seed", "3"});
    CHECK(isOneLineError(far));
    CHECK(far.err.find("returns fire only when shot at close range") != std::string::npos);
    CHECK(campaignDump(example.file()) == before);
    const auto exchange =
        cliJson({"battle", "act", file, id, "shoot", "1/9D", "1/1K", "--distance", "4",
                 "--return-fire", "--return-cover", "soft", "--seed", "3", "--json"});
    bool returned = false;
    for (const auto& effect : exchange["effects"].array()) {
        returned = returned || effect.string() == "1/1K returns fire at 1/9D simultaneously";
    }
    CHECK(returned);
    // Two shots read the Shooting Table: the 1/9D's and the 1/1K's, the second into soft cover.
    const auto cell = exchange["event"]["table_cell"].string();
    const auto firstShot = cell.find("shooting ");
    REQUIRE(firstShot != std::string::npos);
    CHECK(cell.find("shooting ", firstShot + 1) != std::string::npos);
    CHECK(cell.find("soft cover") != std::string::npos);
}
