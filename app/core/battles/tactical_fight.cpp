#include <algorithm>

#include "app/core/battles/battle_views.hpp"
#include "app/core/battles/linked_battle.hpp"
#include "app/core/rule_systems.hpp"
#include "app/core/battles/tactical_state.hpp"
#include "db/tactical_records.hpp"

namespace tachanka::core {
namespace {

// The campaign unit a tactical unit comes from, by code (attackers and defenders apart).
const model::BattleUnit& entryCoded(const model::Battle& battle, const std::string& code,
                                    bool attacker) {
    for (const auto& entry : battle.units) {
        if (entry.code == code && (entry.role == model::BattleRole::Attacker) == attacker) {
            return entry;
        }
    }
    throw UserError("battle " + std::to_string(battle.id) + " has no unit " + code);
}

}  // namespace

void requireFightable(const model::Battle& battle) {
    const auto id = std::to_string(battle.id);
    if (!battle.tacticalSystem.empty()) {
        throw UserError("battle " + id + " is already fought as " + battle.tacticalSystem);
    }
    if (battle.state != model::BattleState::Planned) {
        throw UserError("battle " + id + " is " +
                        std::string(model::nameOf(model::battleStateNames, battle.state)) +
                        ": only a planned battle can be fought on the table");
    }
}

std::vector<model::TacticalUnitRecord> convertedUnits(SQLite::Database& database,
                                                      const model::Campaign& campaign,
                                                      const model::Battle& battle,
                                                      const rules::links::LinkTable& link) {
    const auto* linked = linkedBattleOf(link.to);
    const auto armies = campaignArmyLists(database);
    std::vector<model::TacticalUnitRecord> records;
    for (const auto& unit : operationalUnitsOf(database, campaign, battle)) {
        if (!armies.contains(unit.army)) {
            throw UserError(unit.code + ": the campaign keeps no army list '" + unit.army + "'");
        }
        const auto& entry = entryCoded(battle, unit.code, unit.attacker);
        const auto plans = asUserErrors([&] { return rules::links::convertUnit(link, unit); });
        for (const auto& plan : plans) {
            if (linked == nullptr && armies.at(unit.army).troop(plan.troopType) == nullptr) {
                throw UserError(unit.code + ": army list '" + unit.army +
                                "' has no troop type '" + plan.troopType + "' (" +
                                link.file.filename().string() + ")");
            }
            model::TacticalUnitRecord record;
            record.battleId = battle.id;
            record.unitId = entry.unitId;
            record.code = plan.code;
            record.sideId = entry.sideId;
            record.troopType = plan.troopType;
            record.army = unit.army;
            record.bases = plan.bases;
            record.terror = std::min(plan.terror, plan.bases);
            record.routing = plan.routing;
            if (plan.officer) record.officerId = plan.officer->id;
            record.provisional = link.provisional || armies.at(unit.army).provisional;
            if (linked != nullptr) {
                record.systemState = linked->startingState(plan);
                record.provisional = link.provisional;
            }
            records.push_back(std::move(record));
        }
    }
    return records;
}

TacticalBattleView fightBattle(const std::filesystem::path& file, std::int64_t id,
                               std::string_view system) {
    const auto link = linkTableOf(system);
    runCampaignAction(
        file, "battle-fight", "fight a battle on the table", [&](ActionContext& context) {
            const auto battle = battleNumbered(context.database, id);
            requireFightable(battle);
            const auto tags = db::LedgerTags::of(model::LedgerKind::BattleUnit).inBattle(id);
            const auto units = convertedUnits(context.database, context.campaign, battle, link);
            for (const auto& record : units) {
                context.journal.insert(
                    db::Table::TacticalUnit, db::tacticalUnitRow(record),
                    db::LedgerTags(tags).forSide(record.sideId).forUnit(record.unitId));
            }
            // Senior officers lend their bonus in Red Actions! (Morale Effects of Officers); a
            // system with a leader figure a side puts the side's commander on the table.
            const auto* linked = linkedBattleOf(system);
            const auto seniors =
                system == redActionsSystem
                    ? seniorsPresent(context.database, context.campaign, battle, units)
                : linked != nullptr && linked->leaders
                    ? sideCommanders(context.database, context.campaign, battle, units)
                    : std::vector<model::TacticalSeniorRecord>{};
            for (const auto& senior : seniors) {
                context.journal.insert(db::Table::TacticalSenior, db::tacticalSeniorRow(senior),
                                       db::LedgerTags(tags).forSide(senior.sideId));
            }
            context.journal.set(db::Table::Battle, id, db::Column::TacticalSystem,
                                std::string(system), tags);
            context.journal.describe("fight battle " + std::to_string(id) + " on the table (" +
                                     std::string(system) + ")");
        });
    return tacticalBattle(file, id);
}

TacticalBattleView tacticalBattle(const std::filesystem::path& file, std::int64_t id) {
    return readCampaignFile(file, [&](SQLite::Database& database, const model::Campaign& campaign) {
        const auto battle = battleNumbered(database, id);
        if (battle.tacticalSystem.empty()) {
            throw UserError("battle " + std::to_string(id) +
                            " is not fought on the table: convert it first with 'battle fight'");
        }
        return tacticalViewOf(database, campaign, battle);
    });
}

std::vector<std::string> tacticalSystems() {
    std::vector<std::string> systems{std::string(redActionsSystem)};
    for (const auto& row : ruleSystems()) {
        if (row.linkedBattle) systems.push_back(row.id);
    }
    return systems;
}

bool isTacticalBattle(const std::filesystem::path& file, std::int64_t id) {
    return readCampaignFile(file, [&](SQLite::Database& database, const model::Campaign&) {
        return !battleNumbered(database, id).tacticalSystem.empty();
    });
}

}  // namespace tachanka::core
