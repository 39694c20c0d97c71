#include "app/gui/main_frame.hpp"

#include <wx/config.h>
#include <wx/display.h>
#include <wx/msgdlg.h>
#include <wx/splitter.h>
#include <wx/statusbr.h>
#include <wx/utils.h>
#include <wx/wupdlock.h>

#include <algorithm>
#include <iostream>

#include "app/core/battles/battles.hpp"
#include "app/core/campaign/campaign_service.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/officers/officer_actions.hpp"
#include "app/gui/actions/campaign_actions.hpp"
#include "app/gui/actions/turn_panel.hpp"
#include "app/gui/battles/battle_actions.hpp"
#include "app/gui/battles/battle_console.hpp"
#include "app/gui/battles/battles_page.hpp"
#include "app/gui/app_icon.hpp"
#include "app/gui/campaign_tree.hpp"
#include "app/gui/ledger_page.hpp"
#include "app/gui/map/map_page.hpp"
#include "app/gui/officers_page.hpp"
#include "app/gui/overview_panel.hpp"
#include "app/gui/preferences.hpp"
#include "app/gui/report_errors.hpp"
#include "app/gui/units_page.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {
namespace {

// The size the user left the window at, cut to the screen's work area so the status bar and
// the window's bottom edge stay on a small screen (1280×800 laptops).
wxSize initialFrameSize(const WindowPlace& place) {
    const int display = wxDisplay::GetFromPoint(wxPoint(0, 0));
    const wxRect workArea =
        wxDisplay(display == wxNOT_FOUND ? 0u : unsigned(display)).GetClientArea();
    return wxSize(std::min(place.width, workArea.GetWidth()),
                  std::min(place.height, workArea.GetHeight()));
}

// The narrowest a pane of the window may be: the tree, or the pages beside it.
constexpr int minimumPaneWidth = 160;

}  // namespace

MainFrame::MainFrame(bool headless)
    : wxFrame(nullptr, wxID_ANY, "Tachanka", wxDefaultPosition,
              initialFrameSize(rememberedWindowPlace())),
      headless_(headless),
      recent_(std::make_unique<wxFileHistory>()),
      actions_(std::make_unique<CampaignActions>(*this)) {
    buildMenus();
    splitter_ = new wxSplitterWindow(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                                     wxSP_LIVE_UPDATE | wxSP_3D);
    tree_ = new CampaignTree(splitter_);
    notebook_ = new wxNotebook(splitter_, wxID_ANY);
    notebook_->SetName("pages");
    overview_ = new OverviewPanel(notebook_, *this);
    units_ = new UnitsPage(notebook_, *this);
    officers_ = new OfficersPage(notebook_, *this);
    ledger_ = new LedgerPage(notebook_, *this);
    notebook_->AddPage(overview_, "Overview");
    notebook_->AddPage(units_, "Units");
    notebook_->AddPage(officers_, "Officers");
    notebook_->AddPage(ledger_, "Ledger");
    pages_.push_back({overview_, [this] { overview_->show(*campaign_); }});
    pages_.push_back({units_, [this] { units_->show(*file_, campaign_->campaign()); }});
    pages_.push_back({officers_, [this] { officers_->show(*file_, campaign_->campaign()); }});
    pages_.push_back({ledger_, [this] { ledger_->show(*campaign_); }});
    notebook_->Bind(wxEVT_NOTEBOOK_PAGE_CHANGED, [this](wxBookCtrlEvent& event) {
        event.Skip();
        if (event.GetSelection() != wxNOT_FOUND) {
            bringUpToDate(*notebook_->GetPage(static_cast<std::size_t>(event.GetSelection())));
        }
    });
    TurnPanel* turn = actions_->createTurnPage(notebook_);
    addPage(turn, "Turn", [turn] { turn->refresh(); });
    // Battles are planned from the units selected on the Units page (the tree selects there).
    BattleActions& battles = actions_->battles();
    BattlesPage* battlesPage = battles.createPage(notebook_);
    addPage(battlesPage, "Battles",
            [this, battlesPage] { battlesPage->show(*file_, campaign_->campaign()); });
    BattleConsolePage* console = battles.createConsolePage(notebook_);
    addPage(console, "Battle console", [this, console] { console->showCampaign(*file_); });
    map_ = new MapPage(notebook_, *actions_);
    addPage(map_, "Map", [this] { map_->show(*file_); });
    // The map's picks show in the tree without taking the user away from the map.
    map_->onUnitPicked([this](const std::string& side, const std::string& code) {
        tree_->mark({TreeTarget::Kind::Unit, side, code, 0});
    });
    // On the Map page, the counters picked there are the selection a battle is planned from.
    battles.setSelectedUnits([this] {
        return notebook_->GetCurrentPage() == map_ ? map_->selectedCodes()
                                                   : units_->selectedCodes();
    });
    const auto place = rememberedWindowPlace();
    splitter_->SplitVertically(
        tree_, notebook_,
        std::clamp(place.treeWidth, minimumPaneWidth, GetClientSize().GetWidth() - minimumPaneWidth));
    splitter_->SetMinimumPaneSize(minimumPaneWidth);
    if (place.maximized) Maximize();
    tree_->onChoose([this](const TreeTarget& target) { onTreeChoice(target); });
    CreateStatusBar(2);
    SetStatusText("No campaign open");
    SetIcons(appIcons());
    Centre();
    // A second is soon enough to see what the CLI did, and a poll costs no read of the file.
    constexpr int pollMilliseconds = 1000;
    diskPoll_.Bind(wxEVT_TIMER, [this](wxTimerEvent&) { noticeChangesOnDisk(); });
    diskPoll_.Start(pollMilliseconds);
}

