#pragma once
// The desktop application: parses its command line, opens the campaign (the one named, or
// the default) on the page asked for, and in --screenshot mode saves a picture of its window
// and exits.

#include <wx/app.h>
#include <wx/cmdline.h>

#include <filesystem>
#include <optional>
#include <string>

namespace tachanka::gui {

// What --help and --version print, or nothing when the window is to open.
std::optional<std::string> answerWithoutWindow(int argc, char** argv);

class GuiApp : public wxApp {
public:
    bool OnInit() override;
    void OnInitCmdLine(wxCmdLineParser& parser) override;
    bool OnCmdLineParsed(wxCmdLineParser& parser) override;
    int OnRun() override;
    // The last line of defence: every handler reports its own errors, but one that slips
    // through is logged and the window stays open rather than the program ending.
    bool OnExceptionInMainLoop() override;

private:
    bool failed_ = false;
    std::optional<std::filesystem::path> campaignFile_;
    std::optional<std::filesystem::path> screenshotFile_;
    std::optional<std::string> page_;  // the notebook page to show first
};

}  // namespace tachanka::gui
