#include <algorithm>
#include <optional>

#include "app/core/battles/tactical_state.hpp"
#include "app/core/officers/officer_staff.hpp"
#include "db/tactical_records.hpp"

// The senior officers of the formations a battle on the table brings together (Red Actions!
// "Definitions": junior officers "are in turn commanded by senior officers, ... represented by
// independent bases").
namespace tachanka::core {

std::vector<model::TacticalSeniorRecord> seniorsPresent(
    SQLite::Database& database, const model::Campaign& campaign, const model::Battle& battle,
    const std::vector<model::TacticalUnitRecord>& units) {
    const OfficerStaff staff(database);
    std::vector<model::TacticalSeniorRecord> seniors;
    for (const auto& unit : units) {
        const auto* campaignUnit = unitWithId(campaign, unit.unitId);
        if (campaignUnit == nullptr) continue;
        for (const auto* formation : formationChain(campaign, campaignUnit->formationId)) {
            const auto* senior = staff.servingSeniorOf(unit.sideId, formation->id);
            if (senior == nullptr) continue;
            const bool known = std::any_of(seniors.begin(), seniors.end(), [&](const auto& each) {
                return each.officerId == senior->id;
            });
            if (!known) seniors.push_back({0, battle.id, senior->id, unit.sideId, ""});
        }
    }
    return seniors;
}

std::vector<model::TacticalSeniorRecord> sideCommanders(
    SQLite::Database& database, const model::Campaign& campaign, const model::Battle& battle,
    const std::vector<model::TacticalUnitRecord>& units) {
    const OfficerStaff staff(database);
    std::vector<std::int64_t> sides;
    for (const auto& unit : units) {
        if (std::find(sides.begin(), sides.end(), unit.sideId) == sides.end()) {
            sides.push_back(unit.sideId);
        }
    }
    std::vector<model::TacticalSeniorRecord> commanders;
    for (const auto sideId : sides) {
        std::optional<std::vector<const model::Formation*>> common;
        for (const auto& unit : units) {
            const auto* campaignUnit = unitWithId(campaign, unit.unitId);
            if (unit.sideId != sideId || campaignUnit == nullptr) continue;
            const auto chain = formationChain(campaign, campaignUnit->formationId);
            if (!common) {
                common = chain;
                continue;
            }
            std::erase_if(*common, [&](const model::Formation* formation) {
                return std::find(chain.begin(), chain.end(), formation) == chain.end();
            });
        }
        for (const auto* formation : common.value_or(std::vector<const model::Formation*>{})) {
            if (const auto* senior = staff.servingSeniorOf(sideId, formation->id)) {
                commanders.push_back({0, battle.id, senior->id, sideId, ""});
                break;
            }
        }
    }
    return commanders;
}

std::vector<rules::redactions::TacticalSenior> seniorsOnTable(SQLite::Database& database,
                                                               const model::Battle& battle) {
    const OfficerStaff staff(database);
    std::vector<rules::redactions::TacticalSenior> seniors;
    for (const auto& record : db::loadTacticalSeniors(database, battle.id)) {
        const auto& officer = staff.officer(record.officerId);
        seniors.push_back({officer.name, record.sideId == battle.attackerSideId,
                           officer.token ? officer.token->moraleBonus : 0,
                           record.fate == "killed"});
    }
    return seniors;
}

void writeSeniors(ActionContext& context, const std::vector<model::TacticalSeniorRecord>& before,
                  const std::vector<model::TacticalSeniorRecord>& after) {
    for (std::size_t index = 0; index < before.size(); ++index) {
        if (before[index].fate == after[index].fate) continue;
        context.journal.set(db::Table::TacticalSenior, before[index].id, db::Column::Fate,
                            after[index].fate,
                            db::LedgerTags::of(model::LedgerKind::BattleEffect)
                                .forSide(before[index].sideId)
                                .forOfficer(before[index].officerId)
                                .inBattle(before[index].battleId)
                                .because(after[index].fate.empty()
                                             ? "a senior officer serves on"
                                             : "a senior officer is " + after[index].fate));
    }
}

std::vector<model::TacticalSeniorRecord> seniorsAfter(
    std::vector<model::TacticalSeniorRecord> records,
    const std::vector<rules::redactions::TacticalSenior>& seniors) {
    for (std::size_t index = 0; index < records.size(); ++index) {
        records[index].fate = seniors[index].killed ? "killed" : "";
    }
    return records;
}

std::vector<TacticalSeniorView> seniorViews(SQLite::Database& database,
                                            const model::Campaign& campaign,
                                            const model::Battle& battle) {
    const OfficerStaff staff(database);
    std::vector<TacticalSeniorView> views;
    for (const auto& record : db::loadTacticalSeniors(database, battle.id)) {
        const auto& officer = staff.officer(record.officerId);
        TacticalSeniorView view;
        view.name = officer.name;
        view.side = sideOf(campaign, record.sideId).name;
        view.command = commandName(campaign, record.sideId, officer.formationId);
        view.moraleBonus = officer.token ? officer.token->moraleBonus : 0;
        view.killed = record.fate == "killed";
        view.wounded = record.fate == "wounded";
        views.push_back(std::move(view));
    }
    return views;
}

}  // namespace tachanka::core
