#include "app/core/battles/orel_battle.hpp"

#include <algorithm>
#include <array>

#include "app/core/battles/battle_choices.hpp"
#include "app/core/battles/battle_views.hpp"
#include "app/core/campaign/campaign_turn.hpp"
#include "app/core/common/user_error.hpp"
#include "rules/orel/combat/campaign_units.hpp"
#include "rules/orel/combat/combat_sequence.hpp"
#include "rules/orel/combat/encirclement.hpp"

namespace tachanka::core {
namespace {

using namespace rules::orel;

constexpr std::array<std::string_view, 6> flagOptions{
    "no-assault", "no-advance", "pursuit", "encircled", "no-depot", "retreat-before-combat"};
constexpr std::array<std::string_view, 4> pathOptions{"defender-retreat", "defender-rout",
                                                      "attacker-retreat", "attacker-rout"};
// 8.4: the barraging unit's own terrain, for its cohesion check under counterbattery.
constexpr std::string_view artilleryTerrainOption = "artillery-terrain";

RetreatPath pathChoice(const model::BattleChoices& choices, std::string_view which) {
    for (const auto& value : optionValues(choices, which)) {
        if (auto path = model::valueNamed(retreatPathNames, value)) return *path;
    }
    return RetreatPath::Clear;
}

std::string optionValue(const model::BattleChoices& choices, std::string_view which,
                        std::string fallback) {
    const auto values = optionValues(choices, which);
    return values.empty() ? fallback : values.front();
}

void checkTerrain(const std::string& terrain, const CombatTables& tables) {
    try {
        tables.terrainNamed(terrain);
    } catch (const std::invalid_argument&) {
        std::string names;
        for (const auto& known : tables.terrain) {
            if (!known.hexside) names += (names.empty() ? "" : ", ") + known.name;
        }
        throw UserError("no terrain '" + terrain + "' in the Orel 1919 charts (" + names + ")");
    }
}

void markBreakdowns(std::vector<CombatUnit>& units, const model::BattleChoices& choices) {
    const auto checks = optionValues(choices, breakdownCheckOption);
    const auto brokenDown = optionValues(choices, brokenDownOption);
    const auto named = [](const std::vector<std::string>& codes, const std::string& code) {
        return std::find(codes.begin(), codes.end(), code) != codes.end();
    };
    for (auto& unit : units) {
        unit.checksBreakdown = named(checks, unit.code);
        unit.brokenDown = named(brokenDown, unit.code);
    }
}

bool optionOn(const model::Campaign& campaign, const std::string& name) {
    const auto found = campaign.settings.find(name);
    return found != campaign.settings.end() && found->second == "on";
}

}  // namespace

bool isBarrage(const model::Battle& battle) { return battle.choices.attack == barrageAttack; }
bool isTrainDuel(const model::Battle& battle) { return battle.choices.attack == trainDuelAttack; }

bool plannedFromCampaign(std::string_view option) {
    const auto which = option.substr(0, option.find('='));
    return which == breakdownCheckOption || which == brokenDownOption;
}

void checkOrelOptions(const model::BattleChoices& choices, const CombatTables& tables) {
    checkTerrain(choices.terrain, tables);
    if (!model::valueNamed(attackTypeNames, choices.attack) && choices.attack != barrageAttack &&
        choices.attack != trainDuelAttack) {
        throw UserError("attack type '" + choices.attack +
                        "' is neither prepared nor hasty (nor a barrage or a train duel)");
    }
    for (const auto& option : choices.options) {
        const auto equals = option.find('=');
        if (equals == std::string::npos) {
            if (std::find(flagOptions.begin(), flagOptions.end(), option) != flagOptions.end()) {
                continue;
            }
            throw UserError("no battle option '" + option + "'");
        }
        const auto which = option.substr(0, equals);
        if (plannedFromCampaign(which)) continue;
        if (which == artilleryTerrainOption) {
            checkTerrain(option.substr(equals + 1), tables);
            continue;
        }
        if (std::find(pathOptions.begin(), pathOptions.end(), which) == pathOptions.end()) {
            throw UserError("no battle option '" + which + "'");
        }
        if (!model::valueNamed(retreatPathNames, option.substr(equals + 1))) {
            throw UserError("the " + which + " path '" + option.substr(equals + 1) +
                            "' is not one of " + model::joinedNames(retreatPathNames));
        }
    }
}

std::string markEncirclement(model::Battle& battle) {
    std::vector<int> hexsides;
    for (const auto* attacker : battle.withRole(model::BattleRole::Attacker)) {
        if (!attacker->hexBefore) continue;
        if (const auto side = model::hexsideTowards(battle.hex, *attacker->hexBefore)) {
            hexsides.push_back(*side);
        }
    }
    std::sort(hexsides.begin(), hexsides.end());
    hexsides.erase(std::unique(hexsides.begin(), hexsides.end()), hexsides.end());
    const bool encircled = encircles(hexsides);
    if (planHas(battle.choices, "encircled")) {
        if (encircled) return "";
        return "8.8.1: the attack on " + battle.hex.label() + " comes through " +
               std::to_string(hexsides.size()) + (hexsides.size() == 1 ? " hexside" : " hexsides") +
               ", not 2 opposite, 3 non-adjacent or 4 and more: no encirclement";
    }
    if (encircled) battle.choices.options.push_back("encircled");
    return "";
}

BarrageBattle orelBarrage(const model::Campaign& campaign, const model::Battle& battle,
                          const CombatTables& tables) {
    checkOrelOptions(battle.choices, tables);
    BarrageBattle barrage;
    for (const auto& entry : battle.units) {
        const auto& unit = unitOfBattle(campaign, battle, entry);
        if (entry.role == model::BattleRole::Attacker) {
            barrage.firer = supportOf(unit);
            barrage.firerAsTarget = combatUnitOf(unit);
        } else if (entry.role == model::BattleRole::Defender) {
            barrage.target = combatUnitOf(unit);
        } else if (entry.role == model::BattleRole::DefenderSupport) {
            barrage.counterbattery.push_back(supportOf(unit));
        }
    }
    barrage.targetTerrain = battle.choices.terrain;
    barrage.firerTerrain = optionValue(battle.choices, artilleryTerrainOption, "clear");
    barrage.munitionsFromDepot = !planHas(battle.choices, "no-depot");
    return barrage;
}

TrainDuelBattle orelTrainDuel(const model::Campaign& campaign, const model::Battle& battle,
                              const CombatTables& tables) {
    checkOrelOptions(battle.choices, tables);
    TrainDuelBattle duel;
    for (const auto& entry : battle.units) {
        const auto unit = combatUnitOf(unitOfBattle(campaign, battle, entry));
        if (entry.role == model::BattleRole::Attacker) duel.attacker = unit;
        if (entry.role == model::BattleRole::Defender) duel.defender = unit;
    }
    duel.advance = !planHas(battle.choices, "no-advance");
    return duel;
}

CombatReport resolveOrelBattle(const model::Campaign& campaign, const model::Battle& battle,
                               const CombatTables& tables, rules::Dice& dice,
                               CombatDecisions* decisions) {
    if (isBarrage(battle)) {
        return resolveBarrageBattle(orelBarrage(campaign, battle, tables), tables, dice);
    }
    if (isTrainDuel(battle)) {
        return resolveTrainDuelBattle(orelTrainDuel(campaign, battle, tables), dice);
    }
    return resolveCombat(orelDeclaration(campaign, battle, tables), tables, dice, decisions);
}

rules::DiceNeeded orelBattleDice(const model::Campaign& campaign, const model::Battle& battle,
                                 const CombatTables& tables) {
    try {
        if (isBarrage(battle)) {
            const auto barrage = orelBarrage(campaign, battle, tables);
            return rules::diceNeeded(
                [&](rules::Dice& dice) { resolveBarrageBattle(barrage, tables, dice); });
        }
        if (isTrainDuel(battle)) {
            const auto duel = orelTrainDuel(campaign, battle, tables);
            return rules::diceNeeded([&](rules::Dice& dice) { resolveTrainDuelBattle(duel, dice); });
        }
        const auto combat = orelDeclaration(campaign, battle, tables);
        CombatRunner runner(combat, tables, rules::orel::Narration::None);
        return rules::diceNeeded([&](rules::Dice& dice) { runner.resolve(dice); });
    } catch (const std::length_error&) {
        throw UserError("battle " + std::to_string(battle.id) +
                        " can roll its dice in too many ways to list them");
    }
}

std::vector<BattleOutcomeChance> orelBattleOdds(const model::Campaign& campaign,
                                                const model::Battle& battle,
                                                const CombatTables& tables) {
    try {
        if (isBarrage(battle)) {
            return barrageOutcomeOdds(orelBarrage(campaign, battle, tables), tables);
        }
        if (isTrainDuel(battle)) return trainDuelOutcomeOdds(orelTrainDuel(campaign, battle, tables));
        return battleOutcomeOdds(orelDeclaration(campaign, battle, tables), tables);
    } catch (const std::length_error&) {
        throw UserError("battle " + std::to_string(battle.id) +
                        " can end in too many ways to count its exact odds");
    }
}

BattleOdds battleOddsOf(const std::vector<BattleOutcomeChance>& chances, bool provisional) {
    BattleOdds odds;
    odds.provisional = provisional;
    for (const auto& [outcome, probability] : chances) {
        odds.outcomes.push_back({probability, outcome.attackerStepsLost, outcome.defenderStepsLost,
                                 outcome.defenderFate, outcome.hexCleared, outcome.text(),
                                 outcome.attackerWithdrawn});
    }
    return odds;
}

CombatDeclaration orelDeclaration(const model::Campaign& campaign, const model::Battle& battle,
                                  const CombatTables& tables) {
    checkOrelOptions(battle.choices, tables);
    CombatDeclaration combat;
    combat.type = *model::valueNamed(attackTypeNames, battle.choices.attack);
    const auto onMap = unitsOnMap(campaign);
    for (const auto& entry : battle.units) {
        const auto& unit = unitOfBattle(campaign, battle, entry);
        switch (entry.role) {
            case model::BattleRole::Attacker:
                combat.attackers.push_back(combatUnitOf(unit));
                // 5.3: out of command and already in enemy ZoC, it attacks only after a check.
                combat.attackers.back().checksCommand =
                    unit.outOfCommand && unit.hex && !unit.offMap &&
                    rules::orel::operations::inEnemyZoc(
                        onMap, *unit.hex, orelSide(sideOf(campaign, unit.sideId)));
                combat.attackerLossOrder.push_back(unit.code);
                break;
            case model::BattleRole::Defender:
                combat.defenders.push_back(combatUnitOf(unit));
                combat.defenderLossOrder.push_back(unit.code);
                break;
            case model::BattleRole::Sheltering:
                combat.sheltering.push_back(combatUnitOf(unit));
                break;
            case model::BattleRole::AttackerSupport:
                combat.attackerSupport.push_back(supportOf(unit));
                break;
            case model::BattleRole::DefenderSupport:
                combat.defenderSupport.push_back(supportOf(unit));
                break;
        }
    }
    markBreakdowns(combat.attackers, battle.choices);
    markBreakdowns(combat.defenders, battle.choices);
    combat.terrain = battle.choices.terrain;
    combat.river = battle.choices.river;
    combat.encircled = planHas(battle.choices, "encircled");
    combat.munitionsFromDepot = !planHas(battle.choices, "no-depot");
    combat.retreatBeforeCombat = planHas(battle.choices, "retreat-before-combat");
    combat.assault = !planHas(battle.choices, "no-assault");
    combat.advance = !planHas(battle.choices, "no-advance");
    combat.pursuit = planHas(battle.choices, "pursuit");
    combat.defenderRetreat = pathChoice(battle.choices, "defender-retreat");
    combat.defenderRout = pathChoice(battle.choices, "defender-rout");
    combat.attackerRetreat = pathChoice(battle.choices, "attacker-retreat");
    combat.attackerRout = pathChoice(battle.choices, "attacker-rout");
    combat.options.singleDieCoordination = optionOn(campaign, "single-die-coordination");
    combat.options.newCohesionRules = optionOn(campaign, "new-cohesion-rules");
    combat.options.vehicleChecksPerLoss = optionOn(campaign, "vehicle-checks-per-loss");
    return combat;
}

}  // namespace tachanka::core