MainFrame::~MainFrame() {
    diskPoll_.Stop();
    // Kept as the user left it; a maximised window keeps the size it last had unmaximised.
    auto place = rememberedWindowPlace();
    if (!IsMaximized()) {
        place.width = GetSize().GetWidth();
        place.height = GetSize().GetHeight();
    }
    place.treeWidth = splitter_->GetSashPosition();
    place.maximized = IsMaximized();
    rememberWindowPlace(place);
    recent_->Save(*wxConfig::Get());
}

void MainFrame::openCampaign(const std::filesystem::path& file) {
    wxBusyCursor busy;
    // Opened first: a file that cannot be read leaves the window on the campaign it showed.
    core::OpenCampaign opened(file);
    campaign_.reset();
    campaign_.emplace(std::move(opened));
    file_ = file;
    showCampaign();
    recent_->AddFileToHistory(utf8(std::filesystem::absolute(file).string()));
}

// The tree, the title, the status bar, the Undo item and the page in front read the campaign
// again; every other page does when it is next shown or asked for, so that an action costs
// what the user can see of it, not every page of a long campaign. A page that cannot read it
// says so in one line and the others still show.
void MainFrame::showCampaign() {
    const wxWindowUpdateLocker drawnOnce(this);
    const auto& campaign = campaign_->campaign();
    const auto& file = *file_;
    reportingErrors(*this, [&] {
        tree_->show(campaign, core::listOfficers(*campaign_), core::listBattles(*campaign_));
    });
    actions_->refresh();
    for (auto& page : pages_) page.stale = true;
    if (wxWindow* front = notebook_->GetCurrentPage()) bringUpToDate(*front);
    // A side's file shows that side's view only, and says so wherever the window names it.
    const auto& side = campaign_->sideFile();
    const std::string whose = side ? " — the " + *side + "' file" : "";
    SetTitle(utf8(campaign.name + " — " + file.filename().string() + whose + " — Tachanka"));
    SetStatusText(utf8((side ? "The " + *side + "' file (send orders: seat orders) · " : "") +
                       campaign.turnLine()),
                  0);
    SetStatusText(utf8(std::filesystem::absolute(file).string()), 1);
}

void MainFrame::campaignChanged() {
    if (!file_) return;
    reportingErrors(*this, [&] {
        wxBusyCursor busy;
        campaign_->reload();
        showCampaign();
    });
}

