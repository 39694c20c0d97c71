// Two full days of the historical scenario played through the CLI as a club plays them: each
// side in its own phases, advanced with `turn --advance`, its events rolled, its units moved,
// its battles planned, resolved with the players' answers asked at their moments, and
// applied. Along the way every action out of turn, out of phase, past the MP, of an inactive
// formation, into an entry zone, on a barraged hex, of an out-of-command unit or of entrenching
// cavalry is refused in one line naming its rule, the file unchanged; the umpire's override
// lands and the ledger and the turn sheet keep it as an override.

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "tests/campaign_turns/campaign_fixture.hpp"
#include "tests/campaign_turns/cli_refusal.hpp"
#include "tests/cli/cli.hpp"
#include "tests/support/json_value.hpp"
#include "tests/support/poppler.hpp"

using namespace tachanka;
using testing::cli;
using testing::HistoricalCampaign;
using testing::JsonValue;

namespace {

class ClubEvening {
public:
    explicit ClubEvening(const HistoricalCampaign& game) : game_(game), file_(game.file().string()) {}
    const std::string& file() const { return file_; }

    // `turn --advance`, landing on the phase whose line ends with `now`.
    void advanceTo(const std::string& now) {
        const auto advanced = cli({"turn", file_, "--advance", "--json"});
        REQUIRE_MESSAGE(advanced.exitCode == 0, advanced.err);
        const auto turn = JsonValue::parse(advanced.out)["turn"];
        const auto line = turn["side"].string() + " turn · " + turn["phase_title"].string();
        CAPTURE(line);
        CHECK(line.ends_with(now));
    }

    void does(const std::vector<std::string>& words) {
        const auto done = cli(words);
        CAPTURE(words.front());
        REQUIRE_MESSAGE(done.exitCode == 0, done.err);
    }

    // The line the rules refuse it with, starting with `line`; the file unchanged.
    void refused(const std::vector<std::string>& words, const std::string& line) {
        const auto said = testing::refusal(game_.file(), words);
        CAPTURE(said);
        CHECK(said.starts_with(line));
    }

    // The same words under the umpire's override: they land, and stderr names the rule.
    void overridden(std::vector<std::string> words, const std::string& reason,
                    const std::string& rule) {
        words.insert(words.end(), {"--override", "--reason", reason});
        const auto done = cli(words);
        REQUIRE_MESSAGE(done.exitCode == 0, done.err);
        CHECK(done.err.starts_with("tachanka-cli: umpire's override (" + reason + "): " + rule));
        reasons_.push_back(reason);
    }
    const std::vector<std::string>& reasons() const { return reasons_; }

    // Resolves battle `id` with `dice`, answering each question it stops at with the first
    // answer it lists, as a player taking the top line would; then applies it.
    void fight(const std::string& id, const std::vector<std::string>& dice) {
        std::vector<std::string> resolve{"battle", "resolve", file_, id};
        resolve.insert(resolve.end(), dice.begin(), dice.end());
        does(resolve);
        for (int question = 0; question < 8; ++question) {
            const auto shown = JsonValue::parse(cli({"battle", "show", file_, id, "--json"}).out);
            if (shown["awaiting"].isNull()) break;
            const auto awaiting = shown["awaiting"].string();
            const auto& asked = shown["question"];
            const auto answer = asked["answers"].array()[0]["answer"].string();
            std::vector<std::string> decide{"battle", "decide", file_, id};
            if (awaiting == "assault") {
                decide.insert(decide.end(), {"--assault", answer});
            } else if (awaiting == "advance") {
                std::string codes;
                for (const auto& code : asked["units"].array()) {
                    codes += (codes.empty() ? "" : ",") + code.string();
                }
                decide.insert(decide.end(), {"--advance", answer == "all" ? codes : "none"});
            } else {
                REQUIRE(awaiting == "retreat");
                decide.insert(decide.end(),
                              {"--retreat", asked["units"].array()[0].string() + "=" + answer});
            }
            does(decide);
        }
        const auto shown = JsonValue::parse(cli({"battle", "show", file_, id, "--json"}).out);
        REQUIRE(shown["state"].string() == "resolved");
        does({"battle", "apply", file_, id});
    }

    // The id of the battle `battle plan` or `battle barrage` planned.
    std::string plans(std::vector<std::string> words) {
        words.push_back("--json");
        const auto planned = cli(words);
        REQUIRE_MESSAGE(planned.exitCode == 0, planned.err);
        return std::to_string(static_cast<int>(JsonValue::parse(planned.out)["id"].number()));
    }

private:
    const HistoricalCampaign& game_;
    std::string file_;
    std::vector<std::string> reasons_;
};

}  // namespace

