#pragma once
// The user's own preferences, kept by wxConfig (in $XDG_CONFIG_HOME): they follow the user
// from campaign to campaign. The optional rules are not here: each campaign keeps its own.

#include <string>

#include "reports/pdf/pdf_document.hpp"

namespace tachanka::gui {

// "a4" or "letter"; a4 until the user chooses, or when the stored word is neither.
std::string preferredPaperName();
// The paper documents are printed on.
reports::Paper preferredPaper();
// `name` is "a4" or "letter" (a UserError otherwise).
void setPreferredPaper(const std::string& name);

}  // namespace tachanka::gui
