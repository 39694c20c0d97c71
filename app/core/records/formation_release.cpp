#include "app/core/records/formation_release.hpp"

#include <algorithm>

#include "app/core/map/map_layer.hpp"
#include "app/core/officers/officer_staff.hpp"
#include "rules/orel/operations/inactivity.hpp"

namespace tachanka::core {
namespace {

std::vector<std::string> formationNames(const model::Campaign& campaign,
                                        std::optional<std::int64_t> formationId) {
    std::vector<std::string> names;
    for (const auto* formation : formationChain(campaign, formationId)) {
        names.push_back(formation->name);
    }
    return names;
}

// Where the units of `formation` and of the formations under it stand on the map.
std::vector<model::Hex> hexesOf(const model::Campaign& campaign, const model::Side& side,
                                const model::Formation& formation) {
    std::vector<model::Hex> hexes;
    for (const model::Unit* unit : side.units()) {
        if (!unit->inPlay() || unit->offMap || !unit->hex) continue;
        const auto chain = formationChain(campaign, unit->formationId);
        if (std::find(chain.begin(), chain.end(), &formation) != chain.end()) {
            hexes.push_back(*unit->hex);
        }
    }
    return hexes;
}

}  // namespace

void releaseApproachedFormations(ActionContext& context, const model::Unit& moved,
                                 std::vector<std::string>& lines) {
    if (!moved.hex || moved.offMap) return;
    const auto& campaign = context.campaign;
    const rules::orel::operations::ApproachingUnit enemy{
        *moved.hex, formationNames(campaign, moved.formationId)};
    std::optional<std::set<model::Hex>> doubleTrack;
    for (const auto& side : campaign.sides) {
        if (side.id == moved.sideId) continue;
        for (const auto& formation : side.formations) {
            if (!formation.inactiveThrough || *formation.inactiveThrough < campaign.date) continue;
            const auto conditions = model::releaseConditionsRead(formation.releaseConditions);
            if (conditions.empty()) continue;
            if (!doubleTrack) doubleTrack = campaignMapLayer(context.database).map.map.doubleTrack;
            const auto released = rules::orel::operations::releasedByApproach(
                conditions, enemy, hexesOf(campaign, side, formation), *doubleTrack);
            if (!released) continue;
            const std::string line = formation.name + " is released: " + *released + " (" +
                                     moved.code + " at " + moved.hex->label() + ", 10.2)";
            context.journal.set(db::Table::Formation, formation.id, db::Column::InactiveThrough,
                                db::nullValue(),
                                db::LedgerTags::of(model::LedgerKind::FormationReleased)
                                    .forSide(side.id)
                                    .because(line));
            lines.push_back(line);
        }
    }
}

}  // namespace tachanka::core
