#include "app/core/battles/battle_munitions.hpp"

#include <algorithm>

#include "app/core/battles/battle_choices.hpp"
#include "app/core/battles/orel_battle.hpp"
#include "app/core/campaign/campaign_turn.hpp"
#include "app/core/campaign/umpire_override.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/map/map_layer.hpp"
#include "app/core/orel/orel_operations_lookups.hpp"
#include "db/battle_records.hpp"
#include "rules/orel/operations/supply.hpp"

namespace tachanka::core {
namespace {

constexpr std::string_view noDepot = "no-depot";

struct Candidate {
    const model::Depot* depot = nullptr;
    bool functional = false;
    int left = 0;
    bool inRange = false;
};

std::string depotName(const model::Depot& depot) {
    return "the " + std::string(model::depotKindName(depot.kind)) + " depot " +
           std::to_string(depot.id) + (depot.hex ? " at " + depot.hex->label() : "");
}

// What the attack costs: none for a train duel or an attack of vehicles only (8.2.1
// "Vehicles do not expend munitions"); a barrage "1 Munitions Point per artillery unit
// firing", and a battle's barrage is one gun's.
std::optional<int> costOf(const ops::OperationsTables& tables, const model::Battle& battle) {
    if (isTrainDuel(battle)) return std::nullopt;
    if (isBarrage(battle)) return ops::munitionsCost(tables.supply, ops::AttackType::Barrage, 1);
    const auto type = ops::attackTypeNamed(battle.choices.attack);
    if (!type) return std::nullopt;
    return ops::munitionsCost(tables.supply, *type, 0);
}

bool onlyVehicles(const model::Campaign& campaign, const model::Battle& battle) {
    const auto attackers = battle.withRole(model::BattleRole::Attacker);
    return std::all_of(attackers.begin(), attackers.end(), [&](const model::BattleUnit* entry) {
        const auto* unit = campaign.unit(entry->code);
        return unit != nullptr && ops::isVehicle(moverOf(unit->kind));
    });
}

std::vector<Candidate> candidates(ActionContext& context, const model::Battle& battle) {
    const auto& campaign = context.campaign;
    const auto& tables = loadOrelOperationsTables().tables;
    const auto map = campaignMapLayer(context.database).map.map;
    const auto units = unitsOnMap(campaign);
    const auto& side = sideOf(campaign, battle.attackerSideId);
    std::vector<ops::MapUnit> acting;
    for (const auto& entry : battle.units) {
        if (entry.role != model::BattleRole::Attacker &&
            entry.role != model::BattleRole::AttackerSupport) {
            continue;
        }
        for (const auto& unit : units) {
            if (unit.code == entry.code && unit.side == orelSide(side)) acting.push_back(unit);
        }
    }
    std::vector<Candidate> found;
    const ops::Stacks stacks(units);
    for (const auto& depot : side.depots) {
        if (depot.fate != model::UnitFate::Active || !depot.hex) continue;
        const auto rules = depotOf(side, depot);
        Candidate candidate{&depot, ops::depotStatus(tables, map, stacks, rules).functional,
                            ops::depotCapacity(tables, map, stacks, rules) -
                                munitionsSpentOn(context.database, battle.date.iso(), depot.id),
                            false};
        candidate.inRange = std::any_of(acting.begin(), acting.end(), [&](const auto& unit) {
            return ops::withinSupplyRange(tables, map, stacks, unit, {rules});
        });
        found.push_back(candidate);
    }
    return found;
}

}  // namespace

int munitionsSpentOn(SQLite::Database& database, const std::string& date, std::int64_t depotId) {
    int spent = 0;
    for (const auto& battle : db::loadBattles(database, date)) {
        if (battle.state != model::BattleState::Voided && battle.depotId == depotId) {
            spent += battle.munitions;
        }
    }
    return spent;
}

void drawMunitions(ActionContext& context, model::Battle& battle,
                   std::optional<std::int64_t> depotId) {
    if (planHas(battle.choices, noDepot)) {
        if (depotId) throw UserError("an attack with no-depot draws on no depot: give one or none");
        return;
    }
    const auto cost = costOf(loadOrelOperationsTables().tables, battle);
    if (!cost || onlyVehicles(context.campaign, battle)) return;
    const auto found = candidates(context, battle);
    const Candidate* chosen = nullptr;
    if (depotId) {
        for (const auto& candidate : found) {
            if (candidate.depot->id == *depotId) chosen = &candidate;
        }
        if (chosen == nullptr) {
            throw UserError("no depot " + std::to_string(*depotId) + " of the " +
                            sideOf(context.campaign, battle.attackerSideId).name +
                            " on the map ('tachanka-cli supply FILE' lists them)");
        }
        const auto& depot = *chosen->depot;
        if (!chosen->inRange) {
            ruleRefuses(context, {"8.2.2: no unit of the " +
                                      std::string(isBarrage(battle) ? "barrage" : "attack") +
                                      " is within 5 MP of " +
                                      depotName(depot),
                                  battle.attackerSideId, std::nullopt});
        }
        if (chosen->left < *cost) {
            ruleRefuses(context, {"8.2.1: " + depotName(depot) + " has " +
                                      std::to_string(std::max(0, chosen->left)) +
                                      " munitions left today and the " +
                                      (isBarrage(battle) ? "barrage" : "attack") + " needs " +
                                      std::to_string(*cost),
                                  battle.attackerSideId, std::nullopt});
        }
    } else {
        for (const auto& candidate : found) {
            if (!candidate.inRange || candidate.left < *cost) continue;
            if (chosen == nullptr || candidate.functional > chosen->functional ||
                (candidate.functional == chosen->functional && candidate.left > chosen->left)) {
                chosen = &candidate;
            }
        }
    }
    if (chosen == nullptr) {
        // 8.2.1 "Attacks and Barrages without munition supply are possible, but the units
        // performing them receive an Unsupplied marker after their action".
        battle.choices.options.emplace_back(noDepot);
        return;
    }
    battle.depotId = chosen->depot->id;
    battle.munitions = *cost;
}

std::vector<std::string> unsupplyDepotsThatPaid(ActionContext& context, const model::Side& side,
                                                const model::GameDate& date) {
    std::vector<std::string> lines;
    const auto layer = campaignMapLayer(context.database);
    if (!layer.terrainKnown) return lines;
    const auto& tables = loadOrelOperationsTables().tables;
    const auto units = unitsOnMap(context.campaign);
    const ops::Stacks stacks(units);
    for (const auto& depot : side.depots) {
        if (depot.fate != model::UnitFate::Active || !depot.hex || depot.unsupplied) continue;
        const bool used = munitionsSpentOn(context.database, date.iso(), depot.id) > 0;
        const bool functional =
            ops::depotStatus(tables, layer.map.map, stacks, depotOf(side, depot)).functional;
        if (!ops::unsuppliedAtEndOfCombatPhase(functional, used)) continue;
        const std::string line = depotName(depot) +
                                 " supplied attacks while not functional: Unsupplied (3.2 B)";
        context.journal.set(db::Table::Depot, depot.id, db::Column::Unsupplied, std::int64_t{1},
                            db::LedgerTags::of(model::LedgerKind::Depot)
                                .forSide(side.id)
                                .because(line));
        lines.push_back(line);
    }
    return lines;
}

std::string munitionsLine(const model::Campaign& campaign, const model::Battle& battle) {
    if (!battle.depotId) return "";
    for (const auto& side : campaign.sides) {
        for (const auto& depot : side.depots) {
            if (depot.id == *battle.depotId) {
                return std::to_string(battle.munitions) + " munitions from " + depotName(depot) +
                       " (8.2.1)";
            }
        }
    }
    return std::to_string(battle.munitions) + " munitions from depot " +
           std::to_string(*battle.depotId) + " (8.2.1)";
}

}  // namespace tachanka::core
