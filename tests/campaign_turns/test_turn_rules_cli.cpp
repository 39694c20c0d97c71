// The operational turn by the rules, through the CLI as a club plays it: only the side to play
// moves its units, in its movement phase (7); MP are counted along the path (7.1); a move ends
// in March mode (7.1.4); inactive formations, entry zones, cavalry and spent MP refuse what
// they must (10.2, 7.4, 7.3). Each refusal is one line naming its rule, the file unchanged;
// the same with --override --reason lands and the ledger keeps it as an override.

#include <doctest/doctest.h>

#include "tests/campaign_turns/campaign_fixture.hpp"
#include "tests/campaign_turns/cli_refusal.hpp"
#include "tests/cli/cli.hpp"
#include "tests/support/campaign_dump.hpp"
#include "tests/support/json_value.hpp"

using namespace tachanka;
using model::Phase;
using testing::cli;
using testing::HistoricalCampaign;
using testing::isOneLineError;
using testing::JsonValue;

namespace {

std::string refusal(const HistoricalCampaign& game, const std::vector<std::string>& words) {
    return testing::refusal(game.file(), words);
}

// Whites' movement phase of the first day, the map painted (a forest far from the front) so
// that the rules may count MP on it.
struct WhiteMovement : HistoricalCampaign {
    std::string path = file().string();
    WhiteMovement() {
        REQUIRE(cli({"map", "paint", path, "--hex", "0101", "--terrain", "forest"}).exitCode == 0);
        advanceTo("1919-10-15", "Whites", Phase::Movement);
    }
};

}  // namespace

TEST_CASE("7: a unit moves only in its owner's movement phase, else one line names the rule") {
    HistoricalCampaign game;
    const std::string file = game.file().string();
    // The campaign opens at the Whites' depots phase.
    CHECK(refusal(game, {"unit", file, "1/2K", "--hex", "2405"}) ==
          "7: 1/2K moves in the Whites' movement phase; the campaign is at 15 October 1919 · "
          "Whites turn · Check status of depots");
    game.advanceTo("1919-10-15", "Whites", Phase::Movement);
    CHECK(refusal(game, {"unit", file, "1/9D", "--hex", "3003"}) ==
          "7: 1/9D is a Red unit and the Whites are moving");
    CHECK(refusal(game, {"unit", file, "1/9D", "--mode", "march"}) ==
          "7: 1/9D is a Red unit and the Whites are moving");
}

TEST_CASE("the umpire's override lands with its reason and the ledger keeps it as an override") {
    HistoricalCampaign game;
    const std::string file = game.file().string();
    game.advanceTo("1919-10-15", "Whites", Phase::Movement);
    // Without a reason it is refused like any bad input.
    const auto before = testing::campaignDump(game.file());
    const auto bare = cli({"unit", file, "1/Let", "--hex", "1510", "--override"});
    CHECK(isOneLineError(bare));
    CHECK(bare.err.find("--override needs --reason") != std::string::npos);
    CHECK(testing::campaignDump(game.file()) == before);

    const auto moved = cli({"unit", file, "1/Let", "--hex", "1510", "--override", "--reason",
                            "the Reds' move of yesterday, forgotten"});
    REQUIRE(moved.exitCode == 0);
    CHECK(moved.err == "tachanka-cli: umpire's override (the Reds' move of yesterday, "
                       "forgotten): 7: 1/Let is a Red unit and the Whites are moving\n");
    CHECK(game.unit("1/Let").hex == model::Hex::parse("1510"));
    const auto overrides = game.lastAction("override");
    REQUIRE(overrides.size() == 1);
    CHECK(overrides[0].note == "umpire's override (the Reds' move of yesterday, forgotten): 7: "
                               "1/Let is a Red unit and the Whites are moving");
    CHECK(overrides[0].unitCode == std::optional<std::string>("1/Let"));
    const auto ledger = JsonValue::parse(cli({"ledger", file, "--kind", "override", "--json"}).out);
    REQUIRE(ledger.array().size() == 1);
    CHECK(ledger.array()[0]["note"].string() == overrides[0].note);

    // An override that nothing refused says so, and the record stands on its own.
    const auto needless = cli({"unit", file, "1/2K", "--hex", "2405", "--override", "--reason",
                               "just in case"});
    REQUIRE(needless.exitCode == 0);
    CHECK(needless.err == "tachanka-cli: no rule refused this: the override set nothing aside\n");
}

