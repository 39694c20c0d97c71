#include "app/core/printing/campaign_documents.hpp"

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/queries/campaign_queries.hpp"
#include "app/core/campaign/campaign_service.hpp"
#include "app/core/common/user_error.hpp"

namespace tachanka::core {
namespace {

std::string inactiveText(const model::Formation& formation, const model::GameDate& today) {
    if (!formation.inactiveThrough || *formation.inactiveThrough < today) return {};
    std::string text = "inactive through " + formation.inactiveThrough->longForm();
    if (!formation.releaseConditions.empty()) {
        text += "; released earlier if " + formation.releaseConditions;
    }
    return text;
}

// The side's formations as the order of battle nests them: each followed by those under it.
void addFormations(const model::Side& side, std::optional<std::int64_t> parent, int depth,
                   const model::GameDate& today, reports::CounterSide& out) {
    for (const auto& formation : side.formations) {
        if (formation.parentId != parent) continue;
        reports::CounterFormation entry{formation.name, formation.commander, depth,
                                        inactiveText(formation, today), {}};
        for (const auto& unit : formation.units) {
            if (unit.lost()) {
                out.lost.push_back({unit.code, unit.name,
                                    std::string(model::unitFateName(unit.fate))});
            } else {
                entry.units.push_back({unit, troopQualityText(unit)});
            }
        }
        out.formations.push_back(std::move(entry));
        addFormations(side, formation.id, depth + 1, today, out);
    }
}

}  // namespace

std::vector<const model::Side*> sidesToPrint(const model::Campaign& campaign,
                                             const std::optional<std::string>& side) {
    if (side) return {&sideNamed(campaign, *side)};
    std::vector<const model::Side*> sides;
    for (const auto& each : campaign.sides) sides.push_back(&each);
    return sides;
}

model::GameDate dayOfTurn(const model::Campaign& campaign, const std::optional<int>& turn) {
    if (!turn) return campaign.date;
    if (*turn < 1 || *turn > campaign.turns) {
        throw UserError("turn " + std::to_string(*turn) + " is not a day of the campaign: its " +
                        "turns run from 1 (" + campaign.startDate.longForm() + ") to " +
                        std::to_string(campaign.turns) + " (" + campaign.lastDay().longForm() +
                        ")");
    }
    return campaign.startDate.plusDays(*turn - 1);
}

reports::CountersSheet countersSheet(const std::filesystem::path& file,
                                     const std::optional<std::string>& side) {
    const auto campaign = describeCampaign(file);
    reports::CountersSheet sheet{campaign.name, campaign.turnLine(), campaign.provisionalData,
                                 {}};
    for (const model::Side* each : sidesToPrint(campaign, side)) {
        reports::CounterSide out{each->name, each->commander, each->stepCount(), {}, {}};
        addFormations(*each, std::nullopt, 0, campaign.date, out);
        sheet.sides.push_back(std::move(out));
    }
    return sheet;
}

void printCounters(const PrintRequest& request) {
    if (request.turn) {
        throw UserError("print counters shows the units as they stand now; a day is for "
                        "the turn sheet and the attrition report",
                        {"turn"});
    }
    reports::writeCountersSheet(countersSheet(*request.campaign, request.side),
                                reports::findDejaVuFonts(), request.paper, request.output);
}

void printTurnSheets(const PrintRequest& request) {
    reports::writeTurnSheets(turnSheets(*request.campaign, request.side, request.turn),
                             reports::findDejaVuFonts(), request.paper, request.output);
}

void printAttrition(const PrintRequest& request) {
    reports::writeAttritionReport(attritionData(*request.campaign, request.side, request.turn),
                                  reports::findDejaVuFonts(), request.paper, request.output);
}

}  // namespace tachanka::core
