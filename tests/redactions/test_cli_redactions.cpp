// tachanka-cli ra shoot / combat / morale / odds, end to end.

#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "tests/cli/cli.hpp"
#include "tests/cli/cli_json.hpp"
#include "tests/support/data_home.hpp"
#include "tests/support/json_value.hpp"
#include "tests/support/temp_folder.hpp"

using tachanka::testing::cli;
using tachanka::testing::cliJson;
using tachanka::testing::isOneLineError;
using tachanka::testing::JsonValue;

namespace {

double probabilityOf(const JsonValue& odds, const std::string& result) {
    for (const auto& outcome : odds["outcomes"].array()) {
        if (outcome["result"].string() == result) return outcome["probability"].number();
    }
    return 0;
}

}  // namespace

TEST_CASE("ra shoot --total 13 --roll 9: column 13-16, 2 x Ter") {
    const auto json = cliJson({"ra", "shoot", "--total", "13", "--roll", "9", "--json"});
    CHECK(json["column"].string() == "13-16");
    CHECK(json["result"].string() == "2 x Ter");
    CHECK(json["effects"].array().size() == 2);
    CHECK(
        cliJson({"ra", "shoot", "--total", "13", "--roll", "12", "--shift", "5", "--json"})["column"]
            .string() == "37+");
    CHECK(cliJson({"ra", "shoot", "--total", "1", "--roll", "12", "--json"})["result"].string() ==
          "-");
}

TEST_CASE("ra shoot with the full inputs reports the total and column") {
    const auto json =
        cliJson({"ra", "shoot", "--value", "3", "--bases", "5", "--terror", "1", "--long-range",
                "--cover", "soft", "--enfiladed", "--roll", "10", "--json"});
    CHECK(json["total"].number() == 6);  // 3 × 4 effective bases × ½
    CHECK(json["shift"].number() == 0);  // +1 enfiladed, -1 soft cover
    CHECK(json["column"].string() == "5-8");
    CHECK(json["result"].string() == "Ter");
    const auto mg = cliJson(
        {"ra", "shoot", "--value", "5", "--bases", "2", "--mg-close", "--roll", "11", "--json"});
    CHECK(mg["column"].string() == "21-24");
    CHECK(mg["result"].string() == "Kill! S! Off");
    const auto human = cli({"ra", "shoot", "--total", "13", "--roll", "9"});
    CHECK(human.exitCode == 0);
    CHECK(human.out.find("column 13-16") != std::string::npos);
}

TEST_CASE("ra shoot --cover foxholes-2: \"up to 3 columns of cover by digging foxholes\", which "
          "\"ignore a first 'retire' result\"") {
    const auto json = cliJson({"ra", "shoot", "--value", "6", "--bases", "3", "--cover",
                               "foxholes-2", "--roll", "6", "--json"});
    CHECK(json["shift"].number() == -2);
    CHECK(json["column"].string() == "9-12");
    CHECK(json["result"].string() == "Ret");
    const auto& effects = json["effects"].array();
    REQUIRE(effects.size() == 2);
    CHECK(effects[1].string() == "in foxholes a first retire result is ignored");
}

TEST_CASE("ra combat: ratio column and result, equal strengths to the charger") {
    const auto json =
        cliJson({"ra", "combat", "--stronger", "6", "--weaker", "4", "--roll", "6", "--json"});
    CHECK(json["column"].string() == "3:2");
    CHECK(json["result"].string() == "W/Retires 1 x Ter");
    // Bare strengths carry no bases or markers, so no side's state is made up.
    CHECK_FALSE(json.object().contains("charger"));
    CHECK_FALSE(json.object().contains("defender"));
    const auto equal = cliJson({"ra", "combat", "--stronger", "4", "--weaker", "4", "--charger",
                               "weaker", "--roll", "2", "--json"});
    CHECK(equal["column"].string() == "Advantage");
    CHECK(equal["result"].string() == "S/Defeated");
    CHECK(equal["charger_is_stronger"].boolean());
    const auto fortified =
        cliJson({"ra", "combat", "--stronger", "6", "--weaker", "4", "--weaker-modifiers",
                "fortified,uphill", "--roll", "7", "--json"});
    CHECK(fortified["stronger"].number() == doctest::Approx(7.0));  // 4 × 175%
    CHECK_FALSE(fortified["charger_is_stronger"].boolean());
    CHECK(fortified["column"].string() == "Advantage");
}

