// tachanka-cli rfic: every command and JSON key the issue names, end to end, with typed cards and
// dice; bad input as one line; the odds against the rules text; the printed quick-reference
// sheet with the suits' glyphs.

#include <doctest/doctest.h>

#include <string>

#include "tests/cli/cli.hpp"
#include "tests/cli/cli_json.hpp"
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

// The fraction of `result` in an odds answer, "" when it is not there.
std::string fractionOf(const JsonValue& answer, const std::string& result) {
    for (const auto& outcome : answer["outcomes"].array()) {
        if (outcome["result"].string() == result) return outcome["fraction"].string();
    }
    return "";
}

}  // namespace

TEST_CASE("rfic --help lists every command the issue names") {
    // Every command's own --help is run by the CLI sweep (tests/cli/test_cli_sweep.cpp).
    const auto help = cli({"rfic", "--help"});
    CHECK(help.exitCode == 0);
    for (const char* command : {"order", "move", "fire", "cover", "damage", "cohesion", "aircraft",
                                "odds", "assault", "minefield"}) {
        CAPTURE(command);
        CHECK(help.out.find(std::string("  ") + command + " ") != std::string::npos);
    }
}

TEST_CASE("rfic order: the cards in activation order, by rank then ♥ ♣ ♦ ♠, Ace low") {
    // Note 11's example and an Ace: A♠ first, then 2♣ before 2♦ before 3♣.
    const auto json = cliJson({"rfic", "order", "--cards", "7H,Q♠,2C,2♦,3C,AS", "--json"});
    std::string order;
    for (const auto& card : json["order"].array()) order += card.string() + " ";
    CHECK(order == "A♠ 2♣ 2♦ 3♣ 7♥ Q♠ ");
    CHECK(json["activations"][0]["holder"].string() == "unit 6");
    CHECK(json["cards"].array().size() == 6);
    CHECK(json["cards"][0]["purpose"].string() == "dealt: unit 1");
    const auto named =
        cliJson({"rfic", "order", "--cards", "10H,9H", "--names", "Rifles,Tanks", "--json"});
    CHECK(named["activations"][0]["holder"].string() == "Tanks");
    // Dealt from a seed (the shuffle itself is tested in test_cards_and_deck.cpp).
    CHECK(cliJson({"rfic", "order", "--seed", "19", "--units", "4", "--json"})["order"]
              .array()
              .size() == 4);
}

TEST_CASE("rfic move: hexes by type and card colour, the road and the hills") {
    CHECK(cliJson({"rfic", "move", "--unit", "light-afv", "--card", "7♣", "--json"})["hexes"]
              .number() == 3);
    CHECK(cliJson({"rfic", "move", "--unit", "motor-transport", "--card", "7D", "--terrain",
                   "hills-or-woods", "--json"})["hexes"]
              .number() == 0);
    CHECK(cliJson({"rfic", "move", "--unit", "fighter", "--card", "KS", "--biplane", "--turns", "1",
                   "--json"})["hexes"]
              .number() == 6);
}

TEST_CASE("rfic fire: dice per figure, halves rounded down, a 6 hits") {
    // Note 19: a disrupted infantry unit of 3 figures throws 1D6.
    const auto disrupted = cliJson({"rfic", "fire", "--weapon", "small-arms", "--figures", "3",
                                    "--disrupted", "--dice", "6", "--json"});
    CHECK(disrupted["dice"].number() == 1);
    CHECK(disrupted["hits"].number() == 1);
    const auto hmg = cliJson(
        {"rfic", "fire", "--weapon", "hmg", "--figures", "1", "--dice", "6,5,6,1", "--json"});
    CHECK(hmg["dice"].number() == 4);
    CHECK(hmg["hits"].number() == 2);
    // Typed dice the rule did not need are refused.
    CHECK(isOneLineError(
        cli({"rfic", "fire", "--weapon", "hmg", "--figures", "1", "--dice", "6,5,6,1,2"})));
}

