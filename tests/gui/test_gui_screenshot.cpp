// The desktop app in a real window under Xvfb: it starts on a campaign (given, or the
// default one it creates), and its --screenshot is a real picture of that window.

#include <doctest/doctest.h>

#include "tests/cli/cli.hpp"
#include "tests/gui/screenshots.hpp"

using tachanka::testing::Picture;
using tachanka::testing::readPng;
using tachanka::testing::runGui;
using tachanka::testing::TempFolder;

TEST_CASE("a GTK warning on the app's stderr is what fails a window test") {
    // The line a minimal Debian printed without GTK's SVG loader (librsvg2-common).
    const std::string missingLoader =
        "(tachanka:4242): Gtk-WARNING **: 21:03:11.200: Could not load a pixbuf from "
        "/org/gtk/libgtk/theme/Adwaita/assets/bullet-symbolic.svg.\n";
    CHECK(tachanka::testing::toolkitWarnings("wrote window.png\n" + missingLoader) ==
          missingLoader);
    CHECK(tachanka::testing::toolkitWarnings(
              "(tachanka:1): Gtk-CRITICAL **: gtk_spin_button_get_preferred_width\n") != "");
    CHECK(tachanka::testing::toolkitWarnings("tachanka: no page 'atlas'\n").empty());
}

TEST_CASE("the main window on a campaign file is captured as a real picture, all on a 1280x800 screen") {
    TempFolder folder;
    const auto campaign = (folder / "club.tachanka").string();
    REQUIRE(tachanka::testing::cli({"new", campaign, "--scenario", "historical", "--seed", "1"},
                                   {"XDG_DATA_HOME=" + (folder / "data").string()})
                .exitCode == 0);
    const auto shot = folder / "window.png";
    const auto result = runGui(folder, {"--screenshot", shot.string(), campaign});
    INFO(result.err);
    REQUIRE(result.exitCode == 0);
    CHECK(tachanka::testing::toolkitWarnings(result.err).empty());
    const Picture picture = readPng(shot);
    CHECK(picture.width >= 800);
    CHECK(picture.height >= 500);
    // Text, icons and the tree's lines give a real window hundreds of colours; a blank or
    // black capture has one or two.
    CHECK(picture.distinctColours >= 64);
    CHECK(picture.width <= 1280);
    CHECK(picture.height <= 800);
    // What lies off the screen is captured black: the status bar's rows must be painted.
    const std::size_t width = static_cast<std::size_t>(picture.width);
    const std::size_t bottomPixels = 20 * width;
    const std::size_t pixels = picture.rgb.size() / 3;
    REQUIRE(pixels > bottomPixels);
    std::size_t black = 0;
    for (std::size_t at = 3 * (pixels - bottomPixels); at < picture.rgb.size(); at += 3) {
        if (picture.rgb[at] == 0 && picture.rgb[at + 1] == 0 && picture.rgb[at + 2] == 0) ++black;
    }
    CHECK(black < bottomPixels / 10);
}

TEST_CASE("with no file the app creates and opens the default campaign") {
    TempFolder folder;
    const auto shot = folder / "default.png";
    const auto result = runGui(folder, {"--screenshot", shot.string()});
    INFO(result.err);
    REQUIRE(result.exitCode == 0);
    CHECK(tachanka::testing::toolkitWarnings(result.err).empty());
    CHECK(std::filesystem::exists(folder / "data" / "tachanka" / "default.tachanka"));
    CHECK(readPng(shot).distinctColours >= 64);
    // Open Recent remembers it, even in a config folder that did not exist yet.
    const auto config = folder / "config" / "tachanka.conf";
    REQUIRE(std::filesystem::exists(config));
    CHECK(tachanka::testing::readFile(config).find("default.tachanka") != std::string::npos);
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
