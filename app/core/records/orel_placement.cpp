#include "app/core/records/orel_placement.hpp"

#include "app/core/common/user_error.hpp"

namespace tachanka::core {

std::optional<model::Hex> orelHexOf(const model::Campaign& campaign) {
    for (const auto& location : campaign.locations) {
        if (location.name == "Orël") return location.hex;
    }
    return std::nullopt;
}

bool townCentreNamed(std::string_view place) {
    if (place == "centre" || place == "center") return true;
    if (place == "suburbs") return false;
    throw UserError("a unit in Orël is in the 'suburbs' or the 'centre' (7.1.1), not '" +
                    std::string(place) + "'");
}

std::string_view orelPlaceName(bool townCentre) { return townCentre ? "centre" : "suburbs"; }

std::optional<bool> stackInTownCentre(const model::Campaign& campaign, std::int64_t sideId,
                                      std::int64_t except) {
    const auto orel = orelHexOf(campaign);
    if (!orel) return std::nullopt;
    for (const model::Unit* unit : sideOf(campaign, sideId).units()) {
        if (unit->id != except && unit->inPlay() && !unit->offMap && unit->hex == orel) {
            return unit->townCentre;
        }
    }
    return std::nullopt;
}

void placeStackInOrel(ActionContext& ctx, std::int64_t sideId, bool townCentre,
                      std::optional<std::int64_t> arriving, const std::string& why,
                      std::vector<std::string>& lines) {
    const auto orel = orelHexOf(ctx.campaign);
    if (!orel) return;
    for (const model::Unit* unit : sideOf(ctx.campaign, sideId).units()) {
        const bool there = unit->inPlay() && !unit->offMap && unit->hex == orel;
        if (!there && unit->id != arriving) continue;
        // The arriving unit may have joined the stack's place earlier in this action.
        const auto now = db::readValue(ctx.database, db::Table::Unit, unit->id,
                                       db::Column::TownCentre);
        if (now == db::Value(std::int64_t{townCentre ? 1 : 0})) continue;
        const std::string line = unit->code + " is in Orël's " +
                                 (townCentre ? "town centre (Centre Ville marker)" : "suburbs") +
                                 ": " + why;
        ctx.journal.set(db::Table::Unit, unit->id, db::Column::TownCentre,
                        db::Value(std::int64_t{townCentre ? 1 : 0}),
                        db::LedgerTags::of(model::LedgerKind::Moved)
                            .forSide(sideId)
                            .forUnit(unit->id)
                            .because(line));
        lines.push_back(line);
    }
}

}  // namespace tachanka::core
