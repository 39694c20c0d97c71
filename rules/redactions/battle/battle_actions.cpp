#include <stdexcept>
#include <utility>

#include "rules/redactions/battle/tactical_battle.hpp"
#include "rules/redactions/charge.hpp"
#include "rules/redactions/combat.hpp"
#include "rules/redactions/initiative.hpp"
#include "rules/redactions/morale.hpp"
#include "rules/redactions/officers.hpp"
#include "rules/redactions/shooting.hpp"

namespace tachanka::rules::redactions {
namespace {

std::string joined(const std::vector<std::string>& words) {
    std::string text;
    for (const auto& word : words) text += (text.empty() ? "" : ", ") + word;
    return text;
}

std::set<Characteristic> characteristicsOf(const TacticalUnit& unit) {
    return effectiveCharacteristics(
        {unit.troop.characteristics.begin(), unit.troop.characteristics.end()}, {});
}

// Bases gone from the table since `before`: destroyed, or `surrendered` of them prisoners.
void settle(TacticalUnit& unit, const UnitState& after, int surrendered = 0) {
    unit.basesLost += unit.state.bases - after.bases - surrendered;
    unit.surrendered += surrendered;
    unit.state = after;
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

void officerCasualty(TacticalUnit& unit, const std::optional<OfficerCasualties>& casualties,
                     ActionResult& result) {
    if (!casualties || casualties->casualties == 0 || unit.officersLeft() == 0) return;
    unit.officer->killed = true;
    result.effects.push_back(unit.code + ": officer " + unit.officer->name + " killed");
}

void takeTest(const RedActionsTables& tables, TacticalUnit& unit, MoraleTest test, Dice& dice,
              ActionResult& result) {
    if (!unit.onTable()) return;
    const auto inputs = moraleInputsOf(unit, test);
    const auto morale = takeMoraleTest(tables.morale, inputs, dice);
    const std::string name(model::nameOf(moraleTestNames, test));
    result.cells.push_back(unit.code + " " + name + " test: " + std::to_string(morale.score) +
                           " vs " + std::to_string(morale.target) + " → " +
                           (morale.passed ? "passed" : "failed"));
    for (const auto& effect : morale.effects) result.effects.push_back(unit.code + ": " + effect);
    settle(unit, morale.after);
}

void takeTests(const RedActionsTables& tables, TacticalUnit& unit,
               const std::vector<MoraleTest>& tests, Dice& dice, ActionResult& result) {
    for (const auto test : tests) takeTest(tables, unit, test, dice, result);
}

// The tests a shot still asks of its target, as the step the shot stands at.
std::string testsStillToTake(const std::vector<MoraleTest>& tests, std::size_t taken) {
    std::string step = "shot, tests still to take:";
    for (std::size_t i = taken; i < tests.size(); ++i) {
        step += ' ';
        step += model::nameOf(moraleTestNames, tests[i]);
    }
    return step;
}

void shoot(const RedActionsTables& tables, TacticalUnit& shooter, TacticalUnit& target,
           const ActionRequest& request, Dice& dice, ActionResult& result) {
    ShootingInputs inputs;
    inputs.value = shooter.troop.shooting;
    inputs.halfBases = effectiveHalfBases(shooter.state);
    inputs.longRange = request.longRange;
    inputs.cover = request.cover;
    ShootingTarget aim;
    aim.unit = target.state;
    aim.arm = target.troop.arm;
    aim.characteristics = characteristicsOf(target);
    aim.officers = target.officersLeft();
    const auto shot = resolveShooting(tables, inputs, Shooter{shooter.troop.arm, {}, false, false},
                                      aim, {}, dice);
    result.cells.push_back("shooting " + std::to_string(shot.total) + ", column " +
                           shot.lookup.columnLabel + ", roll " + std::to_string(shot.lookup.roll) +
                           ": " + joined(describeShootingCell(shot.lookup.cell)));
    for (const auto& effect : shot.effects) result.effects.push_back(target.code + ": " + effect);
    settle(target, shot.after);
    officerCasualty(target, shot.officerCasualties, result);
    dice.reached(testsStillToTake(shot.tests, 0));
    for (std::size_t taken = 0; taken < shot.tests.size();) {
        takeTest(tables, target, shot.tests[taken], dice, result);
        dice.reached(testsStillToTake(shot.tests, ++taken));
    }
}

CombatSide combatSideOf(const TacticalUnit& unit) {
    CombatSide side;
    side.arm = unit.troop.arm;
    side.fightingValue = unit.troop.fighting;
    side.unit = unit.state;
    side.officers = unit.officersLeft();
    return side;
}

void settleCombatSide(const RedActionsTables& tables, TacticalUnit& unit,
                      const CombatSideResult& side, Dice& dice, ActionResult& result) {
    for (const auto& effect : side.effects) result.effects.push_back(unit.code + ": " + effect);
    settle(unit, side.after, side.surrendered ? unit.state.bases : 0);
    officerCasualty(unit, side.officerCasualties, result);
    takeTests(tables, unit, side.tests, dice, result);
}

void combat(const RedActionsTables& tables, TacticalUnit& charger, TacticalUnit& defender,
            Dice& dice, ActionResult& result) {
    const auto fight = resolveCombat(tables, {combatSideOf(charger), combatSideOf(defender)}, dice);
    if (fight.defenderRoutedBeforeCombat) {
        result.effects.push_back(defender.code + ": routs before combat");
    } else {
        result.cells.push_back("combat " + fight.column + ", roll " + std::to_string(fight.roll) +
                               ": " + joined(describeCombatCell(fight.cell, tables.rolls)));
    }
    settleCombatSide(tables, charger, fight.charger, dice, result);
    settleCombatSide(tables, defender, fight.defender, dice, result);
}

void charge(const RedActionsTables& tables, TacticalUnit& charger, TacticalUnit& target, Dice& dice,
            ActionResult& result) {
    ChargeDeclaration declaration;
    declaration.charger = charger.troop.arm;
    declaration.target = target.troop.arm;
    declaration.chargeTest = moraleInputsOf(charger, MoraleTest::Charge);
    declaration.fearTest = moraleInputsOf(target, MoraleTest::Fear);
    const auto declared = declareCharge(tables, declaration, dice);
    for (const auto* test : {&declared.chargeTest, &declared.fearTest}) {
        if (!*test) continue;
        result.cells.push_back(
            std::string(test == &declared.chargeTest ? charger.code : target.code) + " " +
            (test == &declared.chargeTest ? "charge" : "fear") +
            " test: " + std::to_string((*test)->score) + " vs " + std::to_string((*test)->target) +
            " → " + ((*test)->passed ? "passed" : "failed"));
    }
    for (const auto& effect : declared.effects) result.effects.push_back(effect);
    settle(target, declared.target);
    if (declared.handToHand) combat(tables, charger, target, dice, result);
}

void rally(const RedActionsTables& tables, TacticalUnit& unit, Dice& dice, ActionResult& result) {
    if (unit.state.routing || unit.state.pinned) {
        takeTest(tables, unit, MoraleTest::Rally, dice, result);
        return;
    }
    auto after = unit.state;
    rallyFromTerror(after);
    result.effects.push_back(unit.code + ": rallies from terror, its terror markers removed");
    settle(unit, after);
}

void initiative(Dice& dice, ActionResult& result) {
    const auto roll = rollForInitiative(InitiativeNumbers{}, dice);
    const auto& last = roll.rolls.back();
    result.cells.push_back("initiative: attacker " + std::to_string(last.first) + ", defender " +
                           std::to_string(last.second));
    result.effects.push_back(
        std::string(roll.winner == Player::First ? "the attacker" : "the defender") +
        " has the initiative");
}

// Passes the dice through, and adds the whole table as it stands to each step an action
// reports: the rest of the action and its summary depend on nothing else.
class TableStateDice final : public Dice {
public:
    TableStateDice(Dice& source, const TacticalBattle& table) : source_(source), table_(table) {}
    int roll(int sides, std::string_view purpose) override { return source_.roll(sides, purpose); }
    bool countsStates() const override { return source_.countsStates(); }
    void reached(std::string_view step) override {
        if (!source_.countsStates()) return;
        std::string state(step);
        for (const auto& unit : table_.units) {
            const auto& now = unit.state;
            state += '|' + unit.code + ':';
            for (const int number : {now.bases, now.terror, now.humiliated, int{now.pinned},
                                     int{now.evading}, int{now.formed}, int{now.column},
                                     int{now.limbered}, int{now.routing}, unit.basesLost,
                                     unit.surrendered, unit.officersLeft()}) {
                state += std::to_string(number) + ',';
            }
        }
        source_.reached(state);
    }

private:
    Dice& source_;
    const TacticalBattle& table_;
};

}  // namespace

TacticalUnit& TacticalBattle::unit(const std::string& code) {
    return const_cast<TacticalUnit&>(std::as_const(*this).unit(code));
}

const TacticalUnit& TacticalBattle::unit(const std::string& code) const {
    std::string codes;
    for (const auto& unit : units) {
        if (unit.code == code) return unit;
        codes += (codes.empty() ? "" : ", ") + unit.code;
    }
    throw std::invalid_argument("no unit '" + code + "' in the battle (units: " + codes + ")");
}

ActionResult act(const RedActionsTables& tables, TacticalBattle& battle,
                 const ActionRequest& request, Dice& dice) {
    if (const auto refused =
            actionRefusal(battle, request.action, request.actor, request.target)) {
        throw std::invalid_argument(*refused);
    }
    auto after = battle;
    ActionResult result;
    TableStateDice stepsOnTable(dice, after);
    switch (request.action) {
        case TacticalAction::Initiative:
            initiative(stepsOnTable, result);
            break;
        case TacticalAction::Shoot:
        case TacticalAction::Charge:
        case TacticalAction::Combat: {
            auto& actor = after.unit(request.actor);
            auto& target = after.unit(request.target);
            if (request.action == TacticalAction::Shoot) {
                shoot(tables, actor, target, request, stepsOnTable, result);
            } else if (request.action == TacticalAction::Charge) {
                charge(tables, actor, target, stepsOnTable, result);
            } else {
                combat(tables, actor, target, stepsOnTable, result);
            }
            break;
        }
        case TacticalAction::Morale:
            takeTest(tables, after.unit(request.actor), request.test, stepsOnTable, result);
            break;
        case TacticalAction::Rally:
            rally(tables, after.unit(request.actor), stepsOnTable, result);
            break;
    }
    result.summary = changesBetween(battle, after);
    battle = std::move(after);
    return result;
}

Distribution actionOdds(const RedActionsTables& tables, const TacticalBattle& battle,
                        const ActionRequest& request) {
    if (request.action == TacticalAction::Initiative) {
        throw std::invalid_argument(
            "ties are rolled again without end, so there is no list of dice to count; "
            "each side has it half the time");
    }
    Counting counting;
    counting.memoiseStates = true;  // the summary is read off the table, never off the rolls
    return enumerateOutcomes(
        [&](Dice& dice) {
            auto copy = battle;
            return act(tables, copy, request, dice).summary;
        },
        counting);
}

}  // namespace tachanka::rules::redactions
