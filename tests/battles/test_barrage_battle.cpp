// A barrage of the campaign (8.3, 8.4) as a battle: planned with `battle barrage`, weighed,
// resolved with the players' dice, applied; and every barrage the rules forbid refused in one
// line with the file unchanged.

#include <doctest/doctest.h>

#include "app/core/battles/battles.hpp"
#include "tests/battles/battle_campaign.hpp"
#include "tests/battles/refusals.hpp"
#include "tests/cli/cli_json.hpp"
#include "tests/support/poppler.hpp"

using namespace tachanka;
using namespace tachanka::testing;

namespace {

constexpr const char* whiteGun = "Art/3D";

// The example's Red gun (fire 3, TQ 5, two steps here) north of the Whites in 1005, and a
// White gun (fire 2, TQ 5) two hexes north of it.
class BarrageCampaign : public ExampleCampaign {
public:
    BarrageCampaign() {
        setUnit(redArtillery, "steps_max", number(2));
        const auto twoNorth = model::neighbours(model::neighbours(exampleHexes().north)[0])[0];
        setUnit(whiteGun, "hex", text(twoNorth.label()));
        setUnit(whiteGun, "fire", number(2));
        setUnit(whiteGun, "troop_quality", number(5));
    }
};

std::vector<std::string> codes(const JsonValue& list) {
    std::vector<std::string> found;
    for (const auto& item : list.array()) found.push_back(item.string());
    return found;
}

core::BarragePlanRequest barrageOn(std::string target, std::vector<std::string> answer = {}) {
    core::BarragePlanRequest request;
    request.gun = redArtillery;
    request.target = std::move(target);
    request.counterbattery = std::move(answer);
    return request;
}

}  // namespace

TEST_CASE("battle barrage: planned, weighed, resolved with typed dice and applied") {
    BarrageCampaign campaign;
    const auto file = campaign.file().string();
    // Y's formation waits "unless attacked" (10.2): a barrage is no attack (8.1, 8.2.1).
    const auto formation = campaign.unit(unitY).formationId;
    campaign.set(db::Table::Formation, formation, db::Column::InactiveThrough, text("1919-10-20"));
    campaign.set(db::Table::Formation, formation, db::Column::ReleaseConditions, text("attacked"));
    const auto planned = cliJson({"battle", "barrage", file, "--gun", redArtillery, "--target",
                                  unitY, "--counterbattery", whiteGun, "--json"});
    const auto id = std::to_string(static_cast<int>(planned["id"].number()));
    CHECK(planned["state"].string() == "planned");
    CHECK(planned["attack"].string() == "barrage");
    CHECK(planned["hex"].string() == "1005");
    CHECK(codes(planned["attackers"]) == std::vector<std::string>{redArtillery});
    CHECK(codes(planned["defenders"]) == std::vector<std::string>{unitY});

    const auto odds = cliJson({"battle", "odds", file, id, "--json"});
    double total = 0;
    for (const auto& outcome : odds["outcomes"].array()) total += outcome["probability"].number();
    CHECK(total == doctest::Approx(1.0));
    CHECK(odds["provisional"].boolean());  // the Barrage Table is a reconstruction

    // Barrage 5 + 6 + fire 3 = 14: Y loses a step, checks cohesion (6 vs TQ 5: Disorganized,
    // ignored). Art/3D answers: TQ check 5 passes, 6 + 6 + 2 = 14: the Red gun loses a step
    // and checks cohesion, 1: passed.
    const auto resolved = cli({"battle", "resolve", file, id, "--dice", "5,6,6,5,6,6,1"});
    CHECK(resolved.exitCode == 0);
    CHECK(resolved.out.find("attacker loses 1 step, defender loses 1 step and holds") !=
          std::string::npos);
    // The plan's choices in words, with their rules: not "barrage attack, clear,
    // artillery-terrain=clear".
    // The example's Reds have no depot within 5 MP of their gun: it fires without munitions.
    CHECK(resolved.out.find("\nAttack: barrage (8.3); Terrain of the target's hex: clear (TEC); "
                            "Terrain of the gun's hex, under counterbattery: clear (8.4); No "
                            "depot's munitions: the units attacking and the guns firing end "
                            "unsupplied: yes (8.2.1)\n") != std::string::npos);
    CHECK(resolved.out.find("artillery-terrain=") == std::string::npos);
    const auto shown = cliJson({"battle", "show", file, id, "--json"});
    const auto& events = shown["events"].array();
    REQUIRE(events.size() == 5);
    CHECK(events[0]["purpose"].string() == "barrage: Art/9D on 2/1K");
    CHECK(events[0]["table_cell"].string() ==
          "Barrage Table: 11 + fire 3 = 14 → 1 step lost and a cohesion check");
    CHECK(events[1]["table_cell"].string() == "2/1K: 6 vs TQ 5 → passed");
    CHECK(events[2]["table_cell"].string() == "Art/3D: 5 vs TQ 5 → passed");
    CHECK(events[3]["purpose"].string() == "barrage: Art/3D on Art/9D");

    const auto applied = cli({"battle", "apply", file, id});
    CHECK(applied.exitCode == 0);
    CHECK(campaign.unit(unitY).stepsLost == 1);
    CHECK(campaign.unit(redArtillery).stepsLost == 1);
    CHECK(campaign.unit(redArtillery).unsupplied);  // 8.2.1: a barrage without munitions
    for (const auto& side : campaign.campaign().sides) {
        for (const auto& held : side.formations) {
            if (held.id == formation) CHECK(held.inactiveThrough.has_value());
        }
    }
    int stepsLost = 0;
    const auto rows = cliJson({"ledger", file, "--battle", id, "--json"});
    for (const auto& row : rows.array()) {
        if (row["kind"].string() == "step-lost") {
            stepsLost += static_cast<int>(row["amount"].number());
        }
    }
    CHECK(stepsLost == 2);

    const auto pdf = campaign.file().parent_path() / "barrage.pdf";
    REQUIRE(cli({"print", "battle", file, "--battle", id, "-o", pdf.string()}).exitCode == 0);
    const auto printed = pdfRawText(pdf);
    CHECK(printed.find("Terrain of the target's hex") != std::string::npos);
    CHECK(printed.find("Barrage Table: 11 + fire 3 = 14") != std::string::npos);
    CHECK(printed.find("PROVISIONAL") != std::string::npos);
}

