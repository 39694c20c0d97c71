// Vehicles in the campaign's battles: a duel of armoured trains (9.1.1) planned from one
// train against a lone enemy train, its loser withdrawn and back two days later; and tanks
// that roll for a breakdown when they attack with their first MP of the turn (9.2.1).

#include <doctest/doctest.h>

#include <algorithm>

#include "app/core/battles/battles.hpp"
#include "app/core/records/unit_records.hpp"
#include "tests/support/answered_battle.hpp"
#include "tests/battles/battle_campaign.hpp"
#include "tests/battles/refusals.hpp"

using namespace tachanka;
using namespace tachanka::testing;

namespace {

constexpr const char* redTrain = "Bolchevik";
constexpr const char* whiteTrain = "Offitser";
constexpr const char* whiteTank = "Tanks/1D";

// Two hexes south of the example's hex, with the Red train north of it, next to 1005 too.
model::Hex loneTrainHex() { return model::neighbours(exampleHexes().retreat)[3]; }

class DuelCampaign : public ExampleCampaign {
public:
    DuelCampaign() {
        setUnit(whiteTrain, "hex", text(loneTrainHex().label()));
        setUnit(redTrain, "hex", text(exampleHexes().retreat.label()));
    }
};

core::BattlePlanRequest attack(std::vector<std::string> attackers, const model::Hex& hex) {
    core::BattlePlanRequest request;
    request.attackers = std::move(attackers);
    request.hex = hex.label();
    return request;
}

// The formations that keep `code` inactive today let it act (10.2).
void release(ExampleCampaign& campaign, const char* code) {
    const auto all = campaign.campaign();
    std::optional<std::int64_t> id = campaign.unit(code).formationId;
    while (id) {
        campaign.set(db::Table::Formation, *id, db::Column::InactiveThrough, db::nullValue());
        std::optional<std::int64_t> parent;
        for (const auto& side : all.sides) {
            for (const auto& formation : side.formations) {
                if (formation.id == *id) parent = formation.parentId;
            }
        }
        id = parent;
    }
}

bool has(const std::vector<std::string>& list, const std::string& item) {
    return std::find(list.begin(), list.end(), item) != list.end();
}

}  // namespace

TEST_CASE("9.1.1: a train duel of the campaign, its loser withdrawn and back two days later") {
    DuelCampaign campaign;
    const auto& file = campaign.file();
    const auto attacks = core::possibleAttacks(file);
    CHECK(std::any_of(attacks.begin(), attacks.end(), [](const core::PossibleAttack& possible) {
        return possible.hex == loneTrainHex().label() &&
               possible.attackers == std::vector<std::string>{redTrain};
    }));
    const auto planned = core::planBattle(file, attack({redTrain}, loneTrainHex()));
    const auto id = planned.battle.id;
    CHECK(planned.battle.choices.attack == "train-duel");
    CHECK(planned.title.find("(train duel)") != std::string::npos);
    CHECK(planned.defenders == std::vector<std::string>{whiteTrain});

    // Two light trains: "higher" without "double" is 6 rolls of 36.
    bool withdrawnOdds = false;
    for (const auto& outcome : core::battleOdds(file, id).outcomes) {
        if (outcome.defenderFate == "withdrawn") {
            withdrawnOdds = outcome.probability == rules::Probability{1, 6};
        }
    }
    CHECK(withdrawnOdds);

    core::BattleDice dice;
    dice.typed = std::vector<int>{4, 3};
    const auto resolved = testing::resolveAnsweringFirst(file, id, dice);
    CHECK(resolved.battle.outcome ==
          "attacker loses 0 steps, defender loses 0 steps and is withdrawn for two turns; hex "
          "cleared");
    REQUIRE(resolved.battle.events.size() == 2);
    CHECK(resolved.battle.events[0].tableCell == "Bolchevik: 4 = 4 against 3 → wins");
    CHECK(has(resolved.effectLines,
              "Offitser is withdrawn, back as a reinforcement two turns later (9.1.1)"));

    core::applyBattle(file, id);
    const auto offitser = campaign.unit(whiteTrain);
    CHECK(offitser.fate == model::UnitFate::Pending);
    CHECK_FALSE(offitser.hex.has_value());
    REQUIRE(offitser.arrival.has_value());
    CHECK(offitser.arrival->date == model::GameDate::parseIso("1919-10-17"));
    CHECK(offitser.arrival->entryHexes == std::vector<model::Hex>{loneTrainHex()});
    CHECK(campaign.unit(redTrain).hex == loneTrainHex());  // "may advance one hex"
    const auto withdrawn = campaign.ledger("unit-withdrawn");
    REQUIRE_FALSE(withdrawn.empty());
    CHECK(withdrawn.front().battleId == id);

    campaign.setUnit(redTrain, "hex", text(exampleHexes().retreat.label()));
    campaign.advanceTo("1919-10-17", "Whites", model::Phase::Combat);
    CHECK(campaign.unit(whiteTrain).fate == model::UnitFate::Active);
    CHECK(campaign.unit(whiteTrain).hex == loneTrainHex());
}

