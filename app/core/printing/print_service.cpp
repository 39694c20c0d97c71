#include "app/core/printing/print_service.hpp"

#include <utility>
#include <vector>

#include "app/core/battles/battle_pack.hpp"
#include "app/core/battles/battle_print.hpp"
#include "app/core/printing/campaign_documents.hpp"
#include "app/core/campaign/campaign_service.hpp"
#include "app/core/printing/print_qrs.hpp"
#include "app/core/printing/unit_cards.hpp"
#include "app/core/common/output_file.hpp"
#include "app/core/common/scratch_folder.hpp"
#include "app/core/seats/side_files.hpp"
#include "app/core/common/user_error.hpp"
#include "reports/campaign_summary.hpp"

namespace tachanka::core {
namespace {

void printSummary(const PrintRequest& request) {
    auto campaign = describeCampaign(*request.campaign);
    std::vector<model::Side> shown;
    for (const model::Side* side : sidesToPrint(campaign, request.side)) shown.push_back(*side);
    campaign.sides = std::move(shown);
    reports::writeCampaignSummary(campaign, reports::findDejaVuFonts(), request.paper,
                                  request.output);
}

constexpr PrintableDocument documents[] = {
    {"summary", "Campaign summary", true, printSummary, {.side = true}},
    {"qrs", "Quick-reference sheet", false, printQrs, {.system = true}},
    {"cards", "Unit cards", false, printUnitCards, {.campaign = true, .army = true}},
    {"counters", "Orel counters sheet", true, printCounters, {.side = true}},
    {"map", "Situation map", true, printSituationMap,
     {.side = true, .sideView = true, .turn = true}},
    {"turn-sheet", "Turn sheet", true, printTurnSheets, {.side = true, .turn = true}},
    {"attrition", "Attrition report", true, printAttrition, {.side = true, .turn = true}},
    {"chronicle", "Chronicle (the campaign's story)", true, printChronicle, {.side = true}},
    {"battle", "Battle report", true, printBattleReports,
     {.side = true, .sideView = true, .turn = true, .battle = true}},
    {"battle-pack", "Battle pack (fought on the table)", true, printBattlePack,
     {.side = true, .sideView = true, .battle = true}},
};

// What the request gives that `document` would not read: refused rather than ignored.
void refuseUnread(const PrintableDocument& document, const PrintRequest& request) {
    const std::string what = "print " + std::string(document.name) + ": ";
    if (request.campaign && !document.needsCampaign && !document.options.campaign) {
        throw UserError(what + "it shows no campaign, so takes no FILE ('" +
                        request.campaign->string() + "')");
    }
    const std::pair<bool, std::string_view> options[] = {
        {request.side && !document.options.side, "side"},
        {request.system && !document.options.system, "system"},
        {request.army && !document.options.army, "army"},
        {request.turn && !document.options.turn, "turn"},
        {request.battle && !document.options.battle, "battle"},
    };
    for (const auto& [unread, option] : options) {
        if (unread) {
            throw UserError(what + "it takes no " + std::string(option), {std::string(option)});
        }
    }
}

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
        refuseUnread(document, request);
        asUserErrors([&] {
            // The document is made in a staging file and takes the output's name only whole.
            OutputFile output(request.output, request.campaign);
            PrintRequest staged = request;
            staged.output = output.staging();
            // A document that shows both sides, printed for one, is printed from that side's
            // view: the campaign cut down to what it may know, as its own file would be.
            std::optional<ScratchFolder> scratch;
            if (request.side && document.options.sideView) {
                scratch.emplace();
                staged.campaign = writeSideView(*request.campaign, *request.side, scratch->path());
                staged.side.reset();
            }
            try {
                document.print(staged);
            } catch (const reports::PdfWriteError& failure) {
                throw UserError(cannotWrite(request.output, failure.error));
            }
            output.commit();
        });
        return;
    }
    throw UserError("print: unknown document '" + std::string(name) + "' (documents: " +
                    documentNames() + ")");
}

reports::Paper paperNamed(std::string_view name) {
    if (name == "a4") return reports::Paper::A4;
    if (name == "letter") return reports::Paper::Letter;
    if (name == "a3") return reports::Paper::A3;
    throw UserError("paper '" + std::string(name) + "' is not a4, letter or a3");
}

}  // namespace tachanka::core