TEST_CASE("7.1, 7.1.4: MP are counted along the path, Combat mode costs 1 and a move ends in "
          "March mode") {
    WhiteMovement game;
    // 1/2K, White officers with 5 MP, at 2406, four hexes from the nearest Red unit: clear
    // terrain costs infantry 1 MP a hex.
    const auto first = cli({"unit", game.path, "1/2K", "--hex", "2405"});
    REQUIRE(first.exitCode == 0);
    CHECK(first.out.find("1/2K spends 1 MP (1 of its 5 today, 4 left)") != std::string::npos);
    // 7.1.4 "At the end of its move, a unit ... is automatically in March mode, unless it
    // spends 1 MP to enter Combat mode".
    CHECK(game.unit("1/2K").mode == model::UnitMode::March);
    const auto combat = cli({"unit", game.path, "1/2K", "--mode", "combat"});
    REQUIRE(combat.exitCode == 0);
    CHECK(combat.out.find("1/2K spends 1 MP (2 of its 5 today, 3 left)") != std::string::npos);
    CHECK(game.unit("1/2K").mode == model::UnitMode::Combat);

    // Four hexes along the path given cost 4 MP: one more than it has left.
    const auto tooFar = refusal(game, {"unit", game.path, "1/2K", "--hex", "2409", "--path",
                                       "2406,2407,2408"});
    CHECK(tooFar == "7.1: 1/2K cannot reach 2409: from 2408 to 2409: entering 2409 costs 1 MP "
                    "but only 0 remain");
    const auto traced = cli({"unit", game.path, "1/2K", "--hex", "2407", "--path", "2406"});
    REQUIRE(traced.exitCode == 0);
    CHECK(traced.out.find("1/2K spends 2 MP (4 of its 5 today, 1 left)") != std::string::npos);
    CHECK(game.unit("1/2K").mode == model::UnitMode::March);
    // Without --path the cheapest path counts: three more hexes are two beyond its MP.
    CHECK(refusal(game, {"unit", game.path, "1/2K", "--hex", "2410"}) ==
          "7.1: 1/2K cannot reach 2410: the cheapest path (2407 2408 2409 2410) costs 3 MP and "
          "it has 1 left");
    // 7.3: entrenching "at a cost of all their MPs".
    CHECK(refusal(game, {"unit", game.path, "1/2K", "--entrench", "under-construction"}) ==
          "7.3: 1/2K: entrenching costs all the unit's MP; it has already spent some (7.3)");

    // Undo gives the MP back with the move.
    REQUIRE(cli({"undo", game.path}).exitCode == 0);
    const auto again = cli({"unit", game.path, "1/2K", "--hex", "2407", "--path", "2406"});
    REQUIRE(again.exitCode == 0);
    CHECK(again.out.find("1/2K spends 2 MP (4 of its 5 today, 1 left)") != std::string::npos);
}

TEST_CASE("10.2, 7.3: an inactive formation entrenches but does not move, and cavalry never "
          "entrenches") {
    WhiteMovement game;
    // "1st Kornilov Regiment (Inactive through 18 October unless attacked ...)".
    CHECK(refusal(game, {"unit", game.path, "1/1K", "--hex", "2904"}) ==
          "10.2: 1/1K belongs to 1st “General Kornilov” Shock Regiment, inactive through "
          "18 October 1919: it may entrench but not move");
    // "“Inactive” units may Entrench", "at a cost of all their MPs".
    const auto dug = cli({"unit", game.path, "1/1K", "--entrench", "under-construction"});
    REQUIRE(dug.exitCode == 0);
    CHECK(dug.out.find("1/1K spends 5 MP (5 of its 5 today, 0 left)") != std::string::npos);
    CHECK(game.unit("1/1K").entrenchment == model::Entrenchment::UnderConstruction);
    // 7.3 "Only in-command infantry and artillery units may entrench".
    CHECK(refusal(game, {"unit", game.path, "Cv/2K", "--entrench", "under-construction"}) ==
          "7.3: Cv/2K: only infantry and artillery entrench (7.3)");
}

TEST_CASE("7.4: no unit enters the enemy's reinforcement entry zone") {
    WhiteMovement game;
    // The 46th and 57th Divisions' entry hexes, 0117 to 0120, on the west edge.
    CHECK(refusal(game, {"unit", game.path, "1/2D", "--hex", "0118", "--path", "0218"}) ==
          "7.4: 0118 is a reinforcement entry zone of the Reds: 1/2D may not enter it");
}

TEST_CASE("7.2: a hex is attacked again by other units, and attacks left on it when the defender "
          "is dislodged are cancelled") {
    HistoricalCampaign game;
    const std::string file = game.file().string();
    game.advanceTo("1919-10-15", "Whites", Phase::Combat);
    // "A hex may be attack an unlimited number of times during the same combat phase".
    REQUIRE(cli({"battle", "plan", file, "--attackers", "2/3D", "--hex", "0814"}).exitCode == 0);
    REQUIRE(cli({"battle", "plan", file, "--attackers", "3/3D", "--hex", "0814"}).exitCode == 0);
    // 2/3D's cohesion check passes on a 1 and Cv/41S fails on a 5: it retreats a hex, to 0813
    // by 8.5.1, and 2/3D advances.
    const auto resolved = cli({"battle", "resolve", file, "1", "--dice", "1,5"});
    REQUIRE_MESSAGE(resolved.exitCode == 0, resolved.err);
    REQUIRE(cli({"battle", "decide", file, "1", "--advance", "2/3D"}).exitCode == 0);
    const auto applied = cli({"battle", "apply", file, "1"});
    REQUIRE_MESSAGE(applied.exitCode == 0, applied.err);
    // "If the defender is dislodged from the hex while some attacks remain unresolved, they
    // are cancelled".
    CHECK(applied.out.find("battle 2 is cancelled: the defender was dislodged from 0814 by "
                           "battle 1 (7.2)") != std::string::npos);
    const auto second = JsonValue::parse(cli({"battle", "show", file, "2", "--json"}).out);
    CHECK(second["state"].string() == "voided");
}

