#pragma once
// What the window's file dialogs share: the campaign files' pattern, and the path chosen as
// the file system spells it (UTF-8), whatever the dialog's own string type.

#include <wx/filedlg.h>

#include <filesystem>

namespace tachanka::gui {

inline const wxString campaignWildcard =
    "Tachanka campaigns (*.tachanka)|*.tachanka|All files (*)|*";

inline std::filesystem::path chosenPath(const wxFileDialog& dialog) {
    return std::filesystem::path(dialog.GetPath().utf8_string());
}

}  // namespace tachanka::gui