TEST_CASE("rfic cover, damage and cohesion: the card turned over decides") {
    CHECK(cliJson({"rfic", "cover", "--card", "9D", "--json"})["hit_counts"].boolean());
    CHECK(
        cliJson({"rfic", "damage", "--unit", "medium-afv", "--cards", "AD,2H", "--json"})["result"]
            .string() == "destroyed");
    CHECK(cliJson({"rfic", "damage", "--unit", "commander", "--cards", "JH", "--json"})["result"]
              .string() == "killed");
    CHECK(cliJson({"rfic", "cohesion", "--grade", "average", "--card", "4C", "--json"})["regained"]
              .boolean());
    // A Commander in the hex: poor reads as average, and a second attempt after a Heart.
    const auto helped = cliJson(
        {"rfic", "cohesion", "--grade", "poor", "--commander", "--card", "4H,4C", "--json"});
    CHECK(helped["regained"].boolean());
    CHECK(helped["grade"].string() == "average");
    CHECK(helped["attempts"].number() == 2);
}

TEST_CASE("rfic aircraft: the 2D6 table, row 11 provisional") {
    const auto twelve = cliJson({"rfic", "aircraft", "--roll", "12", "--json"});
    CHECK(twelve["side"].string() == "axis");
    CHECK(twelve["result"].string().find("and a ground-attack aircraft or light bomber") !=
          std::string::npos);
    CHECK_FALSE(twelve["provisional"].boolean());
    const auto eleven = cliJson({"rfic", "aircraft", "--dice", "5,6", "--json"});
    CHECK(eleven["provisional"].boolean());
    CHECK(eleven["note"].string().starts_with("PROVISIONAL"));
}

TEST_CASE("rfic odds: exact fractions given the cards left") {
    // A disrupted medium AFV: two reds in a row from 26 red and 24 black, 26/50 × 25/49.
    const auto medium = cliJson({"rfic", "odds", "damage", "--unit", "medium-afv", "--red", "26",
                                 "--black", "24", "--json"});
    CHECK(fractionOf(medium, "destroyed") == "13/49");
    CHECK(medium["given"].string().find("the 26 red and 24 black cards left") != std::string::npos);
    // The same pile given by the cards seen this turn.
    const auto seen =
        cliJson({"rfic", "odds", "damage", "--unit", "medium-afv", "--seen", "AS,2C", "--json"});
    CHECK(fractionOf(seen, "destroyed") == "13/49");
    // The Commander: 3 of 52 kill, the other 23 red wound.
    const auto commander = cliJson({"rfic", "odds", "damage", "--unit", "commander", "--json"});
    CHECK(fractionOf(commander, "killed") == "3/52");
    CHECK(fractionOf(commander, "wounded") == "23/52");
    // A good unit: ♦ ♣ ♠ regain, from 13 of each.
    CHECK(fractionOf(cliJson({"rfic", "odds", "cohesion", "--grade", "good", "--json"}),
                     "regains cohesion") == "3/4");
    // 2D6: 11 comes up 2/36, and its row is provisional.
    const auto aircraft = cliJson({"rfic", "odds", "aircraft", "--json"});
    CHECK(fractionOf(aircraft, "No aircraft are available this turn.") == "5/9");
    CHECK(aircraft["given"].string().starts_with("PROVISIONAL"));
    // Binomial: three small-arms dice all hit 1/216.
    CHECK(fractionOf(cliJson({"rfic", "odds", "fire", "--weapon", "small-arms", "--figures", "3",
                              "--json"}),
                     "3 hits") == "1/216");
}