TEST_CASE("9.1.1: a train attacks only a lone enemy train, with no support") {
    DuelCampaign campaign;
    const auto& file = campaign.file();
    const auto hex = exampleHexes().defender;
    checkRefused(
        file, [&] { core::planBattle(file, attack({redTrain}, hex)); },
        "Bolchevik cannot attack hex 1005: an armoured train attacks only a lone enemy "
        "armoured train, not stacked with combat units nor artillery (9.1.1)");
    auto supported = attack({redTrain}, loneTrainHex());
    supported.support = {redArtillery};
    checkRefused(
        file, [&] { core::planBattle(file, supported); },
        "a duel of armoured trains has no support (9.1.1)");
    auto infantryDuel = attack({infA}, hex);
    infantryDuel.choices.attack = "train-duel";
    checkRefused(
        file, [&] { core::planBattle(file, infantryDuel); },
        "only an armoured train duels (9.1.1)");
    auto chosen = attack({infA}, hex);
    chosen.choices.options = {"breakdown-check=1/9D"};
    checkRefused(
        file, [&] { core::planBattle(file, chosen); },
        "the battle option 'breakdown-check=1/9D' is read off the campaign, not chosen");
}

TEST_CASE("9.2.1: an attacking tank rolls first, and a 1 or 2 breaks it down for the day") {
    ExampleCampaign campaign;
    const auto& file = campaign.file();
    campaign.setUnit(infB, "kind", text("tank"));
    const auto planned = core::planBattle(file, attack({infA, infB}, exampleHexes().defender));
    CHECK(has(planned.battle.choices.options, "breakdown-check=2/9D"));

    std::vector<core::AskedDie> asked;
    core::BattleDice dice;
    dice.ask = [&](const core::AskedDie& die) {
        asked.push_back(die);
        return asked.size() == 1 ? 2 : 6;
    };
    const auto resolved = testing::resolveAnsweringFirst(file, planned.battle.id, dice);
    REQUIRE_FALSE(asked.empty());
    CHECK(asked.front().purpose == "breakdown: 2/9D");
    REQUIRE_FALSE(asked.front().faces.empty());
    CHECK(asked.front().faces.front().to == 2);
    CHECK(asked.front().faces.front().chance == rules::Probability{1, 3});
    CHECK(resolved.battle.events.front().tableCell ==
          "2/9D: 2 (1–2 breaks down) → broken down");
    const auto tank = std::find_if(resolved.battle.units.begin(), resolved.battle.units.end(),
                                   [](const model::BattleUnit& unit) { return unit.code == infB; });
    REQUIRE(tank != resolved.battle.units.end());
    CHECK(tank->effect.brokenDown);
}

TEST_CASE("9.2.1: a tank that moved this turn rolled then, and one broken down defends so") {
    ExampleCampaign campaign;
    const auto& file = campaign.file();
    campaign.setUnit(infB, "kind", text("tank"));
    campaign.setUnit(whiteTank, "hex", text(exampleHexes().north.label()));
    campaign.setUnit(unitY, "hex", text(exampleHexes().north.label()));
    campaign.setUnit(infA, "hex", text(exampleHexes().west.label()));
    campaign.setUnit(infB, "hex", text(exampleHexes().west.label()));
    campaign.setUnit(redCavalry, "hex", text(exampleHexes().defender.label()));
    campaign.setUnit(redArtillery, "hex", text(exampleHexes().defender.label()));
    release(campaign, unitY);
    release(campaign, whiteTank);

    // The Whites' turn of 16 October: their tank attacks 1005 with Y and breaks down.
    campaign.advanceTo("1919-10-16", "Whites", model::Phase::Combat);
    const auto whites = core::planBattle(file, attack({unitY, whiteTank}, exampleHexes().defender));
    CHECK(has(whites.battle.choices.options, "breakdown-check=Tanks/1D"));
    core::BattleDice dice;
    dice.ask = [first = true](const core::AskedDie&) mutable {
        const int value = first ? 1 : 6;
        first = false;
        return value;
    };
    testing::resolveAnsweringFirst(file, whites.battle.id, dice);

    // The Reds' turn of the same day: 2/9D moves in its movement phase, so it attacks without
    // a roll; the White tank it attacks is still broken down.
    campaign.advanceTo("1919-10-16", "Reds", model::Phase::Movement);
    core::UnitChangeRequest move;
    move.code = infB;
    move.hex = model::neighbours(exampleHexes().defender)[1].label();  // north-east of 1005
    core::recordUnitChange(file, move);
    campaign.advanceTo("1919-10-16", "Reds", model::Phase::Combat);
    const auto reds = core::planBattle(file, attack({infA, infB}, exampleHexes().north));
    CHECK_FALSE(has(reds.battle.choices.options, "breakdown-check=2/9D"));
    CHECK(has(reds.battle.choices.options, "broken-down=Tanks/1D"));
}
