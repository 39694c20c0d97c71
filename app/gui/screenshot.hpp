#pragma once

#include <wx/toplevel.h>

#include <filesystem>

namespace tachanka::gui {

// Saves what the window shows on screen, menus and status bar included, as a PNG.
bool saveWindowScreenshot(wxTopLevelWindow& window, const std::filesystem::path& file);

}  // namespace tachanka::gui
