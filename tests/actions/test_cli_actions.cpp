// tachanka-cli actions: every command and JSON key end to end, the odds of every roll against
// the enumeration of the engine's own procedure, and the printed quick-reference sheet.

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>

#include "rules/actions/activation.hpp"
#include "rules/actions/orders.hpp"
#include "rules/actions/red_actions_handover.hpp"
#include "rules/actions/shooting.hpp"
#include "rules/odds.hpp"
#include "tests/actions/tables_fixture.hpp"
#include "tests/cli/cli.hpp"
#include "tests/cli/cli_json.hpp"
#include "tests/support/json_value.hpp"
#include "tests/support/poppler.hpp"
#include "tests/support/temp_folder.hpp"

using namespace tachanka::rules::actions;
using tachanka::rules::Dice;
using tachanka::rules::Distribution;
using tachanka::rules::enumerateOutcomes;
using tachanka::testing::cli;
using tachanka::testing::cliJson;
using tachanka::testing::freshHome;
using tachanka::testing::isOneLineError;
using tachanka::testing::JsonValue;
using tachanka::testing::shippedActionsTables;
using tachanka::testing::TempFolder;

namespace {

// The CLI's outcomes are exactly the enumeration's: the same results, the same fractions.
void checkSameOdds(const JsonValue& answer, const Distribution& expected) {
    const auto& outcomes = answer["outcomes"].array();
    REQUIRE(outcomes.size() == expected.outcomes().size());
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
        INFO(expected.outcomes()[i].result);
        CHECK(outcomes[i]["result"].string() == expected.outcomes()[i].result);
        CHECK(outcomes[i]["fraction"].string() == expected.outcomes()[i].probability.text());
    }
}

std::string shown(const OrderResult& result) {
    if (!result.followed) return "player's choice (ignores *" + result.cell.text + "*)";
    return result.cell.italic ? "*" + result.cell.text + "*" : result.cell.text;
}

}  // namespace

TEST_CASE("actions --help lists every command, and each command has --help") {
    const auto help = cli({"actions", "--help"});
    CHECK(help.exitCode == 0);
    for (const char* command :
         {"order", "risk", "formed", "hit", "damage", "sight", "fire", "activate", "odds"}) {
        CAPTURE(command);
        CHECK(help.out.find(command) != std::string::npos);
    }
    for (const char* command :
         {"order", "risk", "formed", "hit", "damage", "sight", "fire", "activate"}) {
        CAPTURE(command);
        const auto own = cli({"actions", command, "--help"});
        CHECK(own.exitCode == 0);
        CHECK(own.out.find("usage: tachanka-cli actions " + std::string(command)) !=
              std::string::npos);
    }
    CHECK(cli({"actions", "odds", "order", "--help"}).exitCode == 0);
}

TEST_CASE("actions order --table firearms --risk 4 --roll 2: take cover, in italics") {
    const auto json = cliJson(
        {"actions", "order", "--table", "firearms", "--risk", "4", "--roll", "2", "--json"});
    CHECK(json["order"].string() ==
          "Move to take cover in the nearest terrain within 1 move, or away from all enemies");
    CHECK(json["italic"].boolean());
    CHECK(json["band"].string() == "RF3-5");
    CHECK(json["roll"].number() == 2);
    CHECK(json["followed"].boolean());
    const auto melee =
        cliJson({"actions", "order", "--table", "melee", "--risk", "9", "--roll", "1", "--json"});
    CHECK(melee["order"].string() == "Run from nearest enemy");
    CHECK_FALSE(melee["italic"].boolean());
    const auto commanded =
        cliJson({"actions", "order", "--risk", "1", "--roll", "6", "--commanded", "--json"});
    CHECK(commanded["italic"].boolean());
    CHECK_FALSE(commanded["followed"].boolean());
    const auto seeded = cliJson({"actions", "order", "--risk", "0", "--seed", "7", "--json"});
    CHECK(seeded["roll"].number() >= 1);
    CHECK(seeded["roll"].number() <= 6);
    CHECK(cli({"actions", "order", "--risk", "0", "--roll", "3"}).out.find("Continue") !=
          std::string::npos);
}