TEST_CASE("ra morale: pass, 12 always fails, bonuses") {
    CHECK(cliJson({"ra", "morale", "--test", "fear", "--target", "7", "--roll", "7",
                  "--json"})["passed"]
              .boolean());
    CHECK_FALSE(cliJson({"ra", "morale", "--test", "fear", "--target", "13", "--roll", "12",
                        "--json"})["passed"]
                    .boolean());
    const auto bonus = cliJson({"ra", "morale", "--test", "serious", "--target", "6", "--roll", "9",
                               "--officer-bonus", "1", "--senior-bonus", "1", "--senior-distance",
                               "3", "--earthworks", "--enemy-behind-flank", "--json"});
    CHECK(bonus["target"].number() == 8);
    CHECK_FALSE(bonus["passed"].boolean());
    CHECK(bonus["effects"][0].string() == "retires immediately");
    const auto rally = cliJson({"ra", "morale", "--test", "rally", "--target", "6", "--roll", "11",
                               "--rout-rule", "standard", "--json"});
    CHECK(rally["effects"][0].string() == "removed from the game permanently");
}

TEST_CASE("ra morale --night-or-fog: \"All units add +1 to morale rolls\" (Weather)") {
    const auto night = cliJson({"ra", "morale", "--test", "fear", "--target", "7", "--roll", "7",
                               "--night-or-fog", "--json"});
    CHECK(night["roll"].number() == 7);
    CHECK(night["score"].number() == 8);
    CHECK(night["target"].number() == 7);
    CHECK_FALSE(night["passed"].boolean());
    const auto odds = cliJson({"ra", "odds", "morale", "--test", "fear", "--target", "7",
                              "--night-or-fog", "--json"});
    CHECK(probabilityOf(odds, "passed") == doctest::Approx(15.0 / 36));  // 2d6 of 6 or less
    const auto help = cli({"ra", "morale", "--help"});
    CHECK(help.out.find("+1 to the roll") != std::string::npos);
}

TEST_CASE("ra odds: outcomes sum to one and match counting") {
    const auto shoot = cliJson({"ra", "odds", "shoot", "--total", "13", "--json"});
    double sum = 0;
    for (const auto& outcome : shoot["outcomes"].array()) sum += outcome["probability"].number();
    CHECK(sum == doctest::Approx(1.0));
    CHECK(probabilityOf(shoot, "2 x Ter") == doctest::Approx(4.0 / 36));
    const auto combat =
        cliJson({"ra", "odds", "combat", "--stronger", "8", "--weaker", "4", "--json"});
    CHECK(probabilityOf(combat, "W/Defeated") == doctest::Approx(6.0 / 36));  // 2:1, 10-12
    const auto morale =
        cliJson({"ra", "odds", "morale", "--test", "charge", "--target", "8", "--json"});
    CHECK(probabilityOf(morale, "passed") == doctest::Approx(26.0 / 36));
}

TEST_CASE("ra direct-hit and ra officer-casualty, and their odds") {
    const auto wood = cliJson({"ra", "direct-hit", "--guns", "2", "--target", "building",
                              "--building", "wood", "--rolls", "10,3,9", "--json"});
    CHECK(wood["number"].number() == 9);
    CHECK(wood["hits"].number() == 1);
    CHECK(wood["building_destroyed"].boolean());
    const auto far = cliJson({"ra", "direct-hit", "--gun", "other", "--km", "1", "--early-soviet",
                             "--rolls", "12", "--json"});
    CHECK(far["number"].number() == 13);  // 11 + 1 per km + 1 early Soviet: cannot hit
    CHECK(far["hits"].number() == 0);
    const auto again = cliJson({"ra", "direct-hit", "--gun", "other", "--km", "1",
                               "--stationary-again", "--rolls", "11", "--json"});
    CHECK(again["number"].number() == 11);
    CHECK(again["hits"].number() == 1);
    const auto hitOdds = cliJson({"ra", "odds", "direct-hit", "--json"});
    CHECK(probabilityOf(hitOdds, "1 hit") == doctest::Approx(6.0 / 36));  // field gun 10+
    const auto officers = cliJson({"ra", "officer-casualty", "--officers", "2", "--source",
                                  "combat-routing", "--dice", "2,1", "--json"});
    CHECK(officers["casualties"].number() == 2);
    CHECK(officers["all_lost"].boolean());
    const auto officerOdds =
        cliJson({"ra", "odds", "officer-casualty", "--officers", "1", "--json"});
    CHECK(probabilityOf(officerOdds, "1 casualty") == doctest::Approx(1.0 / 6));
}

