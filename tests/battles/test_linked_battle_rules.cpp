// The rules of a linked tactical battle, without a campaign: the link table's conversion and
// rounding, Red Actions! actions applied to the units with scripted dice as the text reads
// them, and every action's exact odds against an enumeration of all its dice done here.

#include <doctest/doctest.h>

#include <string>

#include "tests/battles/linked_battle_fixtures.hpp"

using namespace tachanka::testing::linked;

TEST_CASE("the link table rounds bases back into steps as it says") {
    CHECK(links::stepsOf(3, 2, links::Rounding::Down) == 1);
    CHECK(links::stepsOf(3, 2, links::Rounding::Nearest) == 2);
    CHECK(links::stepsOf(2, 4, links::Rounding::Nearest) == 1);
    CHECK(links::stepsOf(1, 4, links::Rounding::Nearest) == 0);
    CHECK(links::stepsOf(1, 2, links::Rounding::Up) == 1);
    CHECK(link().provisional);
    CHECK(link().basesPerStep == 2);
}

TEST_CASE("an Orel unit becomes Red Actions! parts graded by its TQ and mode") {
    links::OperationalUnit unit{"1/1K", false,  "infantry",
                                7,      false,  "march",
                                5,      "afsr", links::JuniorOfficer{3, "Orlov", 1}};
    const auto parts = links::convertUnit(link(), unit);
    REQUIRE(parts.size() == 2);  // 10 bases, at most 8 a unit
    CHECK(parts[0].code == "1/1K.1");
    CHECK(parts[0].bases + parts[1].bases == 10);
    CHECK(parts[0].troopType == "officers");
    CHECK(parts[0].terror == 1);  // March mode: disorganised
    CHECK(parts[0].officer.has_value());
    CHECK_FALSE(parts[1].officer.has_value());
    unit.troopQuality = 4;
    unit.mode = "routed";
    unit.steps = 2;
    const auto conscripts = links::convertUnit(link(), unit);
    REQUIRE(conscripts.size() == 1);
    CHECK(conscripts[0].troopType == "white-conscripts");
    CHECK(conscripts[0].routing);
    unit.army = "freikorps";
    CHECK_THROWS_AS(links::convertUnit(link(), unit), std::invalid_argument);
}

TEST_CASE(
    "losses go back as steps, surrendered bases as prisoners, a unit with none left is gone") {
    const std::vector<links::OperationalUnit> units{
        {"1/9D", true, "infantry", 5, false, "combat", 3, "soviet", {}},
        {"2/1K", false, "infantry", 6, false, "combat", 2, "afsr", {}},
    };
    const std::vector<links::TacticalOutcome> outcomes{
        {"1/9D", true, 3, 3, 0, false, true},
        {"2/1K", false, 0, 1, 3, true, false},
    };
    const auto results = links::mapBack(link(), outcomes, units);
    REQUIRE(results.size() == 2);
    CHECK(results[0].stepsLost == 2);  // 3 bases at 2 a step, to the nearest: 2
    CHECK_FALSE(results[0].eliminated);
    CHECK(results[0].officerKilled);
    CHECK(results[1].prisonerSteps == 1);  // 3 bases, rounded down
    CHECK(results[1].stepsLost == 2);      // no base left: the whole unit
    CHECK(results[1].eliminated);
    CHECK_FALSE(links::defenderHoldsHex(outcomes));
}

TEST_CASE("a fear test passes at or under the card's number, 12 always fails and routs") {
    auto battle = skirmish();
    const auto request = requested(TacticalAction::Morale, "2/1K");
    const int target = battle.unit("2/1K").troop.success.fear;  // no officer bonus (0)
    ScriptedDice passing({target / 2, target - target / 2});
    auto result = act(tables(), battle, request, passing);
    CHECK(result.summary == "no change");
    CHECK_FALSE(battle.unit("2/1K").state.routing);
    ScriptedDice boxcars({6, 6});
    result = act(tables(), battle, request, boxcars);
    CHECK(result.summary == "2/1K routs");
    CHECK(battle.unit("2/1K").state.routing);
    // A routing unit rallies on a pass of its rally test (terror markers go with it).
    ScriptedDice rallying({1, 1});
    result = act(tables(), battle, requested(TacticalAction::Rally, "2/1K"), rallying);
    CHECK(result.summary == "2/1K rallies");
}

TEST_CASE("a unit that routs or has no bases may not shoot or charge, nor shoot its own side") {
    auto battle = skirmish();
    battle.unit("1/9D").state.routing = true;
    ScriptedDice none({});
    CHECK_THROWS_AS(act(tables(), battle, requested(TacticalAction::Shoot, "1/9D", "2/1K"), none),
                    std::invalid_argument);
    CHECK_THROWS_AS(act(tables(), battle, requested(TacticalAction::Shoot, "Cv/9D", "1/9D"), none),
                    std::invalid_argument);
    CHECK_THROWS_AS(act(tables(), battle, requested(TacticalAction::Shoot, "Cv/9D", "7/7X"), none),
                    std::invalid_argument);
}

