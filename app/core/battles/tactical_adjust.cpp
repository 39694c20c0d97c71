// Adjusting a battle's forces before it starts: the conversion is provisional, and a club that
// reads its figures differently corrects a unit's bases, terror, rout or troop type, each change
// on the ledger with its reason.

#include <algorithm>

#include "app/core/battles/battle_views.hpp"
#include "app/core/battles/tactical_state.hpp"
#include "db/tactical_records.hpp"

namespace tachanka::core {
namespace {

model::TacticalUnitRecord recordCoded(const std::vector<model::TacticalUnitRecord>& records,
                                      const std::string& code, std::int64_t battleId) {
    for (const auto& record : records) {
        if (record.code == code) return record;
    }
    std::string codes;
    for (const auto& record : records) codes += (codes.empty() ? "" : ", ") + record.code;
    throw UserError("battle " + std::to_string(battleId) + " has no tactical unit " + code +
                    " (" + codes + ")");
}

model::TacticalUnitRecord adjusted(model::TacticalUnitRecord unit, const ForceAdjustment& change,
                                   const rules::redactions::ArmyList& army) {
    if (change.bases) {
        if (*change.bases < 1) throw UserError(unit.code + " needs at least 1 base");
        unit.bases = *change.bases;
    }
    if (change.terror) {
        if (*change.terror < 0) throw UserError("terror markers cannot be negative");
        unit.terror = *change.terror;
    }
    if (unit.terror > unit.bases) {
        throw UserError(unit.code + " would carry " + std::to_string(unit.terror) +
                        " terror markers on " + std::to_string(unit.bases) + " bases");
    }
    if (change.routing) unit.routing = *change.routing;
    if (change.troopType) {
        if (army.troop(*change.troopType) == nullptr) {
            throw UserError("army list '" + unit.army + "' has no troop type '" +
                            *change.troopType + "'");
        }
        unit.troopType = *change.troopType;
    }
    return unit;
}

}  // namespace

TacticalBattleView adjustForces(const std::filesystem::path& file, std::int64_t id,
                                const ForceAdjustment& adjustment) {
    if (adjustment.reason.empty()) {
        throw UserError("say why the forces are adjusted (--reason): the ledger keeps it");
    }
    if (!adjustment.bases && !adjustment.terror && !adjustment.routing && !adjustment.troopType) {
        throw UserError("nothing to adjust for " + adjustment.unit +
                        ": give bases, terror, routing or a troop type");
    }
    runCampaignAction(file, "battle-fight", "adjust a battle's forces", [&](ActionContext& ctx) {
        const auto battle = tacticalBattleNumbered(ctx.database, id, "adjusted");
        if (battle.tacticalSystem != redActionsSystem &&
            (adjustment.terror || adjustment.routing || adjustment.troopType)) {
            throw UserError("battle " + std::to_string(id) + " is fought in " +
                            battle.tacticalSystem + ": adjust its units' stands (--bases) only");
        }
        if (!db::loadTacticalEvents(ctx.database, id).empty()) {
            throw UserError("battle " + std::to_string(id) +
                            " has started: its forces are adjusted before the first action");
        }
        const auto records = db::loadTacticalUnits(ctx.database, id);
        const auto was = recordCoded(records, adjustment.unit, id);
        const auto armies = campaignArmyLists(ctx.database);
        const auto now = adjusted(was, adjustment, armies.at(was.army));
        const auto tags = db::LedgerTags::of(model::LedgerKind::BattleUnit)
                              .forSide(was.sideId)
                              .forUnit(was.unitId)
                              .inBattle(id)
                              .because(adjustment.reason);
        bool changed = false;
        auto set = [&](db::Column column, const db::Value& value) {
            changed = ctx.journal.set(db::Table::TacticalUnit, was.id, column, value, tags) ||
                      changed;
        };
        set(db::Column::Bases, std::int64_t{now.bases});
        set(db::Column::Terror, std::int64_t{now.terror});
        set(db::Column::Routing, std::int64_t{now.routing ? 1 : 0});
        set(db::Column::TroopType, now.troopType);
        if (!changed) throw UserError(was.code + " already stands as asked");
        ctx.journal.describe("battle " + std::to_string(id) + ": adjust " + was.code + " (" +
                             adjustment.reason + ")");
    });
    return tacticalBattle(file, id);
}

}  // namespace tachanka::core
