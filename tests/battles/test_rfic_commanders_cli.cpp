// Each side's Commander in a campaign battle fought in Red Flags & Iron Crosses, from the
// command line (issue 18): on the table for the side's senior officer present, dealt a card,
// sharing his unit's lower card (note 10), adding his dice to its fire, hit and killed by the
// Commander table over the cards left, taken back, and his death carried to the campaign; the
// battle pack's roster gives him a line with boxes for his fate.

#include <doctest/doctest.h>

#include "app/core/battles/tactical_battles.hpp"
#include "tests/battles/fought_example.hpp"
#include "tests/support/campaign_dump.hpp"
#include "tests/support/poppler.hpp"

using namespace tachanka;
using namespace tachanka::testing;

namespace {

const JsonValue* outcomeNamed(const JsonValue& odds, const std::string& result) {
    for (const auto& outcome : odds["outcomes"].array()) {
        if (outcome["result"].string() == result) return &outcome;
    }
    return nullptr;
}

}  // namespace

TEST_CASE("an RF&IC battle's Commanders: dealt, joined to a unit, hit and killed, and the "
          "senior officer he stands for killed in the campaign") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto id = plannedExample(example);
    const auto fought = cliJson({"battle", "fight", file, id, "--system",
                                 "red-flags-iron-crosses", "--json"});
    // The Reds' division commander and the Whites' colonel: one Commander a side.
    const auto& red = unitCoded(fought["units"], "Commander-A");
    CHECK(red["troop_name"].string() == "Commander Solodoukhine");
    CHECK(red["system_state"].string() == "good, on his own");
    const auto& white = unitCoded(fought["units"], "Commander-D");
    const auto colonel = white["officer"].string();
    REQUIRE_FALSE(colonel.empty());
    REQUIRE(fought["seniors"].array().size() == 2);
    // The pack's roster: each side's Commander with boxes for his fate, no morale bonus.
    const auto pack = example.file().parent_path() / "pack.pdf";
    REQUIRE(cli({"print", "battle-pack", file, "--battle", id, "-o", pack.string()}).exitCode == 0);
    const auto roster = pdfText(pack);
    CHECK(roster.find("Commander: Solodoukhine (") != std::string::npos);
    CHECK(roster.find("killed ☐ wounded ☐ captured") != std::string::npos);

    CHECK(isOneLineError(cli({"battle", "act", file, id, "join", "Commander-D", "1/9D"})));
    const auto joined = cliJson({"battle", "act", file, id, "join", "Commander-D", "1/1K",
                                 "--json"});
    CHECK(joined["result"].string() == "Commander-D: with 1/1K");

    // 1/1K's 9♥ and his 3♥: the 9♥ discarded, both activated on the 3♥, before the 3♣.
    const auto dealt = cliJson({"battle", "act", file, id, "deal", "--cards",
                                "2C,3C,4C,9H,5C,6C,7C,3H", "--json"});
    const auto& order = dealt["state"]["turn"]["cards"].array();
    REQUIRE(order.size() == 8);
    CHECK(order[0].string() == "1/9D 2♣");
    CHECK(order[1].string().ends_with("3♥"));
    CHECK(order[2].string().ends_with("3♥"));
    CHECK(order[3].string() == "2/9D 3♣");
    CHECK(dealt["state"]["turn"]["next"].string().ends_with("44 cards undealt"));

    // 1/1K's six figures and its Commander's 2D6.
    const auto shot = cliJson({"battle", "act", file, id, "fire", "1/1K", "2/9D", "--dice",
                               "1,1,1,1,1,1,1,1", "--json"});
    CHECK(shot["event"]["table_cell"].string().starts_with(
        "1/1K fires 8 D6 (small-arms, with Commander-D)"));

    // Six figures of 1/9D at the Commander: a 6 disrupts him.
    const auto first = cliJson({"battle", "act", file, id, "fire", "1/9D", "Commander-D",
                                "--dice", "6,1,1,1,1,1", "--json"});
    CHECK(first["result"].string() == "Commander-D: disrupted");
    const auto odds = cliJson({"battle", "odds", file, id, "fire", "1/9D", "Commander-D",
                               "--json"});
    const auto* dies = outcomeNamed(odds, "Commander-D: killed");
    REQUIRE(dies != nullptr);
    CHECK((*dies)["probability"].number() > 0.0);
    CHECK(outcomeNamed(odds, "Commander-D: wounded") != nullptr);

    const auto before = campaignDump(example.file());
    const auto killed = cliJson({"battle", "act", file, id, "fire", "1/9D", "Commander-D",
                                 "--dice", "6,1,1,1,1,1", "--cards", "KH", "--json"});
    CHECK(killed["result"].string() == "Commander-D: killed");
    const auto& seniors = killed["state"]["seniors"].array();
    bool colonelKilled = false;
    for (const auto& senior : seniors) {
        if (colonel.starts_with(senior["name"].string())) colonelKilled = senior["killed"].boolean();
    }
    CHECK(colonelKilled);
    CHECK(unitCoded(killed["state"]["units"], "Commander-D")["system_state"].string() ==
          "good, killed");
    CHECK(isOneLineError(cli({"battle", "act", file, id, "cohesion", "Commander-D"})));
    // Taken back, and killed again.
    REQUIRE(cli({"battle", "undo-action", file, id}).exitCode == 0);
    const auto undone = cliJson({"battle", "units", file, id, "--json"});
    CHECK(unitCoded(undone["units"], "Commander-D")["system_state"].string() ==
          "good, disrupted, with 1/1K");
    REQUIRE(cli({"battle", "act", file, id, "fire", "1/9D", "Commander-D", "--dice",
                 "6,1,1,1,1,1", "--cards", "QH"})
                .exitCode == 0);
    CHECK(campaignDump(example.file()) != before);

    const auto retreat = exampleHexes().retreat.label();
    const auto preview = cli({"battle", "end", file, id, "--retreat-to", retreat});
    REQUIRE_MESSAGE(preview.exitCode == 0, preview.err);
    CHECK(preview.out.find(" (senior) is killed in battle") != std::string::npos);
    const auto applied = cli({"battle", "apply", file, id, "--retreat-to", retreat});
    REQUIRE_MESSAGE(applied.exitCode == 0, applied.err);
    const auto fallen = core::fallenInBattle(example.file(), std::stoll(id));
    REQUIRE(fallen.size() == 1);
    CHECK(colonel.starts_with(fallen.front().name));
    CHECK(fallen.front().fate == model::OfficerFate::Killed);
}

