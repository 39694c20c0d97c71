// Each notebook page of the desktop app on a played historical campaign, captured with
// --screenshot --page: a real picture of the window, and a different one for every page.

#include <doctest/doctest.h>

#include <map>
#include <string>

#include "tests/gui/club_campaign.hpp"
#include "tests/gui/screenshots.hpp"
#include "tests/support/data_home.hpp"

using tachanka::testing::IsolatedDataHome;
using tachanka::testing::Picture;
using tachanka::testing::readPng;
using tachanka::testing::runGui;
using tachanka::testing::TempFolder;

TEST_CASE("every notebook page is captured as a real picture of its own") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto campaign = folder / "club.tachanka";
    tachanka::testing::playClubCampaign(campaign);
    std::map<std::string, Picture> pictures;
    for (const std::string page :
         {"overview", "units", "officers", "ledger", "battles", "console", "map"}) {
        CAPTURE(page);
        const auto shot = folder / (page + ".png");
        const auto result =
            runGui(folder, {"--screenshot", shot.string(), "--page", page, campaign.string()});
        INFO(result.err);
        REQUIRE(result.exitCode == 0);
        CHECK(result.err.find("tachanka:") == std::string::npos);  // no page failed to show
        CHECK(tachanka::testing::toolkitWarnings(result.err).empty());
        const Picture picture = readPng(shot);
        CHECK(picture.width >= 1000);
        CHECK(picture.height >= 700);
        // Text, icons, the tree's lines and the chart give hundreds of colours; a blank or
        // black capture has one or two.
        CHECK(picture.distinctColours >= 64);
        pictures[page] = picture;
    }
    // The tree and the menus are the same on every page; what the notebook shows is not.
    for (auto first = pictures.begin(); first != pictures.end(); ++first) {
        for (auto second = std::next(first); second != pictures.end(); ++second) {
            CAPTURE(first->first);
            CAPTURE(second->first);
            const auto pixels = first->second.rgb.size() / 3;
            CHECK(tachanka::testing::differingPixels(first->second, second->second) >
                  pixels / 20);
        }
    }
}

TEST_CASE("a page the window does not have is named on stderr, and nothing is captured") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto campaign = folder / "club.tachanka";
    tachanka::testing::playClubCampaign(campaign);
    const auto shot = folder / "atlas.png";
    const auto result =
        runGui(folder, {"--screenshot", shot.string(), "--page", "atlas", campaign.string()});
    CHECK(result.exitCode != 0);
    CHECK(result.exitCode != 124);  // timeout(1)'s code: the app hung
    CHECK(result.err.find(
              "no page 'atlas' (pages: overview, turn, battles, console, map, units, "
              "officers, ledger)") !=
          std::string::npos);
    CHECK_FALSE(std::filesystem::exists(shot));
}
