// history, bookmark and restore end to end: the campaign browsed as it stood at the end of a
// day is the campaign a club saved that evening, and a return to a bookmark, undone, gives
// back the very file it left (sqlite3's .dump, byte for byte).

#include <doctest/doctest.h>

#include "tests/battles/battle_campaign.hpp"
#include "tests/cli/cli_json.hpp"
#include "tests/support/process.hpp"

using namespace tachanka;
using namespace tachanka::testing;

namespace {

// Every row of every table, as sqlite3 itself writes them out.
std::string dumpOf(const std::string& file) {
    const auto dump = runProcess({"sqlite3", file, ".dump"});
    REQUIRE_MESSAGE(dump.exitCode == 0, dump.err);
    REQUIRE(dump.out.find("INSERT INTO") != std::string::npos);
    return dump.out;
}

void run(const std::vector<std::string>& words) {
    const auto result = cli(words);
    REQUIRE_MESSAGE(result.exitCode == 0, result.err);
}

void fightTheExample(const std::string& file) {
    const auto retreat = exampleHexes().retreat.label();
    for (const auto& words : std::vector<std::vector<std::string>>{
             {"battle", "plan", file, "--attackers", "1/9D,2/9D,Cv/9D", "--hex", "1005",
              "--support", "Art/9D", "--loss-order", "1/9D,2/9D,Cv/9D,1/1K,2/1K,Cv/1K"},
             {"battle", "resolve", file, "1", "--dice", "4,4,6"},
             {"battle", "decide", file, "1", "--assault", "yes", "--dice", "4,6,4"},
             {"battle", "decide", file, "1", "--retreat", "1/1K=" + retreat},
             {"battle", "decide", file, "1", "--advance", "1/9D,2/9D,Cv/9D"},
             {"battle", "apply", file, "1", "--retreat-to", retreat},
             {"note", file, "--battle", "1", "--text", "Кутепов ♥ gives ground at Orël."}}) {
        run(words);
    }
}

std::string unitsOf(const std::string& file) {
    const auto units = cli({"units", file, "--json"});
    REQUIRE_MESSAGE(units.exitCode == 0, units.err);
    return units.out;
}

}  // namespace

TEST_CASE("the history at the end of a day is the campaign as a club saved it that evening") {
    ExampleCampaign example;
    TempFolder folder;
    const std::string file = example.file().string();
    fightTheExample(file);
    // The evening ends with the day's last phase: the Reds' clean-up.
    example.advanceTo("1919-10-15", "Reds", model::Phase::CleanUp);
    const std::string evening = dumpOf(file);
    const std::string eveningUnits = unitsOf(file);

    example.advanceTo("1919-10-16", "Whites", model::Phase::Movement);
    run({"note", file, "--day", "1919-10-16", "--text", "Rain on the Oka."});
    REQUIRE(unitsOf(file) != eveningUnits);  // the next day changed the campaign

    const auto past = (folder / "15-october.tachanka").string();
    const auto shown = cliJson({"history", file, "--day", "1919-10-15", "--json", "-o", past});
    CHECK(shown["moment"]["day"].string() == "1919-10-15");
    CHECK_FALSE(shown["latest"].boolean());
    CHECK(shown["written"].string() == past);
    CHECK(dumpOf(past) == evening);
    // Every listing reads the past as it reads a campaign.
    CHECK(unitsOf(past) == eveningUnits);

    // The list names each moment; the day's end is the last action dated the 15th.
    const auto moments = cliJson({"history", file, "--json"}).array();
    REQUIRE(moments.size() > 3);
    CHECK(moments.front()["kind"].string() == "create");
    CHECK(moments.back()["description"].string().find("note") != std::string::npos);
    double lastOfTheDay = 0;
    for (const auto& moment : moments) {
        if (moment["day"].string() == "1919-10-15") lastOfTheDay = moment["action"].number();
    }
    CHECK(shown["moment"]["action"].number() == lastOfTheDay);
    const auto byAction = cliJson({"history", file, "--action",
                                   std::to_string(static_cast<int>(lastOfTheDay)), "--json"});
    CHECK(byAction["turn"].string() == shown["turn"].string());

    // Browsing wrote nothing to the campaign.
    CHECK(unitsOf(file) != eveningUnits);
    const auto csv = cli({"history", file, "--csv"});
    REQUIRE(csv.exitCode == 0);
    CHECK(csv.out.rfind("action,day,phase,kind,description,recorded_at,taken_back,bookmark\n", 0) ==
          0);
}

