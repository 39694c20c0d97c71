// tachanka-cli bnb, end to end: every command, its --help and its --json keys, typed, rolled and
// seeded dice, the odds of every roll, one-line errors, and print qrs checked with poppler.

#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "tests/cli/cli.hpp"
#include "tests/cli/cli_json.hpp"
#include "tests/support/data_home.hpp"
#include "tests/support/json_value.hpp"
#include "tests/support/poppler.hpp"
#include "tests/support/temp_folder.hpp"

using tachanka::testing::cli;
using tachanka::testing::cliJson;
using tachanka::testing::freshHome;
using tachanka::testing::isOneLineError;
using tachanka::testing::JsonValue;
using tachanka::testing::TempFolder;

namespace {

std::string fractionOf(const JsonValue& odds, const std::string& result) {
    for (const auto& outcome : odds["outcomes"].array()) {
        if (outcome["result"].string() == result) return outcome["fraction"].string();
    }
    return "0";
}

}  // namespace

TEST_CASE("bnb --help lists every command, and each command has its --help") {
    const auto overview = cli({"bnb", "--help"});
    REQUIRE(overview.exitCode == 0);
    for (const char* command :
         {"move-cost", "initiative", "mechanical-failure", "fire", "artillery", "assault", "melee",
          "overrun", "morale", "cohesion", "attached-mg", "command", "pass-down", "boost",
          "leader-casualty", "odds"}) {
        CAPTURE(command);
        CHECK(overview.out.find(std::string("\n  ") + command + " ") != std::string::npos);
        const auto help = cli({"bnb", command, "--help"});
        CHECK(help.exitCode == 0);
        CHECK(help.out.starts_with("usage: tachanka-cli bnb " + std::string(command)));
    }
    const auto top = cli({"--help"});
    CHECK(top.out.find("bnb") != std::string::npos);
}

TEST_CASE("bnb move-cost: cost in MP, or prohibited") {
    const auto hills =
        cliJson({"bnb", "move-cost", "--unit", "cavalry", "--terrain", "hills", "--json"});
    CHECK(hills["cost"].number() == doctest::Approx(1.5));
    CHECK_FALSE(hills["prohibited"].boolean());
    const auto woods =
        cliJson({"bnb", "move-cost", "--unit", "tank", "--terrain", "woods", "--json"});
    CHECK(woods["prohibited"].boolean());
    CHECK_FALSE(woods.object().contains("cost"));
    const auto road = cliJson(
        {"bnb", "move-cost", "--unit", "infantry", "--terrain", "road", "--road-column", "--json"});
    CHECK(road["cost"].number() == doctest::Approx(0.5));
    const auto wire = cliJson(
        {"bnb", "move-cost", "--unit", "cavalry", "--terrain", "normal", "--wire", "--json"});
    CHECK(wire["prohibited"].boolean());
    CHECK(cli({"bnb", "move-cost", "--unit", "armored-car", "--terrain", "ford"})
              .out.starts_with("P: prohibited"));
}

TEST_CASE("bnb fire: hits of the typed dice, entrenchments two for one") {
    const auto open = cliJson({"bnb", "fire", "--unit", "infantry", "--stands", "2", "--target",
                               "open", "--dice", "5,6,4,1", "--json"});
    CHECK(open["hits"].number() == 2);
    const auto dug = cliJson({"bnb", "fire", "--unit", "mg", "--stands", "1", "--target", "other",
                              "--entrenched", "--dice", "6,6,6,5,1", "--json"});
    CHECK(dug["hits"].number() == 1);
    const auto column = cliJson({"bnb", "fire", "--unit", "cavalry", "--stands", "1", "--target",
                                 "column", "--dice", "5", "--json"});
    CHECK(column["hits"].number() == 1);
    const auto seeded = cliJson({"bnb", "fire", "--unit", "mg", "--stands", "1", "--target", "open",
                                 "--seed", "7", "--json"});
    CHECK(seeded["dice"].number() == 5);
    CHECK(seeded.object().contains("hits"));
}

