#pragma once
// Tachanka's icon for the window's title bar and the task switcher, drawn from the same SVG
// the installed icon theme gets, so the window shows it even when run from the build tree.

#include <wx/iconbndl.h>

namespace tachanka::gui {

wxIconBundle appIcons();

}  // namespace tachanka::gui
