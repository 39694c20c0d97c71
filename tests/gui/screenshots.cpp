#include "tests/gui/screenshots.hpp"

#include <doctest/doctest.h>
#include <wx/image.h>
#include <wx/init.h>

#include <set>

namespace tachanka::testing {

// A 1280×800 screen, the smallest laptop screen the window is made for. GTK, fontconfig and
// D-Bus keep caches for the life of the process that LeakSanitizer reports as leaks; leak
// checking stays on for every other test.
ProcessResult runGui(const TempFolder& folder, std::vector<std::string> arguments) {
    std::vector<std::string> command{"timeout", "120", TACHANKA_OWN_DISPLAY, TACHANKA_GUI_BINARY};
    command.insert(command.end(), arguments.begin(), arguments.end());
    return runProcess(command, {"XDG_DATA_HOME=" + (folder / "data").string(),
                                "XDG_CONFIG_HOME=" + (folder / "config").string(),
                                "ASAN_OPTIONS=detect_leaks=0"});
}

std::string toolkitWarnings(const std::string& err) {
    std::string warnings;
    std::size_t start = 0;
    while (start < err.size()) {
        std::size_t end = err.find('\n', start);
        if (end == std::string::npos) end = err.size();
        const std::string line = err.substr(start, end - start);
        const bool toolkit = line.find("Gtk-") != std::string::npos ||
                             line.find("GLib-") != std::string::npos ||
                             line.find("GdkPixbuf-") != std::string::npos ||
                             line.find("Gdk-") != std::string::npos;
        const bool warns = line.find("WARNING") != std::string::npos ||
                           line.find("CRITICAL") != std::string::npos;
        if (toolkit && warns) warnings += line + "\n";
        start = end + 1;
    }
    return warnings;
}

Picture readPng(const std::filesystem::path& file) {
    wxInitializer initializer;
    REQUIRE(initializer.IsOk());
    if (!wxImage::FindHandler(wxBITMAP_TYPE_PNG)) wxImage::AddHandler(new wxPNGHandler);
    wxImage image;
    REQUIRE(image.LoadFile(wxString(file.string()), wxBITMAP_TYPE_PNG));
    Picture picture{image.GetWidth(), image.GetHeight(), 0, {}};
    const auto pixels =
        static_cast<std::size_t>(picture.width) * static_cast<std::size_t>(picture.height);
    const unsigned char* rgb = image.GetData();
    picture.rgb.assign(rgb, rgb + 3 * pixels);
    std::set<unsigned> colours;
    for (std::size_t i = 0; i < pixels; ++i) {
        colours.insert(unsigned{rgb[3 * i]} << 16 | unsigned{rgb[3 * i + 1]} << 8 | rgb[3 * i + 2]);
    }
    picture.distinctColours = colours.size();
    return picture;
}

std::size_t differingPixels(const Picture& first, const Picture& second) {
    const std::size_t pixels = first.rgb.size() / 3;
    if (first.width != second.width || first.height != second.height) return pixels;
    std::size_t differing = 0;
    for (std::size_t i = 0; i < pixels; ++i) {
        for (std::size_t channel = 0; channel < 3; ++channel) {
            if (first.rgb[3 * i + channel] != second.rgb[3 * i + channel]) {
                ++differing;
                break;
            }
        }
    }
    return differing;
}

}  // namespace tachanka::testing