TEST_CASE("every action's odds equal the frequencies of its roll over all dice") {
    const auto battle = skirmish();
    SUBCASE("morale") {
        checkOddsAgainstEnumeration(
            battle, requested(TacticalAction::Morale, "1/9D", "", MoraleTest::Serious));
    }
    SUBCASE("shoot") {
        checkOddsAgainstEnumeration(battle, requested(TacticalAction::Shoot, "1/9D", "2/1K"));
    }
    SUBCASE("shoot at long range into soft cover") {
        auto request = requested(TacticalAction::Shoot, "1/9D", "2/1K");
        request.shot.longRange = true;
        request.shot.cover = Cover::Soft;
        checkOddsAgainstEnumeration(battle, request);
    }
    SUBCASE("combat") {
        checkOddsAgainstEnumeration(battle, requested(TacticalAction::Combat, "Cv/9D", "2/1K"));
    }
}

TEST_CASE("a shot's losses, markers and officer casualty land on the target") {
    auto battle = skirmish();
    const auto before = battle;
    // Every 2d6 the table can be read with: the target's bases always add up.
    for (int first = 1; first <= 6; ++first) {
        for (int second = 1; second <= 6; ++second) {
            auto copy = before;
            ScriptedDice scripted({first, second, 6, 1, 1, 1, 1, 1, 1, 1, 1});
            const auto result =
                act(tables(), copy, requested(TacticalAction::Shoot, "1/9D", "2/1K"), scripted);
            const auto& target = copy.unit("2/1K");
            CHECK(target.state.bases + target.basesLost + target.surrendered == 4);
            CHECK(result.cells.front().starts_with("shooting "));
        }
    }
}

TEST_CASE("initiative has no exact odds to count: its ties are rolled again without end") {
    CHECK_THROWS_AS(actionOdds(tables(), skirmish(), ActionRequest{}), std::invalid_argument);
    ScriptedDice dice({3, 3, 2, 5});
    auto battle = skirmish();
    const auto result = act(tables(), battle, ActionRequest{}, dice);
    CHECK(result.effects.front() == "the defender has the initiative");
}

TEST_CASE("the actions offered to a unit are the ones act takes, against the targets it takes") {
    auto battle = skirmish();
    battle.unit("1/9D").state.routing = true;
    const auto names = [&](const std::string& actor) {
        std::vector<std::string> offered;
        for (const auto& choice : actionChoices(battle, actor)) {
            offered.emplace_back(tachanka::model::nameOf(tacticalActionNames, choice.action));
        }
        return offered;
    };
    // Routing: it may only make its rout move, test its morale or rally.
    CHECK(names("1/9D") == std::vector<std::string>{"move", "morale", "rally"});
    // Fresh: move, shoot, charge and fight the one enemy, test its morale, set a building it
    // touches alight; nothing to rally from.
    CHECK(names("Cv/9D") ==
          std::vector<std::string>{"move", "shoot", "charge", "combat", "morale", "fire"});
    // Riflemen shoot at both enemies and may charge both, the cavalry only in a flank or the
    // rear, and pursue only the one routing; as infantry they may dig in and go into wire.
    // No building burns yet: a fire is offered with none to name but a new one.
    const auto choices = actionChoices(battle, "2/1K");
    REQUIRE(choices.size() == 9);
    CHECK(choices[6].action == TacticalAction::Dig);
    CHECK(choices[7].action == TacticalAction::Wire);
    CHECK(choices[8].action == TacticalAction::Fire);
    CHECK(choices[8].targets.empty());
    CHECK(choices[0].action == TacticalAction::Move);
    CHECK(choices[1].targets == std::vector<std::string>{"1/9D", "Cv/9D"});
    CHECK(choices[2].targets == std::vector<std::string>{"1/9D", "Cv/9D"});
    CHECK(actionRefusal(battle, TacticalAction::Charge, "2/1K", "Cv/9D", true) ==
          "2/1K: riflemen cannot charge sabres in the front");
    CHECK(choices[4].action == TacticalAction::Pursue);
    CHECK(choices[4].targets == std::vector<std::string>{"1/9D"});
    // Every unit and action: offered exactly when act does not refuse it.
    for (const auto& actor : battle.units) {
        for (const auto& target : battle.units) {
            for (const auto action : {TacticalAction::Shoot, TacticalAction::Charge,
                                      TacticalAction::Combat, TacticalAction::Pursue,
                                      TacticalAction::Rally}) {
                CAPTURE(actor.code);
                CAPTURE(target.code);
                auto copy = battle;
                ScriptedDice none({});
                // A charge as the rules allow most: into a flank.
                ActionRequest request = requested(action, actor.code, target.code);
                request.charge.direction = ChargeDirection::Flank;
                const bool refused =
                    actionRefusal(battle, action, actor.code, target.code).has_value();
                bool thrown = false;
                try {
                    act(tables(), copy, request, none);
                } catch (const std::invalid_argument&) {
                    thrown = true;
                } catch (const DiceExhausted&) {
                    // allowed: it asked for dice
                }
                CHECK(thrown == refused);
            }
        }
    }
}