TEST_CASE("actions risk --hero --in-cover and the other circumstances") {
    CHECK(cliJson({"actions", "risk", "--hero", "--in-cover", "--json"})["risk"].number() == -2);
    const auto json = cliJson({"actions", "risk", "--enemy-in-range", "--raw-in-range", "--figures",
                               "20", "--casualties", "5", "--flank-or-rear",
                               "--natives-near-cavalry", "--running", "--advancing", "--json"});
    CHECK(json["risk"].number() == 10);  // 1 + 1 + 2 + 2 + 2 + 3 - 1
    CHECK(json["factors"].array().size() == 7);
    CHECK(json["factors"][0]["factor"].string() == "in-cover-or-advancing");
}

TEST_CASE("actions hit --range medium --cover soft: needs 6") {
    const auto json = cliJson(
        {"actions", "hit", "--range", "medium", "--cover", "soft", "--roll", "6", "--json"});
    CHECK(json["hit"].boolean());
    CHECK(json["needed"].number() == 6);
    CHECK_FALSE(cliJson({"actions", "hit", "--range", "long", "--cover", "hard", "--roll", "7",
                         "--json"})["hit"]
                    .boolean());
    CHECK(cliJson({"actions", "hit", "--range", "short", "--cover", "open", "--roll", "2",
                   "--json"})["hit"]
              .boolean());
}

TEST_CASE("actions damage --weapon gunpowder|bow|other with --hero and --raw") {
    CHECK(cliJson({"actions", "damage", "--weapon", "gunpowder", "--roll", "5", "--json"})["result"]
              .string() == "kill");
    CHECK(cliJson({"actions", "damage", "--weapon", "bow", "--roll", "5", "--json"})["result"]
              .string() == "wound");
    CHECK(cliJson({"actions", "damage", "--weapon", "other", "--roll", "3", "--json"})["result"]
              .string() == "graze");
    const auto hero =
        cliJson({"actions", "damage", "--weapon", "other", "--hero", "--roll", "3", "--json"});
    CHECK(hero["result"].string() == "wound");
    CHECK(hero["modified"].number() == 4);
    CHECK(cliJson({"actions", "damage", "--weapon", "gunpowder", "--raw", "--roll", "5",
                   "--json"})["result"]
              .string() == "wound");
}

TEST_CASE("actions activate: the text's chain of command, 12 + 7 + 10") {
    const auto json = cliJson({"actions", "activate", "--class", "veteran", "--nco", "veteran,raw",
                               "--loyal", "28", "--dice", "4,4,4,2,2,3,5,5", "--json"});
    CHECK(json["scores"].array().size() == 3);
    CHECK(json["points"].number() == 29);
    CHECK(json["cost"].number() == 28);
    CHECK(json["commanded"].boolean());
    CHECK_FALSE(cliJson({"actions", "activate", "--class", "raw", "--loyal", "8", "--disloyal", "1",
                         "--dice", "4,5", "--json"})["commanded"]
                    .boolean());
}

TEST_CASE("actions formed: one group on an italic order, within 5 cm, an officer within 5 cm") {
    CHECK(cliJson({"actions", "formed", "--italic", "--spread-cm", "5", "--officer-cm", "4",
                   "--json"})["one_group"]
              .boolean());
    CHECK_FALSE(cliJson({"actions", "formed", "--spread-cm", "5", "--officer-cm", "4",
                         "--json"})["one_group"]
                    .boolean());
    CHECK_FALSE(cliJson({"actions", "formed", "--italic", "--spread-cm", "6", "--officer-cm", "4",
                         "--json"})["one_group"]
                    .boolean());
}

TEST_CASE("actions sight and fire") {
    CHECK(cliJson({"actions", "sight", "--roll", "3", "--json"})["range_cm"].number() == 30);
    CHECK(cliJson({"actions", "fire", "--figures", "9", "--json"})["shots"].number() == 4);
    CHECK(cliJson({"actions", "fire", "--figures", "9", "--moving", "--json"})["shots"].number() ==
          3);
}

