// Senior officers on the umpired table ("The Morale Effects of Officers"): a senior officer of
// a formation present lends his token's bonus to a unit of his side he sees within 12" or is
// within 4" of, or gives his alone when he takes personal command; scripted dice.

#include <doctest/doctest.h>

#include "tests/battles/linked_battle_fixtures.hpp"

using namespace tachanka::testing::linked;

namespace {

// The skirmish with Comdiv Sokolov (+2) of the Reds and Colonel Orlov-Davydov (−1) of the Whites.
TacticalBattle withSeniors() {
    auto battle = skirmish();
    battle.seniors.push_back({"Comdiv Sokolov", true, 2, false});
    battle.seniors.push_back({"Col. Orlov-Davydov", false, -1, false});
    return battle;
}

ActionRequest fearTest(const std::string& unit, std::optional<SeniorPresence> senior) {
    auto request = requested(TacticalAction::Morale, unit, "", MoraleTest::Fear);
    request.senior = std::move(senior);
    return request;
}

// The success number the test's cell shows: "1/9D fear test: 7 vs 9 → passed".
int targetOf(const ActionResult& result) {
    const auto& cell = result.cells.back();
    const auto vs = cell.find(" vs ");
    REQUIRE(vs != std::string::npos);
    return std::stoi(cell.substr(vs + 4));
}

int fearTarget(TacticalBattle battle, const std::string& unit, std::optional<SeniorPresence> senior) {
    return targetOf(actWith(battle, fearTest(unit, std::move(senior)), {3, 3}));
}

}  // namespace

TEST_CASE("a senior officer within 4\", or seen within 12\", adds his bonus to the junior's") {
    const auto battle = withSeniors();
    // 1/9D: Red Regulars' fear number and Petrov's +1.
    const int alone = battle.unit("1/9D").troop.success.fear + 1;
    CHECK(fearTarget(battle, "1/9D", std::nullopt) == alone);
    CHECK(fearTarget(battle, "1/9D", SeniorPresence{"Comdiv Sokolov", 4, false, false}) == alone + 2);
    CHECK(fearTarget(battle, "1/9D", SeniorPresence{"Comdiv Sokolov", 5, false, false}) == alone);
    CHECK(fearTarget(battle, "1/9D", SeniorPresence{"Comdiv Sokolov", 12, true, false}) == alone + 2);
    CHECK(fearTarget(battle, "1/9D", SeniorPresence{"Comdiv Sokolov", 13, true, false}) == alone);
    auto copy = battle;
    const auto result =
        actWith(copy, fearTest("1/9D", SeniorPresence{"Comdiv Sokolov", 3, false, false}), {3, 3});
    CHECK(result.cells.back().ends_with("passed, the senior officer's bonus added"));
    CHECK_FALSE(copy.unit("1/9D").seniorNear.has_value());  // for that action only
}

TEST_CASE("a senior officer in personal command gives his bonus instead of the junior's") {
    const auto battle = withSeniors();
    const int alone = battle.unit("1/9D").troop.success.fear + 1;
    CHECK(fearTarget(battle, "1/9D", SeniorPresence{"Comdiv Sokolov", 0, false, true}) ==
          alone - 1 + 2);
    // The Whites' colonel, −1, in personal command of 2/1K (Orlov, +0).
    const int white = battle.unit("2/1K").troop.success.fear;
    CHECK(fearTarget(battle, "2/1K", SeniorPresence{"Col. Orlov-Davydov", 0, false, true}) ==
          white - 1);
}

TEST_CASE("a senior officer helps only his own side, and must be in the battle and alive") {
    auto battle = withSeniors();
    const int white = battle.unit("2/1K").troop.success.fear;
    CHECK(fearTarget(battle, "2/1K", SeniorPresence{"Comdiv Sokolov", 1, true, false}) == white);
    CHECK_THROWS_WITH_AS(fearTarget(battle, "1/9D", SeniorPresence{"Kutepov", 1, true, false}),
                         "no senior officer 'Kutepov' in the battle (senior officers: Comdiv "
                         "Sokolov, Col. Orlov-Davydov)",
                         std::invalid_argument);
    battle.seniors.front().killed = true;
    CHECK_THROWS_WITH_AS(fearTarget(battle, "1/9D", SeniorPresence{"Comdiv Sokolov", 1, true, false}),
                         "Comdiv Sokolov was killed", std::invalid_argument);
}

TEST_CASE("a shot's fear test takes the senior officer the players placed near the target") {
    auto battle = withSeniors();
    auto shot = requested(TacticalAction::Shoot, "1/9D", "2/1K");
    shot.shot.ambush = true;  // a fear test on top of the result
    shot.senior = SeniorPresence{"Col. Orlov-Davydov", 2, false, false};
    ScriptedDice scripted({1, 1, 3, 3, 3, 3});
    const auto result = act(tables(), battle, shot, scripted);
    bool lent = false;
    for (const auto& cell : result.cells) {
        lent = lent || (cell.starts_with("2/1K fear test") &&
                        cell.ends_with("the senior officer's bonus added"));
    }
    CHECK(lent);
}

TEST_CASE("a senior officer killed lends no bonus from then on, and falls only once") {
    auto battle = withSeniors();
    const auto killed = actWith(battle, requested(TacticalAction::SeniorKilled, "Comdiv Sokolov"), {});
    CHECK(battle.senior("Comdiv Sokolov").killed);
    CHECK(killed.summary == "Comdiv Sokolov killed");
    CHECK(killed.effects.back().starts_with("Comdiv Sokolov: senior officer killed; a junior "
                                            "officer is promoted in his place"));
    CHECK(actionRefusal(battle, TacticalAction::SeniorKilled, "Comdiv Sokolov") ==
          "Comdiv Sokolov was killed already");
    CHECK_THROWS_WITH_AS(fearTarget(battle, "1/9D", SeniorPresence{"Comdiv Sokolov", 1, true, false}),
                         "Comdiv Sokolov was killed", std::invalid_argument);
    CHECK_THROWS_AS(actionRefusal(battle, TacticalAction::SeniorKilled, "Kutepov"),
                    std::invalid_argument);
    // No unit is offered it: it is the umpire's, for the senior officer who falls.
    for (const auto& choice : actionChoices(battle, "1/9D")) {
        CHECK(choice.action != TacticalAction::SeniorKilled);
    }
}
