#include "app/core/battles/orel_battle.hpp"

#include <algorithm>
#include <array>

#include "app/core/battles/battle_views.hpp"
#include "app/core/common/user_error.hpp"
#include "rules/orel/combat/campaign_units.hpp"

namespace tachanka::core {
namespace {

using namespace rules::orel;

constexpr std::array<std::string_view, 6> flagOptions{
    "no-assault", "no-advance", "pursuit", "encircled", "no-depot", "retreat-before-combat"};
constexpr std::array<std::string_view, 4> pathOptions{"defender-retreat", "defender-rout",
                                                      "attacker-retreat", "attacker-rout"};

bool has(const model::BattleChoices& choices, std::string_view option) {
    return std::find(choices.options.begin(), choices.options.end(), option) !=
           choices.options.end();
}

RetreatPath pathChoice(const model::BattleChoices& choices, std::string_view which) {
    const std::string prefix = std::string(which) + "=";
    for (const auto& option : choices.options) {
        if (option.rfind(prefix, 0) == 0) {
            if (auto path = model::valueNamed(retreatPathNames, option.substr(prefix.size()))) {
                return *path;
            }
        }
    }
    return RetreatPath::Clear;
}

bool optionOn(const model::Campaign& campaign, const std::string& name) {
    const auto found = campaign.settings.find(name);
    return found != campaign.settings.end() && found->second == "on";
}

}  // namespace

void checkOrelOptions(const model::BattleChoices& choices, const CombatTables& tables) {
    try {
        tables.terrainNamed(choices.terrain);
    } catch (const std::invalid_argument&) {
        std::string names;
        for (const auto& terrain : tables.terrain) {
            if (!terrain.hexside) names += (names.empty() ? "" : ", ") + terrain.name;
        }
        throw UserError("no terrain '" + choices.terrain + "' in the Orel 1919 charts (" + names +
                        ")");
    }
    if (!model::valueNamed(attackTypeNames, choices.attack)) {
        throw UserError("attack type '" + choices.attack + "' is neither prepared nor hasty");
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
        if (std::find(pathOptions.begin(), pathOptions.end(), which) == pathOptions.end()) {
            throw UserError("no battle option '" + which + "'");
        }
        if (!model::valueNamed(retreatPathNames, option.substr(equals + 1))) {
            throw UserError("the " + which + " path '" + option.substr(equals + 1) +
                            "' is not one of " + model::joinedNames(retreatPathNames));
        }
    }
}

CombatDeclaration orelDeclaration(const model::Campaign& campaign, const model::Battle& battle,
                                  const CombatTables& tables) {
    checkOrelOptions(battle.choices, tables);
    CombatDeclaration combat;
    combat.type = *model::valueNamed(attackTypeNames, battle.choices.attack);
    for (const auto& entry : battle.units) {
        const auto& unit = unitOfBattle(campaign, battle, entry);
        switch (entry.role) {
            case model::BattleRole::Attacker:
                combat.attackers.push_back(combatUnitOf(unit));
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
    combat.terrain = battle.choices.terrain;
    combat.river = battle.choices.river;
    combat.encircled = has(battle.choices, "encircled");
    combat.munitionsFromDepot = !has(battle.choices, "no-depot");
    combat.retreatBeforeCombat = has(battle.choices, "retreat-before-combat");
    combat.assault = !has(battle.choices, "no-assault");
    combat.advance = !has(battle.choices, "no-advance");
    combat.pursuit = has(battle.choices, "pursuit");
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