TEST_CASE("actions handover: a Red Actions! unit's risk, order and effect, provisional") {
    const auto json = cliJson({"actions", "handover", "--bases", "4", "--starting-bases",
                               "6", "--terror", "1", "--enemy-in-range", "--roll", "5", "--json"});
    CHECK(json["risk"].number() == 6);
    CHECK(json["band"].string() == "RF6-8");
    CHECK(json["order_id"].string() == "halt");
    CHECK(json["italic"].boolean());
    CHECK(json["effect"].string() == "pinned");
    CHECK(json["unit"]["pinned"].boolean());
    CHECK(json["unit"]["bases"].number() == 4);
    CHECK(json["provisional"].boolean());
    CHECK(json["note"].string().find("PROVISIONAL") != std::string::npos);
    const auto human =
        cli({"actions", "handover", "--bases", "2", "--routing", "--roll", "1"});
    CHECK(human.exitCode == 0);
    CHECK(human.out.find("PROVISIONAL") != std::string::npos);
    // Routing is running from the enemy, +3: RF3-5, whose 1 withdraws (Red Actions!: retires).
    CHECK(human.out.find("risk factor 3") != std::string::npos);
    CHECK(human.out.find("Withdraw towards cover") != std::string::npos);
    CHECK(human.out.find("Red Actions! unit: retires") != std::string::npos);
    const auto odds = cli({"actions", "odds", "handover", "--bases", "3",
                           "--starting-bases", "6", "--routing", "--table", "melee"});
    CHECK(odds.exitCode == 0);
    CHECK(odds.out.find("PROVISIONAL") != std::string::npos);
    CHECK(odds.out.find("Run from nearest enemy → routing") != std::string::npos);
    CHECK(isOneLineError(cli({"actions", "order", "--risk", "2", "--routing", "--roll", "2"})));
    CHECK(isOneLineError(cli({"actions", "handover", "--bases", "5", "--starting-bases",
                              "4", "--roll", "2"})));
}

TEST_CASE("actions: bad input is one line on stderr") {
    CHECK(isOneLineError(cli({"actions", "order", "--risk", "3", "--roll", "7"})));
    CHECK(isOneLineError(cli({"actions", "order", "--risk", "3", "--roll", "2,3"})));
    CHECK(isOneLineError(cli({"actions", "order", "--risk", "3"})));
    CHECK(isOneLineError(cli({"actions", "order", "--risk", "3", "--roll", "2", "--seed", "1"})));
    CHECK(isOneLineError(cli({"actions", "hit", "--range", "far", "--roll", "2"})));
    CHECK(isOneLineError(cli({"actions", "damage", "--weapon", "laser", "--roll", "2"})));
    CHECK(isOneLineError(cli({"actions", "risk", "--figures", "3", "--casualties", "4"})));
    CHECK(isOneLineError(
        cli({"actions", "activate", "--class", "raw", "--loyal", "5", "--dice", "4"})));
    CHECK(isOneLineError(cli({"actions", "odds", "hit", "--range", "short", "--roll", "3"})));
    // 4 + 1 + 4 dice: more than the odds count.
    CHECK(isOneLineError(cli({"actions", "odds", "activate", "--class", "hero", "--drummer",
                              "--nco", "hero", "--loyal", "10"})));
}

TEST_CASE("actions odds order equals the enumeration of the order roll") {
    const auto& tables = shippedActionsTables();
    for (const auto& [word, kind] : {std::pair{"firearms", OrderTableKind::Firearms},
                                     std::pair{"melee", OrderTableKind::Melee}}) {
        for (const int risk : {0, 1, 4, 7, 9}) {
            CAPTURE(word);
            CAPTURE(risk);
            const auto json = cliJson({"actions", "odds", "order", "--table", word, "--risk",
                                       std::to_string(risk), "--json"});
            checkSameOdds(
                json, enumerateOutcomes([&](Dice& dice) {
                    return shown(diceForOrder(tables.orderTable(kind), risk, false, dice));
                }));
        }
    }
    const auto commanded =
        cliJson({"actions", "odds", "order", "--risk", "2", "--commanded", "--json"});
    checkSameOdds(
        commanded, enumerateOutcomes([&](Dice& dice) {
            return shown(diceForOrder(tables.orderTable(OrderTableKind::Firearms), 2, true, dice));
        }));
}

