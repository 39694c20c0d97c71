// ra armies, ra army, ra draw-officers and ra flight end to end, as a user at a terminal runs
// them. Each test gets its own XDG data folder (set in this process, so the CLI inherits it).

#include <doctest/doctest.h>

#include "tests/armies/army_text.hpp"
#include "tests/cli/cli.hpp"
#include "tests/support/data_home.hpp"
#include "tests/support/json_value.hpp"
#include "tests/support/temp_folder.hpp"
#include "tests/support/text.hpp"

using namespace tachanka::testing;

namespace {

std::filesystem::path userArmies(const IsolatedDataHome& home) {
    return home.path() / "tachanka" / "templates" / "armies";
}

}  // namespace

TEST_CASE("ra armies --json lists every army with its flight percentage") {
    IsolatedDataHome home;
    const auto result = cli({"ra", "armies", "--json"});
    REQUIRE(result.exitCode == 0);
    const auto armies = JsonValue::parse(result.out);
    REQUIRE(armies.array().size() == 11);
    CHECK(armies[0]["id"].string() == "afsr");
    CHECK(armies[0]["name"].string() == "Whites (Armed Forces of South Russia)");
    CHECK(armies[0]["flight_percent"].number() == 50);
    CHECK(armies[0]["provisional"].boolean());
    CHECK(armies[9]["id"].string() == "soviet");
}

TEST_CASE("ra armies prints a table for people") {
    IsolatedDataHome home;
    const auto result = cli({"ra", "armies"});
    CHECK(result.exitCode == 0);
    CHECK(result.out.starts_with("Id "));
    CHECK(contains(result.out, "konnarmiya      Konnarmiya (First Horse Army)"));
    CHECK(contains(result.out, "provisional"));
}

TEST_CASE("ra army ID --json gives the troop cards and the token pool") {
    IsolatedDataHome home;
    const auto result = cli({"ra", "army", "soviet", "--json"});
    REQUIRE(result.exitCode == 0);
    const auto army = JsonValue::parse(result.out);
    CHECK(army["name"].string() == "Soviet (Red Army)");
    CHECK(army["officer_draw"]["senior_draw"].number() == 2);
    CHECK(army["officer_draw"]["senior_keep"].number() == 1);
    CHECK(army["officer_draw"]["junior_draw"].number() == 1);
    CHECK(contains(army["provisional_note"].string(), "Reconstruction"));
    bool sawCavalry = false;
    for (const auto& troop : army["troops"].array()) {
        if (troop["id"].string() != "red-cavalry") continue;
        sawCavalry = true;
        CHECK(troop["arm"].string() == "sabres");
        CHECK(troop["dismounts_as"].string() == "red-conscripts");
        CHECK(troop["charge"].number() >= 2);
        CHECK(troop["direct_hit"].string() == "none");
    }
    CHECK(sawCavalry);
    double tokens = 0;
    for (const auto& entry : army["tokens"].array()) tokens += entry["count"].number();
    CHECK(tokens == 16);
}

TEST_CASE("ra army ID prints the cards for people") {
    IsolatedDataHome home;
    const auto result = cli({"ra", "army", "white-cossacks"});
    REQUIRE(result.exitCode == 0);
    CHECK(result.out.starts_with("White Cossacks (white-cossacks)\n"));
    CHECK(contains(result.out, "senior officers draw 3 tokens and keep 1"));
    CHECK(contains(result.out, "plastoons"));
    CHECK(contains(result.out, "Officer token"));
}

TEST_CASE("an unknown army is one line naming the armies there are") {
    IsolatedDataHome home;
    const auto result = cli({"ra", "army", "wehrmacht"});
    CHECK(isOneLineError(result));
    CHECK(contains(result.err, "no army 'wehrmacht' (available: afsr, czech-legion"));
}

