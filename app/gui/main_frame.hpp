#pragma once
// The main window: menus, the campaign tree on the left, the overview on the right, and a
// status bar saying where the campaign stands.

#include <wx/filehistory.h>
#include <wx/frame.h>

#include <filesystem>
#include <memory>

namespace tachanka::gui {

class CampaignTree;
class OverviewPanel;

class MainFrame : public wxFrame {
public:
    MainFrame();
    ~MainFrame() override;

    // Shows the campaign in `file`; throws core::UserError when it cannot be opened.
    void openCampaign(const std::filesystem::path& file);

private:
    void buildMenus();
    void onNew(wxCommandEvent&);
    void onOpen(wxCommandEvent&);
    void onOpenRecent(wxCommandEvent& event);
    void onAbout(wxCommandEvent&);
    void openReportingErrors(const std::filesystem::path& file);

    std::unique_ptr<wxFileHistory> recent_;
    CampaignTree* tree_ = nullptr;
    OverviewPanel* overview_ = nullptr;
};

}  // namespace tachanka::gui
