// Senior officers on the command line (issue 16: "the senior officers of the formations
// present"): battle fight brings the serving commanders of every formation its units belong
// to, battle units lists them, and a morale test takes one's bonus when the players place him
// near the unit; refusals in one line with the file unchanged.

#include <doctest/doctest.h>

#include "tests/battles/fought_example.hpp"
#include "app/core/battles/tactical_battles.hpp"
#include "tests/support/campaign_dump.hpp"

using namespace tachanka;
using namespace tachanka::testing;

namespace {

// The success number a morale test's cell shows: "1/9D fear test: 7 vs 9 → passed".
int successNumberIn(const std::string& cell) {
    const auto vs = cell.find(" vs ");
    REQUIRE(vs != std::string::npos);
    return std::stoi(cell.substr(vs + 4));
}

}  // namespace

TEST_CASE("battle fight brings the senior officers of the formations present, and --senior lends one's bonus to a morale test") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto id = foughtExample(example);
    const auto units = cliJson({"battle", "units", file, id, "--json"});
    // The 9th Rifle Division's commander and the 13th Army's above it; the Kornilov regiment's
    // and the 1st Infantry Division's on the other side.
    std::vector<std::string> seniors;
    for (const auto& senior : units["seniors"].array()) {
        seniors.push_back(senior["name"].string() + " / " + senior["command"].string());
    }
    CHECK(seniors == std::vector<std::string>{
                         "Solodoukhine / 9th Rifle Division", "Guekker / 13th Army",
                         "Col. Pechnia / 1st “General Kornilov” Shock Regiment",
                         "Maj.Gen. Timanovski / 1st Infantry Division"});
    const auto& solodoukhine = units["seniors"][0];
    CHECK(solodoukhine["side"].string() == "Reds");
    CHECK_FALSE(solodoukhine["killed"].boolean());
    CHECK(cli({"battle", "units", file, id}).out.find("Senior officers: Solodoukhine (") !=
          std::string::npos);

    const auto before = campaignDump(example.file());
    const auto near = cliJson({"battle", "act", file, id, "morale", "1/9D", "--test", "fear",
                               "--senior", "Solodoukhine", "--senior-distance", "3", "--dice",
                               "6,6", "--json"});
    const auto& cell = near["event"]["table_cell"].string();
    CHECK(cell.ends_with("the senior officer's bonus added"));
    REQUIRE(cli({"battle", "undo-action", file, id}).exitCode == 0);
    const auto without = cliJson({"battle", "act", file, id, "morale", "1/9D", "--test", "fear",
                                  "--dice", "6,6", "--json"});
    CHECK(successNumberIn(cell) ==
          successNumberIn(without["event"]["table_cell"].string()) +
              static_cast<int>(solodoukhine["morale_bonus"].number()));

    SUBCASE("refused in one line, the file unchanged") {
        const auto now = campaignDump(example.file());
        for (const auto& arguments : std::vector<std::vector<std::string>>{
                 {"battle", "act", file, id, "morale", "1/9D", "--senior", "Kutepov"},
                 {"battle", "act", file, id, "morale", "1/9D", "--senior-distance", "3"},
                 {"battle", "odds", file, id, "morale", "1/9D", "--personal-command"}}) {
            CAPTURE(arguments);
            CHECK(isOneLineError(cli(arguments)));
            CHECK(campaignDump(example.file()) == now);
        }
        CHECK(campaignDump(example.file()) != before);
    }
}

TEST_CASE("a senior officer killed on the table falls in the campaign when the battle is applied, and a junior is promoted in his place") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto id = foughtExample(example);
    const std::int64_t number = std::stoll(id);
    const auto before = campaignDump(example.file());
    const auto killed = cliJson({"battle", "act", file, id, "senior-killed", "Solodoukhine", "--json"});
    CHECK(killed["result"].string() == "Solodoukhine killed");
    CHECK(killed["state"]["seniors"][0]["killed"].boolean());
    CHECK(isOneLineError(cli({"battle", "act", file, id, "senior-killed", "Solodoukhine"})));
    CHECK(isOneLineError(cli({"battle", "act", file, id, "morale", "1/9D", "--senior",
                              "Solodoukhine", "--senior-distance", "2"})));
    // Taken back, and fallen again: the log keeps both.
    REQUIRE(cli({"battle", "undo-action", file, id}).exitCode == 0);
    CHECK_FALSE(cliJson({"battle", "units", file, id, "--json"})["seniors"][0]["killed"].boolean());
    REQUIRE(cli({"battle", "act", file, id, "senior-killed", "Solodoukhine"}).exitCode == 0);

    const auto retreat = exampleHexes().retreat.label();
    const auto preview = cli({"battle", "end", file, id, "--retreat-to", retreat});
    REQUIRE_MESSAGE(preview.exitCode == 0, preview.err);
    CHECK(preview.out.find("Solodoukhine (senior) is killed in battle") != std::string::npos);
    const auto applied = cli({"battle", "apply", file, id, "--retreat-to", retreat});
    REQUIRE_MESSAGE(applied.exitCode == 0, applied.err);
    const auto fallen = core::fallenInBattle(example.file(), number);
    REQUIRE(fallen.size() == 1);
    CHECK(fallen.front().name == "Solodoukhine");
    CHECK(fallen.front().fate == model::OfficerFate::Killed);
    const auto officerId = std::to_string(fallen.front().id);
    const auto promoted = cli({"officer", file, "--replace", officerId, "--dice", "1"});
    REQUIRE_MESSAGE(promoted.exitCode == 0, promoted.err);
    CHECK(core::fallenInBattle(example.file(), number).empty());
    CHECK(campaignDump(example.file()) != before);
}
