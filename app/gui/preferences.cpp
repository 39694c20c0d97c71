#include "app/gui/preferences.hpp"

#include <wx/config.h>

#include "app/core/printing/print_service.hpp"
#include "app/core/common/user_error.hpp"

namespace tachanka::gui {
namespace {

// The paper File → Print offers first (actions/print_commands.cpp).
constexpr const char* paperKey = "/paper";
constexpr const char* defaultPaper = "a4";
constexpr const char* widthKey = "/window/width";
constexpr const char* heightKey = "/window/height";
constexpr const char* treeWidthKey = "/window/tree-width";
constexpr const char* maximizedKey = "/window/maximized";
constexpr const char* mapZoomKey = "/map/zoom";

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

WindowPlace rememberedWindowPlace() {
    const WindowPlace defaults;
    auto& config = *wxConfigBase::Get();
    WindowPlace place;
    place.width = static_cast<int>(config.ReadLong(widthKey, defaults.width));
    place.height = static_cast<int>(config.ReadLong(heightKey, defaults.height));
    place.treeWidth = static_cast<int>(config.ReadLong(treeWidthKey, defaults.treeWidth));
    place.maximized = config.ReadBool(maximizedKey, defaults.maximized);
    // A hand-edited or damaged entry gives the defaults, never an unusable window.
    if (place.width < 400 || place.height < 300) return defaults;
    return place;
}

void rememberWindowPlace(const WindowPlace& place) {
    auto& config = *wxConfigBase::Get();
    config.Write(widthKey, long{place.width});
    config.Write(heightKey, long{place.height});
    config.Write(treeWidthKey, long{place.treeWidth});
    config.Write(maximizedKey, place.maximized);
    config.Flush();
}

std::optional<double> rememberedMapZoom() {
    double scale = 0;
    // Written on every wheel notch, but only to wxConfig's cache: flushed when the app ends.
    if (!wxConfigBase::Get()->Read(mapZoomKey, &scale) || scale <= 0) return std::nullopt;
    return scale;
}

void rememberMapZoom(double scale) { wxConfigBase::Get()->Write(mapZoomKey, scale); }

}  // namespace tachanka::gui
