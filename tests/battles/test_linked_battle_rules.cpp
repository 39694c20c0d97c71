// The rules of a linked tactical battle, without a campaign: the link table's conversion and
// rounding, Red Actions! actions applied to the units with scripted dice as the text reads
// them, and every action's exact odds against an enumeration of all its dice done here.

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <functional>
#include <map>
#include <numeric>

#include "rules/links/conversion.hpp"
#include "rules/redactions/armies/army_list.hpp"
#include "rules/redactions/battle/auto_resolve.hpp"
#include "rules/redactions/table_file.hpp"

using namespace tachanka::rules;
using namespace tachanka::rules::redactions;
namespace links = tachanka::rules::links;

namespace {

const std::filesystem::path source = TACHANKA_SOURCE_DIR;

const RedActionsTables& tables() {
    static const auto loaded = loadRedActionsTables(source / "templates/rules/red-actions.xml");
    return loaded;
}

const links::LinkTable& link() {
    static const auto loaded =
        links::loadLinkTable(source / "templates/rules/links/orel-1919-to-red-actions.xml");
    return loaded;
}

TacticalUnit unitOf(const std::string& army, const std::string& troop, const std::string& code,
                    bool attacker, int bases) {
    static std::map<std::string, ArmyList> armies;
    if (!armies.contains(army)) {
        armies[army] = loadArmyList(source / "templates/armies" / (army + ".xml"));
    }
    TacticalUnit unit;
    unit.code = code;
    unit.attacker = attacker;
    unit.troop = *armies[army].troop(troop);
    unit.state.bases = bases;
    unit.basesAtStart = bases;
    return unit;
}

// Red riflemen against White volunteers, each with a junior officer.
TacticalBattle skirmish() {
    TacticalBattle battle;
    battle.units.push_back(unitOf("soviet", "red-regulars", "1/9D", true, 6));
    battle.units.push_back(unitOf("soviet", "red-cavalry", "Cv/9D", true, 4));
    battle.units.push_back(unitOf("afsr", "volunteers", "2/1K", false, 4));
    battle.units[0].officer = TacticalOfficer{"Petrov", 1, false};
    battle.units[2].officer = TacticalOfficer{"Orlov", 0, false};
    return battle;
}

ActionRequest requested(TacticalAction action, std::string actor = "", std::string target = "",
                        MoraleTest test = MoraleTest::Fear) {
    ActionRequest request;
    request.action = action;
    request.actor = std::move(actor);
    request.target = std::move(target);
    request.test = test;
    return request;
}

// Dice that give the faces of one path through the dice tree, then 1s, noting each die's
// sides so the caller can step to the next path: an odometer over every sequence.
class PathDice final : public Dice {
public:
    explicit PathDice(std::vector<int> path) : path_(std::move(path)) {}
    int roll(int sides, std::string_view) override {
        sides_.push_back(sides);
        return sides_.size() <= path_.size() ? path_[sides_.size() - 1] : 1;
    }
    const std::vector<int>& sides() const { return sides_; }

private:
    std::vector<int> path_;
    std::vector<int> sides_;
};

// The chance of each summary over every sequence of dice the action asks for, as doubles.
std::map<std::string, double> frequencies(const TacticalBattle& battle,
                                          const ActionRequest& request) {
    std::map<std::string, double> found;
    std::vector<int> path;
    while (true) {
        PathDice dice(path);
        auto copy = battle;
        const auto result = act(tables(), copy, request, dice);
        path.resize(dice.sides().size(), 1);
        double chance = 1;
        for (const int sides : dice.sides()) chance /= sides;
        found[result.summary] += chance;
        // The next path: the last die that can still rise does, and the dice after it go.
        while (!path.empty() && path.back() == dice.sides()[path.size() - 1]) path.pop_back();
        if (path.empty()) return found;
        ++path.back();
    }
}

void checkOddsAgainstEnumeration(const TacticalBattle& battle, const ActionRequest& request) {
    const auto odds = actionOdds(tables(), battle, request);
    const auto counted = frequencies(battle, request);
    CHECK(odds.outcomes().size() == counted.size());
    for (const auto& outcome : odds.outcomes()) {
        CAPTURE(outcome.result);
        REQUIRE(counted.contains(outcome.result));
        CHECK(outcome.probability.value() == doctest::Approx(counted.at(outcome.result)));
    }
    CHECK(odds.total().value() == doctest::Approx(1.0));
}

}  // namespace

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
        request.longRange = true;
        request.cover = Cover::Soft;
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

TEST_CASE("auto-resolve gives shares that add up and the same numbers for the same seed") {
    const auto battle = skirmish();
    const auto first = autoResolve(tables(), battle, 200, 7);
    const auto again = autoResolve(tables(), battle, 200, 7);
    CHECK(first.win.share + first.draw.share + first.loss.share == doctest::Approx(1.0));
    CHECK(first.win.share == again.win.share);
    CHECK(first.win.low <= first.win.share);
    CHECK(first.win.high >= first.win.share);
}

