// The .deb as a club member gets it: CPack builds it from this build, it unpacks into a fresh
// root of the test's own, and the programs run from there with no source tree to fall back
// on. One test case, so the package is built once: each part below is a CHECK group.

#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "tests/support/poppler.hpp"
#include "tests/support/process.hpp"
#include "tests/support/temp_folder.hpp"

using tachanka::testing::ProcessResult;
using tachanka::testing::readFile;
using tachanka::testing::runProcess;
using tachanka::testing::TempFolder;
using tachanka::testing::writeFile;

namespace {

bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

std::filesystem::path buildPackage(const TempFolder& folder) {
    // gzip rather than xz: the sanitized build's binaries are large, and this is a test.
    const auto built =
        runProcess({TACHANKA_CPACK, "--config", std::string(TACHANKA_BUILD_DIR) + "/CPackConfig.cmake",
                    "-B", (folder / "cpack").string(), "-D", "CPACK_DEBIAN_COMPRESSION_TYPE=gzip"});
    INFO(built.out, built.err);
    REQUIRE(built.exitCode == 0);
    for (const auto& entry : std::filesystem::directory_iterator(folder / "cpack")) {
        if (entry.path().extension() == ".deb") return entry.path();
    }
    FAIL("cpack wrote no .deb");
    return {};
}

ProcessResult run(const std::vector<std::string>& argv, const TempFolder& folder) {
    return runProcess(argv, {"XDG_DATA_HOME=" + (folder / "home-data").string(),
                             "XDG_CONFIG_HOME=" + (folder / "home-config").string(),
                             "HOME=" + (folder / "home").string(), "TACHANKA_TEMPLATES=",
                             "ASAN_OPTIONS=detect_leaks=0"});
}

// What dpkg records: the libraries come from dpkg-shlibdeps; the fonts and GTK's SVG loader,
// loaded at run time, are named by hand.
void checkControl(const std::filesystem::path& deb) {
    const auto depends = runProcess({"dpkg-deb", "--field", deb.string(), "Depends"});
    REQUIRE(depends.exitCode == 0);
    INFO(depends.out);
    for (const char* package : {"fonts-dejavu-core", "librsvg2-common", "libwxgtk3.2", "libsqlite3-0", "libhpdf",
                                "libpugixml", "libc6"}) {
        CHECK(has(depends.out, package));
    }
    const auto lint = runProcess({"lintian", "--no-tag-display-limit", deb.string()});
    INFO(lint.out, lint.err);
    CHECK_FALSE(has(lint.out, "E: "));
}

// The menu entry, the file type and the metainfo, as the desktop reads them from the root.
void checkDesktopIntegration(const std::filesystem::path& root, const TempFolder& folder) {
    const auto share = root / "usr" / "share";
    const auto entry = share / "applications" / "io.tachanka.Tachanka.desktop";
    const auto valid = runProcess({"desktop-file-validate", entry.string()});
    INFO(valid.out, valid.err);
    CHECK(valid.exitCode == 0);
    CHECK(valid.out.empty());
    const auto metainfo = runProcess({"appstreamcli", "validate", "--no-net", "--pedantic",
                                      (share / "metainfo" / "io.tachanka.Tachanka.metainfo.xml").string()});
    INFO(metainfo.out, metainfo.err);
    CHECK(metainfo.exitCode == 0);
    for (const char* size : {"16x16", "32x32", "48x48", "128x128", "256x256"}) {
        CHECK(std::filesystem::file_size(share / "icons" / "hicolor" / size / "apps" /
                                         "io.tachanka.Tachanka.png") > 100);
    }

    // What dpkg's triggers do on a real install, done here on the fresh root.
    REQUIRE(runProcess({"update-mime-database", (share / "mime").string()}).exitCode == 0);
    REQUIRE(runProcess({"update-desktop-database", (share / "applications").string()}).exitCode == 0);
    CHECK(has(readFile(share / "mime" / "globs2"), "application/x-tachanka:*.tachanka"));
    const std::vector<std::string> desktop{
        "XDG_DATA_DIRS=" + share.string(), "XDG_DATA_HOME=" + (folder / "home-data").string(),
        "XDG_CONFIG_HOME=" + (folder / "home-config").string(), "XDG_CONFIG_DIRS=/nonexistent",
        "XDG_CURRENT_DESKTOP=", "DE=generic"};
    const auto handler = runProcess({"xdg-mime", "query", "default", "application/x-tachanka"}, desktop);
    INFO(handler.err);
    CHECK(handler.out == "io.tachanka.Tachanka.desktop\n");
}

// A campaign made, listed and printed by the installed programs alone.
void checkInstalledPrograms(const std::filesystem::path& root, const TempFolder& folder) {
    const auto cli = (root / "usr" / "bin" / "tachanka-cli").string();
    const auto gui = (root / "usr" / "bin" / "tachanka").string();
    // The installed templates are the ones read: a title changed in the root shows.
    const auto brasovo =
        root / "usr" / "share" / "tachanka" / "shipped-templates" / "scenarios" / "brasovo.xml";
    std::string scenario = readFile(brasovo);
    const std::string shipped = "introductory scenario: Brasovo";
    REQUIRE(has(scenario, shipped));
    writeFile(brasovo, scenario.replace(scenario.find(shipped), shipped.size(),
                                        "Brasovo from the installed root ♣"));
    const auto listed = run({cli, "scenarios"}, folder);
    INFO(listed.err);
    CHECK(has(listed.out, "Brasovo from the installed root ♣"));

    const auto campaign = (folder / "club.tachanka").string();
    const auto made = run({cli, "new", campaign, "--scenario", "historical", "--seed", "7"}, folder);
    INFO(made.err);
    REQUIRE(made.exitCode == 0);
    const auto qrs = (folder / "qrs.pdf");
    const auto printed = run({cli, "print", "qrs", "-o", qrs.string()}, folder);
    INFO(printed.err);
    REQUIRE(printed.exitCode == 0);
    CHECK(has(tachanka::testing::pdfText(qrs), "Red Actions!"));

    const auto help = run({gui, "--help"}, folder);
    CHECK(help.exitCode == 0);
    CHECK(has(help.out, "--screenshot"));
    const auto version = run({gui, "--version"}, folder);
    CHECK(version.out == "tachanka " TACHANKA_VERSION "\n");
    // The window on the campaign made above, then on the default one, created on first run.
    for (const auto& [shot, opens] : {std::pair{folder / "club.png", campaign},
                                      std::pair{folder / "default.png", std::string()}}) {
        std::vector<std::string> command{"timeout", "120", TACHANKA_OWN_DISPLAY, gui,
                                         "--screenshot", shot.string()};
        if (!opens.empty()) command.push_back(opens);
        const auto opened = run(command, folder);
        INFO(opened.err);
        CHECK(opened.exitCode == 0);
        REQUIRE(std::filesystem::exists(shot));
        CHECK(readFile(shot).substr(1, 3) == "PNG");
        CHECK(std::filesystem::file_size(shot) > 10000);
    }
    CHECK(std::filesystem::is_regular_file(folder / "home-data" / "tachanka" / "default.tachanka"));
}

// The man pages hold every command's own help.
void checkManPages(const std::filesystem::path& root) {
    const auto pages = root / "usr" / "share" / "man" / "man1";
    const auto cliPage = runProcess({"man", "-l", (pages / "tachanka-cli.1.gz").string()},
                                    {"MANWIDTH=100", "LC_ALL=C.UTF-8", "MAN_KEEP_FORMATTING="});
    REQUIRE(cliPage.exitCode == 0);
    for (const char* part : {"tachanka-cli - the Tachanka campaign manager's command line",
                             "usage: tachanka-cli map hexside FILE --hex H --side DIR",
                             "usage: tachanka-cli battle plan", "TACHANKA_TEMPLATES"}) {
        CHECK(has(cliPage.out, part));
    }
    const auto guiPage = runProcess({"man", "-l", (pages / "tachanka.1.gz").string()},
                                    {"MANWIDTH=100", "LC_ALL=C.UTF-8"});
    REQUIRE(guiPage.exitCode == 0);
    CHECK(has(guiPage.out, "--screenshot"));
}

}  // namespace

TEST_CASE("the .deb installs into a fresh root, and Tachanka runs from there") {
    TempFolder folder;
    const auto deb = buildPackage(folder);
    checkControl(deb);

    const auto root = folder / "root";
    const auto unpacked = runProcess({"dpkg-deb", "--extract", deb.string(), root.string()});
    REQUIRE(unpacked.exitCode == 0);
    CHECK(std::filesystem::is_regular_file(root / "usr" / "share" / "doc" / "tachanka" / "copyright"));

    checkDesktopIntegration(root, folder);
    checkInstalledPrograms(root, folder);
    checkManPages(root);
}