TEST_CASE("a barrage the rules forbid is refused in one line, the file unchanged") {
    BarrageCampaign campaign;
    const auto& file = campaign.file();
    const auto refused = [&](const core::BarragePlanRequest& request, const std::string& why) {
        checkRefused(file, [&] { core::planBarrage(file, request); }, why);
    };
    auto infantryGun = barrageOn(unitY);
    infantryGun.gun = infA;
    refused(infantryGun, "is not artillery or an armoured train");
    refused(barrageOn(infB), "is a unit of the Reds, not of the Whites");
    refused(barrageOn(unitY, {redCavalry}), "is a unit of the Reds");
    auto farGun = barrageOn(unitY, {whiteGun});
    farGun.gun = whiteGun;
    refused(farGun, "is a unit of the Whites, not of the Reds");
    auto badTerrain = barrageOn(unitY);
    badTerrain.gunTerrain = "swamp";
    refused(badTerrain, "no terrain 'swamp'");

    campaign.setUnit(redArtillery, "out_of_command", number(1));
    campaign.setUnit(redArtillery, "hex", text(exampleHexes().retreat.label()));
    // The retreat hex lies 1 from 1005 and 2 from the gun's usual hex: an out-of-command gun
    // fires only at adjacent units, and the White gun is now out of reach.
    refused(barrageOn(unitY, {whiteGun}), "Art/3D in hex");
    campaign.setUnit(redArtillery, "out_of_command", number(0));
    campaign.setUnit(redArtillery, "hex", text(exampleHexes().north.label()));

    const auto first = core::planBarrage(file, barrageOn(unitY, {whiteGun})).battle.id;
    refused(barrageOn(unitX), "already fired its barrage today in battle " +
                                  std::to_string(first) + " (8.3.1");
    core::BattlePlanRequest attack;
    attack.attackers = {infA};
    attack.hex = exampleHexes().defender.label();
    attack.support = {redArtillery};
    checkRefused(file, [&] { core::planBattle(file, attack); },
                 "Art/9D fired a barrage in battle " + std::to_string(first));
    attack.support.clear();
    attack.defenderSupport = {whiteGun};
    checkRefused(file, [&] { core::planBattle(file, attack); },
                 "Art/3D fired counterbattery in battle " + std::to_string(first));
    attack.choices.attack = "barrage";
    attack.defenderSupport.clear();
    checkRefused(file, [&] { core::planBattle(file, attack); }, "plan it as a barrage (8.3)");
    // 7.2 "Important: a hex that contains at least one unit being Barraged may not be the
    // target of an attack": Y stands in the defenders' hex.
    core::BattlePlanRequest onTarget;
    onTarget.attackers = {infA};
    onTarget.hex = exampleHexes().defender.label();
    checkRefused(file, [&] { core::planBattle(file, onTarget); },
                 "7.2: hex " + onTarget.hex + " holds a unit being barraged in battle " +
                     std::to_string(first) + ": it may not be the target of an attack");

    core::voidBattle(file, first);
    CHECK(core::planBarrage(file, barrageOn(unitX)).battle.id == first + 1);
}
