// A campaign combat of the historical scenario fought in Bullets & Bolsheviks from the command
// line (issue 17's "a B&B battle can be fought as a linked battle of the campaign through the
// seam"): converted through its provisional link table, played with typed dice, weighed,
// taken back, printed as a pack, ended with a preview and applied exactly as previewed.

#include <doctest/doctest.h>

#include "tests/battles/battle_campaign.hpp"
#include "tests/battles/fought_example.hpp"
#include "tests/cli/cli_json.hpp"
#include "tests/support/campaign_dump.hpp"
#include "tests/support/poppler.hpp"

using namespace tachanka;
using namespace tachanka::testing;

namespace {

constexpr const char* bnb = "bullets-and-bolsheviks";

}  // namespace

TEST_CASE("a campaign battle fought in Bullets & Bolsheviks goes back as its preview said") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto id = plannedExample(example);
    const auto fought = cliJson({"battle", "fight", file, id, "--system", bnb, "--json"});
    CHECK(fought["system"].string() == bnb);
    CHECK(fought["provisional"].boolean());
    const auto& units = fought["units"];
    REQUIRE(units.array().size() == 6);
    // One stand a step (the link table), TQ graded into a morale level.
    const auto& regiment = unitCoded(units, "1/9D");
    CHECK(regiment["troop_type"].string() == "infantry");
    CHECK(regiment["bases"].number() == 3);
    CHECK(regiment["system_state"].string().starts_with("level "));
    CHECK(unitCoded(units, "Cv/9D")["troop_type"].string() == "cavalry");
    const auto& actions = regiment["actions"].array();
    REQUIRE(actions.size() >= 3);
    CHECK(actions[0]["action"].string() == "fire");
    CHECK(actions[0]["targets"].array().size() == 3);

    const auto initiative =
        cliJson({"battle", "act", file, id, "initiative", "--dice", "6,5,1,2", "--json"});
    CHECK(initiative["state"]["turn"]["number"].number() == 1);
    CHECK(initiative["result"].string().find("the attacker has the initiative") !=
          std::string::npos);

    // The odds add up to one and write nothing.
    const auto before = campaignDump(example.file());
    const auto odds =
        cliJson({"battle", "odds", file, id, "fire", "1/9D", "1/1K", "--distance", "2", "--json"});
    double total = 0;
    for (const auto& outcome : odds["outcomes"].array()) total += outcome["probability"].number();
    CHECK(total == doctest::Approx(1.0));
    CHECK(odds["provisional"].boolean());
    CHECK(campaignDump(example.file()) == before);

    // Six dice of three stands miss: no effect, its leader's 2d6 not 12.
    const auto missed = cliJson({"battle", "act", file, id, "fire", "1/9D", "1/1K", "--distance",
                                 "2", "--dice", "1,1,1,1,1,1,3,3", "--json"});
    CHECK(missed["result"].string() == "no effect");
    CHECK(missed["event"]["table_cell"].string().starts_with("small arms: 6 dice hit on 5+"));
    // Undone: the log keeps both entries, the state is as before.
    CHECK(cliJson({"battle", "undo-action", file, id, "--json"})["event"]["corrects"].number() == 2);

    // A seeded assault by each attacker until the defenders are out of the fight or it ends.
    REQUIRE(cli({"battle", "act", file, id, "cohesion", "1/1K", "--dice", "1"}).exitCode == 0);
    const auto pack = example.file().parent_path() / "pack.pdf";
    const auto printed = cli({"print", "battle-pack", file, "--battle", id, "-o", pack.string()});
    REQUIRE_MESSAGE(printed.exitCode == 0, printed.err);
    const auto text = pdfText(pack);
    CHECK(text.find("fought on the table with Bullets & Bolsheviks") != std::string::npos);
    CHECK(text.find("Stands lost") != std::string::npos);
    CHECK(text.find("Bullets & Bolsheviks — quick-reference sheet") != std::string::npos);
    // A card a unit with its numbers from the shipped tables: infantry's small arms reach 4
    // hexes with 2 or 3 dice a stand.
    CHECK(text.find("Unit cards") != std::string::npos);
    CHECK(text.find("range 4 hexes, 2–3 dice a stand") != std::string::npos);
    // The roster counts no terror, so it has no column for it; the result sheet says what the
    // players write in and who enters it.
    CHECK(pdfPageText(pack, 1).find("Terror") == std::string::npos);
    CHECK(pdfPageText(pack, 2).find("hand the sheet to the umpire") != std::string::npos);
    // The cards are cards: each unit's name band and its boxes of stands lost, six to a page.
    const auto cardsPage = pdfPageText(pack, 3);
    for (const std::string code : {"1/9D", "1/1K"}) {
        CAPTURE(code);
        CHECK(cardsPage.find(code + " ") != std::string::npos);
    }
    std::size_t boxRows = 0;
    for (auto at = cardsPage.find("Stands lost"); at != std::string::npos;
         at = cardsPage.find("Stands lost", at + 1)) {
        ++boxRows;
    }
    CHECK(boxRows >= 2);

    const auto retreat = exampleHexes().retreat.label();
    const auto preview = cli({"battle", "end", file, id, "--retreat-to", retreat});
    REQUIRE_MESSAGE(preview.exitCode == 0, preview.err);
    CHECK(preview.out.find("1/1K lost 1 step") != std::string::npos);
    const auto beforeApply = campaignDump(example.file());
    const auto applied = cli({"battle", "apply", file, id, "--retreat-to", retreat});
    REQUIRE_MESSAGE(applied.exitCode == 0, applied.err);
    CHECK(applied.out == preview.out + "battle " + id + " applied\n");
    CHECK(cli({"undo", file}).exitCode == 0);
    CHECK(campaignDump(example.file()) == beforeApply);
}

TEST_CASE("a Bullets & Bolsheviks battle refuses bad input in one line, the file unchanged") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto id = plannedExample(example);
    CHECK(isOneLineError(cli({"battle", "fight", file, id, "--system", "bnb"})));
    REQUIRE(cli({"battle", "fight", file, id, "--system", bnb}).exitCode == 0);
    const auto before = campaignDump(example.file());
    const std::vector<std::vector<std::string>> refused{
        {"battle", "act", file, id, "shoot", "1/9D", "1/1K"},
        {"battle", "act", file, id, "fire", "1/9D", "2/9D", "--seed", "1"},
        {"battle", "act", file, id, "fire", "1/9D", "1/1K", "--distance", "5", "--seed", "1"},
        {"battle", "act", file, id, "fire", "1/9D", "1/1K", "--cover", "swamp", "--seed", "1"},
        {"battle", "act", file, id, "artillery", "1/9D", "1/1K", "--distance", "2"},
        {"battle", "act", file, id, "morale", "1/9D", "--occasion", "unpin", "--seed", "1"},
        {"battle", "act", file, id, "morale", "1/9D", "--modifiers", "leader", "--seed", "1"},
        {"battle", "act", file, id, "fire", "1/9D", "1/1K", "--dice", "1,1"},
        {"battle", "odds", file, id, "assault", "1/9D", "1/9D"},
        {"battle", "adjust", file, id, "1/9D", "--terror", "1", "--reason", "r"},
        {"battle", "auto", file, id, "--runs", "10"},
        {"battle", "undo-action", file, id},
    };
    for (const auto& arguments : refused) {
        const auto result = cli(arguments);
        CAPTURE(arguments);
        CAPTURE(result.err);
        CHECK(isOneLineError(result));
        CHECK(campaignDump(example.file()) == before);
    }
}
