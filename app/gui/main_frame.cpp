#include "app/gui/main_frame.hpp"

#include <iostream>

#include <wx/aboutdlg.h>
#include <wx/config.h>
#include <wx/filedlg.h>
#include <wx/msgdlg.h>
#include <wx/menu.h>
#include <wx/notebook.h>  // gui-actions
#include <wx/splitter.h>
#include <wx/statusbr.h>

#include "app/core/campaign_service.hpp"
#include "app/core/user_error.hpp"
#include "app/core/version.hpp"
#include "app/gui/actions/campaign_actions.hpp"  // gui-actions
#include "app/gui/actions/turn_panel.hpp"        // gui-actions
#include "app/gui/campaign_tree.hpp"
#include "app/gui/new_campaign_dialog.hpp"
#include "app/gui/overview_panel.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

const wxString campaignWildcard = "Tachanka campaigns (*.tachanka)|*.tachanka|All files (*)|*";

}  // namespace

MainFrame::MainFrame(bool headless)
    : wxFrame(nullptr, wxID_ANY, "Tachanka", wxDefaultPosition, wxSize(1200, 720)),
      headless_(headless),
      recent_(std::make_unique<wxFileHistory>()),
      actions_(std::make_unique<CampaignActions>(*this)) {  // gui-actions
    buildMenus();
    auto* splitter = new wxSplitterWindow(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                          wxSP_LIVE_UPDATE | wxSP_3D);
    tree_ = new CampaignTree(splitter);
    auto* notebook = new wxNotebook(splitter, wxID_ANY);     // gui-actions
    overview_ = new OverviewPanel(notebook);                 // gui-actions
    notebook->AddPage(overview_, "Overview");                // gui-actions
    notebook->AddPage(actions_->createTurnPage(notebook), "Turn");  // gui-actions
    splitter->SplitVertically(tree_, notebook, 520);         // gui-actions
    splitter->SetMinimumPaneSize(160);
    CreateStatusBar(2);
    SetStatusText("No campaign open");
}

MainFrame::~MainFrame() {
    recent_->Save(*wxConfig::Get());
}

void MainFrame::buildMenus() {
    auto* file = new wxMenu;
    file->Append(wxID_NEW, "&New Campaign…\tCtrl+N", "Start a campaign from a scenario");
    file->Append(wxID_OPEN, "&Open…\tCtrl+O", "Open a campaign file");
    auto* recentMenu = new wxMenu;
    file->AppendSubMenu(recentMenu, "Open &Recent");
    file->AppendSeparator();
    auto* print = new wxMenu;                   // gui-actions
    actions_->fillPrintMenu(*print);            // gui-actions
    file->AppendSubMenu(print, "&Print");       // gui-actions
    file->AppendSeparator();                    // gui-actions
    file->Append(wxID_EXIT, "&Quit\tCtrl+Q");
    auto* help = new wxMenu;
    help->Append(wxID_ABOUT, "&About Tachanka\tF1");

    auto* bar = new wxMenuBar;
    bar->Append(file, "&File");
    actions_->appendMenus(*bar);  // gui-actions
    bar->Append(help, "&Help");
    SetMenuBar(bar);

    recent_->UseMenu(recentMenu);
    recent_->Load(*wxConfig::Get());

    Bind(wxEVT_MENU, &MainFrame::onNew, this, wxID_NEW);
    Bind(wxEVT_MENU, &MainFrame::onOpen, this, wxID_OPEN);
    Bind(wxEVT_MENU, &MainFrame::onOpenRecent, this, wxID_FILE1, wxID_FILE9);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { Close(); }, wxID_EXIT);
    Bind(wxEVT_MENU, &MainFrame::onAbout, this, wxID_ABOUT);
}

void MainFrame::openCampaign(const std::filesystem::path& file) {
    const model::Campaign campaign = core::describeCampaign(file);
    file_ = file;
    tree_->show(campaign);
    overview_->show(campaign, file);
    SetTitle(utf8(campaign.name) + " — Tachanka");
    SetStatusText(utf8(campaign.turnLine()), 0);
    SetStatusText(utf8(file.filename().string()), 1);
    recent_->AddFileToHistory(utf8(std::filesystem::absolute(file).string()));
    actions_->refresh();  // gui-actions: the Undo item and the Turn page
}

void MainFrame::campaignChanged() {
    if (!file_) return;
    try {
        openCampaign(*file_);
    } catch (const core::UserError& error) {
        reportError(error.what());
    }
}

void MainFrame::reportError(const std::string& message) {
    if (headless_) {
        std::cerr << "tachanka: " << message << '\n';
    } else {
        wxMessageBox(utf8(message), "Tachanka", wxOK | wxICON_ERROR, this);
    }
}

void MainFrame::openReportingErrors(const std::filesystem::path& file) {
    try {
        openCampaign(file);
    } catch (const core::UserError& error) {
        reportError(error.what());
    }
}

void MainFrame::onNew(wxCommandEvent&) {
    try {
        NewCampaignDialog dialog(this, core::listScenarios());
        if (dialog.ShowModal() != wxID_OK) return;
        wxFileDialog save(this, "Save the new campaign as", "", dialog.suggestedFileName(),
                          campaignWildcard, wxFD_SAVE);
        if (save.ShowModal() != wxID_OK) return;
        auto request = dialog.request();
        request.file = std::filesystem::path(save.GetPath().utf8_string());
        core::createCampaign(request);
        openCampaign(request.file);
    } catch (const core::UserError& error) {
        reportError(error.what());
    }
}

void MainFrame::onOpen(wxCommandEvent&) {
    wxFileDialog open(this, "Open a campaign", "", "", campaignWildcard,
                      wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (open.ShowModal() != wxID_OK) return;
    openReportingErrors(std::filesystem::path(open.GetPath().utf8_string()));
}

void MainFrame::onOpenRecent(wxCommandEvent& event) {
    const wxString file = recent_->GetHistoryFile(static_cast<size_t>(event.GetId() - wxID_FILE1));
    openReportingErrors(std::filesystem::path(file.utf8_string()));
}

void MainFrame::onAbout(wxCommandEvent&) {
    wxAboutDialogInfo info;
    info.SetName("Tachanka");
    info.SetVersion(wxString::FromUTF8(std::string(core::version())));
    info.SetDescription(
        "Campaign manager and army-list database for Russian Civil War wargames:\n"
        "Orel 1919 operations with Red Actions!, Bullets & Bolsheviks,\n"
        "Red Flags & Iron Crosses and the Actions Table for the battles.");
    wxAboutBox(info, this);
}

}  // namespace tachanka::gui
