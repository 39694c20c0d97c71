// The choices a combat hands its players, each asked at its moment (8.8, 8.7.4, 8.8.3,
// 8.5.1): the engine asks, the players answer, and what they answered is what happens.

#include <doctest/doctest.h>

#include <algorithm>

#include "rules/orel/combat/combat_decisions.hpp"
#include "tests/orel/combat_fixtures.hpp"

using namespace tachanka::rules::orel;
using namespace tachanka::testing;
using tachanka::rules::ScriptedDice;

namespace {

// The players, answering as told and noting what they were asked.
class Players final : public CombatDecisions {
public:
    bool assault = true;
    std::vector<std::string> entering;
    RetreatPath path = RetreatPath::Clear;

    int assaultAsked = 0;
    std::size_t checksBeforeAssault = 0;
    std::vector<std::string> askedToAdvance;
    bool askedAfterAssault = false;
    std::vector<std::string> askedToRetreat;

    bool pressesAssault(const CombatReport& sofar) override {
        ++assaultAsked;
        checksBeforeAssault = sofar.checks.size();
        return assault;
    }
    bool advances(const UnitFate& unit, const ConstFates&, bool afterAssault) override {
        askedToAdvance.push_back(unit.unit.code);
        askedAfterAssault = afterAssault;
        return std::find(entering.begin(), entering.end(), unit.unit.code) != entering.end();
    }
    RetreatPath retreatPath(const UnitFate& unit) override {
        askedToRetreat.push_back(unit.unit.code);
        return path;
    }
    RetreatPath routPath(const UnitFate& unit) override {
        askedToRout.push_back(unit.unit.code);
        return routThrough;
    }
    RetreatPath routThrough = RetreatPath::Clear;
    std::vector<std::string> askedToRout;
};

CombatReport resolveWith(const CombatDeclaration& combat, std::vector<int> dice, Players& players) {
    ScriptedDice scripted(std::move(dice));
    auto report = resolveCombat(combat, shippedCombatTables(), scripted, &players);
    CHECK_MESSAGE(scripted.remaining() == 0, "dice left unused");
    return report;
}

}  // namespace

TEST_CASE("8.8: whether to assault is asked once the cohesion checks are done, and the answer "
          "holds") {
    const auto combat = duel();  // both pass their checks on 2: the hex is held
    Players declining;
    declining.assault = false;
    auto report = resolveWith(combat, {2, 2}, declining);
    CHECK(declining.assaultAsked == 1);
    CHECK(declining.checksBeforeAssault == 2);  // the attacker's and the defender's
    CHECK_FALSE(report.assaulted);
    CHECK(report.noAssault == "no assault: the attacker does not press one (8.8)");

    Players pressing;  // assault 4 + 5, then the defender's morale on 2 (8.8.2's duel)
    pressing.entering = {"A"};
    report = resolveWith(combat, {2, 2, 4, 5, 2}, pressing);
    CHECK(pressing.assaultAsked == 1);
    CHECK(report.assaulted);
}

TEST_CASE("8.7.4: \"This advance is not required\": each attacker that may enter the cleared "
          "hex is asked, and only those sent go in") {
    auto combat = duel();
    combat.attackers.push_back(infantry("B", 5, 6, 3, "h"));
    combat.defenders[0].troopQuality = 3;
    Players players;
    players.entering = {"B"};
    // One die for the attackers' checks (2: both pass), D's 6 + 1 at 2:1 against TQ 3: it
    // leaves the hex.
    const auto report = resolveWith(combat, {2, 6}, players);
    CHECK(report.hexCleared);
    CHECK(players.askedToAdvance == std::vector<std::string>{"A", "B"});
    CHECK_FALSE(players.askedAfterAssault);
    CHECK_FALSE(fateOf(report, "A").advanced);
    CHECK(fateOf(report, "B").advanced);
    CHECK(fateOf(report, "B").unit.mode == UnitMode::Combat);  // "remains in Combat mode"

    Players staying;  // none need to
    const auto none = resolveWith(combat, {2, 6}, staying);
    CHECK_FALSE(fateOf(none, "A").advanced);
    CHECK_FALSE(fateOf(none, "B").advanced);
}

TEST_CASE("8.5.1: a retreating unit's path is that of the hex its owner chooses: into enemy ZoC "
          "it checks its TQ +1 and loses a step if it fails") {
    auto combat = duel();
    combat.defenders[0].troopQuality = 3;
    Players clear;
    auto report = resolveWith(combat, {2, 6}, clear);  // D fails by 3: retreats 1 hex
    CHECK(clear.askedToRetreat == std::vector<std::string>{"D"});
    CHECK(fateOf(report, "D").retreatHexes == 1);
    CHECK(fateOf(report, "D").stepsLost == 0);

    Players zoc;
    zoc.path = RetreatPath::InfantryZoc;
    report = resolveWith(combat, {2, 6, 6}, zoc);  // its ZoC check: 6 + 1 against TQ 3
    CHECK(fateOf(report, "D").stepsLost == 1);
    CHECK(check(report, "D", "zoc").roll == 6);
}

TEST_CASE("8.7.3 A: \"The retreat is performed per the Retreat rules (8.5.1)\": where a routed "
          "unit goes is asked of its owner, and routing into enemy ZoC it checks TQ +1 or "
          "surrenders") {
    auto combat = duel();
    combat.defenders[0].troopQuality = 2;
    Players clear;
    auto report = resolveWith(combat, {2, 6}, clear);  // D fails by 4: it routs
    CHECK(clear.askedToRout == std::vector<std::string>{"D"});
    CHECK(clear.askedToRetreat.empty());
    CHECK(fateOf(report, "D").retreatHexes == 2);

    Players zoc;
    zoc.routThrough = RetreatPath::InfantryZoc;
    report = resolveWith(combat, {2, 6, 6}, zoc);  // 6 + 1 against TQ 2: "failure means Surrender"
    CHECK(check(report, "D", "zoc").modifier == 1);
    CHECK(fateOf(report, "D").surrendered);

    Players blocked;  // 8.7.3 A 3: "the Routed units surrender instead"
    blocked.routThrough = RetreatPath::Blocked;
    report = resolveWith(combat, {2, 6}, blocked);
    CHECK(fateOf(report, "D").surrendered);
}

TEST_CASE("8.8.3: \"if the hex is cleared of its defenders, at least one attacking combat unit "
          "must enter it\": an answer that sends none is refused") {
    auto combat = duel();
    combat.defenders[0].steps = 1;
    // Both pass on 2; assault 2 + 6 reads 1/1 with the defender losing: its one step is gone.
    Players holding;
    holding.entering = {};
    CHECK_THROWS_WITH_AS(resolveWith(combat, {2, 2, 2, 6}, holding),
                         "if the hex is cleared of its defenders, at least one attacking combat "
                         "unit must enter it (8.8.3)",
                         std::invalid_argument);
    CHECK(holding.askedAfterAssault);

    Players entering;
    entering.entering = {"A"};
    const auto report = resolveWith(combat, {2, 2, 2, 6}, entering);
    CHECK(report.hexCleared);
    CHECK(fateOf(report, "A").advanced);
}
