#include "rules/redactions/combat.hpp"

#include <stdexcept>

#include "rules/redactions/shooting.hpp"

namespace tachanka::rules::redactions {
namespace {

constexpr double strengthScale = 200.0;  // half bases × percent

void addTerrorTo(CombatSideResult& side, int markers, const std::string& why) {
    if (markers <= 0) return;
    side.effects.push_back(std::to_string(markers) + " terror marker" + (markers == 1 ? "" : "s") +
                           why);
    if (addTerror(side.after, markers)) {
        side.effects.emplace_back("routs: terror markers exceed bases");
    }
}

void retire(const RedActionsTables& tables, const CombatSide& input, CombatSideResult& side) {
    side.retireInches = retireDistance(tables.retireInches, input.arm, side.after.limbered);
    side.effects.push_back(side.retireInches
                               ? "retires " + std::to_string(*side.retireInches) + "\""
                               : std::string("retires"));
}

// "# Defeated": two bases lost, the survivors rout.
void defeated(const SmallRolls& rolls, const CombatSide& input, CombatSideResult& side) {
    const int lost = std::min(side.after.bases, rolls.defeatedBasesLost);
    loseBases(side.after, lost);
    side.effects.push_back("loses " + std::to_string(lost) + " bases; survivors rout");
    side.after.routing = side.after.bases > 0;
    if (input.whiteOfficerBase) {
        side.whiteOfficerBaseLost = true;
        side.effects.emplace_back(
            "the White Officer base was among them: the unit reverts to conscripts");
    }
}

// "S/Humiliated": a humiliated marker and a fear test; the other side retires with terror.
void humiliated(const RedActionsTables& tables, CombatSideResult& side,
                const CombatSide& otherInput, CombatSideResult& other) {
    side.effects.emplace_back("humiliated marker");
    if (addHumiliated(side.after, 1)) {
        side.effects.emplace_back("routs: terror markers exceed bases");
    }
    side.tests.push_back(MoraleTest::Fear);
    retire(tables, otherInput, other);
    addTerrorTo(other, tables.rolls.humiliatedWeakerTerror, "");
}

void applyCell(const RedActionsTables& tables, const CombatCell& cell,
               const CombatSide& strongInput, CombatSideResult& strong, const CombatSide& weakInput,
               CombatSideResult& weak) {
    const bool onStronger = cell.side == CombatSideMark::Stronger;
    const CombatSide& hitInput = onStronger ? strongInput : weakInput;
    CombatSideResult& hit = onStronger ? strong : weak;
    switch (cell.outcome) {
        case CombatOutcome::Retires:
            retire(tables, hitInput, hit);
            addTerrorTo(hit, cell.terror, "");
            return;
        case CombatOutcome::Defeated:
            defeated(tables.rolls, hitInput, hit);
            return;
        case CombatOutcome::Humiliated:
            humiliated(tables, hit, onStronger ? weakInput : strongInput,
                       onStronger ? weak : strong);
            return;
        case CombatOutcome::Surrenders:
            hit.surrendered = true;
            hit.effects.push_back("surrenders entirely: " + std::to_string(hit.after.bases) +
                                  " bases taken prisoner");
            hit.after.bases = 0;
            return;
    }
}

void testOfficers(const SmallRolls& rolls, int officers, CombatSideResult& side, Dice& dice) {
    if (officers <= 0) return;
    side.officerCasualties = officerCasualtiesInCombat(rolls, officers, side.after.routing, dice);
    const auto& lost = *side.officerCasualties;
    if (lost.casualties > 0) {
        side.effects.push_back(std::to_string(lost.casualties) +
                               (lost.casualties == 1 ? " officer lost" : " officers lost"));
    }
    if (lost.allLost && side.after.bases > 0) {
        addTerrorTo(side, 1, ": all its officers fell");
        side.tests.push_back(MoraleTest::Serious);
    }
}

}  // namespace

std::vector<std::string> describeCombatCell(const CombatCell& cell, const SmallRolls& rolls) {
    const std::string hit = cell.side == CombatSideMark::Stronger ? "stronger" : "weaker";
    const std::string other = cell.side == CombatSideMark::Stronger ? "weaker" : "stronger";
    switch (cell.outcome) {
        case CombatOutcome::Retires:
            return {hit + " side retires with " + std::to_string(cell.terror) + " terror marker" +
                    (cell.terror == 1 ? "" : "s")};
        case CombatOutcome::Defeated:
            return {hit + " side loses " + std::to_string(rolls.defeatedBasesLost) +
                    " bases and the survivors rout"};
        case CombatOutcome::Humiliated:
            return {hit + " side gets a humiliated marker and takes a fear test",
                    other + " side retires with " + std::to_string(rolls.humiliatedWeakerTerror) +
                        " terror markers"};
        case CombatOutcome::Surrenders:
            return {hit + " side surrenders entirely"};
    }
    return {};
}

long combatStrength(const std::map<CombatModifier, int>& percent, const CombatSide& side) {
    if (side.fightingValue < 0) throw std::invalid_argument("a fighting value cannot be negative");
    int total = 100;
    for (const auto modifier : side.modifiers) total += percent.at(modifier);
    return long{side.fightingValue} * effectiveHalfBases(side.unit) * std::max(0, total);
}

std::size_t combatColumn(const CombatTable& table, long stronger, long weaker) {
    std::size_t column = 0;
    if (stronger == weaker) return column;  // even two sides of no strength: the advantage
    for (std::size_t i = 0; i < table.columns.size(); ++i) {
        const Fraction ratio = table.columns[i].minimumRatio;
        if (stronger * ratio.denominator >= weaker * ratio.numerator) column = i;
    }
    return column;
}

CombatLookup lookUpCombat(const CombatTable& table, long stronger, long weaker, int roll) {
    if (stronger < weaker) {
        throw std::invalid_argument("the stronger side's strength is below the weaker's");
    }
    const std::size_t column = combatColumn(table, stronger, weaker);
    return {table.columns[column].label, table.rows.at(roll).at(column)};
}

CombatResolution resolveCombat(const RedActionsTables& tables, const CombatInputs& inputs,
                               Dice& dice) {
    RecordingDice recorded(dice);
    CombatResolution out;
    CombatSide charger = inputs.charger;
    CombatSide defender = inputs.defender;
    out.charger.after = charger.unit;
    out.defender.after = defender.unit;
    if (inputs.direction != ChargeDirection::Front) {
        const bool rear = inputs.direction == ChargeDirection::Rear;
        addTerrorTo(out.defender,
                    rear ? tables.rolls.rearChargeTerror : tables.rolls.flankChargeTerror,
                    rear ? ": charged in the rear" : ": charged in the flank");
        defender.unit = out.defender.after;
        defender.modifiers.insert(CombatModifier::FlankOrRear);
        if (out.defender.after.routing) {
            out.defenderRoutedBeforeCombat = true;
            out.defender.effects.emplace_back("no combat: it routs before the chargers contact it");
            return out;
        }
    }
    const long chargerStrength = combatStrength(tables.combatPercent, charger);
    const long defenderStrength = combatStrength(tables.combatPercent, defender);
    out.chargerStrength = static_cast<double>(chargerStrength) / strengthScale;
    out.defenderStrength = static_cast<double>(defenderStrength) / strengthScale;
    out.chargerIsStronger = chargerStrength >= defenderStrength;  // equal: the charger's advantage
    out.roll = recorded.rollSum(2, 6, "combat");
    const auto lookup =
        out.chargerIsStronger
            ? lookUpCombat(tables.combat, chargerStrength, defenderStrength, out.roll)
            : lookUpCombat(tables.combat, defenderStrength, chargerStrength, out.roll);
    out.column = lookup.column;
    out.cell = lookup.cell;
    if (out.chargerIsStronger) {
        applyCell(tables, out.cell, charger, out.charger, defender, out.defender);
    } else {
        applyCell(tables, out.cell, defender, out.defender, charger, out.charger);
    }
    testOfficers(tables.rolls, charger.officers, out.charger, recorded);
    testOfficers(tables.rolls, defender.officers, out.defender, recorded);
    for (auto* side : {&out.charger, &out.defender}) {
        for (const auto test : side->tests) {
            side->effects.push_back(std::string(model::nameOf(moraleTestNames, test)) + " test");
        }
    }
    out.rolls = recorded.rolls();
    return out;
}

PursuitResult pursue(const SmallRolls& rolls, const PursuitInputs& inputs, Dice& dice) {
    PursuitResult result;
    result.pursues = inputs.pursuerIsSabres && !inputs.haltedByFacingEnemy;
    if (!result.pursues) return result;
    if (inputs.routerMove < inputs.pursuerMove) {
        result.caught = true;
    } else if (inputs.routerMove == inputs.pursuerMove && inputs.routerIsCavalry) {
        result.roll = dice.roll(6, "pursuit catches cavalry as fast");
        result.caught = result.roll >= rolls.pursuitSameSpeedCatchesOn;
    }
    return result;
}

CaughtInPursuit caughtInPursuit(int bases) {
    if (bases < 0) throw std::invalid_argument("bases cannot be negative");
    const int destroyed = (bases + 1) / 2;
    return {destroyed, bases - destroyed};
}

}  // namespace tachanka::rules::redactions
