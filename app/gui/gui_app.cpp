#include "app/gui/gui_app.hpp"

#include <wx/filename.h>
#include <wx/log.h>
#include <wx/stdpaths.h>
#include <wx/timer.h>

#include <exception>
#include <iostream>
#include <string>

#include "app/core/common/version.hpp"

#include "app/core/campaign/campaign_service.hpp"
#include "app/core/common/output_file.hpp"
#include "app/core/common/user_error.hpp"
#include "app/gui/main_frame.hpp"
#include "app/gui/screenshot.hpp"

namespace tachanka::gui {
namespace {

// Long enough for GTK to lay out and paint the frame under Xvfb before it is captured.
constexpr int screenshotDelayMs = 800;

// The app's own options, for the parser the app runs and for the help printed without it.
void describeOptions(wxCmdLineParser& parser) {
    parser.SetLogo(
        "Tachanka: the desktop campaign manager for Russian Civil War wargames. Opens FILE, a "
        "campaign (.tachanka), or the default campaign, created on first run; "
        "'tachanka-cli --help' for the command line.\n");
    parser.AddOption("", "screenshot", "save a PNG of the main window after start-up, then exit",
                     wxCMD_LINE_VAL_STRING);
    parser.AddOption("", "page",
                     "the page to show: overview, turn, battles, console (the battle "
                     "console), map, units, officers, ledger",
                     wxCMD_LINE_VAL_STRING);
    parser.AddParam("FILE", wxCMD_LINE_VAL_STRING, wxCMD_LINE_PARAM_OPTIONAL);
}

}  // namespace

std::optional<std::string> answerWithoutWindow(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string word = argv[i];
        if (word == "--") break;
        if (word == "--version") return "tachanka " + std::string(core::version()) + "\n";
        if (word == "--help" || word == "-h") {
            wxCmdLineParser parser(argc, argv);
            parser.AddSwitch("h", "help", "show this help and exit");
            parser.AddSwitch("", "version", "show the version and exit");
            describeOptions(parser);
            return parser.GetUsageString().utf8_string();
        }
    }
    return std::nullopt;
}

void GuiApp::OnInitCmdLine(wxCmdLineParser& parser) {
    wxApp::OnInitCmdLine(parser);
    describeOptions(parser);
}

bool GuiApp::OnCmdLineParsed(wxCmdLineParser& parser) {
    if (!wxApp::OnCmdLineParsed(parser)) return false;
    wxString value;
    if (parser.Found("screenshot", &value)) {
        screenshotFile_ = std::filesystem::path(value.utf8_string());
        // A modal error dialog would hang a headless run: errors go to stderr instead.
        delete wxLog::SetActiveTarget(new wxLogStderr);
        wxLog::DontCreateOnDemand();
    }
    if (parser.Found("page", &value)) page_ = value.utf8_string();
    if (parser.GetParamCount() > 0) {
        campaignFile_ = std::filesystem::path(parser.GetParam(0).utf8_string());
    }
    return true;
}

bool GuiApp::OnInit() {
    if (!wxApp::OnInit()) return false;
    SetAppName("tachanka");
    SetAppDisplayName("Tachanka");
    // Preferences and the recent-files list live where the desktop expects them
    // ($XDG_CONFIG_HOME), not in a dot-file in the home folder.
    wxStandardPaths::Get().SetFileLayout(wxStandardPaths::FileLayout_XDG);
    // wxFileConfig writes nothing when the folder is missing (a fresh $XDG_CONFIG_HOME).
    wxFileName::Mkdir(wxStandardPaths::Get().GetUserConfigDir(), wxS_DIR_DEFAULT,
                      wxPATH_MKDIR_FULL);

    auto* frame = new MainFrame(screenshotFile_.has_value());
    frame->Show();
    try {
        frame->openCampaign(campaignFile_ ? *campaignFile_ : core::openDefaultCampaign());
    } catch (const core::UserError& error) {
        wxLogError("%s", wxString::FromUTF8(error.what()));
        if (screenshotFile_) return false;
    }
    if (page_ && !frame->selectPage(*page_)) {
        std::string pages;
        for (const auto& name : frame->pageNames()) pages += (pages.empty() ? "" : ", ") + name;
        wxLogError("%s", wxString::FromUTF8("no page '" + *page_ + "' (pages: " + pages + ")"));
        if (screenshotFile_) return false;
    }

    if (screenshotFile_) {
        auto* timer = new wxTimer(frame);
        frame->Bind(wxEVT_TIMER, [this, frame](wxTimerEvent&) {
            failed_ = !saveWindowScreenshot(*frame, *screenshotFile_);
            if (failed_) wxLogError("cannot save a screenshot to %s", screenshotFile_->string());
            frame->Close(true);
        });
        timer->StartOnce(screenshotDelayMs);
    }
    return true;
}

bool GuiApp::OnExceptionInMainLoop() {
    try {
        throw;
    } catch (const std::exception& error) {
        wxLogError("%s", wxString::FromUTF8(error.what()));
    } catch (...) {
        wxLogError("an unknown error");
    }
    return true;
}

int GuiApp::OnRun() {
    const int code = wxApp::OnRun();
    return failed_ ? 1 : code;
}

}  // namespace tachanka::gui

wxIMPLEMENT_APP_NO_MAIN(tachanka::gui::GuiApp);

// --help and --version need no display: answered before GTK starts, so they work over ssh
// and for help2man, which makes the man page from them.
int main(int argc, char** argv) {
    tachanka::core::reportWritesPastTheFileSizeLimit();
    if (const auto answer = tachanka::gui::answerWithoutWindow(argc, argv)) {
        std::cout << *answer;
        return 0;
    }
    return wxEntry(argc, argv);
}
