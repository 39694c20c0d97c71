// Return fire ("Pre-empting Enemy Actions"): "An infantry or cavalry unit that is shot at by
// enemy at close range may elect to return fire simultaneously." Both shots read the units as
// they stood before either; the target's segment is spent out of sequence.

#include <doctest/doctest.h>

#include "rules/seeded_dice.hpp"
#include "tests/battles/umpire.hpp"

using namespace tachanka::testing::linked;

namespace {

ActionRequest shotReturned(const std::string& shooter, const std::string& target) {
    auto request = requested(TacticalAction::Shoot, shooter, target);
    request.shot.distance = 4;
    request.shot.returnFire = true;
    request.shot.returnCover = Cover::Soft;
    return request;
}

// One shot on its own from `battle` as it stands, with seeded dice: the battle after it, and
// the dice it took.
std::pair<TacticalBattle, std::vector<int>> alone(TacticalBattle battle,
                                                  const ActionRequest& shot, std::uint64_t seed) {
    SeededDice source(seed);
    RecordingDice recorded(source);
    act(tables(), battle, shot, recorded);
    std::vector<int> faces;
    for (const auto& roll : recorded.rolls()) faces.push_back(roll.value);
    return {std::move(battle), faces};
}

}  // namespace

TEST_CASE("return fire: each side is hit as if the other's shot came first, whatever the dice") {
    const auto start = skirmish();
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        INFO("seed ", seed);
        auto first = requested(TacticalAction::Shoot, "1/9D", "2/1K");
        first.shot.distance = 4;
        auto back = requested(TacticalAction::Shoot, "2/1K", "1/9D");
        back.shot.distance = 4;
        back.shot.cover = Cover::Soft;
        const auto [hit, firstDice] = alone(start, first, seed);
        const auto [returned, backDice] = alone(start, back, seed + 1000);
        auto dice = firstDice;
        dice.insert(dice.end(), backDice.begin(), backDice.end());
        auto battle = start;
        ScriptedDice scripted(dice);
        const auto result = act(tables(), battle, shotReturned("1/9D", "2/1K"), scripted);
        CHECK(scripted.remaining() == 0);
        // The target as the first shot left it, the shooters as the return shot left them.
        const auto& target = battle.unit("2/1K");
        CHECK(target.state.bases == hit.unit("2/1K").state.bases);
        CHECK(target.state.terror == hit.unit("2/1K").state.terror);
        CHECK(target.state.routing == hit.unit("2/1K").state.routing);
        const auto& shooters = battle.unit("1/9D");
        CHECK(shooters.state.bases == returned.unit("1/9D").state.bases);
        CHECK(shooters.state.terror == returned.unit("1/9D").state.terror);
        CHECK(shooters.state.routing == returned.unit("1/9D").state.routing);
        CHECK(std::find(result.effects.begin(), result.effects.end(),
                        "2/1K returns fire at 1/9D simultaneously") != result.effects.end());
    }
}

TEST_CASE("return fire is refused at long range, by guns, and by routers") {
    ScriptedDice none({});
    auto battle = skirmish();
    auto far = shotReturned("1/9D", "2/1K");
    far.shot.distance = 10;  // beyond half the Red Regulars' 12"
    CHECK_THROWS_WITH_AS(act(tables(), battle, far, none),
                         "2/1K returns fire only when shot at close range, not long range",
                         std::invalid_argument);
    auto routing = skirmish();
    routing.unit("2/1K").state.routing = true;
    CHECK_THROWS_WITH_AS(act(tables(), routing, shotReturned("1/9D", "2/1K"), none),
                         "2/1K is routing: it cannot return fire", std::invalid_argument);
    auto guns = facing(unitOf("soviet", "red-regulars", "1/9D", true, 6),
                       unitOf("afsr", "field-guns", "Bt/1K", false, 2));
    CHECK_THROWS_WITH_AS(act(tables(), guns, shotReturned("1/9D", "Bt/1K"), none),
                         "Bt/1K: only infantry and cavalry return fire", std::invalid_argument);
}

TEST_CASE("returning fire spends the target's segment, and needs it") {
    Umpire umpire;
    umpire.act(initiative(), {5, 2});  // the attacker moves first
    SeededDice dice(7);
    std::vector<int> faces;
    for (int i = 0; i < 40; ++i) faces.push_back(dice.roll(6, "test"));
    ScriptedDice scripted(faces);
    auto done = actInTurn(tables(), umpire.battle, umpire.turn, shotReturned("1/9D", "2/1K"),
                          scripted);
    umpire.turn.apply(done.step);
    CHECK(umpire.turn.hasActed("1/9D"));
    CHECK(umpire.turn.hasForfeited("2/1K"));
    CHECK(umpire.refusal(shotReturned("Cv/9D", "2/1K")) ==
          "2/1K has no action segment left in turn 1: it may not return fire");
}

TEST_CASE("the exchange's exact odds: no change only when neither shot changes anything") {
    const auto start = skirmish();
    auto first = requested(TacticalAction::Shoot, "1/9D", "2/1K");
    first.shot.distance = 4;
    auto back = requested(TacticalAction::Shoot, "2/1K", "1/9D");
    back.shot.distance = 4;
    back.shot.cover = Cover::Soft;
    const auto exchange = actionOdds(tables(), start, shotReturned("1/9D", "2/1K"));
    CHECK(exchange.total() == Probability{1, 1});
    // Simultaneous shots are independent: their chances of leaving all as it was multiply.
    const auto firstAlone = actionOdds(tables(), start, first).of("no change");
    const auto backAlone = actionOdds(tables(), start, back).of("no change");
    REQUIRE(firstAlone.value() > 0);
    REQUIRE(backAlone.value() > 0);
    CHECK(exchange.of("no change") == firstAlone * backAlone);
}