TEST_CASE("8.2.1: \"a Barrage costs 1 Munitions Point per artillery unit firing\", from a "
          "depot within 5 MP of the gun") {
    HistoricalCampaign game;
    const std::string file = game.file().string();
    game.advanceTo("1919-10-15", "Whites", Phase::Combat);
    // Art/3D in 0219 on 2/41D next to it in 0119; the convoy at 0518 is in range, Orël's not.
    CHECK(refusal(game, {"battle", "barrage", file, "--gun", "Art/3D", "--target", "2/41D",
                         "--depot", "1"}) ==
          "8.2.2: no unit of the barrage is within 5 MP of the railroad depot 1 at 2705");
    const auto planned = JsonValue::parse(
        cli({"battle", "barrage", file, "--gun", "Art/3D", "--target", "2/41D", "--json"}).out);
    CHECK(planned["munitions"].number() == 1.0);
    CHECK(planned["depot"].number() == 4.0);
    const auto supply = JsonValue::parse(cli({"supply", file, "--json"}).out);
    for (const auto& depot : supply["depots"].array()) {
        CHECK(depot["spent"].number() == (depot["id"].number() == 4.0 ? 1.0 : 0.0));
    }
}

TEST_CASE("8.2.1: each attack draws its munitions from one depot in range, undo and void give "
          "them back, and an attack without them leaves its attackers and guns Unsupplied") {
    HistoricalCampaign game;
    const std::string file = game.file().string();
    game.advanceTo("1919-10-15", "Whites", Phase::Combat);
    const auto spent = [&] {
        int total = 0;
        const auto supply = JsonValue::parse(cli({"supply", file, "--json"}).out);
        for (const auto& depot : supply["depots"].array()) {
            total += static_cast<int>(depot["spent"].number());
        }
        return total;
    };
    // "a Prepared Attack costs 2 Munitions Points (regardless of the number of units
    // involved...)": the convoy at 1117 is within 5 MP of 2/3D and 3/3D.
    const auto first = JsonValue::parse(
        cli({"battle", "plan", file, "--attackers", "2/3D,3/3D", "--hex", "0814", "--json"}).out);
    CHECK(first["munitions"].number() == 2.0);
    CHECK(first["depot"].number() == 3.0);
    CHECK(spent() == 2);
    const auto shown = cli({"battle", "show", file, "1"});
    CHECK(shown.out.find("munitions: 2 munitions from the convoy depot 3 at 1117 (8.2.1)") !=
          std::string::npos);
    REQUIRE(cli({"undo", file}).exitCode == 0);
    CHECK(spent() == 0);
    // 8.2.2 "To benefit from a Depot, a unit must be within 5 MP of it": Orël's is not.
    CHECK(refusal(game, {"battle", "plan", file, "--attackers", "2/3D", "--hex", "0814",
                         "--depot", "1"}) ==
          "8.2.2: no unit of the attack is within 5 MP of the railroad depot 1 at 2705");
    const auto hasty = JsonValue::parse(cli({"battle", "plan", file, "--attackers", "2/3D",
                                             "--hex", "0814", "--attack", "hasty", "--depot",
                                             "3", "--json"})
                                            .out);
    CHECK(hasty["munitions"].number() == 1.0);  // "a Hasty Attack costs 1 Munitions Point"
    CHECK(spent() == 1);
    REQUIRE(cli({"battle", "void", file, "1", "--reason", "planned on the wrong hex"}).exitCode ==
            0);
    CHECK(spent() == 0);

    // The Reds' turn: 1/41D attacks 1/2D with Art1/41D in support and no depot's munitions.
    game.advanceTo("1919-10-15", "Reds", Phase::Combat);
    REQUIRE(cli({"battle", "plan", file, "--attackers", "1/41D", "--hex", "0317", "--support",
                 "Art1/41D", "--options", "no-depot,no-assault"})
                .exitCode == 0);
    const auto resolved = cli({"battle", "resolve", file, "2", "--dice", "1,1,1"});
    REQUIRE_MESSAGE(resolved.exitCode == 0, resolved.err);
    REQUIRE(cli({"battle", "apply", file, "2"}).exitCode == 0);
    // "the units performing them receive an Unsupplied marker after their action".
    CHECK(game.unit("1/41D").unsupplied);
    CHECK(game.unit("Art1/41D").unsupplied);
}
