// Issue 14 step 1 and the battle's life after it: every plan the rules forbid, and every
// resolution or apply that cannot be, is refused with one line and leaves the file unchanged.

#include <doctest/doctest.h>

#include <algorithm>
#include <functional>

#include "app/core/battles/battles.hpp"
#include "app/core/campaign/turn_actions.hpp"
#include "app/core/common/user_error.hpp"
#include "tests/battles/battle_campaign.hpp"
#include "tests/battles/refusals.hpp"
#include "tests/support/answered_battle.hpp"

using namespace tachanka;
using namespace tachanka::testing;

namespace {

core::BattlePlanRequest plan(std::vector<std::string> attackers, const model::Hex& hex) {
    core::BattlePlanRequest request;
    request.attackers = std::move(attackers);
    request.hex = hex.label();
    return request;
}

core::BattleView planned(const ExampleCampaign& example, std::vector<std::string> attackers) {
    return core::planBattle(example.file(), plan(std::move(attackers), exampleHexes().defender));
}

// The example's whole attack, resolved with the text's dice when `resolve`.
std::int64_t exampleBattle(const ExampleCampaign& example, bool resolve) {
    auto request = plan({infA, infB, redCavalry}, exampleHexes().defender);
    request.support = {redArtillery};
    const auto id = core::planBattle(example.file(), request).battle.id;
    if (resolve) {
        core::BattleDice dice;
        dice.typed = exampleDice;
        testing::resolveAnsweringFirst(example.file(), id, dice, {exampleHexes().retreat.label()});
    }
    return id;
}

}  // namespace

TEST_CASE("A battle is planned only in the combat phase") {
    ExampleCampaign example;
    core::advanceTurn(example.file());
    checkRefused(example.file(), [&] { planned(example, {infA}); },
                 "battles are planned in the combat phase");
}

TEST_CASE("Only units of the side to play, on the map and next to the hex, attack") {
    ExampleCampaign example;
    const auto hex = exampleHexes().defender;
    checkRefused(example.file(), [&] { core::planBattle(example.file(), plan({unitX}, hex)); },
                 "1/1K is a unit of the Whites, not of the Reds");
    checkRefused(example.file(), [&] { core::planBattle(example.file(), plan({"3/9D"}, hex)); },
                 "3/9D in hex 2801 is not next to hex 1005");
    checkRefused(example.file(),
                 [&] { core::planBattle(example.file(), plan({redArtillery}, hex)); },
                 "Art/9D fires support rather than attacks");
    checkRefused(example.file(), [&] { core::planBattle(example.file(), plan({infA, infA}, hex)); },
                 "1/9D is named twice");
    checkRefused(example.file(),
                 [&] { core::planBattle(example.file(), plan({infA}, model::Hex::parse("0904"))); },
                 "no unit of the Whites is in hex 0904");
    example.setUnit(infA, "mode", text("routed"));
    checkRefused(example.file(), [&] { planned(example, {infA}); }, "1/9D is routed and cannot attack");
}

TEST_CASE("A unit attacks once, and \"A hex may be attack an unlimited number of times during "
          "the same combat phase\" (7.2)") {
    ExampleCampaign example;
    const auto other = model::neighbours(exampleHexes().west).at(5);
    example.setUnit("3/1K", "hex", text(other.label()));
    const auto first = planned(example, {infA}).battle.id;
    checkRefused(example.file(),
                 [&] { core::planBattle(example.file(), plan({infA}, other)); },
                 "1/9D already attacked today in battle " + std::to_string(first));
    // The contacts list no longer offers the unit that attacked, and still offers the hex.
    const auto contacts = core::possibleAttacks(example.file());
    bool hexOffered = false;
    for (const auto& attack : contacts) {
        CHECK(std::find(attack.attackers.begin(), attack.attackers.end(), infA) ==
              attack.attackers.end());
        hexOffered = hexOffered || attack.hex == exampleHexes().defender.label();
    }
    CHECK(hexOffered);
    // The same hex again, by another unit.
    CHECK(planned(example, {infB}).battle.id == first + 1);
    // Voided, the battle no longer counts.
    core::voidBattle(example.file(), first);
    CHECK(core::planBattle(example.file(), plan({infA}, other)).battle.state ==
          model::BattleState::Planned);
}

TEST_CASE("A unit of an inactive formation does not attack (10.2)") {
    ExampleCampaign example;
    for (const auto& side : example.campaign().sides) {
        for (const auto& formation : side.formations) {
            if (formation.name == "9th Rifle Division") {
                example.set(db::Table::Formation, formation.id, db::Column::InactiveThrough,
                            text("1919-10-18"));
            }
        }
    }
    checkRefused(example.file(), [&] { planned(example, {infA}); },
                 "1/9D's formation 9th Rifle Division is inactive through 18 October 1919 (10.2)");
}

