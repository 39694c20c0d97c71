#include "app/gui/preferences.hpp"

#include <wx/config.h>

#include "app/core/printing/print_service.hpp"
#include "app/core/common/user_error.hpp"

namespace tachanka::gui {
namespace {

// The paper File → Print offers first (actions/print_commands.cpp).
constexpr const char* paperKey = "/paper";
constexpr const char* defaultPaper = "a4";

}  // namespace

std::string preferredPaperName() {
    const std::string stored =
        wxConfigBase::Get()->Read(paperKey, wxString(defaultPaper)).utf8_string();
    try {
        core::paperNamed(stored);
        return stored;
    } catch (const core::UserError&) {
        return defaultPaper;  // a hand-edited config file must not stop printing
    }
}

reports::Paper preferredPaper() { return core::paperNamed(preferredPaperName()); }

void setPreferredPaper(const std::string& name) {
    core::paperNamed(name);
    wxConfigBase::Get()->Write(paperKey, wxString::FromUTF8(name));
    wxConfigBase::Get()->Flush();
}

}  // namespace tachanka::gui