TEST_CASE("bnb artillery: zeroed and hits, heavy guns not adjacent") {
    const auto town = cliJson({"bnb", "artillery", "--gun", "field", "--range", "7", "--target",
                               "town", "--dice", "3,4,5,6,4,1", "--json"});
    CHECK(town["zeroed"].boolean());
    CHECK(town["hits"].number() == 2);
    const auto missed = cliJson({"bnb", "artillery", "--gun", "field", "--range", "9", "--target",
                                 "open", "--modifier", "out-of-sight", "--dice", "6,6", "--json"});
    CHECK_FALSE(missed["zeroed"].boolean());
    const auto again =
        cliJson({"bnb", "artillery", "--gun", "field", "--range", "9", "--target", "open",
                 "--modifier", "consecutive-stationary", "--dice", "3,3,1,1,1,1", "--json"});
    CHECK(again["zeroed"].boolean());
    const auto adjacent = cliJson({"bnb", "artillery", "--gun", "heavy", "--range", "1", "--target",
                                   "open", "--seed", "1", "--json"});
    CHECK_FALSE(adjacent["allowed"].boolean());
    const auto tank =
        cliJson({"bnb", "artillery", "--gun", "heavy", "--range", "3", "--target", "open",
                 "--against", "tank", "--dice", "1,1,1,6,5,5,6,1,1,4,5", "--json"});
    CHECK(tank["vehicle_damage"].array().size() == 2);
    CHECK(tank["vehicle_damage"].array()[1].string() == "knocked-out");
}

TEST_CASE("bnb assault: the Losses table by the winner's roll") {
    const auto six = cliJson({"bnb", "assault", "--winner-roll", "6", "--json"});
    CHECK(six["winner_losses"].number() == 1);
    CHECK(six["loser_losses"].number() == 4);
    const auto one = cliJson({"bnb", "assault", "--winner-roll", "1", "--json"});
    CHECK(one["winner_losses"].number() == 0);
    CHECK(one["loser_losses"].number() == 1);
    CHECK(cliJson({"bnb", "assault", "--seed", "3", "--json"}).object().contains("loser_losses"));
    CHECK(isOneLineError(cli({"bnb", "assault", "--winner-roll", "7"})));
}

TEST_CASE("bnb melee and overrun with typed dice") {
    const auto melee = cliJson({"bnb", "melee", "--attacker-modifier",
                                "cavalry-vs-infantry-in-open", "--dice", "2,4,6", "--json"});
    CHECK(melee["winner"].string() == "attacker");
    CHECK(melee["loser_losses"].number() == 4);
    const auto overrun = cliJson({"bnb", "overrun", "--vehicle", "armored-car", "--stands", "2",
                                  "--dice", "4,6,2,5", "--json"});
    CHECK(overrun["enemy_hit"].boolean());
    CHECK(overrun["vehicle_hits"].number() == 1);
}

TEST_CASE("bnb morale: passed and result, repeated modifiers, provisional reading") {
    const auto failed = cliJson({"bnb", "morale", "--occasion", "taking-losses", "--level", "3",
                                 "--modifier", "stand-lost", "--modifier", "stand-lost",
                                 "--modifier", "leader", "--roll", "4", "--json"});
    CHECK_FALSE(failed["passed"].boolean());
    CHECK(failed["result"].string() == "fall back one hex and take a Cohesion Roll");
    const auto passed =
        cliJson({"bnb", "morale", "--occasion", "unpin", "--level", "2", "--roll", "3", "--json"});
    CHECK(passed["passed"].boolean());
    CHECK(passed["result"].string() == "passed");
    const auto lostLeader = cliJson({"bnb", "morale", "--occasion", "leader-killed", "--level", "3",
                                     "--modifier", "leader-rating", "--roll", "2", "--json"});
    CHECK(lostLeader["provisional"].boolean());
    const auto wrong = cli({"bnb", "morale", "--occasion", "unpin", "--level", "2", "--modifier",
                            "won-melee", "--roll", "3"});
    CHECK(isOneLineError(wrong));
    CHECK(wrong.err.find("won-melee") != std::string::npos);
}

