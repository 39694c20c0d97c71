#pragma once
// One menu command: its item, bound on the frame so the shortcut works wherever the focus is;
// an umpire's command is not offered while a side's file is open (issue 47: the desktop app
// opened on a side's file "offers that side's actions only").

#include <wx/frame.h>
#include <wx/menu.h>

#include <functional>
#include <string>

#include "app/gui/campaign_window.hpp"
#include "app/gui/wx_text.hpp"

namespace tachanka::gui {

enum class Offered { ToEveryone, ToTheUmpire };

inline wxMenuItem* addCommand(CampaignWindow& window, wxMenu& menu, const std::string& label,
                              const std::string& help, std::function<void()> run,
                              Offered offered = Offered::ToEveryone) {
    wxFrame& frame = window.frame();
    wxMenuItem* item = menu.Append(wxID_ANY, utf8(label), utf8(help));
    frame.Bind(wxEVT_MENU, [run = std::move(run)](wxCommandEvent&) { run(); }, item->GetId());
    if (offered == Offered::ToTheUmpire) {
        frame.Bind(
            wxEVT_UPDATE_UI,
            [&window](wxUpdateUIEvent& event) { event.Enable(!window.sideFileOpen()); },
            item->GetId());
    }
    return item;
}

}  // namespace tachanka::gui