TEST_CASE("an RF&IC Commander wounded by a red card leaves the campaign wounded at apply, and "
          "his formation's commander is then replaced") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto id = plannedExample(example);
    REQUIRE(cli({"battle", "fight", file, id, "--system", "red-flags-iron-crosses"}).exitCode == 0);
    REQUIRE(cli({"battle", "act", file, id, "deal", "--cards", "2C,3C,4C,9H,5C,6C,7C,3H"})
                .exitCode == 0);
    REQUIRE(cli({"battle", "act", file, id, "fire", "1/1K", "Commander-A", "--dice",
                 "6,1,1,1,1,1"})
                .exitCode == 0);
    const auto wounded = cliJson({"battle", "act", file, id, "fire", "1/1K", "Commander-A",
                                  "--dice", "6,1,1,1,1,1", "--cards", "5D", "--json"});
    CHECK(wounded["result"].string() == "Commander-A: wounded");
    CHECK(wounded["state"]["seniors"][0]["wounded"].boolean());
    CHECK(unitCoded(wounded["state"]["units"], "Commander-A")["system_state"].string() ==
          "good, wounded, disrupted, on his own");

    const auto retreat = exampleHexes().retreat.label();
    const auto preview = cli({"battle", "end", file, id, "--retreat-to", retreat});
    REQUIRE_MESSAGE(preview.exitCode == 0, preview.err);
    CHECK(preview.out.find("Solodoukhine (senior) is wounded in battle") != std::string::npos);
    REQUIRE(cli({"battle", "apply", file, id, "--retreat-to", retreat}).exitCode == 0);
    const auto fallen = core::fallenInBattle(example.file(), std::stoll(id));
    REQUIRE(fallen.size() == 1);
    CHECK(fallen.front().name == "Solodoukhine");
    CHECK(fallen.front().fate == model::OfficerFate::Wounded);
}