TEST_CASE("bnb cohesion, command, boost, pass-down, leader-casualty, attached-mg") {
    CHECK(cliJson({"bnb", "cohesion", "--level", "3", "--roll", "3", "--json"})["stand_lost"]
              .boolean());
    CHECK_FALSE(cliJson({"bnb", "cohesion", "--level", "3", "--roll", "4", "--json"})["stand_lost"]
                    .boolean());
    CHECK(cliJson({"bnb", "command", "--rating", "3", "--roll", "4", "--json"})["cp"].number() ==
          7);
    CHECK(cliJson({"bnb", "command", "--no-leaders", "--roll", "2", "--json"})["cp"].number() == 2);
    CHECK(cliJson({"bnb", "pass-down", "--cp", "7", "--json"})["received"].number() == 3);
    CHECK(cliJson({"bnb", "boost", "--rating", "2", "--roll", "2", "--json"})["boosted"].boolean());
    const auto seized = cliJson({"bnb", "leader-casualty", "--fire", "close-assault",
                                 "--lost-assault", "--dice", "6,3", "--json"});
    CHECK(seized["fate"].string() == "seriously-wounded");
    CHECK(seized["captured"].boolean());
    CHECK(cliJson({"bnb", "attached-mg", "--stands", "6", "--lost", "3", "--roll", "3",
                   "--json"})["result"]
              .string() == "mg-stand-removed");
    CHECK(cliJson({"bnb", "initiative", "--holder", "second", "--dice", "4,3,5,2",
                   "--json"})["initiative"]
              .string() == "second");
    CHECK(cliJson({"bnb", "mechanical-failure", "--vehicle", "armored-car", "--roll", "2",
                   "--json"})["failed"]
              .boolean());
}

TEST_CASE("bnb dice errors are one line: too few, too many, both roll and seed, none") {
    CHECK(isOneLineError(cli({"bnb", "fire", "--unit", "infantry", "--stands", "1", "--target",
                              "open", "--dice", "5"})));
    CHECK(isOneLineError(cli({"bnb", "fire", "--unit", "infantry", "--stands", "1", "--target",
                              "open", "--dice", "5,5,5"})));
    CHECK(isOneLineError(cli({"bnb", "cohesion", "--level", "3", "--roll", "3", "--seed", "2"})));
    CHECK(isOneLineError(cli({"bnb", "cohesion", "--level", "3"})));
    CHECK(isOneLineError(cli({"bnb", "cohesion", "--level", "3", "--roll", "7"})));
    CHECK(isOneLineError(cli({"bnb", "command", "--rating", "4", "--roll", "3"})));
    CHECK(isOneLineError(cli({"bnb", "fire", "--unit", "infantry", "--stands", "3", "--target",
                              "open", "--seed", "1"})));
}

TEST_CASE("bnb odds of every roll, as counted by hand") {
    const auto fire = cliJson({"bnb", "odds", "fire", "--unit", "infantry", "--stands", "1",
                               "--target", "open", "--json"});
    CHECK(fractionOf(fire, "1 hit") == "4/9");
    const auto artillery = cliJson({"bnb", "odds", "artillery", "--gun", "field", "--range", "12",
                                    "--target", "open", "--json"});
    CHECK(fractionOf(artillery, "not zeroed") == "35/36");
    CHECK(fractionOf(cliJson({"bnb", "odds", "assault", "--json"}), "winner 1, loser 2") == "1/3");
    const auto morale =
        cliJson({"bnb", "odds", "morale", "--occasion", "unpin", "--level", "3", "--json"});
    CHECK(fractionOf(morale, "passed") == "1/2");
    CHECK(fractionOf(cliJson({"bnb", "odds", "cohesion", "--level", "4", "--json"}),
                     "stand lost") == "2/3");
    CHECK(fractionOf(cliJson({"bnb", "odds", "command", "--rating", "2", "--json"}), "8 CP") ==
          "1/6");
    CHECK(fractionOf(
              cliJson({"bnb", "odds", "mechanical-failure", "--vehicle", "armored-car", "--json"}),
              "mechanical failure") == "1/36");
    CHECK(fractionOf(cliJson({"bnb", "odds", "initiative", "--holder", "first", "--json"}),
                     "first player") == "721/1296");
    CHECK(fractionOf(cliJson({"bnb", "odds", "leader-casualty", "--fire", "artillery", "--json"}),
                     "killed") == "1/36");
    CHECK(fractionOf(cliJson({"bnb", "odds", "boost", "--rating", "2", "--json"}), "boost") ==
          "1/3");
    CHECK(cliJson({"bnb", "odds", "melee", "--json"})["outcomes"].array().size() == 10);
    CHECK(cliJson({"bnb", "odds", "overrun", "--vehicle", "tank", "--json"})["outcomes"]
              .array()
              .size() > 1);
    CHECK(isOneLineError(cli({"bnb", "odds", "cohesion", "--level", "3", "--roll", "2"})));
}

