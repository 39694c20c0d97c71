#include "rules/redactions/battle/action_steps.hpp"

#include <algorithm>

#include "rules/redactions/battle/shot_on_table.hpp"
#include "rules/redactions/morale.hpp"

namespace tachanka::rules::redactions::steps {
namespace {

// The tests a shot still asks of its target, as the step the shot stands at; whether it made
// the target retire too, which the markers do not show and a charge's fire reads.
std::string testsStillToTake(bool retired, const std::vector<MoraleTest>& tests,
                             std::size_t taken) {
    std::string step = retired ? "shot, retired, tests still to take:" : "shot, tests still to take:";
    for (std::size_t i = taken; i < tests.size(); ++i) {
        step += ' ';
        step += model::nameOf(moraleTestNames, tests[i]);
    }
    return step;
}

}  // namespace

std::string joined(const std::vector<std::string>& words) {
    std::string text;
    for (const auto& word : words) text += (text.empty() ? "" : ", ") + word;
    return text;
}

void settle(TacticalUnit& unit, const UnitState& after, int surrendered) {
    unit.basesLost += unit.state.bases - after.bases - surrendered;
    unit.surrendered += surrendered;
    unit.state = after;
}

void forcedToAct(const TacticalUnit& unit, ActionResult& result) {
    if (std::find(result.forced.begin(), result.forced.end(), unit.code) == result.forced.end()) {
        result.forced.push_back(unit.code);
    }
}

MoraleInputs moraleInputsOf(const TacticalUnit& unit, MoraleTest test) {
    MoraleInputs inputs;
    inputs.test = test;
    inputs.successNumber = unit.troop.success.of(test);
    inputs.officerBonus = unit.officersLeft() > 0 ? unit.officer->moraleBonus : 0;
    inputs.rallyFromRout = unit.state.routing;
    inputs.machineGunOrMortarTeam =
        unit.troop.arm == Arm::MachineGuns || unit.troop.arm == Arm::Mortars;
    inputs.unit = unit.state;
    return inputs;
}

std::string itsOfficer(const TacticalUnit& unit) {
    const auto& name = unit.officer->name;
    const bool namedAfterUnit = name.find(unit.code) != std::string::npos;
    return unit.code + ": its officer" + (namedAfterUnit ? "" : ", " + name + ",");
}

void officerCasualty(TacticalUnit& unit, const std::optional<OfficerCasualties>& casualties,
                     ActionResult& result) {
    if (!casualties || casualties->casualties == 0 || unit.officersLeft() == 0) return;
    unit.officer->killed = true;
    result.effects.push_back(itsOfficer(unit) + " killed");
}

void takeTest(const RedActionsTables& tables, TacticalUnit& unit, MoraleTest test, Dice& dice,
              ActionResult& result) {
    if (!unit.onTable()) return;
    auto inputs = moraleInputsOf(unit, test);
    std::string senior;
    if (unit.seniorNear) {
        const auto junior = unit.officersLeft() > 0 ? std::optional(unit.officer->moraleBonus)
                                                    : std::nullopt;
        const int withSenior = officerMoraleBonus(tables.morale, junior, unit.seniorNear);
        if (withSenior != inputs.officerBonus) {
            senior = unit.seniorNear->personalCommand ? ", the senior officer in command"
                                                      : ", the senior officer's bonus added";
        }
        inputs.officerBonus = withSenior;
    }
    const auto morale = takeMoraleTest(tables.morale, inputs, dice);
    const std::string name(model::nameOf(moraleTestNames, test));
    result.cells.push_back(unit.code + " " + name + " test: " + std::to_string(morale.score) +
                           " vs " + std::to_string(morale.target) + " → " +
                           (morale.passed ? "passed" : "failed") + senior);
    for (const auto& effect : morale.effects) result.effects.push_back(unit.code + ": " + effect);
    // A failed serious test retires the unit at once (a failed fear test routs it, which `act`
    // sees on the markers).
    if (!morale.passed && test == MoraleTest::Serious) forcedToAct(unit, result);
    settle(unit, morale.after);
}

ShootingResolution shoot(const RedActionsTables& tables, TacticalUnit& shooter,
                         TacticalUnit& target, const ShotCircumstances& circumstances, Dice& dice,
                         ActionResult& result) {
    // Troops in the foxholes they dug have their cover where the players give none better.
    auto seen = circumstances;
    if (seen.cover == Cover::None) {
        if (const auto dug = foxholeCover(target.foxholeQuarters / 4)) seen.cover = *dug;
    }
    const auto inputs = shootingInputsOn(tables.shootingModifiers, shooter, target, seen);
    const auto firing = shooterOn(shooter, target, seen);
    const auto shot =
        resolveShooting(tables, inputs, firing, shootingTargetOn(target), {}, dice);
    if (const auto said = describeShot(seen); !said.empty()) {
        result.cells.push_back("shot " + said);
    }
    if (shot.directHits) {
        const auto& hits = *shot.directHits;
        std::string rolls;
        for (const int roll : hits.rolls) rolls += (rolls.empty() ? "" : ", ") + std::to_string(roll);
        result.cells.push_back("direct hits on " + std::to_string(hits.number) + "+: " + rolls +
                               " → " + std::to_string(hits.hits) +
                               (hits.hits == 1 ? " hit" : " hits"));
    }
    // The table's "-" cells are misses: said, where an empty list read "roll 3: ".
    const auto cell = describeShootingCell(shot.lookup.cell);
    result.cells.push_back("shooting " + std::to_string(shot.total) + ", column " +
                           shot.lookup.columnLabel + ", roll " + std::to_string(shot.lookup.roll) +
                           ": " + (cell.empty() ? "no effect" : joined(cell)));
    for (const auto& effect : shot.effects) result.effects.push_back(target.code + ": " + effect);
    settle(target, shot.after);
    officerCasualty(target, shot.officerCasualties, result);
    const bool retired = shot.retireInches > 0;
    if (retired) forcedToAct(target, result);
    dice.reached(testsStillToTake(retired, shot.tests, 0));
    for (std::size_t taken = 0; taken < shot.tests.size();) {
        takeTest(tables, target, shot.tests[taken], dice, result);
        dice.reached(testsStillToTake(retired, shot.tests, ++taken));
    }
    return shot;
}

}  // namespace tachanka::rules::redactions::steps
