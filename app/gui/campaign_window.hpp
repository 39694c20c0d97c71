#pragma once
// What every action, dialog and page needs from the main window, and nothing more: the open
// campaign, a way to say it changed, and one place errors are shown. Actions never reach into
// the frame's widgets, so they can be driven the same way from the menus and from tests.

#include <wx/frame.h>

#include <filesystem>
#include <optional>
#include <string>

#include "app/core/campaign/campaign_action.hpp"

namespace tachanka::gui {

class CampaignWindow {
public:
    virtual ~CampaignWindow() = default;

    virtual wxFrame& frame() = 0;
    // The campaign being shown; none before one is opened.
    virtual std::optional<std::filesystem::path> campaignFile() const = 0;
    // Opens `file` in the window; throws core::UserError when it cannot be opened.
    virtual void openCampaign(const std::filesystem::path& file) = 0;
    // An action wrote to the campaign: the tree and the page in front read it again, every
    // other page once it is shown or brought up to date.
    virtual void campaignChanged() = 0;
    // Reads the campaign again into `page` (one of the window's) if it changed since the page
    // last did: what a command that works on a page out of sight asks first.
    virtual void bringUpToDate(wxWindow& page) = 0;
    // Whether another connection (the CLI, or a command of this window) committed to the
    // campaign's file since the window last read it; cheap enough for a timer, so that the
    // window need not ask the file's history on every poll and activation.
    virtual bool changedOnDisk() = 0;
    // Where the campaign's history stood when the window last read what it shows; none before
    // a campaign is open.
    virtual std::optional<core::HistoryMark> historyShown() const = 0;
    // Whether the campaign open is a side's file (issue 47): the umpire's commands are not
    // offered there.
    virtual bool sideFileOpen() const = 0;
    // One line for the user: a message box, or stderr when running headless (tests,
    // --screenshot), where a modal dialog would hang.
    virtual void reportError(const std::string& message) = 0;
};

}  // namespace tachanka::gui
