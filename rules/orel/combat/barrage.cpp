#include "rules/orel/combat/barrage.hpp"

#include <algorithm>

#include "rules/orel/combat/checks.hpp"
#include "rules/orel/combat/definitions.hpp"

namespace tachanka::rules::orel {
namespace {

void applyLosses(BarrageReport& report) {
    auto& target = report.target;
    for (int loss = 0; loss < report.losses && !report.targetEliminated; ++loss) {
        if (target.kind == UnitKind::ArmouredTrain) {
            if (target.heavyTrain && !target.damaged) {
                target.damaged = true;
                report.trainDamaged = true;
                report.log.push_back(target.code + " is damaged");
            } else {
                report.targetEliminated = true;
                report.log.push_back(target.code + " is destroyed");
            }
            ++report.stepsLost;
            continue;
        }
        if (isCombatUnit(target.kind) && target.steps <= 1) {
            report.lastStepSpared = true;
            report.log.push_back("a barrage never takes the last step of " + target.code);
            break;
        }
        --target.steps;
        target.strength = std::max(0, target.strength - 1);
        ++report.stepsLost;
        report.log.push_back(target.code + " loses a step");
        if (target.steps == 0) report.targetEliminated = true;
    }
}

void applyCohesion(BarrageReport& report, const CombatTables& tables, int terrainModifier,
                   Dice& dice) {
    auto& target = report.target;
    const int roll = dice.roll(6, "barrage cohesion check: " + target.code);
    auto result = readCohesionCheck(tables, roll, terrainModifier, target.quality(), false);
    if (result == CheckResult::Disorganized) result = CheckResult::Passed;
    report.cohesion =
        CheckLine{target.code,     "cohesion",       roll,
                  terrainModifier, target.quality(), std::string(checkResultName(result))};
    if (result == CheckResult::Retreat) {
        report.retreatHexes = 1;
        target.mode = UnitMode::March;
    } else if (result >= CheckResult::Rout) {
        if (target.mode == UnitMode::Routed) {
            report.surrendered = true;
            report.targetEliminated = true;
        } else {
            report.retreatHexes = 2;
            target.mode = UnitMode::Routed;
        }
    }
    report.log.push_back(target.code + " cohesion check: " + report.cohesion->result);
}

}  // namespace

BarrageReport barrage(const BarrageFire& fire, const CombatUnit& target,
                      const std::string& targetTerrain, const CombatTables& tables, Dice& dice) {
    if (target.kind == UnitKind::Tank || target.kind == UnitKind::ArmouredCar) {
        throw std::invalid_argument(target.code + " cannot be the target of a barrage (8.3.1)");
    }
    const int terrainModifier = tables.terrainNamed(targetTerrain).cohesion;
    BarrageReport report;
    report.target = target;
    if (fire.routed) {
        report.log.push_back(fire.code + " is Routed and may not fire (8.7.3)");
        return report;
    }
    if (fire.counterbattery) {
        const int quality = fire.kind == UnitKind::ArmouredTrain
                                ? tables.modifier("coordination.armoured-train-tq")
                                : fire.troopQuality;
        const int modifier =
            fire.outOfCommand ? tables.modifier("coordination.out-of-command") : 0;
        report.counterbatteryCheck =
            troopQualityCheck(dice, fire.code, "counterbattery", quality, modifier);
        if (report.counterbatteryCheck->result != "passed") {
            report.log.push_back(fire.code + " fails its counterbattery TQ check");
            return report;
        }
    }
    report.fired = true;
    report.fireStrength =
        fire.unsupplied
            ? roundNearest(fire.fireStrength, tables.modifier("strength.unsupplied-divisor"))
            : fire.fireStrength;
    if (target.mode == UnitMode::March) report.modifier += tables.modifier("barrage.target-march");
    if (target.entrenched) report.modifier += tables.modifier("barrage.target-entrenched");
    report.roll = dice.rollSum(2, 6, "barrage: " + fire.code + " on " + target.code);
    report.total = report.roll + report.fireStrength + report.modifier;
    const auto& row = tables.barrageResult(report.total);
    report.losses = row.losses;
    report.log.push_back(fire.code + " barrage total " + std::to_string(report.total));
    applyLosses(report);
    if (row.cohesionCheck && !report.targetEliminated && target.kind != UnitKind::ArmouredTrain) {
        applyCohesion(report, tables, terrainModifier, dice);
    }
    return report;
}

}  // namespace tachanka::rules::orel