TEST_CASE("actions odds hit, damage, sight and activate equal the enumeration of their rolls") {
    const auto& tables = shippedActionsTables();
    for (const auto& range : rangeNames) {
        for (const auto& cover : coverNames) {
            const auto json = cliJson({"actions", "odds", "hit", "--range", std::string(range.name),
                                       "--cover", std::string(cover.name), "--json"});
            checkSameOdds(
                json, enumerateOutcomes([&](Dice& dice) {
                    return std::string(rollToHit(tables.toHit, range.value, cover.value, dice).hit
                                           ? "hit"
                                           : "miss");
                }));
        }
    }
    for (const auto& weapon : weaponClassNames) {
        for (const auto& [flag, shooter] :
             {std::pair{"--hero", Shooter::Hero}, std::pair{"--raw", Shooter::Raw}}) {
            const auto json = cliJson({"actions", "odds", "damage", "--weapon",
                                       std::string(weapon.name), flag, "--json"});
            checkSameOdds(json, enumerateOutcomes([&](Dice& dice) {
                              return std::string(tachanka::model::nameOf(
                                  damageNames,
                                  rollDamage(tables.damage, weapon.value, shooter, dice).result));
                          }));
        }
    }
    checkSameOdds(cliJson({"actions", "odds", "sight", "--json"}),
                  enumerateOutcomes([&](Dice& dice) {
                      return std::to_string(sightingRangeCm(tables.visibility, dice)) + " cm";
                  }));
    ActivationRequest group;
    group.officer = {FigureClass::Hero, true};
    group.drummer = true;
    group.loyal = 10;
    group.disloyal = 2;
    checkSameOdds(cliJson({"actions", "odds", "activate", "--class", "hero", "--busy", "--drummer",
                           "--loyal", "10", "--disloyal", "2", "--json"}),
                  enumerateOutcomes([&](Dice& dice) {
                      return std::string(activate(tables.activation, group, dice).commanded
                                             ? "commanded"
                                             : "not commanded");
                  }));
}

TEST_CASE("actions odds handover equals the enumeration of the hand-over") {
    const auto& tables = shippedActionsTables();
    RedActionsUnit unit;
    unit.startingBases = 6;
    unit.state.bases = 3;
    unit.state.routing = true;
    Circumstances situation;
    situation.flankOrRear = true;
    const auto json =
        cliJson({"actions", "odds", "handover", "--bases", "3", "--starting-bases", "6",
                 "--routing", "--flank-or-rear", "--table", "melee", "--json"});
    checkSameOdds(
        json, enumerateOutcomes([&](Dice& dice) {
            const auto result = handOver(tables, OrderTableKind::Melee, unit, situation, dice);
            return shown(result.order) + (result.effect == UnitEffect::None
                                              ? ""
                                              : " → " + std::string(tachanka::model::nameOf(
                                                            unitEffectNames, result.effect)));
        }));
}

