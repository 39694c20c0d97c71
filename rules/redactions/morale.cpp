#include "rules/redactions/morale.hpp"

namespace tachanka::rules::redactions {
namespace {

void failRallyFromRout(const MoraleRules& rules, const MoraleInputs& inputs, MoraleResult& out) {
    if (inputs.routRule == RoutRule::Standard) {
        if (out.roll >= rules.alwaysFailsOn ||
            out.score - out.target > rules.standardRoutRemovedOver) {
            out.after.bases = 0;
            out.effects.emplace_back("removed from the game permanently");
        } else {
            out.effects.emplace_back("another rout move");
        }
        return;
    }
    addHumiliated(out.after, 1);
    out.effects.emplace_back("humiliated marker and another rout move");
    if (inputs.machineGunOrMortarTeam) {
        out.effects.emplace_back("weapons abandoned when they fled");
    }
}

void passRallyFromRout(const MoraleInputs& inputs, MoraleResult& out) {
    out.after.routing = false;
    out.after.evading = false;  // units rallying from rout may not evade
    rallyFromTerror(out.after);
    out.effects.emplace_back(
        "rallied in any formation and facing: terror markers removed, "
        "humiliated kept; no other action");
    if (inputs.weaponsAbandoned && inputs.weaponsThreatened) {
        out.effects.emplace_back("its abandoned weapons are threatened: it retires to the rear "
                                 "without them");
    }
}

void applyFailure(const MoraleRules& rules, const MoraleInputs& inputs, MoraleResult& out) {
    switch (inputs.test) {
        case MoraleTest::Charge:
            out.effects.emplace_back("may not charge this turn");
            if (inputs.commissarOption) {
                addTerror(out.after, 1);
                out.effects.emplace_back("1 terror marker: examples are made (Commissar option)");
            }
            return;
        case MoraleTest::Fear:
            out.after.routing = true;
            out.effects.emplace_back("routs immediately");
            return;
        case MoraleTest::Serious:
            out.effects.emplace_back("retires immediately");
            return;
        case MoraleTest::Rally:
            if (inputs.rallyFromRout) {
                failRallyFromRout(rules, inputs, out);
            } else {
                out.effects.emplace_back("stays pinned: may only retire or fire");
            }
            return;
    }
}

}  // namespace

UnitState unitTaking(MoraleTest test, bool rallyFromRout) {
    UnitState unit;
    unit.routing = test == MoraleTest::Rally && rallyFromRout;
    unit.pinned = test == MoraleTest::Rally && !rallyFromRout;
    return unit;
}

MoraleTest testFor(MoraleTrigger trigger) {
    for (const auto& entry : moraleTriggers) {
        if (entry.trigger == trigger) return entry.test;
    }
    return MoraleTest::Fear;
}

RoutMove routMove(UnitState& unit, RoutPath path) {
    unit.routing = true;
    RoutMove move;
    switch (path) {
        case RoutPath::Clear:
            move.effect = "routs straight back from the enemy";
            break;
        case RoutPath::FriendsInPath:
            move.friendsTakeFearTest = true;
            move.effect = "routs through friends, who take a fear test";
            break;
        case RoutPath::EnemyInPath:
            move.prisoners = unit.bases;
            move.effect = "surrenders to the enemy in its path: " + std::to_string(unit.bases) +
                          " bases taken prisoner";
            unit.bases = 0;
            break;
        case RoutPath::Impassable:
            move.destroyed = true;
            move.effect = "blocked by impassable terrain: destroyed";
            unit.bases = 0;
            break;
    }
    return move;
}

bool mayAttemptRallyFromRout(std::optional<int> pursuerDistanceInches, int pursuerMoveInches) {
    return !pursuerDistanceInches || *pursuerDistanceInches > pursuerMoveInches;
}

int turnsBarredFromAdvancing(const MoraleRules& rules, int turnsInRout) {
    return rules.turnsBarredPerRoutTurn * turnsInRout;
}

namespace {

// The modifiers that apply to this test, each added to the roll or to the success number as
// the data file says.
int modifiersAddedTo(const MoraleRules& rules, const MoraleInputs& inputs, bool toRoll) {
    int total = 0;
    const auto add = [&](MoraleModifier modifier, bool applies) {
        if (applies && rules.addedToRoll.contains(modifier) == toRoll) {
            total += rules.modifiers.at(modifier);
        }
    };
    add(MoraleModifier::EnemyBehindFlank, inputs.enemyBehindFlank);
    add(MoraleModifier::Earthworks, inputs.earthworks);
    add(MoraleModifier::NightOrFog, inputs.nightOrFog);
    add(MoraleModifier::AmbushedMarching,
        inputs.ambushedWhileMarching && inputs.test == MoraleTest::Fear);
    return total;
}

}  // namespace

int moraleTarget(const MoraleRules& rules, const MoraleInputs& inputs) {
    return inputs.successNumber + inputs.officerBonus + modifiersAddedTo(rules, inputs, false);
}

int moraleRollModifier(const MoraleRules& rules, const MoraleInputs& inputs) {
    return modifiersAddedTo(rules, inputs, true);
}

MoraleResult takeMoraleTest(const MoraleRules& rules, const MoraleInputs& inputs, Dice& dice) {
    MoraleResult out;
    out.after = inputs.unit;
    out.target = moraleTarget(rules, inputs);
    const bool fromRout = inputs.test == MoraleTest::Rally && inputs.rallyFromRout;
    if (fromRout && inputs.machineGunOrMortarTeam && inputs.routRule == RoutRule::Standard) {
        out.effects.emplace_back(
            "MG and mortar teams cannot rally (standard rule): another rout move");
        return out;
    }
    RecordingDice recorded(dice);
    out.roll =
        recorded.rollSum(2, 6, std::string(model::nameOf(moraleTestNames, inputs.test)) + " test");
    out.rolls = recorded.rolls();
    out.score = out.roll + moraleRollModifier(rules, inputs);
    out.passed = out.roll < rules.alwaysFailsOn && out.score <= out.target;
    if (!out.passed) {
        applyFailure(rules, inputs, out);
    } else if (fromRout) {
        passRallyFromRout(inputs, out);
    } else if (inputs.test == MoraleTest::Rally) {
        out.after.pinned = false;
        out.effects.emplace_back("pinned marker removed: moves normally");
    }
    return out;
}

}  // namespace tachanka::rules::redactions
