// A creation (new, import) killed before it could clean up leaves its staging files beside
// the campaign's name; the next creation of that name removes those of processes that no
// longer run, and leaves alone those of a creation still under way.

#include <doctest/doctest.h>

#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <SQLiteCpp/Database.h>

#include <algorithm>
#include <csignal>
#include <filesystem>
#include <string>
#include <vector>

#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "tests/db/sample_campaign.hpp"
#include "tests/support/temp_folder.hpp"

using tachanka::db::CampaignFile;
using tachanka::testing::fileNamesIn;
using tachanka::testing::TempFolder;

namespace {

// A child process that starts creating `file` and is killed (SIGKILL) halfway through filling
// it, with rows written to its staging file. Returns the dead child's process id.
pid_t killedCreation(const std::filesystem::path& file) {
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        try {
            CampaignFile::create(file, [](SQLite::Database& database) {
                database.exec("INSERT INTO action (kind, description) VALUES ('create', 'x')");
                std::raise(SIGKILL);
            });
        } catch (...) {
        }
        ::_exit(3);
    }
    int status = 0;
    REQUIRE(::waitpid(child, &status, 0) == child);
    REQUIRE(WIFSIGNALED(status));
    REQUIRE(WTERMSIG(status) == SIGKILL);
    return child;
}

std::string stagingName(const std::string& campaign, pid_t owner) {
    return campaign + ".creating-" + std::to_string(owner);
}

}  // namespace

TEST_CASE("a killed creation's staging files are removed when the name is created again") {
    TempFolder folder;
    const auto file = folder / "Orël.tachanka";
    const pid_t dead = killedCreation(file);
    const auto left = fileNamesIn(folder.path());
    // What the kill left: the staging file, its WAL and its index, but no campaign.
    REQUIRE(std::find(left.begin(), left.end(), stagingName("Orël.tachanka", dead)) != left.end());
    REQUIRE_FALSE(std::filesystem::exists(file));

    tachanka::testing::sample::createCampaign(file, 3);
    CHECK(fileNamesIn(folder.path()) == std::vector<std::string>{"Orël.tachanka"});
    auto campaign = CampaignFile::openForReading(file);
    CHECK(tachanka::db::loadCampaign(campaign.database()).name == "Autumn 1919");
}

TEST_CASE("the staging file of a creation still running is left alone") {
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    const pid_t dead = killedCreation(file);
    // A live process standing for another Tachanka creating the same name right now.
    const pid_t running = ::fork();
    REQUIRE(running >= 0);
    if (running == 0) {
        ::pause();
        ::_exit(0);
    }
    const auto theirs = folder / stagingName("c.tachanka", running);
    tachanka::testing::writeFile(theirs, "being written");
    // Not staging files: another campaign's, and names that only look alike.
    for (const auto& name : {stagingName("d.tachanka", dead), stagingName("c.tachanka", dead) + "x",
                             std::string("c.tachanka.creating-")}) {
        tachanka::testing::writeFile(folder / name, "keep");
    }

    tachanka::testing::sample::createCampaign(file, 3);
    ::kill(running, SIGKILL);
    ::waitpid(running, nullptr, 0);
    const std::vector<std::string> expected{"c.tachanka",
                                            "c.tachanka.creating-",
                                            stagingName("c.tachanka", dead) + "x",
                                            stagingName("c.tachanka", running),
                                            stagingName("d.tachanka", dead)};
    auto sorted = expected;
    std::sort(sorted.begin(), sorted.end());
    CHECK(fileNamesIn(folder.path()) == sorted);
    CHECK(tachanka::testing::readFile(theirs) == "being written");
}
