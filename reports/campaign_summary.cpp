#include "reports/campaign_summary.hpp"

#include <map>

#include "reports/layout/page_flow.hpp"
#include "reports/layout/table.hpp"

namespace tachanka::reports {
namespace {

int depthOf(const model::Formation& formation, const std::map<std::int64_t, int>& depths) {
    if (!formation.parentId) return 0;
    const auto parent = depths.find(*formation.parentId);
    return parent == depths.end() ? 0 : parent->second + 1;
}

void writeSide(PageFlow& flow, const model::Side& side) {
    flow.heading(side.name);
    if (!side.commander.empty()) flow.paragraph("Commander: " + side.commander);
    flow.paragraph("Units " + std::to_string(side.unitCount()) + " · steps " +
                   std::to_string(side.stepCount()) + " · recruit points " +
                   std::to_string(side.recruitPoints) + " · prisoners " +
                   std::to_string(side.prisoners));
    Table table({{"Code"}, {"Unit"}, {"Kind"}, {"Steps", Align::Centre}, {"TQ", Align::Centre},
                 {"Hex", Align::Centre}});
    table.fillWidth();
    std::map<std::int64_t, int> depths;
    for (const auto& formation : side.formations) {
        depths[formation.id] = depthOf(formation, depths);
        // Subordinate formations are indented under their parents, as in an order of battle.
        std::string heading(static_cast<std::size_t>(3 * depths[formation.id]), ' ');
        heading += formation.name;
        if (!formation.commander.empty()) heading += " (" + formation.commander + ")";
        table.addRow(TableRow{{TableCell{heading, FontStyle::Bold}}, true});
        for (const auto& unit : formation.units) {
            table.addRow({unit.code, unit.name, std::string(model::unitKindName(unit.kind)),
                          // A hidden unit's steps are as unknown as its hex.
                          (unit.hidden() ? std::string("?") : std::to_string(unit.stepsRemaining())) +
                              " / " + std::to_string(unit.stepsMax),
                          std::to_string(unit.troopQuality), unit.whereabouts()});
        }
    }
    table.draw(flow);
}

}  // namespace

void writeCampaignSummary(const model::Campaign& campaign, const FontSet& fonts, Paper paper,
                          const std::filesystem::path& output) {
    PdfDocument document(fonts, campaign.name + " — campaign summary");
    PageFlow flow(document, paper, "Tachanka · " + campaign.name);
    flow.title(campaign.name);
    flow.paragraph("Scenario: " + campaign.scenarioTitle + " (" + campaign.scenarioId + ")");
    flow.paragraph("Turn: " + campaign.turnLine());
    flow.paragraph("Seed: " + std::to_string(campaign.seed));
    if (campaign.provisionalData) {
        flow.notice("Provisional data: this scenario's unit values are a reconstruction, not the "
                    "published counters. The scenario file's note says how to put in the values "
                    "printed on your own counters.");
    }
    for (const auto& side : campaign.sides) writeSide(flow, side);
    document.save(output);
}

}  // namespace tachanka::reports
