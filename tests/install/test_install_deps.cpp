// scripts/install-deps as a newcomer meets it: running needs only what running needs, and a
// user who is not root and has no sudo is told exactly what to run.

#include <doctest/doctest.h>

#include <cstdlib>
#include <sstream>
#include <string>

#include <unistd.h>

#include "tests/support/process.hpp"
#include "tests/support/temp_folder.hpp"

using tachanka::testing::readFile;
using tachanka::testing::runProcess;
using tachanka::testing::TempFolder;
using tachanka::testing::writeFile;

namespace {

const std::filesystem::path scripts = std::filesystem::path(TACHANKA_SOURCE_DIR) / "scripts";

std::filesystem::path onPath(const std::string& program) {
    std::istringstream folders(std::getenv("PATH"));
    for (std::string folder; std::getline(folders, folder, ':');) {
        const auto candidate = std::filesystem::path(folder) / program;
        if (::access(candidate.c_str(), X_OK) == 0) return candidate;
    }
    FAIL("no " << program << " on PATH");
    return {};
}

bool lists(const std::string& list, const std::string& package) {
    return ("\n" + readFile(scripts / "packages" / (list + ".txt"))).find("\n" + package + "\n") !=
           std::string::npos;
}

}  // namespace

TEST_CASE("running needs no test-only package, the tests add theirs") {
    for (const char* testOnly : {"xvfb", "xauth", "poppler-utils", "qpdf", "doctest-dev",
                                 "libbenchmark-dev"}) {
        CAPTURE(testOnly);
        CHECK_FALSE(lists("run", testOnly));
        CHECK(lists("test", testOnly));
    }
    CHECK(lists("run", "libwxgtk3.2-dev"));
    CHECK(lists("run", "fonts-dejavu-core"));
    // GTK's SVG loader: without it a minimal Debian's GTK warns and draws no check marks.
    CHECK(lists("run", "librsvg2-common"));
    CHECK(readFile(scripts / "run").find("scripts/install-deps run\n") != std::string::npos);
    CHECK(readFile(scripts / "test").find("scripts/install-deps run test\n") != std::string::npos);
}

TEST_CASE("a user who is not root and has no sudo is told the exact command to run as root") {
    TempFolder folder;
    // A PATH with the tools the script reads, no sudo and no su, and an id that says uid 1000.
    const auto bin = folder / "bin";
    std::filesystem::create_directories(bin);
    for (const char* tool : {"bash", "dirname", "dpkg-query", "grep"}) {
        std::filesystem::create_symlink(onPath(tool), bin / tool);
    }
    writeFile(bin / "id", "#!" + onPath("bash").string() + "\necho 1000\n");
    std::filesystem::permissions(bin / "id", std::filesystem::perms::owner_all);
    const auto list = folder / "packages.txt";
    writeFile(list, "tachanka-no-such-package\n");

    const auto result = runProcess({onPath("bash").string(), (scripts / "install-deps").string(),
                                    list.string()},
                                   {"PATH=" + bin.string()});
    CHECK(result.exitCode == 1);
    CHECK(result.err.find("tachanka-no-such-package") != std::string::npos);
    const std::string advice = "su -c '" + (scripts / "install-deps").string() + " " + list.string() + "'";
    CHECK(result.err.find(advice) != std::string::npos);
}
