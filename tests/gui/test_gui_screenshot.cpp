// The desktop app in a real window under Xvfb: it starts on a campaign (given, or the
// default one it creates), and its --screenshot is a real picture of that window.

#include <doctest/doctest.h>
#include <wx/image.h>
#include <wx/init.h>

#include <set>

#include "tests/cli/cli.hpp"
#include "tests/support/temp_folder.hpp"

using tachanka::testing::ProcessResult;
using tachanka::testing::runProcess;
using tachanka::testing::TempFolder;

namespace {

// A separate config and data home per run, so a test never sees the user's recent files.
// GTK, fontconfig and D-Bus keep caches for the life of the process that LeakSanitizer
// reports as leaks; leak checking stays on for every other test.
ProcessResult runGui(const TempFolder& folder, std::vector<std::string> arguments) {
    std::vector<std::string> command{"timeout", "120", "xvfb-run", "-a", "-s",
                                     "-screen 0 1280x900x24", TACHANKA_GUI_BINARY};
    command.insert(command.end(), arguments.begin(), arguments.end());
    return runProcess(command, {"XDG_DATA_HOME=" + (folder / "data").string(),
                                "XDG_CONFIG_HOME=" + (folder / "config").string(),
                                "ASAN_OPTIONS=detect_leaks=0"});
}

struct Picture {
    int width = 0;
    int height = 0;
    std::size_t distinctColours = 0;
};

Picture readPng(const std::filesystem::path& file) {
    wxInitializer initializer;
    REQUIRE(initializer.IsOk());
    if (!wxImage::FindHandler(wxBITMAP_TYPE_PNG)) wxImage::AddHandler(new wxPNGHandler);
    wxImage image;
    REQUIRE(image.LoadFile(wxString(file.string()), wxBITMAP_TYPE_PNG));
    Picture picture{image.GetWidth(), image.GetHeight(), 0};
    std::set<unsigned> colours;
    const unsigned char* rgb = image.GetData();
    const auto pixels = static_cast<std::size_t>(picture.width) * static_cast<std::size_t>(picture.height);
    for (std::size_t i = 0; i < pixels; ++i) {
        colours.insert(unsigned{rgb[3 * i]} << 16 | unsigned{rgb[3 * i + 1]} << 8 | rgb[3 * i + 2]);
    }
    picture.distinctColours = colours.size();
    return picture;
}

}  // namespace

TEST_CASE("the main window on a campaign file is captured as a real picture") {
    TempFolder folder;
    const auto campaign = (folder / "club.tachanka").string();
    REQUIRE(tachanka::testing::cli({"new", campaign, "--scenario", "historical", "--seed", "1"},
                                   {"XDG_DATA_HOME=" + (folder / "data").string()})
                .exitCode == 0);
    const auto shot = folder / "window.png";
    const auto result = runGui(folder, {"--screenshot", shot.string(), campaign});
    INFO(result.err);
    REQUIRE(result.exitCode == 0);
    const Picture picture = readPng(shot);
    CHECK(picture.width >= 800);
    CHECK(picture.height >= 500);
    // Text, icons and the tree's lines give a real window hundreds of colours; a blank or
    // black capture has one or two.
    CHECK(picture.distinctColours >= 64);
}

TEST_CASE("with no file the app creates and opens the default campaign") {
    TempFolder folder;
    const auto shot = folder / "default.png";
    const auto result = runGui(folder, {"--screenshot", shot.string()});
    INFO(result.err);
    REQUIRE(result.exitCode == 0);
    CHECK(std::filesystem::exists(folder / "data" / "tachanka" / "default.tachanka"));
    CHECK(readPng(shot).distinctColours >= 64);
}

TEST_CASE("a file that is not a campaign is reported on stderr, never in a modal dialog") {
    TempFolder folder;
    const auto notCampaign = folder / "notes.tachanka";
    tachanka::testing::writeFile(notCampaign, "not a campaign");
    const auto result =
        runGui(folder, {"--screenshot", (folder / "x.png").string(), notCampaign.string()});
    CHECK(result.exitCode != 0);
    CHECK(result.exitCode != 124);  // timeout(1)'s code: the app hung
    CHECK(result.err.find("not a Tachanka campaign") != std::string::npos);
    CHECK(tachanka::testing::readFile(notCampaign) == "not a campaign");
}
