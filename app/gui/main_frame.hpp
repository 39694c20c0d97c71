#pragma once
// The main window: menus, the campaign tree on the left, a notebook of pages on the right
// (overview, units, officers, ledger, and the pages other parts of the app add), and a status
// bar saying where the campaign stands.

#include <wx/aboutdlg.h>
#include <wx/filehistory.h>
#include <wx/frame.h>
#include <wx/menu.h>
#include <wx/notebook.h>
#include <wx/splitter.h>
#include <wx/timer.h>

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app/core/queries/open_campaign.hpp"
#include "app/core/seats/orders_file.hpp"
#include "app/core/seats/orders_merge.hpp"
#include "app/core/seats/side_files.hpp"
#include "app/gui/campaign_window.hpp"
#include "app/gui/preferences_dialog.hpp"

namespace tachanka::gui {

class CampaignActions;
class CampaignTree;
class LedgerPage;
class MapPage;
class OfficersPage;
class OverviewPanel;
class UnitsPage;
struct TreeTarget;

class MainFrame : public wxFrame, public CampaignWindow {
public:
    // `headless`: errors go to stderr, never to a modal dialog (tests, --screenshot).
    explicit MainFrame(bool headless = false);
    ~MainFrame() override;

    wxFrame& frame() override { return *this; }
    std::optional<std::filesystem::path> campaignFile() const override { return file_; }
    void openCampaign(const std::filesystem::path& file) override;
    void campaignChanged() override;
    bool changedOnDisk() override;
    bool sideFileOpen() const override { return campaign_ && campaign_->sideFile(); }
    std::optional<core::HistoryMark> historyShown() const override;
    // Reads the campaign again when another program wrote to it: what the window's timer
    // runs every second (tests run it at once).
    void noticeChangesOnDisk();
    void reportError(const std::string& message) override;
    // The commands that change the campaign (tests script their dialogs).
    CampaignActions& actions() { return *actions_; }
    // Help → About: the version, and the rule systems of the registry.
    static wxAboutDialogInfo aboutInfo();

    // A page of another part of the app (the turn panel): placed after the Overview and the
    // pages added before it; `refresh` runs when it is added to an open campaign, and after
    // the campaign is opened or changes, once the page is in front or asked for.
    void addPage(wxWindow* page, const wxString& title, std::function<void()> refresh = {});
    void bringUpToDate(wxWindow& page) override;
    // Shows the page named `name` (pageNames) or titled so, in any case ("units", "console",
    // "Battle console"); false when there is none.
    bool selectPage(const std::string& name);
    // The pages as --page names them: each tab's title in lower case, the last word of a
    // title of several ("overview", "units", "console" for the Battle console, ...).
    std::vector<std::string> pageNames() const;
    wxNotebook& notebook() { return *notebook_; }

    // The file commands without their file dialogs, as the menus run them.
    void importXml(const std::filesystem::path& xml, const std::filesystem::path& newFile);
    void exportXml(const std::filesystem::path& output);
    void applyPreferences(const std::string& paper, const std::vector<SettingChange>& settings,
                          const std::string& reason);
    // File → Seats without their dialogs (main_frame_seats.cpp).
    core::SideFileExport exportSideFile(const std::string& side,
                                        const std::filesystem::path& output);
    core::WrittenOrders writeOrders(const std::optional<std::string>& seat,
                                    const std::filesystem::path& output);
    core::MergeReport mergeOrders(const std::filesystem::path& orders);

    CampaignTree& tree() { return *tree_; }
    wxSplitterWindow& splitter() { return *splitter_; }
    // Each page as the campaign now stands.
    OverviewPanel& overview();
    UnitsPage& units();
    OfficersPage& officers();
    LedgerPage& ledger();
    MapPage& map();

private:
    // A page of the notebook, how it reads the campaign, and whether the campaign changed
    // since it last did.
    struct Page {
        wxWindow* page;
        std::function<void()> refresh;
        bool stale = false;
    };

    void buildMenus();
    void showCampaign();
    void onTreeChoice(const TreeTarget& target);
    void showPage(wxWindow* page);
    void onNew();
    void onOpen();
    void onOpenRecent(wxCommandEvent& event);
    void onImport();
    void onExport();
    void onPreferences();
    void onAbout();
    void appendSeatsMenu(wxMenu& file);
    void onExportSideFile();
    void onWriteOrders();
    void onMergeOrders();
    void onVerifyLedger();

    bool headless_;
    std::optional<std::filesystem::path> file_;
    // The campaign open for the window's life: one connection the pages read through.
    std::optional<core::OpenCampaign> campaign_;
    wxTimer diskPoll_;
    std::unique_ptr<wxFileHistory> recent_;
    CampaignTree* tree_ = nullptr;
    wxSplitterWindow* splitter_ = nullptr;
    wxNotebook* notebook_ = nullptr;
    OverviewPanel* overview_ = nullptr;
    UnitsPage* units_ = nullptr;
    OfficersPage* officers_ = nullptr;
    LedgerPage* ledger_ = nullptr;
    MapPage* map_ = nullptr;
    std::size_t addedPages_ = 0;
    std::vector<Page> pages_;
    std::unique_ptr<CampaignActions> actions_;  // Edit, Turn, Officers, Tools, Print
};

}  // namespace tachanka::gui