TEST_CASE("A prepared attack comes from the hexes 8.6.1 allows and a hasty one from one hex") {
    ExampleCampaign example;
    const auto around = model::neighbours(exampleHexes().defender);
    example.setUnit(infB, "hex", text(around.at(2).label()));
    example.setUnit(infA, "troop_quality", number(3));
    checkRefused(example.file(), [&] { planned(example, {infA, infB}); },
                 "8.6.1: with a unit of TQ 3 or less, a prepared attack comes from at most two "
                 "adjacent hexes");
    auto hasty = plan({infA, infB}, exampleHexes().defender);
    hasty.choices.attack = "hasty";
    checkRefused(example.file(), [&] { core::planBattle(example.file(), hasty); },
                 "8.6.1: a hasty attack cannot be combined with attacks from other hexes");
}

TEST_CASE("Support comes from artillery or trains within 2 hexes (8.6.2)") {
    ExampleCampaign example;
    auto request = plan({infA}, exampleHexes().defender);
    request.support = {infB};
    checkRefused(example.file(), [&] { core::planBattle(example.file(), request); },
                 "2/9D is not artillery or an armoured train");
    request.support = {redArtillery};
    example.setUnit(redArtillery, "hex", text("1001"));
    checkRefused(example.file(), [&] { core::planBattle(example.file(), request); },
                 "8.6.2: support reaches 2 hexes from the defender's hex");
}

TEST_CASE("The plan's choices are checked against the charts") {
    ExampleCampaign example;
    auto request = plan({infA}, exampleHexes().defender);
    request.choices.terrain = "swamp";
    checkRefused(example.file(), [&] { core::planBattle(example.file(), request); },
                 "no terrain 'swamp' in the Orel 1919 charts");
    request.choices.terrain = "clear";
    request.choices.options = {"no-assualt"};
    checkRefused(example.file(), [&] { core::planBattle(example.file(), request); },
                 "no battle option 'no-assualt'");
    request.choices.options = {"defender-retreat=swamp"};
    checkRefused(example.file(), [&] { core::planBattle(example.file(), request); },
                 "the defender-retreat path 'swamp' is not one of clear, infantry-zoc");
    request.choices.options = {};
    request.lossOrder = {"Z"};
    checkRefused(example.file(), [&] { core::planBattle(example.file(), request); },
                 "the loss order names Z, which is not in the battle");
}

TEST_CASE("A vehicle neither attacks alone nor into terrain prohibited to it (9)") {
    HistoricalCampaign campaign;
    campaign.advanceTo("1919-10-15", "Whites", model::Phase::Combat);
    const auto target = campaign.unit("2/9D").hex.value();
    const auto from = model::neighbours(target).at(3);
    campaign.setUnit("Res/1D", "hex", text(from.label()));
    campaign.setUnit("Tanks/1D", "hex", text(from.label()));
    auto request = plan({"Tanks/1D"}, target);
    checkRefused(campaign.file(), [&] { core::planBattle(campaign.file(), request); },
                 "vehicles attack only together with infantry or cavalry (9)");
    request.attackers = {"Res/1D", "Tanks/1D"};
    request.choices.terrain = "forest";
    checkRefused(campaign.file(), [&] { core::planBattle(campaign.file(), request); },
                 "Tanks/1D cannot attack into forest: the terrain is prohibited to it (9)");
}

TEST_CASE("Resolving takes exactly the dice the battle asks for, once") {
    ExampleCampaign example;
    const auto id = exampleBattle(example, false);
    core::BattleDice dice;
    dice.typed = std::vector<int>{4, 4, 6, 4, 6, 4, 3};
    // The example stops for the assault after three dice: those are all it asks for now.
    checkRefused(example.file(), [&] { core::resolveBattle(example.file(), id, dice); },
                 "asked for 3 dice before the players' choice (assault); 7 were typed");
    dice.typed = std::vector<int>{4, 4};
    checkRefused(example.file(), [&] { core::resolveBattle(example.file(), id, dice); },
                 "no typed dice left");
    checkRefused(example.file(), [&] { core::resolveBattle(example.file(), id + 1, {}); },
                 "no battle " + std::to_string(id + 1) + " in this campaign");
    dice.typed = exampleDice;
    testing::resolveAnsweringFirst(example.file(), id, dice);
    checkRefused(example.file(), [&] { core::resolveBattle(example.file(), id, dice); },
                 "is resolved: only a planned battle can be resolved");
    checkRefused(example.file(), [&] { core::battleOdds(example.file(), id); },
                 "only a planned battle can be given odds");
}

