#pragma once
// The user's own preferences, kept by wxConfig (in $XDG_CONFIG_HOME): they follow the user
// from campaign to campaign. The optional rules are not here: each campaign keeps its own.

#include <optional>
#include <string>

#include "reports/pdf/pdf_document.hpp"

namespace tachanka::gui {

// "a4" or "letter"; a4 until the user chooses, or when the stored word is neither.
std::string preferredPaperName();
// The paper documents are printed on.
reports::Paper preferredPaper();
// `name` is "a4" or "letter" (a UserError otherwise).
void setPreferredPaper(const std::string& name);

// The main window as the user left it: its size, whether maximised, and how wide the tree.
struct WindowPlace {
    int width = 1240;
    int height = 820;
    int treeWidth = 300;
    bool maximized = false;
};
WindowPlace rememberedWindowPlace();  // the defaults above until a window closed
void rememberWindowPlace(const WindowPlace& place);

// The Map page's zoom as the user left it (pixels per hex size); none: the whole map.
std::optional<double> rememberedMapZoom();
void rememberMapZoom(double scale);

}  // namespace tachanka::gui
