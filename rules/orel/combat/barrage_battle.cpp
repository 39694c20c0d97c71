#include "rules/orel/combat/barrage_battle.hpp"

#include <algorithm>

#include "rules/orel/combat/barrage.hpp"

namespace tachanka::rules::orel {
namespace {

BarrageFire fireOf(const Support& gun, bool counterbattery) {
    BarrageFire fire;
    fire.code = gun.code;
    fire.kind = gun.kind;
    fire.fireStrength = gun.fireStrength;
    fire.troopQuality = gun.troopQuality;
    fire.unsupplied = gun.unsupplied;
    fire.counterbattery = counterbattery;
    fire.outOfCommand = gun.outOfCommand;
    return fire;
}

// One fire on `fate`'s unit, its result kept in the report: the fires on one unit follow one
// another, each on the unit as the last left it.
void fireOn(UnitFate& fate, const BarrageFire& fire, const std::string& terrain,
            const CombatTables& tables, Dice& dice, CombatReport& report) {
    if (fate.eliminated || fate.surrendered) return;
    const auto result = barrage(fire, fate.unit, terrain, tables, dice);
    for (const auto& line : result.log) report.log.push_back(line);
    if (result.counterbatteryCheck) report.checks.push_back(*result.counterbatteryCheck);
    if (!result.fired) return;
    report.barrages.push_back({fire.code, fate.unit.code, result.roll, result.fireStrength,
                               result.modifier, result.losses, result.cohesion.has_value()});
    if (result.cohesion) report.checks.push_back(*result.cohesion);
    fate.unit = result.target;
    fate.stepsLost += result.stepsLost;
    fate.retreatHexes = std::max(fate.retreatHexes, result.retreatHexes);
    fate.surrendered = result.surrendered;
    fate.eliminated = result.targetEliminated && !result.surrendered;
}

}  // namespace

bool withinBarrageRange(int hexes, bool outOfCommand) {
    return hexes >= 1 && hexes <= (outOfCommand ? 1 : 2);
}

std::string barrageTargetRefusal(UnitKind target, const std::vector<UnitKind>& stackedWith) {
    if (target == UnitKind::Tank || target == UnitKind::ArmouredCar) {
        return "tanks and armoured cars cannot be the target of a barrage (8.3.1)";
    }
    if (isArtillery(target) && std::any_of(stackedWith.begin(), stackedWith.end(),
                                           [](UnitKind other) { return isCombatUnit(other); })) {
        return "artillery is a target only alone or stacked with auxiliary units (8.3.1)";
    }
    return {};
}

CombatReport resolveBarrageBattle(const BarrageBattle& battle, const CombatTables& tables,
                                  Dice& dice) {
    CombatReport report;
    report.units.push_back({});
    report.units.push_back({});
    auto& firer = report.units[0];
    auto& target = report.units[1];
    firer.unit = battle.firerAsTarget;
    firer.side = CombatSide::Attacker;
    target.unit = battle.target;
    target.side = CombatSide::Defender;
    fireOn(target, fireOf(battle.firer, false), battle.targetTerrain, tables, dice, report);
    // 8.4: counterbattery answers a unit "which has just performed a Barrage".
    if (!report.barrages.empty()) {
        for (const auto& gun : battle.counterbattery) {
            fireOn(firer, fireOf(gun, true), battle.firerTerrain, tables, dice, report);
        }
    }
    // 8.2.1 "Attacks and Barrages without munition supply are possible, but the units
    // performing them receive an Unsupplied marker after their action"; a train spends none.
    if (!battle.munitionsFromDepot && battle.firer.kind != UnitKind::ArmouredTrain &&
        !firer.eliminated && !firer.surrendered) {
        firer.unit.unsupplied = true;
        report.log.push_back(battle.firer.code + " fired without munitions: Unsupplied (8.2.1)");
    }
    return report;
}

std::vector<BattleOutcomeChance> barrageOutcomeOdds(const BarrageBattle& battle,
                                                    const CombatTables& tables) {
    return outcomeOdds([&](Dice& dice) { return resolveBarrageBattle(battle, tables, dice); });
}

}  // namespace tachanka::rules::orel