bool MainFrame::changedOnDisk() { return campaign_ && campaign_->changedOnDisk(); }

std::optional<core::HistoryMark> MainFrame::historyShown() const {
    if (!campaign_) return std::nullopt;
    return campaign_->history();
}

void MainFrame::noticeChangesOnDisk() {
    try {
        if (!changedOnDisk()) return;
        // A commit that recorded no action (none is known to) leaves nothing new to show.
        if (!actions_->changedElsewhere()) campaign_->reload();
    } catch (const core::UserError&) {
        // As on activation: a file that cannot be read is reported when a command needs it,
        // not by a message box a timer would raise every second.
    }
}

void MainFrame::reportError(const std::string& message) {
    if (headless_) {
        std::cerr << "tachanka: " << message << '\n';
    } else {
        wxMessageBox(utf8(message), "Tachanka", wxOK | wxICON_ERROR, this);
    }
}

void MainFrame::addPage(wxWindow* page, const wxString& title, std::function<void()> refresh) {
    notebook_->InsertPage(1 + addedPages_++, page, title);
    if (refresh) {
        pages_.push_back({page, refresh});
        if (file_) reportingErrors(*this, refresh);
    }
}

void MainFrame::bringUpToDate(wxWindow& page) {
    for (auto& each : pages_) {
        if (each.page != &page || !each.stale) continue;
        // Cleared first: a page whose refresh asks for itself again is not read twice.
        each.stale = false;
        if (file_) reportingErrors(*this, each.refresh);
    }
}

namespace {

template <typename P>
P& upToDate(MainFrame& frame, P* page) {
    frame.bringUpToDate(*page);
    return *page;
}

}  // namespace

OverviewPanel& MainFrame::overview() { return upToDate(*this, overview_); }
UnitsPage& MainFrame::units() { return upToDate(*this, units_); }
OfficersPage& MainFrame::officers() { return upToDate(*this, officers_); }
LedgerPage& MainFrame::ledger() { return upToDate(*this, ledger_); }
MapPage& MainFrame::map() { return upToDate(*this, map_); }

std::vector<std::string> MainFrame::pageNames() const {
    std::vector<std::string> names;
    for (std::size_t i = 0; i < notebook_->GetPageCount(); ++i) {
        names.push_back(notebook_->GetPageText(i).Lower().AfterLast(' ').utf8_string());
    }
    return names;
}

bool MainFrame::selectPage(const std::string& name) {
    const auto names = pageNames();
    const wxString wanted = utf8(name).Lower();
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (utf8(names[i]) == wanted || notebook_->GetPageText(i).Lower() == wanted) {
            notebook_->SetSelection(i);
            bringUpToDate(*notebook_->GetPage(i));
            return true;
        }
    }
    return false;
}

void MainFrame::showPage(wxWindow* page) {
    const int index = notebook_->FindPage(page);
    if (index != wxNOT_FOUND) notebook_->SetSelection(static_cast<std::size_t>(index));
    bringUpToDate(*page);
}

// What the user picked in the tree, shown on the page that lists it.
void MainFrame::onTreeChoice(const TreeTarget& target) {
    reportingErrors(*this, [&] {
        switch (target.kind) {
            case TreeTarget::Kind::Unit:
                showPage(units_);
                units_->selectUnit(target.side, target.name);
                break;
            case TreeTarget::Kind::Formation:
            case TreeTarget::Kind::Side:
                showPage(units_);
                units_->showFormation(target.side, target.name);
                break;
            case TreeTarget::Kind::Officer:
                showPage(officers_);
                officers_->selectOfficer(target.id);
                break;
            case TreeTarget::Kind::Day:
                showPage(ledger_);
                ledger_->showDay(target.name);
                break;
            case TreeTarget::Kind::BattleDay:
                selectPage("battles");
                actions_->battles().page()->showDay(target.name);
                break;
            case TreeTarget::Kind::Battle:
                selectPage("battles");
                actions_->battles().page()->selectBattle(target.id);
                break;
            case TreeTarget::Kind::Other:
                break;
        }
    });
}

}  // namespace tachanka::gui