TEST_CASE("the odds calculator's RF&IC pages take the cards seen, typed, as rfic odds does") {
    // Seven of Hearts, Two of Spades and Three of Clubs seen: a disrupted medium AFV is destroyed
    // by two reds in a row from the 25 red and 24 black left, 25/49 × 24/48.
    const auto page = cliJson({"odds", "red-flags-iron-crosses", "damage", "--unit", "medium-afv",
                               "--seen", "7♥, 2S,3C", "--json"});
    const auto& list = page["lists"].array()[0];
    CHECK(fractionOf(list, "destroyed") == "25/98");
    CHECK(list["note"].string() ==
          "Given the 25 red and 24 black cards left, after the 3 cards seen.");
    const auto own = cliJson(
        {"rfic", "odds", "damage", "--unit", "medium-afv", "--seen", "7H,2S,3C", "--json"});
    CHECK(fractionOf(own, "destroyed") == "25/98");
    // The King of Hearts seen: the Commander is killed by the Queen or Jack of Hearts alone.
    const auto commander = cliJson({"odds", "red-flags-iron-crosses", "damage", "--unit",
                                    "commander", "--seen", "KH", "--json"});
    CHECK(fractionOf(commander["lists"].array()[0], "killed") == "2/51");
    // Counted by suit on the cohesion page, as before typed cards came in: no Diamonds, Clubs
    // or Spades left leaves a good unit only the Hearts, which do not regain.
    CHECK(fractionOf(cliJson({"odds", "red-flags-iron-crosses", "cohesion", "--pile",
                              "counts-by-suit", "--clubs", "0", "--diamonds", "0", "--spades",
                              "0", "--json"})["lists"]
                         .array()[0],
                     "fails to regain cohesion") == "1/1");
    // A word that is no card: one line naming the field.
    const auto bad = cli({"odds", "red-flags-iron-crosses", "cover", "--seen", "7H,3X"});
    CHECK(isOneLineError(bad));
    CHECK(bad.err.find("Cards seen this turn: '3X' is no card") != std::string::npos);
    CHECK(bad.out.empty());  // nothing half-written before the refusal
    CHECK(cli({"odds", "red-flags-iron-crosses", "cover", "--seen", "7H,3X", "--json"})
              .out.empty());
    CHECK(isOneLineError(cli({"odds", "red-flags-iron-crosses", "cover", "--seen", "7H,7H"})));
}

TEST_CASE("rfic: bad input is one line naming what and where") {
    CHECK(isOneLineError(cli({"rfic", "move", "--unit", "tank", "--card", "7H"})));
    CHECK(isOneLineError(cli({"rfic", "order", "--cards", "7H,7H"})));
    CHECK(isOneLineError(cli({"rfic", "damage", "--unit", "medium-afv", "--cards", "AD"})));
    const auto word = cli({"rfic", "fire", "--weapon", "hmg", "--figures", "abc", "--seed", "1"});
    CHECK(isOneLineError(word));
    CHECK(word.err.find("--figures 'abc' is not a whole number") != std::string::npos);
    CHECK(isOneLineError(cli({"rfic", "odds", "damage", "--unit", "commander", "--red", "27"})));
}

TEST_CASE("print qrs --system red-flags-iron-crosses: the tables with the suits' glyphs") {
    const TempFolder folder;
    const auto pdf = folder / "rfic.pdf";
    const auto printed =
        cli({"print", "qrs", "--system", "red-flags-iron-crosses", "-o", pdf.string()},
            freshHome(folder));
    REQUIRE(printed.exitCode == 0);
    const auto text = tachanka::testing::pdfText(pdf);
    CHECK(text.find("Red Flags & Iron Crosses — quick-reference sheet") != std::string::npos);
    for (const char* glyph : {"♥", "♣", "♦", "♠"}) {
        CAPTURE(glyph);
        CHECK(text.find(glyph) != std::string::npos);
    }
    CHECK(text.find("PROVISIONAL") != std::string::npos);
    CHECK(text.find("provisional: aircraft deployment row 11") != std::string::npos);
    CHECK(text.find("3 red cards in a row") != std::string::npos);
    CHECK(tachanka::testing::pdfFonts(pdf).find("DejaVuSans") != std::string::npos);
}
