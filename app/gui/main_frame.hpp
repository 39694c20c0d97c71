#pragma once
// The main window: menus, the campaign tree on the left, the overview on the right, and a
// status bar saying where the campaign stands.

#include <wx/filehistory.h>
#include <wx/frame.h>

#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "app/gui/campaign_window.hpp"

namespace tachanka::gui {

class CampaignActions;  // gui-actions
class CampaignTree;
class OverviewPanel;

class MainFrame : public wxFrame, public CampaignWindow {
public:
    // `headless`: errors go to stderr, never to a modal dialog (tests, --screenshot).
    explicit MainFrame(bool headless = false);
    ~MainFrame() override;

    wxFrame& frame() override { return *this; }
    std::optional<std::filesystem::path> campaignFile() const override { return file_; }
    void openCampaign(const std::filesystem::path& file) override;
    void campaignChanged() override;
    void reportError(const std::string& message) override;
    CampaignActions& actions() { return *actions_; }  // gui-actions: tests script its dialogs

private:
    void buildMenus();
    void onNew(wxCommandEvent&);
    void onOpen(wxCommandEvent&);
    void onOpenRecent(wxCommandEvent& event);
    void onAbout(wxCommandEvent&);
    void openReportingErrors(const std::filesystem::path& file);

    bool headless_;
    std::optional<std::filesystem::path> file_;
    std::unique_ptr<wxFileHistory> recent_;
    CampaignTree* tree_ = nullptr;
    OverviewPanel* overview_ = nullptr;
    std::unique_ptr<CampaignActions> actions_;  // gui-actions: Edit, Turn, Officers, Tools, Print
};

}  // namespace tachanka::gui
