#include "app/core/records/depot_elimination.hpp"

#include "app/core/campaign/campaign_turn.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/orel/orel_operations_lookups.hpp"
#include "app/core/records/record_checks.hpp"
#include "db/campaign_repository.hpp"
#include "rules/orel/operations/sequence.hpp"
#include "rules/orel/operations/supply.hpp"

namespace tachanka::core {
namespace {

// The Unsupplied units the victor may relieve: the rules' numbers for this depot, with the
// double-tracked line's for a railroad depot (the campaign has no map to know which it is).
std::string reliefText(const model::Depot& depot, const model::Side& victor) {
    const auto rules = loadOrelOperationsTables().tables.supply;
    ops::Depot seen{};
    seen.type = depot.kind == model::DepotKind::Railroad ? ops::DepotType::Railroad
                                                         : ops::DepotType::Convoy;
    const int relieved = ops::depotElimination(rules, seen, true, true, false).enemyUnitsRelieved;
    const int onDoubleTrack =
        ops::depotElimination(rules, seen, true, true, true).enemyUnitsRelieved;
    std::string count = std::to_string(relieved);
    if (onDoubleTrack != relieved) {
        count += " (" + std::to_string(onDoubleTrack) + " if it stood on the double-tracked line)";
    }
    return "up to " + count + " Unsupplied " + victor.name +
           " units within 5 MP of it may remove their marker ('unit CODE --supplied')";
}

}  // namespace

std::vector<const model::Depot*> loneEnemyDepotsAt(const model::Campaign& campaign,
                                                   std::int64_t sideId, model::Hex hex) {
    std::vector<const model::Depot*> depots;
    if (enemyInPlayAt(campaign, sideId, hex)) return depots;
    for (const auto& side : campaign.sides) {
        if (side.id == sideId) continue;
        for (const auto& depot : side.depots) {
            if (depot.fate == model::UnitFate::Active && depot.hex == hex) depots.push_back(&depot);
        }
    }
    return depots;
}

void checkAdvanceIntoDepot(const model::Campaign& campaign, const model::Unit& unit,
                           model::Hex hex) {
    const auto& side = sideOf(campaign, unit.sideId);
    if (campaign.phase == model::Phase::Combat && campaign.activeSide == side.name) return;
    throw UserError(unit.code + " cannot enter " + hex.label() + ": it holds only an enemy " +
                    "depot, which a unit enters by attacking it and advancing after combat " +
                    "(3.3, 8.7.4), in the " + side.name + "' combat phase; the campaign is at " +
                    campaign.turnLine());
}

void eliminateDepotsAt(ActionContext& ctx, const model::Unit& unit, model::Hex hex,
                       std::vector<std::string>& lines) {
    const auto& victor = sideOf(ctx.campaign, unit.sideId);
    for (const model::Depot* depot : loneEnemyDepotsAt(ctx.campaign, unit.sideId, hex)) {
        const auto& owner = sideOf(ctx.campaign, depot->sideId);
        const std::string kind(model::depotKindName(depot->kind));
        // 3.3 "in the owning player's next movement phase".
        const auto back = ops::nextTurnOf(orelSide(owner), ctx.campaign.date);
        const std::string line = "the " + owner.name + "' " + kind + " depot in " + hex.label() +
                                 " is eliminated: " + unit.code + " advanced into it (3.3); " +
                                 reliefText(*depot, victor) + "; an identical depot arrives " +
                                 "in the " + owner.name + "' movement phase of " +
                                 back.longForm() + " via a friendly board edge";
        const auto tags =
            db::LedgerTags::of(model::LedgerKind::Depot).forSide(owner.id).because(line);
        ctx.journal.set(db::Table::Depot, depot->id, db::Column::Fate,
                        db::Value(std::string(model::unitFateName(model::UnitFate::Eliminated))),
                        tags);
        model::Depot replacement = *depot;
        replacement.id = 0;
        replacement.fate = model::UnitFate::Pending;
        replacement.hex.reset();
        replacement.unsupplied = false;
        replacement.arrival = model::Arrival{};
        replacement.arrival->date = back;
        replacement.arrival->note = "via a friendly board edge (3.3)";
        ctx.journal.insert(db::Table::Depot, db::depotRow(replacement), tags);
        lines.push_back(line);
    }
}

}  // namespace tachanka::core
