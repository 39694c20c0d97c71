#include "app/core/battles/planned_battles.hpp"

#include <algorithm>

#include "app/core/battles/battle_ledger_notes.hpp"
#include "app/core/battles/orel_battle.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/officers/officer_staff.hpp"
#include "app/core/records/record_checks.hpp"
#include "db/battle_records.hpp"
#include "db/ledger_queries.hpp"

namespace tachanka::core {

FoughtToday foughtToday(SQLite::Database& database, const model::Campaign& campaign,
                        std::int64_t sideId) {
    FoughtToday fought;
    for (const auto& battle : db::loadBattles(database, campaign.date.iso())) {
        if (battle.state == model::BattleState::Voided || battle.attackerSideId != sideId) continue;
        if (isBarrage(battle)) {
            for (const auto* unit : battle.withRole(model::BattleRole::Attacker)) {
                fought.barraged.emplace(unit->unitId, battle.id);
            }
            for (const auto* unit : battle.withRole(model::BattleRole::DefenderSupport)) {
                fought.counterbattery.emplace(unit->unitId, battle.id);
            }
            fought.barragedHexes.emplace(battle.hex.label(), battle.id);
            continue;
        }
        for (const auto* unit : battle.withRole(model::BattleRole::Attacker)) {
            fought.attackers.emplace(unit->unitId, battle.id);
        }
        for (const auto* unit : battle.withRole(model::BattleRole::AttackerSupport)) {
            fought.supported.emplace(unit->unitId, battle.id);
        }
    }
    return fought;
}

std::set<std::int64_t> brokenDownToday(SQLite::Database& database,
                                       const model::Campaign& campaign) {
    std::set<std::int64_t> brokenDown;
    for (const auto& battle : db::loadBattles(database, campaign.date.iso())) {
        if (battle.state == model::BattleState::Voided) continue;
        for (const auto& unit : battle.units) {
            if (unit.effect.brokenDown) brokenDown.insert(unit.unitId);
        }
    }
    return brokenDown;
}

bool movedToday(SQLite::Database& database, const model::Campaign& campaign,
                const model::Unit& unit) {
    db::LedgerFilter filter;
    filter.unitId = unit.id;
    filter.kind = std::string(model::ledgerKindName(model::LedgerKind::Moved));
    filter.date = campaign.date.iso();
    const auto moves = db::ledgerEntries(database, filter);
    const auto movement = model::phaseName(model::Phase::Movement);
    return std::any_of(moves.begin(), moves.end(),
                       [&](const db::LedgerEntry& move) { return move.phase == movement; });
}

const model::Formation* inactiveFormationOf(const model::Campaign& campaign,
                                            const model::Unit& unit, const model::GameDate& day) {
    for (const auto* formation : formationChain(campaign, unit.formationId)) {
        if (formation->inactiveThrough && day <= *formation->inactiveThrough) return formation;
    }
    return nullptr;
}

std::string inBattle(std::int64_t id) { return "battle " + std::to_string(id); }

const model::Unit& unitNamedOnce(const model::Campaign& campaign, const std::string& code,
                                 const model::Side& side, std::set<std::int64_t>& named) {
    const auto& unit = unitCoded(campaign, code);
    if (unit.sideId != side.id) {
        throw UserError(code + " is a unit of the " + sideOf(campaign, unit.sideId).name +
                        ", not of the " + side.name);
    }
    if (!unit.inPlay() || unit.offMap || !unit.hex) {
        throw UserError(code + " is not on the map (" +
                        std::string(model::unitFateName(unit.fate)) + ")");
    }
    if (!named.insert(unit.id).second) throw UserError(code + " is named twice in the battle");
    return unit;
}

model::BattleUnit battleEntryOf(const model::Unit& unit, model::BattleRole role) {
    model::BattleUnit entry;
    entry.unitId = unit.id;
    entry.code = unit.code;
    entry.sideId = unit.sideId;
    entry.role = role;
    entry.stepsBefore = unit.stepsRemaining();
    entry.hexBefore = unit.hex;
    return entry;
}

std::int64_t storePlannedBattle(ActionContext& context, model::Battle battle) {
    battle.id = db::nextBattleId(context.database);
    const auto id = context.journal.insert(db::Table::Battle, db::battleRow(battle),
                                           db::LedgerTags::of(model::LedgerKind::BattlePlanned)
                                               .forSide(battle.attackerSideId)
                                               .inBattle(battle.id)
                                               .because(battleNote(battle.id, db::Column::State,
                                                                   std::string("planned"))));
    for (const auto& unit : battle.units) {
        // Each row names its unit and what it is in the battle: a ledger of bare "battle-unit"
        // rows told the reader nothing.
        context.journal.insert(db::Table::BattleUnit, db::battleUnitRow(id, unit),
                               db::LedgerTags::of(model::LedgerKind::BattleUnit)
                                   .forSide(unit.sideId)
                                   .forUnit(unit.unitId)
                                   .inBattle(id)
                                   .because(unit.code + " as " +
                                            std::string(model::nameOf(model::battleRoleNames,
                                                                      unit.role))));
    }
    const std::string what = isBarrage(battle)     ? "barrage"
                             : isTrainDuel(battle) ? "train duel"
                                                   : "battle";
    context.journal.describe("plan " + what + " " + std::to_string(id) + " on hex " +
                             battle.hex.label());
    // A side's orders name the battle by this number (its standing orders, app/core/seats).
    if (context.order) context.order->with("battle", std::to_string(id));
    return id;
}

}  // namespace tachanka::core
