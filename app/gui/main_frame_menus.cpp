// The main window's menus and the file commands behind them: new, open, recent, import and
// export XML, preferences, quit, about.

#include <wx/aboutdlg.h>
#include <wx/config.h>
#include <wx/filedlg.h>
#include <wx/progdlg.h>
#include <wx/utils.h>

#include "app/core/campaign/campaign_service.hpp"
#include "app/core/exchange/campaign_xml.hpp"
#include "app/core/campaign/overrides.hpp"
#include "app/core/common/version.hpp"
#include "app/core/rule_systems.hpp"
#include "app/gui/actions/campaign_actions.hpp"
#include "app/gui/file_dialogs.hpp"
#include "app/gui/main_frame.hpp"
#include "app/gui/new_campaign_dialog.hpp"
#include "app/gui/preferences.hpp"
#include "app/gui/report_errors.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

const wxString xmlWildcard = "Campaign XML (*.xml)|*.xml|All files (*)|*";

}  // namespace

// File first and Help last, the menus of the campaign's actions between them; the print
// documents in File → Print.
void MainFrame::buildMenus() {
    auto* file = new wxMenu;
    file->Append(wxID_NEW, utf8("&New Campaign…\tCtrl+N"),
                 "Start a campaign from a scenario");
    file->Append(wxID_OPEN, utf8("&Open…\tCtrl+O"), "Open a campaign file");
    auto* recentMenu = new wxMenu;
    file->AppendSubMenu(recentMenu, "Open &Recent", "Open a campaign opened before");
    file->AppendSeparator();
    const int importId = file->Append(wxID_ANY, utf8("&Import XML…\tCtrl+I"),
                                      "Create a campaign from an XML export")
                             ->GetId();
    const int exportId = file->Append(wxID_ANY, utf8("&Export XML…\tCtrl+E"),
                                      "Write the campaign as one XML file")
                             ->GetId();
    appendSeatsMenu(*file);
    file->AppendSeparator();
    auto* print = new wxMenu;
    actions_->fillPrintMenu(*print);
    file->AppendSubMenu(print, "&Print", "Print a document of the campaign to PDF");
    file->AppendSeparator();
    file->Append(wxID_PREFERENCES, utf8("Pre&ferences…\tCtrl+,"),
                 "Paper size, and the campaign's optional rules");
    file->AppendSeparator();
    file->Append(wxID_EXIT, "&Quit\tCtrl+Q");
    auto* help = new wxMenu;
    help->Append(wxID_ABOUT, "&About Tachanka\tF1");

    auto* bar = new wxMenuBar;
    bar->Append(file, "&File");
    actions_->appendMenus(*bar);  // Edit, Turn, Officers, Tools
    bar->Append(help, "&Help");
    SetMenuBar(bar);

    recent_->UseMenu(recentMenu);
    recent_->Load(*wxConfig::Get());

    Bind(wxEVT_MENU, [this](wxCommandEvent&) { onNew(); }, wxID_NEW);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { onOpen(); }, wxID_OPEN);
    Bind(wxEVT_MENU, &MainFrame::onOpenRecent, this, wxID_FILE1, wxID_FILE9);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { onImport(); }, importId);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { onExport(); }, exportId);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { onPreferences(); }, wxID_PREFERENCES);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { Close(); }, wxID_EXIT);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { onAbout(); }, wxID_ABOUT);
    // A command that needs a campaign is greyed out until one is open.
    Bind(wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& event) { event.Enable(file_.has_value()); },
         exportId);
}

void MainFrame::onNew() {
    reportingErrors(*this, [&] {
        NewCampaignDialog dialog(this, core::listScenarios());
        if (dialog.ShowModal() != wxID_OK) return;
        wxFileDialog save(this, "Save the new campaign as", "", dialog.suggestedFileName(),
                          campaignWildcard, wxFD_SAVE);
        if (save.ShowModal() != wxID_OK) return;
        auto request = dialog.request();
        request.file = chosenPath(save);
        {
            wxBusyCursor busy;
            core::createCampaign(request);
        }
        openCampaign(request.file);
    });
}

