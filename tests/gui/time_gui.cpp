// How long the desktop app makes its user wait on a campaign (issue 21): the main window
// driven in-process under Xvfb, as the GUI tests drive it, timing each step from the command
// until every event it caused has been handled and the window is idle. Run by
// scripts/time-gui on the long campaign; it prints figures and asserts none (not a test).

#include <wx/app.h>
#include <wx/init.h>
#include <wx/menu.h>
#include <wx/stdpaths.h>

#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <functional>
#include <iostream>
#include <string>

#include "app/core/campaign/campaign_service.hpp"
#include "app/core/campaign/umpire_override.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/officers/officer_actions.hpp"
#include "app/core/recruitment/recruitment_actions.hpp"
#include "app/gui/actions/officer_dialogs.hpp"
#include "app/gui/actions/recruitment_dialogs.hpp"
#include "app/gui/actions/unit_change_dialog.hpp"
#include "app/gui/main_frame.hpp"

namespace {

using namespace tachanka;

// Lets the window handle everything pending: sizing, painting, posted events, idle work.
void settle() {
    for (int round = 0; round < 5; ++round) {
        wxTheApp->ProcessPendingEvents();
        wxTheApp->Yield(true);
        wxTheApp->ProcessIdle();
    }
}

// Runs `step`, lets the window settle, and prints the wall and CPU time it took.
void timed(const std::string& what, const std::function<void()>& step) {
    const auto wallStart = std::chrono::steady_clock::now();
    const std::clock_t cpuStart = std::clock();
    step();
    settle();
    const double wall = std::chrono::duration<double, std::milli>(
                            std::chrono::steady_clock::now() - wallStart)
                            .count();
    const double cpu = 1000.0 * double(std::clock() - cpuStart) / CLOCKS_PER_SEC;
    std::printf("%-46s %9.0f ms wall %9.0f ms CPU\n", what.c_str(), wall, cpu);
    std::fflush(stdout);
}

// The command of the menu bar labelled `label` (without its accelerator), as a click sends it.
void chooseMenu(gui::MainFrame& frame, const std::string& menu, const std::string& label) {
    wxMenuBar* bar = frame.GetMenuBar();
    const int index = bar->FindMenu(wxString::FromUTF8(menu));
    if (index == wxNOT_FOUND) throw std::runtime_error("no menu " + menu);
    wxMenu* items = bar->GetMenu(static_cast<size_t>(index));
    for (const wxMenuItem* item : items->GetMenuItems()) {
        if (item->GetItemLabelText().utf8_string().rfind(label, 0) == 0) {
            items->SendEvent(item->GetId());
            return;
        }
    }
    throw std::runtime_error("no item " + label + " in " + menu);
}

// A dialog the menus show modally, opened beside the window instead so that it can be timed up
// to the moment the player could use it.
template <typename Dialog, typename... Arguments>
void openDialog(gui::MainFrame& frame, Arguments&&... arguments) {
    auto* dialog = new Dialog(&frame, std::forward<Arguments>(arguments)...);
    dialog->Show();
    settle();
    dialog->Destroy();
}

void activate(gui::MainFrame& frame) {
    wxActivateEvent activated(wxEVT_ACTIVATE, true, frame.GetId());
    frame.GetEventHandler()->ProcessEvent(activated);
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: tachanka_time_gui CAMPAIGN (run under xvfb-run)\n";
        return 2;
    }
    const std::filesystem::path file = argv[1];
    try {
        gui::MainFrame* frame = nullptr;
        timed("first window shown, campaign open, idle", [&] {
            // wxWidgets is given the program's name alone: the campaign is not its option.
            static int wxArgc = 1;
            static char* wxArgv[] = {argv[0], nullptr};
            wxApp::SetInstance(new wxApp);
            if (!wxEntryStart(wxArgc, wxArgv)) throw std::runtime_error("cannot start wxWidgets");
            wxTheApp->SetAppName("tachanka-timing");
            wxTheApp->CallOnInit();
            frame = new gui::MainFrame(true);
            frame->Show();
            frame->openCampaign(file);
        });
        for (int i = 1; i <= 3; ++i) {
            timed("Turn → Advance phase (" + std::to_string(i) + ")",
                  [&] { chooseMenu(*frame, "Turn", "Advance phase"); });
        }
        timed("Edit → Undo", [&] { chooseMenu(*frame, "Edit", "Undo"); });
        // The tools open beside the window (not modal), so they can be timed as the pages are.
        timed("Tools → Dice roller", [&] { chooseMenu(*frame, "Tools", "Dice roller"); });
        timed("Tools → Odds calculator", [&] { chooseMenu(*frame, "Tools", "Odds calculator"); });
        // The dialogs that list every unit of a side, or every officer.
        const auto campaign = core::describeCampaign(file);
        timed("Turn → Recover steps (dialog)",
              [&] { openDialog<gui::StepRecoveryDialog>(*frame, campaign, std::string()); });
        timed("Turn → Record unit change (dialog)",
              [&] { openDialog<gui::UnitChangeDialog>(*frame, campaign); });
        timed("Officers → Draw tokens (dialog)",
              [&] { openDialog<gui::OfficerDrawDialog>(*frame, campaign); });
        timed("Officers → Casualty (dialog)",
              [&] { openDialog<gui::CasualtyDialog>(*frame, core::listOfficers(file)); });
        for (const char* page : {"overview", "units", "officers", "ledger", "battles", "turn"}) {
            timed(std::string("page ") + page, [&] { frame->selectPage(page); });
        }
        timed("window activated, nothing changed", [&] { activate(*frame); });
        {
            const core::UmpireOverride umpire("timing: another program writes");  // 4.1
            core::takePrisoners(file, "Reds", 1, std::string("timing: another program writes"));
        }
        timed("window activated after another program wrote", [&] { activate(*frame); });
        frame->Destroy();
        settle();
        wxEntryCleanup();
    } catch (const std::exception& error) {
        std::cerr << "tachanka_time_gui: " << error.what() << '\n';
        return 1;
    }
    return 0;
}
