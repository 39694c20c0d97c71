// Hidden information on the table end to end (issue 47, Red Actions!' "Set-up" and
// "Ambushes"): the Whites defending 1005 note 2/1K in ambush and place 1/1K under a marker
// beside two dummies; the Reds see markers only, from the umpire's view and from their own
// file; their scouting roll is committed, kept from them, and revealed when the ambush is
// sprung; markers lift as units show themselves; verify checks every commitment; the battle
// is finished and applied with everything revealed.

#include <doctest/doctest.h>

#include <set>

#include "tests/battles/fought_example.hpp"
#include "tests/campaign_turns/cli_refusal.hpp"
#include "tests/seats/seats_cli.hpp"
#include "tests/support/campaign_dump.hpp"
#include "tests/support/process.hpp"

using namespace tachanka;
using namespace tachanka::testing;

namespace {

constexpr const char* birchWood = "the birch wood";

std::set<std::string> codesOf(const JsonValue& units) {
    std::set<std::string> codes;
    for (const auto& unit : units.array()) codes.insert(unit["code"].string());
    return codes;
}

bool isHex(const std::string& text, std::size_t digits) {
    return text.size() == digits &&
           text.find_first_not_of("0123456789abcdef") == std::string::npos;
}

// The label of the Whites' marker over `unit` ("" for a dummy), from the umpire's view.
std::string labelOver(const JsonValue& markers, const std::string& kind, const std::string& unit) {
    for (const auto& marker : markers.array()) {
        if (marker["kind"].string() == kind && marker["unit"].string() == unit) {
            return marker["label"].string();
        }
    }
    FAIL("no " << kind << " marker over '" << unit << "'");
    return "";
}

// Refused in one line naming each of `words`, the campaign unchanged.
void refuses(const std::string& file, const std::vector<std::string>& command,
             const std::vector<std::string>& words) {
    const auto line = refusal(file, command);
    for (const auto& word : words) {
        CAPTURE(line);
        CHECK(line.find(word) != std::string::npos);
    }
}

// A Red unit in good order that may shoot at `target` now.
std::string shooterAt(const JsonValue& units, const std::string& target) {
    for (const auto& unit : units.array()) {
        if (unit["side"].string() != "Reds") continue;
        for (const auto& choice : unit["actions"].array()) {
            if (choice["action"].string() != "shoot") continue;
            for (const auto& code : choice["targets"].array()) {
                if (code.string() == target) return unit["code"].string();
            }
        }
    }
    FAIL("no Red unit may shoot at " << target);
    return "";
}

void runOk(const std::vector<std::string>& words) {
    const auto result = cli(words);
    CAPTURE(words);
    REQUIRE_MESSAGE(result.exitCode == 0, result.err);
}

}  // namespace

