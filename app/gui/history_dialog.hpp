#pragma once
// Edit → History (issue 51): every moment the campaign has stood at, one after each action,
// newest first, with its day, phase and bookmarks; the campaign as it stood at the moment
// chosen saved to a file of its own and opened (every page and document reads it), a bookmark
// on the moment the campaign stands at now, and a return to the moment chosen in one action
// that Edit → Undo takes back. Modeless, like the dice roller; each button's work is a method
// the tests call without the dialogs it asks with.

#include <wx/dialog.h>

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "app/core/story/campaign_history.hpp"

namespace tachanka::gui {

class CampaignWindow;
class TableView;

class HistoryDialog : public wxDialog {
public:
    HistoryDialog(wxWindow* parent, CampaignWindow& window);

    // Reads the campaign's history again (the window calls it when the campaign changed).
    void refresh();
    const std::vector<core::HistoryMoment>& moments() const { return moments_; }
    // Chooses the moment after action `actionId`, as a click on its row would.
    void choose(std::int64_t actionId);
    std::optional<core::HistoryMoment> chosen() const;

    // The campaign as it stood at the moment chosen, written to `output` and opened.
    void openAsItStood(const std::filesystem::path& output);
    void bookmark(const std::string& name);
    core::ReturnedCampaign returnToChosen();

private:
    void onOpen();
    void onBookmark();
    void onReturn();

    CampaignWindow& window_;
    TableView* table_ = nullptr;
    std::vector<core::HistoryMoment> moments_;  // newest first, as the table lists them
};

}  // namespace tachanka::gui