TEST_CASE("ra: bad input is one line on stderr and exit 2") {
    CHECK(isOneLineError(cli({"ra", "direct-hit", "--guns", "2", "--rolls", "10"})));
    CHECK(isOneLineError(cli({"ra", "direct-hit", "--rolls", "10,x"})));
    CHECK(isOneLineError(cli({"ra", "direct-hit", "--target", "building", "--rolls", "10"})));
    CHECK(isOneLineError(cli({"ra", "officer-casualty", "--officers", "2", "--dice", "1"})));
    CHECK(isOneLineError(cli({"ra", "officer-casualty", "--officers", "1", "--dice", "7"})));
    CHECK(isOneLineError(cli({"ra", "shoot", "--total", "13"})));
    CHECK(isOneLineError(cli({"ra", "shoot", "--total", "13", "--roll", "13"})));
    CHECK(isOneLineError(
        cli({"ra", "shoot", "--value", "3", "--bases", "2", "--roll", "7", "--cover", "brick"})));
    CHECK(isOneLineError(cli({"ra", "shoot", "--total", "3", "--value", "3", "--roll", "7"})));
    CHECK(isOneLineError(cli({"ra", "combat", "--stronger", "3", "--roll", "7"})));
    CHECK(isOneLineError(cli({"ra", "combat", "--stronger", "3", "--weaker", "2", "--roll", "7",
                              "--weaker-modifiers", "moat"})));
    CHECK(isOneLineError(cli({"ra", "morale", "--test", "panic", "--target", "7", "--roll", "7"})));
    CHECK(isOneLineError(cli({"ra", "odds", "shoot", "--total", "3", "--roll", "7"})));
}

TEST_CASE("a user's red-actions.xml overrides the shipped one, its errors name the file") {
    const tachanka::testing::IsolatedDataHome home;
    const auto rules = home.path() / "tachanka" / "templates" / "rules";
    std::filesystem::create_directories(rules);
    std::string text = tachanka::testing::readFile(std::filesystem::path(TACHANKA_SOURCE_DIR) /
                                                   "templates/rules/red-actions.xml");
    const std::string row9 = "<row roll=\"9\">  - | Ret";
    const auto at = text.find(row9);
    REQUIRE(at != std::string::npos);
    text.replace(at, row9.size(), "<row roll=\"9\">  - | Ter");  // a house rule
    tachanka::testing::writeFile(rules / "red-actions.xml", text);
    CHECK(cliJson({"ra", "shoot", "--total", "3", "--roll", "9", "--json"})["result"].string() ==
          "Ter");
    tachanka::testing::writeFile(rules / "red-actions.xml", "<red-actions><bogus/></red-actions>");
    const auto broken = cli({"ra", "shoot", "--total", "3", "--roll", "9"});
    CHECK(isOneLineError(broken));
    CHECK(broken.err.find("red-actions.xml:1:") != std::string::npos);
}

TEST_CASE("ra combat with both sides in full: effective bases, flank charges, each side's state") {
    // Defender 3 × (4 - 1 flank terror) × 50% = 4.5 against 2 × 3 = 6: Advantage; 7 W/Retires.
    const auto json = cliJson({"ra", "combat", "--charger-value", "2", "--charger-bases", "3",
                              "--charger-arm", "sabres", "--defender-value", "3",
                              "--defender-bases", "4", "--direction", "flank", "--roll", "7",
                              "--json"});
    CHECK(json["weaker"].number() == doctest::Approx(4.5));
    CHECK(json["column"].string() == "Advantage");
    CHECK(json["result"].string() == "W/Retires 1 x Ter");
    CHECK(json["defender"]["terror"].number() == 2);
    CHECK(json["charger"]["terror"].number() == 0);
    const auto rear = cliJson({"ra", "odds", "combat", "--charger-value", "2", "--charger-bases",
                              "3", "--defender-value", "3", "--defender-bases", "4", "--direction",
                              "rear", "--json"});
    CHECK(probabilityOf(rear, "W/Defeated") == doctest::Approx(18.0 / 36));  // 4:1, 7-10
    CHECK(isOneLineError(cli({"ra", "combat", "--stronger", "3", "--charger-value", "2",
                              "--charger-bases", "2", "--roll", "7"})));
    CHECK(isOneLineError(cli({"ra", "combat", "--charger-value", "2", "--charger-bases", "2",
                              "--defender-value", "2", "--defender-bases", "2", "--direction",
                              "sideways", "--roll", "7"})));
}

