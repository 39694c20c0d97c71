// Fires and armoured trains on the command line (issue 16: "vehicles and trains, wire, fire"):
// a campaign combat fought on the table, the buildings' fires and the train's speed and hits
// kept in the file, refusals in one line with the file unchanged, and undo-action giving back
// exactly what the action changed.

#include <doctest/doctest.h>

#include "tests/battles/fought_example.hpp"
#include "tests/support/campaign_dump.hpp"

using namespace tachanka;
using namespace tachanka::testing;

namespace {

const JsonValue& buildingNamed(const JsonValue& buildings, const std::string& name) {
    for (const auto& building : buildings.array()) {
        if (building["name"].string() == name) return building;
    }
    FAIL("no building " << name);
    throw std::logic_error("unreachable");
}

}  // namespace

TEST_CASE("battle act fire: a building set alight keeps its markers, spreads each turn, and undo puts it out") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto id = foughtExample(example);
    const auto before = campaignDump(example.file());

    const auto failed = cliJson({"battle", "act", file, id, "fire", "1/9D", "Церковь", "--dice", "2", "--json"});
    CHECK(failed["result"].string() == "no change");
    CHECK(failed["state"]["buildings"].array().empty());

    const auto caught = cliJson({"battle", "act", file, id, "fire", "1/9D", "Церковь", "--dice", "3", "--json"});
    CHECK(caught["result"].string() == "Церковь +1 fire marker");
    CHECK(caught["event"]["target"].string() == "Церковь");
    const auto& church = buildingNamed(caught["state"]["buildings"], "Церковь");
    CHECK(church["fire_markers"].number() == 1);
    CHECK_FALSE(church["destroyed"].boolean());
    CHECK(cli({"battle", "units", file, id}).out.find("Buildings: Церковь: 1 fire marker") !=
          std::string::npos);

    // "At the beginning of each turn, add one more terror marker."
    const auto turn = cliJson({"battle", "act", file, id, "initiative", "--dice", "5,2", "--json"});
    CHECK(buildingNamed(turn["state"]["buildings"], "Церковь")["fire_markers"].number() == 2);
    CHECK(turn["event"]["effects"].string().find("the fire in Церковь spreads: 2 fire markers") !=
          std::string::npos);

    SUBCASE("fighting it: a 6 takes three markers off, which puts out two") {
        const auto fought = cliJson({"battle", "act", file, id, "fire", "2/9D", "Церковь",
                                     "--fight", "--dice", "6", "--json"});
        CHECK(fought["result"].string() == "Церковь fire out");
        CHECK(buildingNamed(fought["state"]["buildings"], "Церковь")["fire_markers"].number() == 0);
    }
    SUBCASE("undo-action takes each step back, down to the file as it was") {
        REQUIRE(cli({"battle", "undo-action", file, id}).exitCode == 0);  // the initiative
        const auto units = cliJson({"battle", "units", file, id, "--json"});
        CHECK(buildingNamed(units["buildings"], "Церковь")["fire_markers"].number() == 1);
        REQUIRE(cli({"battle", "undo-action", file, id}).exitCode == 0);
        CHECK(cliJson({"battle", "units", file, id, "--json"})["buildings"].array().empty());
        // The undo-actions are entries of the log; the campaign's own undo takes them all back.
        for (int action = 0; action < 5; ++action) REQUIRE(cli({"undo", file}).exitCode == 0);
        CHECK(campaignDump(example.file()) == before);
    }
    SUBCASE("refused in one line, the file unchanged") {
        const auto now = campaignDump(example.file());
        for (const auto& arguments : std::vector<std::vector<std::string>>{
                 {"battle", "act", file, id, "fire", "1/9D"},
                 {"battle", "act", file, id, "fire", "1/9D", "Mill", "--fight"},
                 {"battle", "act", file, id, "fire", "1/9D", "A|B"},
                 {"battle", "act", file, id, "train", "1/9D", "--order", "accelerate"}}) {
            CAPTURE(arguments);
            CHECK(isOneLineError(cli(arguments)));
            CHECK(campaignDump(example.file()) == now);
        }
    }
}

TEST_CASE("battle act train and a gun's shot at it: the train's speed and hits are kept, the car named") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto id = foughtExample(example);
    REQUIRE(cli({"battle", "adjust", file, id, "1/1K", "--troop-type", "armoured-train", "--reason",
                 "the Whites' armoured train holds the station"})
                .exitCode == 0);
    REQUIRE(cli({"battle", "adjust", file, id, "2/9D", "--troop-type", "field-guns", "--bases", "2",
                 "--reason", "the division's guns"})
                .exitCode == 0);

    const auto started = cliJson({"battle", "act", file, id, "train", "1/1K", "--order",
                                  "accelerate", "--json"});
    CHECK(started["result"].string() == "1/1K moving 1\"");
    const auto& train = unitCoded(started["state"]["units"], "1/1K")["train"];
    CHECK(train["speed"].number() == 1);
    CHECK(train["forward"].boolean());
    CHECK(train["move_allowance"].number() == 8);
    CHECK(unitCoded(started["state"]["units"], "1/9D")["train"].isNull());

    const auto refused = cli({"battle", "act", file, id, "shoot", "2/9D", "1/1K", "--dice", "4,5,4,4,3,4,2,3"});
    CHECK(isOneLineError(refused));
    CHECK(refused.err.find("say which car of 1/1K the gun aims at") != std::string::npos);

    // A train on the move: early Soviet field guns hit a moving vehicle on 11 + 1 = 12.
    const auto shot = cliJson({"battle", "act", file, id, "shoot", "2/9D", "1/1K", "--car",
                               "turret-artillery", "--car-number", "2", "--dice",
                               "6,6,4,4,3,4,2,3", "--json"});
    CHECK(shot["result"].string() == "1/1K +1 turret-artillery 2 hit");
    const auto& hit = unitCoded(shot["state"]["units"], "1/1K")["train"];
    CHECK(hit["car_hits"]["turret-artillery 2"].number() == 1);
    CHECK(hit["cars_destroyed"].array().empty());
    CHECK(cli({"battle", "units", file, id}).out.find("moving 1\" forward, turret-artillery 2: 1 hit") !=
          std::string::npos);

    const auto odds = cliJson({"battle", "odds", file, id, "train", "1/1K", "--order", "brake", "--json"});
    REQUIRE(odds["outcomes"].array().size() == 1);
    CHECK(odds["outcomes"][0]["result"].string() == "1/1K stopped");

    REQUIRE(cli({"battle", "undo-action", file, id}).exitCode == 0);
    const auto undone = cliJson({"battle", "units", file, id, "--json"});
    CHECK(unitCoded(undone["units"], "1/1K")["train"]["car_hits"].object().empty());
    CHECK(unitCoded(undone["units"], "1/1K")["train"]["speed"].number() == 1);
}