TEST_CASE("a hidden set-up: markers seen as markers, an ambush scouted with a committed roll, "
          "sprung, revealed, verified and applied") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto folder = example.file().parent_path();
    const auto id = foughtExample(example);

    const auto setUp = cliJson({"battle", "setup", file, id, "--side", "Whites", "--ambush",
                                std::string("2/1K@") + birchWood, "--position",
                                "1/1K@Glinki farm", "--dummy", "2", "--json"});
    const auto& markers = setUp["markers"];
    REQUIRE(markers.array().size() == 4);
    CHECK(labelOver(markers, "ambush", "2/1K") == "A1");
    const auto farm = labelOver(markers, "position", "1/1K");
    std::set<std::string> labels;
    for (const auto& marker : markers.array()) {
        if (marker["kind"].string() != "ambush") labels.insert(marker["label"].string());
    }
    CHECK(labels == std::set<std::string>{"M1", "M2", "M3"});
    const auto dummy = labelOver(markers, "dummy", "");
    // The log says what the Reds see: three markers, no ambush.
    const auto& setupEvent = setUp["log"].array().back();
    CHECK(setupEvent["action"].string() == "setup");
    CHECK(setupEvent["effects"].string().starts_with("Whites set up: markers M"));
    CHECK(setupEvent["effects"].string().find("birch") == std::string::npos);

    // The Reds' view: neither 2/1K nor 1/1K, three markers of unknown kind, no ambush.
    const auto reds = cliJson({"battle", "units", file, id, "--side", "Reds", "--json"});
    CHECK(reds["viewed_by"].string() == "Reds");
    const auto seen = codesOf(reds["units"]);
    CHECK_FALSE(seen.contains("2/1K"));
    CHECK_FALSE(seen.contains("1/1K"));
    CHECK(seen.contains("Cv/1K"));
    CHECK(reds["markers"].array().size() == 3);
    for (const auto& marker : reds["markers"].array()) {
        CHECK(marker["kind"].string() == "marker");
        CHECK(marker["unit"].string().empty());
        CHECK(marker["spot"].string().empty());
    }
    for (const auto& unit : reds["units"].array()) {
        for (const auto& choice : unit["actions"].array()) {
            for (const auto& target : choice["targets"].array()) {
                CHECK(target.string() != "2/1K");
            }
        }
    }
    CHECK(cli({"battle", "units", file, id, "--side", "Reds"}).out.find("2/1K") ==
          std::string::npos);
    const auto whites = cliJson({"battle", "units", file, id, "--side", "Whites", "--json"});
    CHECK(whites["markers"].array().size() == 4);

    SUBCASE("what the rules refuse, in one line with the campaign unchanged") {
        refuses(file, {"battle", "setup", file, id, "--side", "Reds", "--ambush", "1/9D"},
                {"only the defender notes ambushes"});
        refuses(file, {"battle", "setup", file, id, "--side", "Whites", "--dummy", "1"},
                {"have set up battle", "already"});
        refuses(file, {"battle", "act", file, id, "move", "2/1K"}, {"lies in ambush", "order-out"});
        refuses(file, {"battle", "act", file, id, "shoot", "1/9D", "2/1K", "--seed", "3"},
                {"lies hidden in ambush"});
        refuses(file, {"battle", "act", file, id, "shoot", "Cv/1K", "1/9D", "--ambush", "--seed", "3"},
                {"is not in ambush"});
        refuses(file, {"battle", "act", file, id, "order-out", "2/1K"}, {"--senior NAME"});
        refuses(file, {"battle", "act", file, id, "order-out", "2/1K", "--senior", "Solodoukhine"},
                {"is of the other side"});
        refuses(file, {"battle", "act", file, id, "reveal", "A1"}, {"lies in ambush"});
        refuses(file, {"battle", "act", file, id, "reveal", "M9"}, {"no marker M9"});
        refuses(file, {"battle", "act", file, id, "scout", "1/9D", birchWood, "--distance", "5"},
                {"beyond 1/9D's 4\" scouting range"});
    }

    // 1/9D scouts the birch wood: a 3 finds nothing; the die is the Whites' secret.
    const auto scouted = cliJson({"battle", "act", file, id, "scout", "1/9D", birchWood,
                                  "--dice", "3", "--json"});
    CHECK(scouted["event"]["origin"].string() == "committed");
    CHECK(scouted["event"]["dice"].array().empty());
    const auto cell = scouted["event"]["table_cell"].string();
    REQUIRE(cell.starts_with("commitment "));
    const auto commitment = cell.substr(11);
    CHECK(isHex(commitment, 64));
    CHECK(scouted["result"].string().starts_with("scouts the birch wood: nothing found"));
    const auto redsAfterScout = cliJson({"battle", "units", file, id, "--side", "Reds", "--json"});
    REQUIRE(redsAfterScout["scouting"].array().size() == 1);
    const auto& hiddenRoll = redsAfterScout["scouting"][0];
    CHECK(hiddenRoll["commitment"].string() == commitment);
    CHECK(hiddenRoll["die"].isNull());
    CHECK(hiddenRoll["nonce"].string().empty());
    CHECK(hiddenRoll["kept_by"].string() == "Whites");
    const auto whitesRoll =
        cliJson({"battle", "units", file, id, "--side", "Whites", "--json"})["scouting"][0];
    CHECK(whitesRoll["die"].number() == 3);
    CHECK(isHex(whitesRoll["nonce"].string(), 32));
    CHECK(whitesRoll["holds"].boolean());
    // "two units cannot scout the same spot in the same turn", and one spot a unit a turn.
    refuses(file, {"battle", "act", file, id, "scout", "Cv/9D", birchWood, "--dice", "6"},
            {"two units cannot scout the same spot in the same turn"});
    refuses(file, {"battle", "act", file, id, "scout", "1/9D", "the mill", "--dice", "6"},
            {"one piece of terrain a turn"});
    refuses(file, {"battle", "undo-action", file, id}, {"stands"});

    // The Reds' own file holds the commitment, never the die, nor where the ambush lies.
    runOk({"seat", "add", file, "--side", "Reds", "--name", "Ivan"});
    const auto redsFile = (folder / "reds.tachanka").string();
    runOk({"seat", "export", file, "--side", "Reds", "-o", redsFile});
    const auto dump = runProcess({"sqlite3", redsFile, ".dump"}).out;
    CHECK(dump.find("Glinki") == std::string::npos);
    CHECK(dump.find(whitesRoll["nonce"].string()) == std::string::npos);
    CHECK(dump.find(commitment) != std::string::npos);
    CHECK(runProcess({"strings", redsFile}).out.find("Glinki") == std::string::npos);
    CHECK(sql(redsFile, "SELECT count(*) FROM tactical_marker WHERE kind <> 'marker'") == "0\n");
    CHECK(sql(redsFile, "SELECT count(*) FROM tactical_unit WHERE code IN ('1/1K', '2/1K')") ==
          "0\n");
    CHECK(sql(redsFile, "SELECT quote(die), quote(nonce) FROM tactical_secret") == "NULL|NULL\n");
    const auto fromFile = cliJson({"battle", "units", redsFile, id, "--json"});
    CHECK(fromFile["viewed_by"].string() == "Reds");
    CHECK_FALSE(codesOf(fromFile["units"]).contains("2/1K"));
    CHECK(fromFile["markers"].array().size() == 3);
    CHECK(fromFile["scouting"][0]["die"].isNull());
    const auto redsVerified = cliJson({"verify", redsFile, "--json"});
    CHECK(redsVerified["ok"].boolean());
    CHECK(redsVerified["commitments_hidden"].number() == 1);

    // 2/1K springs its ambush on 1/9D: a fear test and a terror marker, the roll revealed.
    const auto sprung = cliJson({"battle", "act", file, id, "shoot", "2/1K", "1/9D",
                                 "--distance", "4", "--seed", "11", "--json"});
    CHECK(sprung["result"].string().find("2/1K springs its ambush from the birch wood") !=
          std::string::npos);
    const auto redsAfterSpring = cliJson({"battle", "units", file, id, "--side", "Reds", "--json"});
    CHECK(codesOf(redsAfterSpring["units"]).contains("2/1K"));
    const auto& revealedRoll = redsAfterSpring["scouting"][0];
    CHECK(revealedRoll["revealed"].boolean());
    CHECK(revealedRoll["die"].number() == 3);
    CHECK(revealedRoll["commitment"].string() == commitment);
    CHECK(revealedRoll["holds"].boolean());

    // A Red shot at the marker over 1/1K lifts it; the dummy is lifted when the Reds see it.
    const auto shooter = shooterAt(cliJson({"battle", "units", file, id, "--json"})["units"], "1/1K");
    const auto shotAtFarm = cliJson({"battle", "act", file, id, "shoot", shooter, "1/1K",
                                     "--distance", "4", "--seed", "5", "--json"});
    CHECK(shotAtFarm["result"].string().find(farm + " lifted: 1/1K") != std::string::npos);
    const auto lifted = cliJson({"battle", "act", file, id, "reveal", dummy, "--json"});
    CHECK(lifted["result"].string() ==
          dummy + " lifted: a dummy, taken off the table (seen by the enemy)");

    const auto verified = cliJson({"verify", file, "--json"});
    CHECK(verified["ok"].boolean());
    CHECK(verified["commitments"].number() == 1);
    // The two shots' dice, rolled from their seeds, roll the same again.
    CHECK(verified["seeded_dice"].number() == 2);

    // The battle ends: every defender fails its fear test, and applying it reveals the rest.
    const auto before = cliJson({"battle", "units", file, id, "--json"});
    for (const char* code : {"1/1K", "2/1K", "Cv/1K"}) {
        if (unitCoded(before["units"], code)["routing"].boolean()) continue;
        runOk({"battle", "act", file, id, "morale", code, "--dice", "6,6"});
    }
    runOk({"battle", "apply", file, id, "--retreat-to", exampleHexes().retreat.label()});
    const auto ended = cliJson({"battle", "units", file, id, "--side", "Reds", "--json"});
    for (const auto& marker : ended["markers"].array()) CHECK(marker["revealed"].boolean());
    CHECK(ended["markers"].array().size() == 4);
    CHECK(cliJson({"verify", file, "--json"})["ok"].boolean());

    // A die changed behind the ledger's back does not verify.
    runProcess({"sqlite3", file, "UPDATE tactical_secret SET die = 6"});
    const auto tampered = cli({"verify", file, "--json"});
    CHECK(tampered.exitCode == 1);
    CHECK_FALSE(JsonValue::parse(tampered.out)["ok"].boolean());
}