TEST_CASE("ra combat: a unit routed by rear-charge markers \"immediately routs\", no combat") {
    // Three markers on two bases: more markers than bases (Definitions, Charging).
    const std::vector<std::string> rear{"ra", "combat", "--charger-value", "2", "--charger-bases",
                                        "3", "--defender-value", "3", "--defender-bases", "2",
                                        "--direction", "rear", "--roll", "7", "--json"};
    const auto json = cliJson(rear);
    CHECK_FALSE(json["hand_to_hand"].boolean());
    CHECK(json["result"].string() == "routs before combat");
    CHECK(json["defender"]["routing"].boolean());
    CHECK(json["defender"]["bases"].number() == 2);
    CHECK(json["charger"]["terror"].number() == 0);
    const auto odds = cliJson({"ra", "odds", "combat", "--charger-value", "2", "--charger-bases",
                              "3", "--defender-value", "3", "--defender-bases", "2", "--direction",
                              "rear", "--json"});
    CHECK(probabilityOf(odds, "routs before combat") == doctest::Approx(1.0));
}

TEST_CASE("ra shoot --range --distance: long range and close MGs follow from the distance") {
    // 5 × 2 = 10; at 7" of 12 long range halves it to 5 (5-8), close MGs shift 3 to 17-20.
    const auto json = cliJson({"ra", "shoot", "--value", "5", "--bases", "2", "--range", "12",
                              "--distance", "7", "--machine-guns", "--roll", "7", "--json"});
    CHECK(json["total"].number() == 5);
    CHECK(json["shift"].number() == 3);
    CHECK(json["column"].string() == "17-20");
    const auto beyond = cli({"ra", "shoot", "--value", "5", "--bases", "2", "--range", "12",
                             "--distance", "20", "--roll", "7"});
    CHECK(isOneLineError(beyond));
    CHECK(beyond.err.find("harassing fire only") != std::string::npos);
    CHECK(isOneLineError(cli({"ra", "shoot", "--value", "5", "--bases", "2", "--range", "12",
                              "--distance", "7", "--long-range", "--roll", "7"})));
}

TEST_CASE("ra charge --counter-charge: cavalry charged frontally by other cavalry \"meet the "
          "chargers half-way\"") {
    const std::vector<std::string> sabresOnSabres{
        "ra", "charge", "--charger", "sabres", "--target", "sabres", "--charge-target", "8",
        "--fear-target", "7", "--charge-roll", "8", "--fear-roll", "7", "--counter-charge"};
    auto words = sabresOnSabres;
    words.emplace_back("--json");
    const auto json = cliJson(words);
    CHECK(json["counter_charged"].boolean());
    CHECK(json["hand_to_hand"].boolean());
    words = sabresOnSabres;
    words.emplace_back("--not-front");
    const auto flank = cli(words);
    CHECK(isOneLineError(flank));
    CHECK(flank.err.find("only cavalry charged frontally by other cavalry may counter-charge") !=
          std::string::npos);
}

TEST_CASE("ra charge: legality, charge test, fear test, vehicles") {
    const auto json = cliJson({"ra", "charge", "--charger", "sabres", "--target", "riflemen",
                              "--charge-target", "8", "--fear-target", "7", "--charge-roll",
                              "8", "--fear-roll", "7", "--json"});
    CHECK(json["allowed"].boolean());
    CHECK(json["charge_test"]["passed"].boolean());
    CHECK(json["fear_test"]["passed"].boolean());
    CHECK(json["hand_to_hand"].boolean());
    const auto refused = cliJson({"ra", "charge", "--charger", "riflemen", "--target", "sabres",
                                 "--json"});
    CHECK_FALSE(refused["allowed"].boolean());
    const auto tank = cliJson({"ra", "charge", "--charger", "tank", "--target", "riflemen",
                              "--charge-target", "8", "--fear-target", "7", "--charge-roll", "5",
                              "--fear-roll", "6", "--vehicle-die", "6", "--json"});
    CHECK(tank["target_routs"].boolean());
    CHECK(tank["vehicle_immobilised"].boolean());
    // A failed charge test needs no fear roll: giving one is an error.
    CHECK(isOneLineError(cli({"ra", "charge", "--charger", "sabres", "--target", "riflemen",
                              "--charge-target", "5", "--fear-target", "7", "--charge-roll",
                              "9", "--fear-roll", "7"})));
    CHECK(isOneLineError(cli({"ra", "charge", "--charger", "sabres", "--target", "riflemen",
                              "--charge-target", "8", "--charge-roll", "8"})));
}
