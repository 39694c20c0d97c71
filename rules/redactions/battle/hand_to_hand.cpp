#include <string>
#include <tuple>

#include "rules/redactions/battle/action_steps.hpp"
#include "rules/redactions/charge.hpp"
#include "rules/redactions/combat.hpp"

namespace tachanka::rules::redactions::steps {
namespace {

CombatSide combatSideOf(const TacticalUnit& unit, const std::set<CombatModifier>& modifiers,
                        bool charging) {
    CombatSide side;
    side.arm = unit.troop.arm;
    side.fightingValue = unit.troop.fighting;
    side.unit = unit.state;
    side.modifiers = modifiers;
    if (charging && unit.troop.arm == Arm::Sabres && unit.state.formed) {
        side.modifiers.insert(CombatModifier::FormedCavalryCharging);
    }
    side.officers = unit.officersLeft();
    return side;
}

// A side's result of the combat on its unit, before the morale tests it calls for.
void settleCombatSide(TacticalUnit& unit, const CombatSideResult& side, ActionResult& result) {
    for (const auto& effect : side.effects) result.effects.push_back(unit.code + ": " + effect);
    settle(unit, side.after, side.surrendered ? unit.state.bases : 0);
    officerCasualty(unit, side.officerCasualties, result);
}

// The tests a combat still asks of each side, as the step it stands at.
std::string combatTestsStillToTake(const std::vector<MoraleTest>& charger,
                                   const std::vector<MoraleTest>& defender, std::size_t taken) {
    std::string step = "combat, tests still to take:";
    for (std::size_t i = taken; i < charger.size() + defender.size(); ++i) {
        step += i < charger.size() ? " charger " : " defender ";
        step += model::nameOf(moraleTestNames, i < charger.size() ? charger[i]
                                                                   : defender[i - charger.size()]);
    }
    return step;
}

// The target's fire at chargers coming in, resolved as a shot at point-blank range (full
// strength, machine-guns' close range, no km for a gun) from where it stands after its fear
// test: the chargers' own tests are taken at once, and a retire or a rout cancels the charge.
FireOnChargers fireAtChargers(const RedActionsTables& tables, TacticalUnit& target,
                              const UnitState& standing, TacticalUnit& chargers, Dice& dice,
                              ActionResult& fire) {
    target.state = standing;
    dice.reached("charge declared, the target stands and shoots");
    ShotCircumstances pointBlank;
    pointBlank.distance = 0;
    const auto shot = shoot(tables, target, chargers, pointBlank, dice, fire);
    if (chargers.state.routing || !chargers.onTable()) return FireOnChargers::Rout;
    return shot.retireInches > 0 ? FireOnChargers::Retire : FireOnChargers::NoRetireOrRout;
}

}  // namespace

void combat(const RedActionsTables& tables, TacticalUnit& charger, TacticalUnit& defender,
            const ChargeCircumstances& seen, bool counterCharged, Dice& dice,
            ActionResult& result) {
    const CombatInputs inputs{combatSideOf(charger, seen.chargerModifiers, true),
                              combatSideOf(defender, seen.defenderModifiers, counterCharged),
                              seen.direction};
    const auto fight = resolveCombat(tables, inputs, dice);
    if (fight.defenderRoutedBeforeCombat) {
        result.effects.push_back(defender.code + ": routs before combat");
    } else {
        result.cells.push_back("combat " + fight.column + ", roll " + std::to_string(fight.roll) +
                               ": " + joined(describeCombatCell(fight.cell, tables.rolls)));
    }
    const bool chargerRouting = charger.state.routing;
    const bool defenderRouting = defender.state.routing;
    settleCombatSide(charger, fight.charger, result);
    settleCombatSide(defender, fight.defender, result);
    const auto& chargerTests = fight.charger.tests;
    const auto& defenderTests = fight.defender.tests;
    dice.reached(combatTestsStillToTake(chargerTests, defenderTests, 0));
    for (std::size_t taken = 0; taken < chargerTests.size() + defenderTests.size();) {
        if (taken < chargerTests.size()) {
            takeTest(tables, charger, chargerTests[taken], dice, result);
        } else {
            takeTest(tables, defender, defenderTests[taken - chargerTests.size()], dice, result);
        }
        dice.reached(combatTestsStillToTake(chargerTests, defenderTests, ++taken));
    }
    for (const auto& [winner, loser, wasRouting] :
         {std::tuple(&defender, &charger, chargerRouting),
          std::tuple(&charger, &defender, defenderRouting)}) {
        if (mustPursue(*winner, *loser, wasRouting)) {
            result.effects.push_back(winner->code + ": must pursue " + loser->code +
                                     " at once (pursue)");
        }
    }
}

void charge(const RedActionsTables& tables, TacticalUnit& charger, TacticalUnit& target,
            const ChargeCircumstances& seen, Dice& dice, ActionResult& result) {
    ChargeDeclaration declaration;
    declaration.charger = charger.troop.arm;
    declaration.target = target.troop.arm;
    declaration.targetFront = seen.direction == ChargeDirection::Front;
    declaration.ambush = seen.ambush;
    declaration.targetFleesVoluntarily = seen.targetFlees;
    declaration.targetCounterCharges = seen.counterCharge;
    declaration.targetGrenadiers = target.troop.grenadiers;
    declaration.chargeTest = moraleInputsOf(charger, MoraleTest::Charge);
    declaration.fearTest = moraleInputsOf(target, MoraleTest::Fear);
    ActionResult fire;
    if (seen.targetShoots) {
        declaration.shootAtChargers = [&](const UnitState& standing, Dice& rolls) {
            return fireAtChargers(tables, target, standing, charger, rolls, fire);
        };
    }
    const auto declared = declareCharge(tables, declaration, dice);
    for (const auto* test : {&declared.chargeTest, &declared.fearTest}) {
        if (!*test) continue;
        result.cells.push_back(
            std::string(test == &declared.chargeTest ? charger.code : target.code) + " " +
            (test == &declared.chargeTest ? "charge" : "fear") +
            " test: " + std::to_string((*test)->score) + " vs " + std::to_string((*test)->target) +
            " → " + ((*test)->passed ? "passed" : "failed"));
    }
    for (auto& cell : fire.cells) result.cells.push_back(target.code + " at the chargers: " + cell);
    for (const auto& effect : declared.effects) {
        result.effects.push_back(effect);
        if (effect == "the target stands and shoots at the chargers") {
            result.effects.insert(result.effects.end(), fire.effects.begin(), fire.effects.end());
        }
    }
    auto after = declared.target;
    int surrendered = 0;
    if (declared.gunCrewSurrenders) {
        surrendered = after.bases;
        after.bases = 0;
    } else if (declared.targetRemoved) {
        after.bases = 0;
    }
    settle(target, after, surrendered);
    // "The vehicle is immobilised and may no longer move, but may fire its weapons."
    if (declared.vehicleImmobilised) charger.vehicle = VehicleCondition::StuckForGood;
    dice.reached(std::string("charge declared") + (declared.handToHand ? ", hand-to-hand" : "") +
                 (declared.counterCharged ? ", counter-charged" : ""));
    if (declared.handToHand) {
        combat(tables, charger, target, seen, declared.counterCharged, dice, result);
    }
}

// "Pursuit": sabres catch a router slower than they are, and cavalry as fast on a 4+; other
// troops catch it only where terrain or friends stop it getting away. Caught, half its bases
// (rounded up) are destroyed and the rest taken prisoner, and its officer goes with them.
void pursuit(const RedActionsTables& tables, TacticalUnit& pursuer, TacticalUnit& router,
             const PursuitCircumstances& seen, Dice& dice, ActionResult& result) {
    bool caught = false;
    if (seen.halted) {
        result.effects.push_back(pursuer.code + ": halts, an enemy facing it within 2\"");
    } else if (seen.cornered) {
        result.effects.push_back(router.code + ": cannot get away, hemmed in");
        caught = true;
    } else if (pursuer.troop.arm != Arm::Sabres) {
        result.effects.push_back(pursuer.code +
                                 ": only sabres catch a router that can get away; it stops "
                                 "the router rallying while within a full move");
    } else {
        PursuitInputs inputs;
        inputs.pursuerMove = pursuer.troop.move;
        inputs.routerMove = router.troop.move;
        inputs.routerIsCavalry =
            router.troop.arm == Arm::Sabres || router.troop.arm == Arm::Tachankas;
        const auto chase = pursue(tables.rolls, inputs, dice);
        if (chase.roll > 0) {
            result.cells.push_back("pursuit of cavalry as fast (" + std::to_string(inputs.routerMove) +
                                   "\"): d6 " + std::to_string(chase.roll) + " → " +
                                   (chase.caught ? "caught" : "gets away"));
        }
        caught = chase.caught;
    }
    if (!caught) {
        if (!seen.halted) result.effects.push_back(router.code + ": gets away from " + pursuer.code);
        return;
    }
    const auto taken = caughtInPursuit(router.state.bases);
    result.effects.push_back(router.code + ": caught in pursuit, " +
                             std::to_string(taken.destroyed) + " destroyed and " +
                             std::to_string(taken.prisoners) + " taken prisoner");
    if (router.officersLeft() > 0) {
        router.officer->killed = true;
        result.effects.push_back(itsOfficer(router) + " killed or captured with his unit");
    }
    auto after = router.state;
    after.bases = 0;
    settle(router, after, taken.prisoners);
}

}  // namespace tachanka::rules::redactions::steps

namespace tachanka::rules::redactions {

bool mustPursue(const TacticalUnit& winner, const TacticalUnit& loser, bool loserWasRouting) {
    if (winner.troop.arm != Arm::Sabres || !winner.inGoodOrder()) return false;
    return !loserWasRouting && loser.state.routing && loser.onTable();
}

}  // namespace tachanka::rules::redactions