namespace {

// Every battle an action can leave, with its chance: the action run over every sequence of
// dice it asks for, as `frequencies` runs it.
std::vector<std::pair<TacticalBattle, double>> afterAction(const TacticalBattle& battle,
                                                          const ActionRequest& request) {
    std::vector<std::pair<TacticalBattle, double>> branches;
    std::vector<int> path;
    while (true) {
        PathDice dice(path);
        auto copy = battle;
        act(tables(), copy, request, dice);
        path.resize(dice.sides().size(), 1);
        double chance = 1;
        for (const int sides : dice.sides()) chance /= sides;
        branches.emplace_back(std::move(copy), chance);
        while (!path.empty() && path.back() == dice.sides()[path.size() - 1]) path.pop_back();
        if (path.empty()) return branches;
        ++path.back();
    }
}

struct Forecast {
    double win = 0;
    double loss = 0;
};

std::string stateKey(const TacticalBattle& battle, int turnsLeft) {
    std::string key = std::to_string(turnsLeft);
    for (const auto& unit : battle.units) {
        const auto& state = unit.state;
        key += " " + std::to_string(unit.basesLost) + "/" + std::to_string(state.terror) + "/" +
               std::to_string(state.humiliated) + "/" + std::to_string(state.routing);
    }
    return key;
}

// The exact chances of the auto-resolve's procedure for two routing units, one a side: each
// turn the side with the initiative (half the time each) tries to rally first, and the first
// to rally wins; the engine's own states after each roll carry into the next turn.
Forecast rallyRace(const TacticalBattle& battle, int turnsLeft,
                   std::map<std::string, Forecast>& memo) {
    if (turnsLeft == 0) return {};
    const auto key = stateKey(battle, turnsLeft);
    if (const auto found = memo.find(key); found != memo.end()) return found->second;
    const auto halfTurn = [&](const TacticalBattle& from, bool attacker) {
        const auto& unit =
            *std::find_if(from.units.begin(), from.units.end(),
                          [&](const TacticalUnit& each) { return each.attacker == attacker; });
        if (!unit.onTable()) return std::vector<std::pair<TacticalBattle, double>>{{from, 1.0}};
        return afterAction(from, requested(TacticalAction::Rally, unit.code));
    };
    Forecast total;
    const auto settle = [&](const TacticalBattle& state, double chance) {
        const int winner = battleWinner(state);
        (winner > 0 ? total.win : total.loss) += chance;
    };
    for (const bool attackerFirst : {true, false}) {
        for (const auto& [first, p1] : halfTurn(battle, attackerFirst)) {
            if (battleWinner(first) != 0) {
                settle(first, 0.5 * p1);
                continue;
            }
            for (const auto& [second, p2] : halfTurn(first, !attackerFirst)) {
                const double chance = 0.5 * p1 * p2;
                if (battleWinner(second) != 0) {
                    settle(second, chance);
                    continue;
                }
                const auto next = rallyRace(second, turnsLeft - 1, memo);
                total.win += chance * next.win;
                total.loss += chance * next.loss;
            }
        }
    }
    memo[key] = total;
    return total;
}

}  // namespace

TEST_CASE("auto-resolve agrees with the exact chances of a battle that is a race to rally") {
    // Both sides' only units rout: whichever rallies first stands alone in good order and wins.
    // No officer changes the initiative, so each side has it half the time.
    TacticalBattle battle;
    battle.units.push_back(unitOf("soviet", "red-regulars", "1/9D", true, 6));
    battle.units.push_back(unitOf("afsr", "volunteers", "2/1K", false, 4));
    for (auto& unit : battle.units) unit.state.routing = true;
    std::map<std::string, Forecast> memo;
    const auto exact = rallyRace(battle, autoResolveTurns, memo);
    REQUIRE(exact.win > 0);
    REQUIRE(exact.loss > 0);
    constexpr int runs = 20'000;
    const auto resolution = autoResolve(tables(), battle, runs, 11);
    // Four standard errors: the seeded run is fixed, and far inside that.
    const auto close = [&](double share, double chance) {
        return std::abs(share - chance) < 4 * std::sqrt(chance * (1 - chance) / runs) + 1e-9;
    };
    CHECK(close(resolution.win.share, exact.win));
    CHECK(close(resolution.loss.share, exact.loss));
    CHECK(close(resolution.draw.share, 1 - exact.win - exact.loss));
    CHECK(resolution.win.low <= exact.win);
    CHECK(resolution.win.high >= exact.win);
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
    // Routing: it may only test its morale or rally.
    CHECK(names("1/9D") == std::vector<std::string>{"morale", "rally"});
    // Fresh: shoot, charge and fight the one enemy, test its morale; nothing to rally from.
    CHECK(names("Cv/9D") == std::vector<std::string>{"shoot", "charge", "combat", "morale"});
    // Riflemen shoot at both enemies but may not charge cavalry in the front.
    const auto choices = actionChoices(battle, "2/1K");
    REQUIRE(choices.size() == 4);
    CHECK(choices[0].targets == std::vector<std::string>{"1/9D", "Cv/9D"});
    CHECK(choices[1].targets == std::vector<std::string>{"1/9D"});
    // Every unit and action: offered exactly when act does not refuse it.
    for (const auto& actor : battle.units) {
        for (const auto& target : battle.units) {
            for (const auto action : {TacticalAction::Shoot, TacticalAction::Charge,
                                      TacticalAction::Combat, TacticalAction::Rally}) {
                CAPTURE(actor.code);
                CAPTURE(target.code);
                auto copy = battle;
                ScriptedDice none({});
                ActionRequest request = requested(action, actor.code, target.code);
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
