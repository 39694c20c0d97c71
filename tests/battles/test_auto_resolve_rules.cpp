// Auto-resolve of a linked tactical battle: Monte Carlo over the very actions the umpire
// resolves, checked for repeatability and against the exact chances of a battle small enough
// to count (a race to rally), worked out here over every roll of each action.

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "rules/redactions/battle/auto_resolve.hpp"
#include "tests/battles/linked_battle_fixtures.hpp"

using namespace tachanka::testing::linked;

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

// Every battle an action can leave, with its chance.
std::vector<std::pair<TacticalBattle, double>> afterAction(const TacticalBattle& battle,
                                                          const ActionRequest& request) {
    std::vector<std::pair<TacticalBattle, double>> branches;
    overEveryRoll(battle, request, [&](const ActionResult&, TacticalBattle after, double chance) {
        branches.emplace_back(std::move(after), chance);
    });
    return branches;
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