TEST_CASE("two days of the historical scenario through the CLI, by the rules") {
    HistoricalCampaign game;
    ClubEvening club(game);
    const std::string& file = club.file();
    // The club paints one hex so that the rules count MP on the map (7.1).
    club.does({"map", "paint", file, "--hex", "0101", "--terrain", "forest"});

    // 15 October, the Whites' turn: out of phase, nothing moves and nobody takes prisoners.
    club.refused({"unit", file, "1/2K", "--hex", "2405"},
                 "7: 1/2K moves in the Whites' movement phase");
    club.advanceTo("Whites turn · Recruitment and attachment of new recruits");
    club.refused({"recruit", file, "--unit", "1/Let"}, "4.3.1: step recovery is done in the "
                                                       "Reds' recruitment phase");
    club.refused({"prisoners", file, "--side", "Whites", "--add", "1"},
                 "4.1: prisoners are captured in combat");
    club.advanceTo("Whites turn · Check units' command status");
    // 5.2: 1/83S stands beyond its regiment's reach and is marked out of command.
    CHECK(game.unit("1/83S").outOfCommand);
    club.advanceTo("Whites turn · Check for random events (optional)");
    club.does({"event", file, "--roll", "--seed", "7"});
    club.refused({"event", file, "--roll", "--seed", "8"},
                 "6: the active player rolls one random event a turn");
    club.advanceTo("Whites turn · Movement and special actions");
    club.refused({"unit", file, "1/9D", "--hex", "3003"},
                 "7: 1/9D is a Red unit and the Whites are moving");
    club.does({"unit", file, "1/2K", "--hex", "2410"});  // 4 of its 5 MP
    club.refused({"unit", file, "1/2K", "--hex", "2405"}, "7.1: 1/2K cannot reach 2405");
    club.refused({"unit", file, "1/1K", "--hex", "2904"},
                 "10.2: 1/1K belongs to 1st “General Kornilov” Shock Regiment, inactive");
    club.refused({"unit", file, "1/2D", "--hex", "0118", "--path", "0218"},
                 "7.4: 0118 is a reinforcement entry zone of the Reds");
    club.refused({"unit", file, "1/83S", "--entrench", "under-construction"},
                 "7.3: 1/83S: an out-of-command unit may not entrench (5.3, 7.3)");
    club.refused({"unit", file, "Cv/2K", "--entrench", "under-construction"},
                 "7.3: Cv/2K: only infantry and artillery entrench");
    club.overridden({"unit", file, "1/1K", "--hex", "2904"}, "the club frees the Kornilovs",
                    "10.2: 1/1K belongs to");
    CHECK(game.unit("1/1K").hex == model::Hex::parse("2904"));
    club.refused({"battle", "plan", file, "--attackers", "2/3D", "--hex", "0814"},
                 "8.1: battles are planned in the combat phase");

    club.advanceTo("Whites turn · Combat and ammunition resupply");
    const auto barrage = club.plans({"battle", "barrage", file, "--gun", "Art/3D", "--target",
                                     "2/41D"});
    club.refused({"battle", "plan", file, "--attackers", "2/2D", "--hex", "0119"},
                 "7.2: hex 0119 holds a unit being barraged in battle " + barrage);
    club.fight(barrage, {"--seed", "3"});
    // 5.3: the out-of-command 1/83S attacks only after its TQ check, the battle's first die.
    const auto outOfCommand =
        club.plans({"battle", "plan", file, "--attackers", "1/83S", "--hex", "1114"});
    const auto asked = JsonValue::parse(
        cli({"battle", "resolve", file, outOfCommand, "--dice", "?", "--json"}).out);
    CHECK(asked["dice"].array()[0]["purpose"].string() == "out of command TQ check: 1/83S");
    club.fight(outOfCommand, {"--seed", "5"});
    // Cv/41S fails its cohesion check by 4 and routs: where it goes is asked (8.7.3).
    const auto rout = club.plans({"battle", "plan", file, "--attackers", "2/3D", "--hex", "0814"});
    const auto routed = cli({"battle", "resolve", file, rout, "--dice", "1,6", "--json"});
    REQUIRE_MESSAGE(routed.exitCode == 0, routed.err);
    CHECK(JsonValue::parse(routed.out)["awaiting"].string() == "retreat");
    const auto retreats = JsonValue::parse(cli({"battle", "retreats", file, rout, "--json"}).out);
    REQUIRE(retreats["units"].array().size() == 1);
    CHECK(retreats["units"].array()[0]["hexes_to_go"].number() == 2.0);
    club.does({"battle", "decide", file, rout, "--retreat", "Cv/41S=0713"});
    club.does({"battle", "decide", file, rout, "--advance", "2/3D"});
    club.does({"battle", "apply", file, rout});
    CHECK(game.unit("Cv/41S").hex == model::Hex::parse("0713"));
    CHECK(game.unit("Cv/41S").mode == model::UnitMode::Routed);
    CHECK(game.unit("2/3D").hex == model::Hex::parse("0814"));
    club.advanceTo("Whites turn · Remove Barrage, Support and Rout markers");

    // 15 October, the Reds' turn.
    club.advanceTo("Reds turn · Check status of depots");
    club.advanceTo("Reds turn · Recruitment and attachment of new recruits");
    // The umpire lets a straggler count outside combat: written, with its reason.
    club.overridden({"prisoners", file, "--side", "Reds", "--add", "1"},
                    "a straggler taken on the table", "4.1: prisoners are captured in combat");
    club.advanceTo("Reds turn · Check units' command status");
    club.advanceTo("Reds turn · Check for random events (optional)");
    club.does({"event", file, "--roll", "--seed", "2"});
    club.advanceTo("Reds turn · Movement and special actions");
    club.refused({"unit", file, "1/2K", "--hex", "2409"},
                 "7: 1/2K is a White unit and the Reds are moving");
    club.does({"unit", file, "1/Let", "--hex", "1510"});
    club.refused({"unit", file, "1/Let", "--entrench", "under-construction"},
                 "7.3: 1/Let: entrenching costs all the unit's MP");
    club.advanceTo("Reds turn · Combat and ammunition resupply");
    club.fight(club.plans({"battle", "plan", file, "--attackers", "3/41D,1/41S", "--hex",
                           "1114"}),
               {"--seed", "11"});
    club.advanceTo("Reds turn · Remove Barrage, Support and Rout markers");

    // 16 October: both sides again.
    for (const std::string side : {"Whites", "Reds"}) {
        CAPTURE(side);
        club.advanceTo(side + " turn · Check status of depots");
        club.advanceTo(side + " turn · Recruitment and attachment of new recruits");
        club.advanceTo(side + " turn · Check units' command status");
        club.advanceTo(side + " turn · Check for random events (optional)");
        club.does({"event", file, "--roll", "--seed", side == "Whites" ? "21" : "22"});
        club.advanceTo(side + " turn · Movement and special actions");
        const bool whites = side == "Whites";
        club.refused({"unit", file, whites ? "1/Let" : "1/2K", "--hex", whites ? "1610" : "2408"},
                     whites ? "7: 1/Let is a Red unit" : "7: 1/2K is a White unit");
        club.does({"unit", file, whites ? "1/2K" : "1/Let", "--hex", whites ? "2409" : "1610"});
        club.advanceTo(side + " turn · Combat and ammunition resupply");
        const auto contacts = JsonValue::parse(cli({"battle", "contacts", file, "--json"}).out);
        REQUIRE_FALSE(contacts.array().empty());
        const auto& first = contacts.array()[0];
        club.fight(club.plans({"battle", "plan", file, "--attackers",
                               first["attackers"].array()[0].string(), "--hex",
                               first["hex"].string()}),
                   {"--seed", whites ? "31" : "32"});
        club.advanceTo(side + " turn · Remove Barrage, Support and Rout markers");
    }
    CHECK(game.campaign().date == model::GameDate::parseIso("1919-10-16"));

    // The umpire's overrides, each on the ledger with its reason and on the turn sheet.
    const auto overrides = JsonValue::parse(cli({"ledger", file, "--kind", "override", "--json"}).out);
    REQUIRE(overrides.array().size() == club.reasons().size());
    for (std::size_t at = 0; at < club.reasons().size(); ++at) {
        bool kept = false;
        for (const auto& row : overrides.array()) {
            kept = kept || row["note"].string().find(club.reasons()[at]) != std::string::npos;
        }
        CHECK_MESSAGE(kept, club.reasons()[at]);
    }
    const auto sheet = game.file().parent_path() / "whites-15.pdf";
    club.does({"print", "turn-sheet", file, "--side", "Whites", "--turn", "1", "-o",
               sheet.string()});
    CHECK(testing::pdfText(sheet).find("the club frees the Kornilovs") != std::string::npos);
}