TEST_CASE("ra draw-officers with typed dice and --keep 1: the senior keeps the token he selects") {
    IsolatedDataHome home;
    const auto result = cli({"ra", "draw-officers", "--army", "soviet", "--seniors", "1",
                             "--juniors", "1", "--keep", "1", "--dice", "16,9,15", "--json"});
    REQUIRE(result.exitCode == 0);
    const auto draw = JsonValue::parse(result.out);
    CHECK(draw["army"].string() == "soviet");
    const auto& senior = draw["officers"][0];
    CHECK(senior["rank"].string() == "senior");
    REQUIRE(senior["drawn"].array().size() == 2);
    // The shipped Soviet pool ends with the +2 token; the ninth of the fifteen left is the
    // first "0 commissar".
    CHECK(senior["drawn"][0]["label"].string() == "+2");
    CHECK(senior["drawn"][1]["label"].string() == "0 commissar");
    CHECK(senior["kept"].number() == 0);
    CHECK(senior["token"]["bonus"].number() == 2);
    const auto& junior = draw["officers"][1];
    CHECK(junior["rank"].string() == "junior");
    REQUIRE(junior["drawn"].array().size() == 1);
    // The commissar token the senior put back is the last of the fifteen.
    CHECK(junior["token"]["label"].string() == "0 commissar");
    CHECK(junior["token"]["characteristics"][0].string() == "commissar");
    REQUIRE(draw["dice"].array().size() == 3);
    CHECK(draw["dice"][0]["sides"].number() == 16);
    CHECK(draw["dice"][1]["sides"].number() == 15);
    CHECK(draw["tokens_left"].number() == 14);
}

TEST_CASE("ra draw-officers with a seed draws the same tokens every time") {
    IsolatedDataHome home;
    const std::vector<std::string> command{
        "ra",   "draw-officers", "--army", "afsr", "--seniors", "2", "--juniors",
        "4",    "--keep",        "1,1",    "--seed", "1919",      "--json"};
    const auto first = cli(command);
    const auto second = cli(command);
    REQUIRE(first.exitCode == 0);
    CHECK(first.out == second.out);
    const auto draw = JsonValue::parse(first.out);
    REQUIRE(draw["officers"].array().size() == 6);
    CHECK(draw["officers"][0]["drawn"].array().size() == 3);
    CHECK(draw["dice"].array().size() == 10);
    CHECK(draw["tokens_left"].number() == 16 - 6);
}

TEST_CASE("ra draw-officers prints a table for people") {
    IsolatedDataHome home;
    const auto result =
        cli({"ra", "draw-officers", "--army", "latvians", "--seniors", "1", "--keep", "1", "--seed",
             "5"});
    REQUIRE(result.exitCode == 0);
    CHECK(contains(result.out, "senior officers draw 3 and keep 1"));
    CHECK(contains(result.out, "senior 1"));
    CHECK(contains(result.out, "13 tokens left in the pool"));
}

TEST_CASE("ra draw-officers: each senior officer draws and \"the player selects one of them\"") {
    IsolatedDataHome home;
    // No choice given: the draw stops at the senior and shows his two tokens.
    const auto asked = cli({"ra", "draw-officers", "--army", "soviet", "--seniors", "1",
                            "--juniors", "1", "--dice", "16,9", "--json"});
    REQUIRE(asked.exitCode == 0);
    const auto waiting = JsonValue::parse(asked.out);
    CHECK(waiting["awaiting_choice"].boolean());
    REQUIRE(waiting["officers"].array().size() == 1);
    CHECK(waiting["officers"][0]["drawn"].array().size() == 2);
    CHECK_FALSE(waiting["officers"][0].object().contains("kept"));
    const auto text =
        cli({"ra", "draw-officers", "--army", "soviet", "--seniors", "1", "--dice", "16,9"});
    CHECK(contains(text.out, "1) +2, 2) 0 commissar"));
    CHECK(contains(text.out, "--keep N"));
    // He selects the second, the commissar; the +2 goes back and is the junior's d15 = 15.
    const auto chosen = JsonValue::parse(cli({"ra", "draw-officers", "--army", "soviet",
                                              "--seniors", "1", "--juniors", "1", "--keep", "2",
                                              "--dice", "16,9,15", "--json"})
                                             .out);
    CHECK_FALSE(chosen["awaiting_choice"].boolean());
    CHECK(chosen["officers"][0]["token"]["label"].string() == "0 commissar");
    CHECK(chosen["officers"][1]["token"]["label"].string() == "+2");
    const auto beyond = cli({"ra", "draw-officers", "--army", "soviet", "--seniors", "1", "--keep",
                             "3", "--dice", "16,9"});
    CHECK(isOneLineError(beyond));
    CHECK(contains(beyond.err, "senior officer 1 cannot keep token 3: he drew only 2"));
}