TEST_CASE("odds actions-table: the calculator's pages are the registry row's") {
    const auto pages = cli({"odds", "actions-table"});
    CHECK(pages.exitCode == 0);
    for (const char* page : {"order", "hit", "damage", "activation"}) {
        CHECK(pages.out.find(page) != std::string::npos);
    }
    const auto json =
        cliJson({"odds", "actions-table", "hit", "--range", "long", "--cover", "soft", "--json"});
    CHECK(json["lists"][0]["outcomes"][0]["result"].string() == "miss");
    CHECK(json["lists"][0]["outcomes"][0]["fraction"].string() == "3/4");
    // Each page counts what the group's own odds command counts.
    const auto& tables = shippedActionsTables();
    checkSameOdds(
        cliJson({"odds", "actions-table", "order", "--table", "melee", "--risk", "7",
                 "--json"})["lists"][0],
        enumerateOutcomes([&](Dice& dice) {
            return shown(diceForOrder(tables.orderTable(OrderTableKind::Melee), 7, false, dice));
        }));
    checkSameOdds(cliJson({"odds", "actions-table", "damage", "--weapon", "bow", "--shooter", "raw",
                           "--json"})["lists"][0],
                  enumerateOutcomes([&](Dice& dice) {
                      return std::string(tachanka::model::nameOf(
                          damageNames,
                          rollDamage(tables.damage, WeaponClass::Bow, Shooter::Raw, dice).result));
                  }));
    ActivationRequest group;
    group.officer = {FigureClass::Veteran, false};
    group.loyal = 10;
    checkSameOdds(cliJson({"odds", "actions-table", "activation", "--json"})["lists"][0],
                  enumerateOutcomes([&](Dice& dice) {
                      return std::string(activate(tables.activation, group, dice).commanded
                                             ? "commanded"
                                             : "not commanded");
                  }));
}

TEST_CASE("a club's own actions-table.xml is the one the commands read") {
    const TempFolder folder;
    const auto rules = folder / "data" / "tachanka" / "templates" / "rules";
    std::filesystem::create_directories(rules);
    std::ifstream shipped(tachanka::testing::shippedActionsFile());
    std::ostringstream text;
    text << shipped.rdbuf();
    std::string house = text.str();
    const std::string shortOpen = "<range name=\"short\" open=\"2\"";
    REQUIRE(house.find(shortOpen) != std::string::npos);
    house.replace(house.find(shortOpen), shortOpen.size(), "<range name=\"short\" open=\"3\"");
    std::ofstream(rules / "actions-table.xml") << house;
    const auto missed =
        cli({"actions", "hit", "--range", "short", "--roll", "2", "--json"}, freshHome(folder));
    REQUIRE(missed.exitCode == 0);
    CHECK(JsonValue::parse(missed.out)["needed"].number() == 3);
    CHECK_FALSE(JsonValue::parse(missed.out)["hit"].boolean());
    std::ofstream(rules / "actions-table.xml") << "<actions-table/>";
    const auto broken =
        cli({"actions", "hit", "--range", "short", "--roll", "2"}, freshHome(folder));
    CHECK(isOneLineError(broken));
    CHECK(broken.err.find("actions-table.xml:") != std::string::npos);
}

TEST_CASE("print qrs --system actions-table prints both order tables and every table") {
    const TempFolder folder;
    const auto pdf = folder / "actions.pdf";
    const auto printed =
        cli({"print", "qrs", "--system", "actions-table", "-o", pdf.string()}, freshHome(folder));
    REQUIRE(printed.exitCode == 0);
    CHECK(tachanka::testing::pdfProblems(pdf).empty());
    const std::string text = tachanka::testing::pdfText(pdf);
    for (const char* heading :
         {"Actions Table — quick-reference sheet", "Troops armed with firearms",
          "Troops armed with spears", "Risk factors", "Play sequence", "D8 to hit",
          "Shooting damage", "Figure activation", "Weapons", "Cavalry Lance",
          "From a Red Actions! battle", "PROVISIONAL"}) {
        CAPTURE(heading);
        CHECK(text.find(heading) != std::string::npos);
    }
}

TEST_CASE("actions move --mover horsed --difficult 5 --barriers 1: 40 cm less 20") {
    const auto json = tachanka::testing::cliJson(
        {"actions", "move", "--mover", "horsed", "--difficult", "5", "--barriers", "1", "--json"});
    CHECK(json["allowance_cm"].number() == 40);
    CHECK(json["spent_cm"].number() == 20);
    CHECK(json["left_cm"].number() == 20);
    CHECK(json["reaches"].boolean());
    const auto firing = tachanka::testing::cliJson(
        {"actions", "move", "--weapon", "breech", "--shooting", "--json"});
    CHECK(firing["half_speed"].boolean());
    CHECK(firing["allowance_cm"].number() == 12.5);
    CHECK(tachanka::testing::isOneLineError(
        tachanka::testing::cli({"actions", "move", "--mover", "cat"})));
}