TEST_CASE("the odds calculator's pages for bullets-and-bolsheviks agree with bnb odds") {
    const auto page =
        cliJson({"odds", "bullets-and-bolsheviks", "cohesion", "--level", "2", "--json"});
    const auto own = cliJson({"bnb", "odds", "cohesion", "--level", "2", "--json"});
    CHECK(fractionOf(page["lists"].array()[0], "stand lost") == fractionOf(own, "stand lost"));
    for (const char* form : {"fire", "artillery", "assault", "morale", "cohesion", "command",
                             "mechanical-failure", "leaders"}) {
        CAPTURE(form);
        CHECK(cli({"odds", "bullets-and-bolsheviks", form, "--json"}).exitCode == 0);
    }
}

TEST_CASE("print qrs --system bullets-and-bolsheviks writes an A4 landscape sheet") {
    const TempFolder folder;
    const auto pdf = folder / "bnb.pdf";
    const auto printed =
        cli({"print", "qrs", "--system", "bullets-and-bolsheviks", "-o", pdf.string()},
            freshHome(folder));
    REQUIRE(printed.exitCode == 0);
    CHECK(tachanka::testing::pdfInfo(pdf).at("Page size").find("841.89 x 595.276") !=
          std::string::npos);
    CHECK(tachanka::testing::pdfProblems(pdf).empty());
    const std::string text = tachanka::testing::pdfText(pdf);
    for (const char* words : {"Bullets & Bolsheviks — quick-reference sheet", "Turn sequence",
                              "Tachankas", "Small arms target", "Zeroing dice", "Tank hit",
                              "Battery hit", "Winner's d6", "Armoured overrun", "Losing melee",
                              "Leader's hex under", "Stacking", "provisional: Leader killed"}) {
        CAPTURE(words);
        CHECK(text.find(words) != std::string::npos);
    }
}

TEST_CASE("bnb odds of a heavy gun are counted over its nine dice and its damage rolls") {
    const auto heavy = cliJson({"bnb", "odds", "artillery", "--gun", "heavy", "--range", "4",
                                "--target", "trench", "--json"});
    CHECK(fractionOf(heavy, "not zeroed") == "1/216");
}

TEST_CASE(
    "a user's bullets-and-bolsheviks.xml overrides the shipped one, its errors name the file") {
    const tachanka::testing::IsolatedDataHome home;
    const auto rules = home.path() / "tachanka" / "templates" / "rules";
    std::filesystem::create_directories(rules);
    std::string text = tachanka::testing::readFile(std::filesystem::path(TACHANKA_SOURCE_DIR) /
                                                   "templates/rules/bullets-and-bolsheviks.xml");
    const std::string row6 = "<losses roll=\"6\" winner=\"1\" loser=\"4\"/>";
    const auto at = text.find(row6);
    REQUIRE(at != std::string::npos);
    text.replace(at, row6.size(), "<losses roll=\"6\" winner=\"0\" loser=\"5\"/>");
    tachanka::testing::writeFile(rules / "bullets-and-bolsheviks.xml", text);
    const auto house = cliJson({"bnb", "assault", "--winner-roll", "6", "--json"});
    CHECK(house["winner_losses"].number() == 0);
    CHECK(house["loser_losses"].number() == 5);
    tachanka::testing::writeFile(rules / "bullets-and-bolsheviks.xml",
                                 "<bullets-and-bolsheviks><bogus/></bullets-and-bolsheviks>");
    const auto broken = cli({"bnb", "cohesion", "--level", "3", "--roll", "2"});
    CHECK(isOneLineError(broken));
    CHECK(broken.err.find("bullets-and-bolsheviks.xml:1:") != std::string::npos);
}
