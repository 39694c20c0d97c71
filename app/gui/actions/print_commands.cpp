// File → Print: one item per document of the core's table, so a document added there appears
// here without a change to the GUI.

#include <wx/busyinfo.h>
#include <wx/utils.h>

#include "app/core/battles/battles.hpp"
#include "app/core/campaign/campaign_service.hpp"
#include "app/gui/actions/campaign_actions.hpp"
#include "app/gui/preferences.hpp"
#include "app/gui/report_errors.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {

void CampaignActions::fillPrintMenu(wxMenu& menu) {
    int shortcut = 1;
    for (const core::PrintableDocument& document : core::printableDocuments()) {
        wxString label = utf8(std::string(document.title) + "…");
        // Ctrl+Alt+1 to 9, then 0 for the tenth, as the digits lie on the keyboard.
        if (shortcut <= 10) label += wxString::Format("\tCtrl+Alt+%d", shortcut++ % 10);
        const wxMenuItem* item =
            menu.Append(wxID_ANY, label, utf8("Write the " + std::string(document.title) +
                                              " to a PDF and open it"));
        window_.frame().Bind(
            wxEVT_MENU, [this, &document](wxCommandEvent&) { print(document); }, item->GetId());
    }
}

void CampaignActions::print(const core::PrintableDocument& document,
                            std::optional<std::int64_t> battle) {
    const auto file = window_.campaignFile();
    const std::string title(document.title);
    if (document.needsCampaign && !file) {
        window_.reportError("the " + title + " shows a campaign: open or create one first");
        return;
    }
    gui::reportingErrors(window_, [&] {
        std::optional<model::Campaign> campaign;
        if (file) campaign = core::describeCampaign(*file);
        std::vector<core::BattleView> battles;
        if (file && document.options.battle && !battle) battles = core::listBattles(*file);
        auto request = dialogs_->printRequest(document, campaign ? &*campaign : nullptr, battles,
                                              preferredPaper());
        if (!request) return;
        if (document.needsCampaign) request->campaign = *file;
        if (battle) request->battle = battle;
        {
            wxBusyCursor busy;
            const wxBusyInfo working(utf8("Writing the " + title + "…"), &window_.frame());
            core::printDocument(document.name, *request);
        }
        lastOutcome_ = {"Wrote the " + title + " to " + request->output.string()};
        window_.frame().SetStatusText(utf8(lastOutcome_.front()), 0);
        dialogs_->showDocument(request->output);
    });
}

}  // namespace tachanka::gui
