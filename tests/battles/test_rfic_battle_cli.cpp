// A campaign combat fought in Red Flags & Iron Crosses from the command line (issue 18's "an
// RF&IC battle can be fought as a linked battle through the seam"): converted through its
// provisional link table, the turn dealt from typed cards, fire weighed over the cards left and
// resolved with typed dice and cards, taken back, ended and applied as previewed.

#include <doctest/doctest.h>

#include "tests/battles/battle_campaign.hpp"
#include "tests/battles/fought_example.hpp"
#include "tests/cli/cli_json.hpp"
#include "tests/support/campaign_dump.hpp"
#include "tests/support/poppler.hpp"

using namespace tachanka;
using namespace tachanka::testing;

namespace {

constexpr const char* rfic = "red-flags-iron-crosses";

}  // namespace

TEST_CASE("a pack shuffled by the program is a random number in the log, not a die to read") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto id = plannedExample(example);
    REQUIRE(cli({"battle", "fight", file, id, "--system", rfic}).exitCode == 0);
    const auto dealt = cli({"battle", "act", file, id, "deal", "--seed", "3"});
    REQUIRE(dealt.exitCode == 0);
    CHECK(dealt.out.find("  shuffle the pack (random number ") != std::string::npos);
    CHECK(dealt.out.find(" of 65536)") != std::string::npos);
    CHECK(dealt.out.find("d65536") == std::string::npos);
    CHECK(dealt.out.find("dealt, lowest first: ") != std::string::npos);
}

TEST_CASE("a campaign battle fought in Red Flags & Iron Crosses, cards typed as dealt") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto id = plannedExample(example);
    const auto fought = cliJson({"battle", "fight", file, id, "--system", rfic, "--json"});
    CHECK(fought["provisional"].boolean());
    const auto& units = fought["units"];
    REQUIRE(units.array().size() == 8);  // six units and each side's Commander
    CHECK(unitCoded(units, "1/9D")["troop_type"].string() == "infantry");
    // Graded from its TQ: one of the four grades of the text.
    const auto grade = unitCoded(units, "1/9D")["system_state"].string();
    CHECK((grade == "good" || grade == "average" || grade == "poor" || grade == "very-poor"));
    CHECK(isOneLineError(cli({"battle", "act", file, id, "fire", "1/9D", "1/1K", "--seed", "1"})));

    // One card a unit and Commander, as the players dealt them: the lowest first, ♥ before ♠.
    const auto dealt = cliJson({"battle", "act", file, id, "deal", "--cards",
                                "QS,2H,9C,QH,KD,AS,JC,JD", "--json"});
    const auto& order = dealt["state"]["turn"]["cards"].array();
    REQUIRE(order.size() == 8);
    CHECK(order[0].string().ends_with("A♠"));
    CHECK(order[1].string().ends_with("2♥"));
    CHECK(order[3].string() == "Commander-A J♣");
    CHECK(order[5].string() == "1/1K Q♥");
    CHECK(order[6].string().ends_with("Q♠"));
    CHECK(order[7].string().ends_with("K♦"));

    const auto before = campaignDump(example.file());
    const auto odds = cliJson({"battle", "odds", file, id, "fire", "1/9D", "1/1K", "--cover",
                               "soft", "--json"});
    double total = 0;
    for (const auto& outcome : odds["outcomes"].array()) total += outcome["probability"].number();
    CHECK(total == doctest::Approx(1.0));
    CHECK(campaignDump(example.file()) == before);

    // A card dealt this turn cannot be turned over again.
    CHECK(isOneLineError(cli({"battle", "act", file, id, "fire", "1/9D", "1/1K", "--cover", "soft",
                              "--dice", "6,6,6,6,6,6", "--cards", "QS"})));
    CHECK(campaignDump(example.file()) == before);
    // Six figures, six dice: two 6s in the open disrupt 1/1K and kill a figure.
    const auto shot = cliJson({"battle", "act", file, id, "fire", "1/9D", "1/1K", "--dice",
                               "6,1,1,6,1,1", "--json"});
    CHECK(shot["result"].string() == "1/1K: 1 figure lost, disrupted");
    // Taken back: the units and the turn's pack as they stood, the log keeping both entries.
    const auto undone = cliJson({"battle", "undo-action", file, id, "--json"});
    CHECK(undone["event"]["corrects"].number() == 2);
    const auto& target = unitCoded(undone["state"]["units"], "1/1K");
    CHECK(target["bases_lost"].number() == 0);
    CHECK(target["system_state"].string().find("disrupted") == std::string::npos);
    CHECK(undone["state"]["turn"]["next"].string().ends_with("44 cards undealt"));
    REQUIRE(cli({"battle", "act", file, id, "fire", "1/9D", "1/1K", "--dice", "6,1,1,6,1,1"})
                .exitCode == 0);

    const auto pack = example.file().parent_path() / "pack.pdf";
    REQUIRE(cli({"print", "battle-pack", file, "--battle", id, "-o", pack.string()}).exitCode == 0);
    const auto text = pdfText(pack);
    CHECK(text.find("Figures lost") != std::string::npos);
    CHECK(text.find("Infantry unit ()") == std::string::npos);  // no empty examples
    CHECK(text.find("Red Flags & Iron Crosses — quick-reference sheet") != std::string::npos);

    const auto retreat = exampleHexes().retreat.label();
    const auto preview = cli({"battle", "end", file, id, "--retreat-to", retreat});
    REQUIRE_MESSAGE(preview.exitCode == 0, preview.err);
    const auto applied = cli({"battle", "apply", file, id, "--retreat-to", retreat});
    REQUIRE_MESSAGE(applied.exitCode == 0, applied.err);
    CHECK(applied.out == preview.out + "battle " + id + " applied\n");
}