TEST_CASE("a return to a bookmark and its undo give back the very file it left") {
    ExampleCampaign example;
    const std::string file = example.file().string();
    const auto marked = cliJson({"bookmark", file, "--name", "перед боем ♣", "--json"});
    CHECK(marked["bookmark"].string() == "перед боем ♣");
    const std::string atTheBookmark = unitsOf(file);
    fightTheExample(file);
    const std::string beforeReturn = dumpOf(file);
    const std::string foughtUnits = unitsOf(file);

    const auto returned = cliJson({"restore", file, "--bookmark", "перед боем ♣", "--json"});
    CHECK(returned["taken_back"].number() == 7);
    CHECK(returned["to"]["action"].number() == marked["action"].number());
    CHECK(unitsOf(file) == atTheBookmark);
    // The bookmark stands with its moment, and the return is the history's last action.
    const auto moments = cliJson({"history", file, "--json"}).array();
    CHECK(moments.back()["kind"].string() == "restore");
    CHECK(moments.back()["taken_back"].number() == 7);
    CHECK(moments[moments.size() - 2]["bookmark"].string() == "перед боем ♣");

    const auto undone = cliJson({"undo", file, "--json"});
    CHECK(undone["undone"]["kind"].string() == "restore");
    CHECK(dumpOf(file) == beforeReturn);
    CHECK(unitsOf(file) == foughtUnits);
}

TEST_CASE("a return over an earlier return is undone one return at a time") {
    ExampleCampaign example;
    const std::string file = example.file().string();
    const auto start = cliJson({"history", file, "--json"}).array().back()["action"].number();
    run({"bookmark", file, "--name", "dawn"});
    fightTheExample(file);
    const std::string fought = dumpOf(file);
    run({"restore", file, "--bookmark", "dawn"});
    run({"note", file, "--day", "1919-10-15", "--text", "A second try."});
    const std::string secondTry = dumpOf(file);

    // Back past the bookmark and the first return, to the campaign as it began.
    run({"restore", file, "--action", std::to_string(static_cast<int>(start))});
    CHECK(cliJson({"history", file, "--json"}).array().size() ==
          static_cast<std::size_t>(start) + 1);
    run({"undo", file});
    CHECK(dumpOf(file) == secondTry);
    run({"undo", file});  // the note
    run({"undo", file});  // the first return
    CHECK(dumpOf(file) == fought);
}

TEST_CASE("history, bookmark and restore refuse in one line and change nothing") {
    ExampleCampaign example;
    TempFolder folder;
    const std::string file = example.file().string();
    run({"bookmark", file, "--name", "dawn"});
    const std::string before = dumpOf(file);
    const auto refused = [&](const std::vector<std::string>& words, const std::string& why) {
        const auto result = cli(words);
        CHECK(result.exitCode != 0);
        CHECK_MESSAGE(result.err.find(why) != std::string::npos, result.err);
        CHECK(std::count(result.err.begin(), result.err.end(), '\n') == 1);
        CHECK(dumpOf(file) == before);
    };
    refused({"bookmark", file, "--name", "dawn"}, "has a bookmark 'dawn' already");
    refused({"bookmark", file, "--name", "  "}, "needs a name");
    refused({"bookmark", file, "--name", std::string(101, 'x')}, "longer than 100 bytes");
    refused({"restore", file, "--bookmark", "dusk"}, "no bookmark 'dusk'");
    refused({"restore", file, "--bookmark", "dawn"}, "already: nothing to return from");
    refused({"restore", file, "--action", "999"}, "no action 999");
    refused({"restore", file, "--day", "1919-10-20"}, "has not reached 20 October 1919");
    refused({"restore", file, "--day", "1919-10-15", "--action", "2"}, "name one moment");
    refused({"history", file, "--day", "1919-09-01"}, "before its history");
    refused({"history", file, "--action", "1", "-o", file}, "campaign");
    refused({"history", file, "-o", (folder / "x.tachanka").string()}, "at one moment");
}
