#include "app/core/print_service.hpp"

#include <vector>

#include "app/core/campaign_documents.hpp"
#include "app/core/campaign_service.hpp"
#include "app/core/print_qrs.hpp"
#include "app/core/unit_cards.hpp"
#include "app/core/user_error.hpp"
#include "reports/campaign_summary.hpp"

namespace tachanka::core {
namespace {

void printSummary(const PrintRequest& request) {
    const auto campaign = describeCampaign(*request.campaign);
    reports::writeCampaignSummary(campaign, reports::findDejaVuFonts(), request.paper,
                                  request.output);
}

constexpr PrintableDocument documents[] = {
    {"summary", "Campaign summary", true, printSummary},
    {"qrs", "Quick-reference sheet", false, printQrs, {.system = true}},
    {"cards", "Unit cards", false, printUnitCards, {.army = true}},
    {"counters", "Orel counters sheet", true, printCounters, {.side = true}},
    {"turn-sheet", "Turn sheet", true, printTurnSheets, {.side = true, .turn = true}},
    {"attrition", "Attrition report", true, printAttrition, {.side = true, .turn = true}},
};

std::string documentNames() {
    std::string names;
    for (const auto& document : documents) {
        names += (names.empty() ? "" : ", ") + std::string(document.name);
    }
    return names;
}

}  // namespace

std::span<const PrintableDocument> printableDocuments() { return documents; }

void printDocument(std::string_view name, const PrintRequest& request) {
    for (const auto& document : documents) {
        if (document.name != name) continue;
        if (document.needsCampaign && !request.campaign) {
            throw UserError("print " + std::string(name) + ": a campaign FILE is needed");
        }
        asUserErrors([&] { document.print(request); });
        return;
    }
    throw UserError("print: unknown document '" + std::string(name) + "' (documents: " +
                    documentNames() + ")");
}

reports::Paper paperNamed(std::string_view name) {
    if (name == "a4") return reports::Paper::A4;
    if (name == "letter") return reports::Paper::Letter;
    throw UserError("paper '" + std::string(name) + "' is not a4 or letter");
}

}  // namespace tachanka::core
