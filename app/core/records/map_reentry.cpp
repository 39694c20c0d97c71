#include "app/core/records/map_reentry.hpp"

#include <algorithm>

#include "app/core/records/unit_changes.hpp"
#include "db/turn_record.hpp"

namespace tachanka::core {

namespace ops = rules::orel::operations;

std::vector<ops::MapReentry> reentryOptions(const model::Campaign& campaign,
                                            const model::Unit& unit,
                                            const model::GameDate& leftOn,
                                            std::int64_t activeSideId) {
    return ops::mapReentryOptions(leftOn, orelSide(sideOf(campaign, activeSideId)),
                                  orelSide(sideOf(campaign, unit.sideId)),
                                  unit.mode == model::UnitMode::Routed, unit.hex.value_or(model::Hex{}),
                                  ops::reentersWithShockGroup(unit.code));
}

std::string reentryText(const std::vector<ops::MapReentry>& options) {
    std::string text;
    for (const auto& option : options) {
        text += (text.empty() ? "must come back in its movement phase of " : "; or on ") +
                option.date.longForm() + " " + option.where;
    }
    return text;
}

std::vector<AppliedStep> eliminateUnitsLeftOffMap(ActionContext& ctx, const model::Side& side,
                                                  const model::GameDate& date) {
    std::vector<AppliedStep> steps;
    for (const model::Unit* unit : side.units()) {
        if (!unit->inPlay() || !unit->offMap) continue;
        const auto left = db::lastChange(ctx.database, db::Table::Unit, unit->id, "off_map");
        if (!left) continue;
        const auto activeId =
            db::activeSideAt(ctx.database, left->actionId).value_or(ctx.campaign.sides.front().id);
        const auto options =
            reentryOptions(ctx.campaign, *unit, model::GameDate::parseIso(left->date), activeId);
        const auto last = std::max_element(
            options.begin(), options.end(),
            [](const ops::MapReentry& a, const ops::MapReentry& b) { return a.date < b.date; });
        if (last == options.end() || last->date > date) continue;
        const std::string reason = "not back on the map by the end of its movement phase of " +
                                   last->date.longForm() + " (7.5)";
        std::vector<std::string> lines;
        UnitChanges changes(ctx, *unit, {std::nullopt, reason}, lines);
        changes.eliminate();
        steps.push_back({"unit-eliminated", side.name, unit->code + " is eliminated: " + reason});
    }
    return steps;
}

}  // namespace tachanka::core
