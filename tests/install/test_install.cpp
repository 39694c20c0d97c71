// `cmake --install` as the README has a user run it, with the prefix ~/.local: the shipped
// templates go to their own folder, never to the user's, and the user's own files win.

#include <doctest/doctest.h>

#include <string>

#include "tests/support/process.hpp"
#include "tests/support/temp_folder.hpp"

using tachanka::testing::readFile;
using tachanka::testing::runProcess;
using tachanka::testing::TempFolder;
using tachanka::testing::writeFile;

namespace {

tachanka::testing::ProcessResult install(const std::filesystem::path& prefix) {
    return runProcess({TACHANKA_CMAKE, "--install", TACHANKA_BUILD_DIR, "--prefix", prefix.string()});
}

// brasovo.xml under a club's own title: the same id, so it replaces the shipped scenario.
std::string clubBrasovo() {
    std::string text = readFile(std::filesystem::path(TACHANKA_SOURCE_DIR) / "templates" /
                                "scenarios" / "brasovo.xml");
    const std::string shippedTitle = "title=\"Orel 1919 — introductory scenario: Brasovo\"";
    const auto at = text.find(shippedTitle);
    REQUIRE(at != std::string::npos);
    return text.replace(at, shippedTitle.size(), "title=\"Brasovo as our club plays it ♣\"");
}

}  // namespace

TEST_CASE("installing twice into ~/.local keeps the user's own templates, and they win") {
    TempFolder home;
    const auto prefix = home / ".local";
    const auto dataHome = prefix / "share";
    const std::vector<std::string> user{"XDG_DATA_HOME=" + dataHome.string(),
                                        "HOME=" + home.path().string()};
    const auto first = install(prefix);
    INFO(first.err);
    REQUIRE(first.exitCode == 0);
    const auto shipped = dataHome / "tachanka" / "shipped-templates";
    CHECK(std::filesystem::is_regular_file(shipped / "scenarios" / "brasovo.xml"));
    CHECK_FALSE(std::filesystem::exists(dataHome / "tachanka" / "templates"));

    const auto own = dataHome / "tachanka" / "templates" / "scenarios" / "brasovo.xml";
    std::filesystem::create_directories(own.parent_path());
    writeFile(own, clubBrasovo());
    const auto second = install(prefix);
    INFO(second.err);
    REQUIRE(second.exitCode == 0);
    CHECK(readFile(own) == clubBrasovo());

    const auto listed = runProcess({(prefix / "bin" / "tachanka-cli").string(), "scenarios"}, user);
    INFO(listed.err);
    REQUIRE(listed.exitCode == 0);
    CHECK(listed.out.find("Brasovo as our club plays it ♣") != std::string::npos);
    CHECK(listed.out.find("introductory scenario: Brasovo") == std::string::npos);
    // The other scenarios still come from the installed copy.
    CHECK(listed.out.find("historical") != std::string::npos);
}
