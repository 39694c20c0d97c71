#include "app/core/redactions/hidden_table_rows.hpp"

#include "app/core/redactions/hidden_table.hpp"
#include "app/core/seats/seat_keys.hpp"
#include "db/hidden_records.hpp"

namespace tachanka::core {
namespace {

db::LedgerTags hiddenTags(const model::Battle& battle, std::string why) {
    return db::LedgerTags::of(model::LedgerKind::BattleRoll)
        .inBattle(battle.id)
        .because(std::move(why));
}

}  // namespace

void insertMarker(ActionContext& context, const model::Battle& battle,
                  const model::TacticalMarker& marker) {
    context.journal.insert(db::Table::TacticalMarker, db::tacticalMarkerRow(marker),
                           hiddenTags(battle, "set up hidden: " + marker.label)
                               .forSide(marker.sideId));
}

void revealMarker(ActionContext& context, const model::Battle& battle,
                  const model::TacticalMarker& marker) {
    context.journal.set(db::Table::TacticalMarker, marker.id, db::Column::Revealed,
                        std::int64_t{1}, hiddenTags(battle, marker.label + " revealed"));
}

void revealRollsAt(ActionContext& context, const model::Battle& battle, const std::string& spot) {
    for (const auto& secret : db::loadTacticalSecrets(context.database, battle.id)) {
        if (secret.revealed || secret.spot != spot) continue;
        context.journal.set(db::Table::TacticalSecret, secret.id, db::Column::Revealed,
                            std::int64_t{1},
                            hiddenTags(battle, "scouting roll #" +
                                                   std::to_string(secret.sequence) + " revealed"));
    }
}

const model::TacticalMarker* hiddenMarkerOf(const std::vector<model::TacticalMarker>& markers,
                                            const std::vector<model::TacticalUnitRecord>& records,
                                            const std::string& code) {
    for (const auto& record : records) {
        if (record.code != code) continue;
        for (const auto& marker : markers) {
            if (!marker.revealed && marker.tacticalUnitId == record.id) return &marker;
        }
    }
    return nullptr;
}

std::string revealedText(const model::TacticalMarker& marker, const std::string& unit) {
    if (marker.kind == "ambush") {
        // An ambush noted without a spot lies where its unit is: its code says no more.
        return unit + " springs its ambush" + (marker.spot == unit ? "" : " from " + marker.spot);
    }
    if (marker.kind == "dummy") return marker.label + " lifted: a dummy, taken off the table";
    return marker.label + " lifted: " + unit;
}

std::string commitmentText(const model::TacticalSecret& secret) {
    return "tachanka scouting roll 1\nbattle " + std::to_string(secret.battleId) + "\nturn " +
           std::to_string(secret.turn) + "\nscout " + secret.scout + "\nspot " + secret.spot +
           "\ndie " + std::to_string(secret.die.value_or(0)) + "\nnonce " + secret.nonce + "\n";
}

bool commitmentHolds(const model::TacticalSecret& secret) {
    return secret.die.has_value() && !secret.nonce.empty() &&
           digestOf(commitmentText(secret)) == secret.commitment;
}

}  // namespace tachanka::core