TEST_CASE("8.5.1: the retreat's hex is asked when the unit retreats, among those the priorities "
          "leave, and apply keeps it and units as they were planned") {
    ExampleCampaign example;
    const auto& file = example.file();
    const auto id = exampleBattle(example, false);
    core::BattleDice dice;
    dice.typed = std::vector<int>{4, 4, 6};  // the text's coordination and cohesion dice
    REQUIRE(core::resolveBattle(file, id, dice).question->awaiting == "assault");
    core::BattleDecision assault;
    assault.assault = true;
    dice.typed = std::vector<int>{4, 6, 4};  // its assault and morale check
    const auto asked = core::decideBattle(file, id, assault, dice);
    REQUIRE(asked.question);
    REQUIRE(asked.question->awaiting == "retreat");
    // 8.5.1 a) "not into an enemy ZoC" while a hex free of it is open: a hex next to both the
    // defenders' and Inf A's is in the Reds' ZoC, and is not offered.
    std::optional<model::Hex> intoZoc;
    for (const auto hex : model::neighbours(exampleHexes().defender)) {
        if (hex != exampleHexes().west && hex != exampleHexes().north &&
            model::adjacent(hex, exampleHexes().west)) {
            intoZoc = hex;
        }
    }
    REQUIRE(intoZoc);
    std::vector<std::string> offered;
    for (const auto& answer : asked.question->answers) offered.push_back(answer.answer);
    const auto retreat = exampleHexes().retreat.label();
    CHECK(std::find(offered.begin(), offered.end(), retreat) != offered.end());
    CHECK(std::find(offered.begin(), offered.end(), intoZoc->label()) == offered.end());
    core::BattleDecision wrong;
    wrong.retreats = {{unitX, intoZoc->label()}};
    checkRefused(file, [&] { core::decideBattle(file, id, wrong, {}); },
                 "8.5.1: " + std::string(unitX) + " retreats from " +
                     exampleHexes().defender.label() + " to ");
    core::BattleDecision right;
    right.retreats = {{unitX, retreat}};
    const auto advance = core::decideBattle(file, id, right, {});
    REQUIRE(advance.question);
    CHECK(advance.question->awaiting == "advance");  // 2/1K and Cv/1K went along (8.5.1 f)
    core::BattleDecision entering;
    entering.advance = advance.question->units;
    CHECK(core::decideBattle(file, id, entering, {}).battle.state == model::BattleState::Resolved);

    // The side chose its hex when it retreated: apply takes no other, and wants the units as
    // they were planned.
    const auto twoAway = model::neighbours(exampleHexes().retreat).at(3);
    checkRefused(file, [&] { core::applyBattle(file, id, {twoAway.label(), std::nullopt}); },
                 "retreated to " + retreat + ", the hex its side chose when it retreated (8.5.1), "
                 "not " + twoAway.label());
    example.setUnit(unitY, "steps_lost", number(1));
    checkRefused(file, [&] { core::applyBattle(file, id); },
                 "2/1K changed since battle " + std::to_string(id) + " was planned");
}

TEST_CASE("An applied battle is undone before it is voided, and a voided one is not fought") {
    ExampleCampaign example;
    const auto id = exampleBattle(example, true);
    core::applyBattle(example.file(), id, {exampleHexes().retreat.label(), std::nullopt});
    checkRefused(example.file(), [&] { core::voidBattle(example.file(), id); },
                 "is applied: undo its apply first");
    checkRefused(example.file(), [&] { core::applyBattle(example.file(), id); },
                 "only a resolved battle can be applied");
    const auto second = model::neighbours(exampleHexes().west).at(5);
    example.setUnit("3/1K", "hex", text(second.label()));
    example.setUnit("3/9D", "hex", text(model::neighbours(second).at(5).label()));
    const auto other = core::planBattle(example.file(), plan({"3/9D"}, second)).battle.id;
    core::voidBattle(example.file(), other);
    checkRefused(example.file(), [&] { core::resolveBattle(example.file(), other, {}); },
                 "is voided: only a planned battle can be resolved");
    checkRefused(example.file(), [&] { core::voidBattle(example.file(), other); }, "already voided");
}

TEST_CASE("Out of command artillery fires only at adjacent enemy units (5.3)") {
    ExampleCampaign example;
    auto request = plan({infA}, exampleHexes().defender);
    request.support = {redArtillery};
    example.setUnit(redArtillery, "out_of_command", number(1));
    example.setUnit(redArtillery, "hex", text(model::neighbours(exampleHexes().north).at(0).label()));
    checkRefused(example.file(), [&] { core::planBattle(example.file(), request); },
                 "Art/9D is out of command: it fires only at adjacent enemy units (5.3)");
    example.setUnit(redArtillery, "hex", text(exampleHexes().north.label()));
    const auto battle = core::planBattle(example.file(), request).battle;
    CHECK(battle.withRole(model::BattleRole::AttackerSupport).size() == 1);
}