TEST_CASE("ra draw-officers refuses bad input with one line") {
    IsolatedDataHome home;
    const auto both =
        cli({"ra", "draw-officers", "--army", "soviet", "--seed", "1", "--dice", "1"});
    CHECK(isOneLineError(both));
    CHECK(contains(both.err, "not both"));
    const auto neither = cli({"ra", "draw-officers", "--army", "soviet"});
    CHECK(isOneLineError(neither));
    const auto badDice = cli({"ra", "draw-officers", "--army", "soviet", "--dice", "3,x"});
    CHECK(isOneLineError(badDice));
    CHECK(contains(badDice.err, "--dice '3,x'"));
    const auto leftOver =
        cli({"ra", "draw-officers", "--army", "soviet", "--juniors", "1", "--dice", "3,4"});
    CHECK(isOneLineError(leftOver));
    CHECK(contains(leftOver.err, "1 typed dice left over"));
    const auto tooFew =
        cli({"ra", "draw-officers", "--army", "soviet", "--seniors", "1", "--dice", "3"});
    CHECK(isOneLineError(tooFew));
    CHECK(contains(tooFew.err, "no typed dice left"));
    const auto outOfPool =
        cli({"ra", "draw-officers", "--army", "soviet", "--juniors", "1", "--dice", "17"});
    CHECK(isOneLineError(outOfPool));
    const auto negative =
        cli({"ra", "draw-officers", "--army", "soviet", "--juniors", "-1", "--seed", "1"});
    CHECK(isOneLineError(negative));
}

TEST_CASE("a user's army list overrides the shipped one with the same id") {
    IsolatedDataHome home;
    std::filesystem::create_directories(userArmies(home));
    writeFile(userArmies(home) / "my-soviets.xml",
              armyText(R"(<army id="soviet" name="House Soviet" flight-percent="45">)"));
    const auto armies = cli({"ra", "armies", "--json"});
    REQUIRE(armies.exitCode == 0);
    const auto list = JsonValue::parse(armies.out);
    REQUIRE(list.array().size() == 11);
    CHECK(list[9]["name"].string() == "House Soviet");
    CHECK(list[9]["flight_percent"].number() == 45);
    CHECK_FALSE(list[9]["provisional"].boolean());
    const auto army = cli({"ra", "army", "soviet", "--json"});
    CHECK(JsonValue::parse(army.out)["troops"].array().size() == 3);
}

TEST_CASE("a broken user list is one line with its file and line") {
    IsolatedDataHome home;
    std::filesystem::create_directories(userArmies(home));
    writeFile(userArmies(home) / "broken.xml",
              armyText(R"(<army id="broken" name="Broken" flight-percent="140">)"));
    const auto result = cli({"ra", "armies"});
    CHECK(isOneLineError(result));
    CHECK(contains(result.err, "broken.xml:2:"));
    CHECK(contains(result.err, "'flight-percent' is '140'"));
}

TEST_CASE("ra flight: the Soviets' 40% of 250 points is 100 - 101 lost and they flee") {
    IsolatedDataHome home;
    const auto holding = cli({"ra", "flight", "--army", "soviet", "--original", "250",
                              "--destroyed", "60", "--routing", "40", "--json"});
    REQUIRE(holding.exitCode == 0);
    const auto check = JsonValue::parse(holding.out);
    CHECK(check["flight_percent"].number() == 40);
    CHECK(check["flight_number"].number() == 100);
    CHECK(check["points_lost"].number() == 100);
    CHECK_FALSE(check["flees"].boolean());
    const auto fleeing = cli({"ra", "flight", "--army", "soviet", "--original", "250",
                              "--destroyed", "60", "--captured", "1", "--routing", "40"});
    REQUIRE(fleeing.exitCode == 0);
    CHECK(contains(fleeing.out, "101 lost: the army flees"));
    CHECK(isOneLineError(cli({"ra", "flight", "--army", "soviet"})));
}

TEST_CASE("ra army --help explains the command") {
    const auto result = cli({"ra", "army", "--help"});
    CHECK(result.exitCode == 0);
    CHECK(result.out.starts_with("usage: tachanka-cli ra army ID"));
}