void MainFrame::onOpen() {
    wxFileDialog open(this, "Open a campaign", "", "", campaignWildcard,
                      wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (open.ShowModal() != wxID_OK) return;
    reportingErrors(*this, [&] { openCampaign(chosenPath(open)); });
}

void MainFrame::onOpenRecent(wxCommandEvent& event) {
    const auto index = static_cast<size_t>(event.GetId() - wxID_FILE1);
    const std::filesystem::path file(recent_->GetHistoryFile(index).utf8_string());
    reportingErrors(*this, [&] {
        if (!std::filesystem::exists(file)) {
            // Moved or deleted since: it has no place among the recent files any more.
            recent_->RemoveFileFromHistory(index);
            throw core::UserError("'" + file.string() + "' is no longer there");
        }
        openCampaign(file);
    });
}

void MainFrame::onImport() {
    wxFileDialog open(this, "Import a campaign from XML", "", "", xmlWildcard,
                      wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (open.ShowModal() != wxID_OK) return;
    const auto xml = chosenPath(open);
    // The new campaign is a file of its own: never written over an existing one.
    wxFileDialog save(this, "Save the imported campaign as", "",
                      utf8(xml.stem().string() + ".tachanka"), campaignWildcard, wxFD_SAVE);
    if (save.ShowModal() != wxID_OK) return;
    reportingErrors(*this, [&] { importXml(xml, chosenPath(save)); });
}

void MainFrame::importXml(const std::filesystem::path& xml, const std::filesystem::path& newFile) {
    wxProgressDialog progress("Import XML", utf8("Reading " + xml.filename().string() + "…"),
                              2, this, wxPD_APP_MODAL | wxPD_AUTO_HIDE);
    wxBusyCursor busy;
    core::importCampaign(xml, newFile);
    progress.Update(1, utf8("Opening " + newFile.filename().string() + "…"));
    openCampaign(newFile);
    progress.Update(2);
}

void MainFrame::onExport() {
    if (!file_) return;
    wxFileDialog save(this, "Export the campaign as XML", "",
                      utf8(file_->stem().string() + ".xml"), xmlWildcard,
                      wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (save.ShowModal() != wxID_OK) return;
    reportingErrors(*this, [&] { exportXml(chosenPath(save)); });
}

void MainFrame::exportXml(const std::filesystem::path& output) {
    if (!file_) throw core::UserError("no campaign is open to export");
    wxBusyCursor busy;
    core::exportCampaign(*file_, output);
    SetStatusText(utf8("Exported to " + output.string()), 1);
}

void MainFrame::onPreferences() {
    reportingErrors(*this, [&] {
        PreferencesDialog dialog(this, campaign_ ? &campaign_->campaign() : nullptr);
        if (dialog.ShowModal() != wxID_OK) return;
        applyPreferences(dialog.paper(), dialog.settingChanges(), dialog.reason());
    });
}

// The paper is the user's; each setting changed is the campaign's, changed through the core
// like any GM override so the ledger keeps it with its reason.
void MainFrame::applyPreferences(const std::string& paper,
                                 const std::vector<SettingChange>& settings,
                                 const std::string& reason) {
    setPreferredPaper(paper);
    if (settings.empty()) return;
    if (!file_) throw core::UserError("no campaign is open to change the settings of");
    for (const auto& change : settings) {
        core::overrideValue(*file_,
                            {"setting", change.setting, std::nullopt, "value", change.value, reason});
    }
    campaignChanged();
}

void MainFrame::onAbout() { wxAboutBox(aboutInfo(), this); }

wxAboutDialogInfo MainFrame::aboutInfo() {
    wxAboutDialogInfo info;
    info.SetName("Tachanka");
    info.SetVersion(wxString::FromUTF8(std::string(core::version())));
    info.SetDescription(wxString::FromUTF8(core::aboutText()));
    return info;
}

}  // namespace tachanka::gui
