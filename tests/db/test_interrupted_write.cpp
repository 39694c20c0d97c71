// A process killed in the middle of a write transaction: the campaign file must come back
// with the last committed state, and open and load as before.

#include <doctest/doctest.h>

#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>
#include <SQLiteCpp/Transaction.h>

#include <csignal>
#include <cstdint>
#include <filesystem>
#include <string>

#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "tests/support/temp_folder.hpp"
#include "tests/db/sample_campaign.hpp"

using tachanka::db::CampaignFile;
using tachanka::testing::TempFolder;

namespace {

constexpr int childFailed = 3;

// In a child process: open the campaign, start a transaction, change rows, then die by
// SIGKILL before the commit. With `spill`, the cache is made tiny and many rows are written
// first so that uncommitted pages reach the WAL file on disk before the kill.
int killMidTransaction(const std::filesystem::path& file, bool spill) {
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        try {
            auto campaign = CampaignFile::open(file);
            auto& database = campaign.database();
            if (spill) database.exec("PRAGMA cache_size = 2");
            SQLite::Transaction transaction(database);
            database.exec("UPDATE side SET recruit_points = 9 WHERE name = 'Whites'");
            database.exec("UPDATE unit SET steps_lost = steps_max");
            if (spill) {
                SQLite::Statement insert(
                    database, "INSERT INTO action (kind, description) VALUES ('noise', ?)");
                const std::string text(2000, 'x');
                for (int i = 0; i < 2000; ++i) {
                    insert.reset();
                    insert.bind(1, text);
                    insert.exec();
                }
            }
            std::raise(SIGKILL);
        } catch (...) {
        }
        ::_exit(childFailed);
    }
    int status = 0;
    REQUIRE(::waitpid(child, &status, 0) == child);
    if (WIFSIGNALED(status)) return 128 + WTERMSIG(status);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

std::filesystem::path walOf(const std::filesystem::path& file) {
    auto wal = file;
    wal += "-wal";
    return wal;
}

void checkCommittedStateIntact(const std::filesystem::path& file) {
    auto campaign = CampaignFile::open(file);
    auto& database = campaign.database();
    CHECK(database.execAndGet("PRAGMA integrity_check").getString() == "ok");
    CHECK(database.execAndGet("SELECT recruit_points FROM side WHERE name = 'Whites'").getInt() ==
          2);
    CHECK(database.execAndGet("SELECT count(*) FROM action").getInt() == 1);
    CHECK(database.execAndGet("SELECT sum(steps_lost) FROM unit").getInt() == 0);

    const auto loaded = tachanka::db::loadCampaign(database);
    CHECK(loaded.name == "Autumn 1919");
    CHECK(loaded.sides.at(0).recruitPoints == 2);
    CHECK(loaded.sides.at(0).stepCount() == 7);
    CHECK(loaded.sides.at(1).stepCount() == 6);
}

// A campaign whose Whites hold 2 recruit points, committed.
void prepareCampaign(const std::filesystem::path& file) {
    tachanka::testing::sample::createCampaign(file, 1919);
    auto campaign = CampaignFile::open(file);
    campaign.database().exec("UPDATE side SET recruit_points = 2 WHERE name = 'Whites'");
}

}  // namespace

TEST_CASE("a process killed before commit leaves the committed recruit points intact") {
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    prepareCampaign(file);

    REQUIRE(killMidTransaction(file, false) == 128 + SIGKILL);
    checkCommittedStateIntact(file);
}

TEST_CASE(
    "a process killed after uncommitted pages reached the WAL leaves the last commit intact") {
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    prepareCampaign(file);

    REQUIRE(killMidTransaction(file, true) == 128 + SIGKILL);
    // The kill left the WAL behind with uncommitted frames in it.
    CHECK(std::filesystem::exists(walOf(file)));
    CHECK(std::filesystem::file_size(walOf(file)) > 0);
    checkCommittedStateIntact(file);
}

TEST_CASE("after recovering from a killed writer the campaign takes new commits") {
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    prepareCampaign(file);
    REQUIRE(killMidTransaction(file, true) == 128 + SIGKILL);
    {
        auto campaign = CampaignFile::open(file);
        campaign.database().exec("UPDATE side SET recruit_points = 5 WHERE name = 'Reds'");
    }
    auto campaign = CampaignFile::open(file);
    const auto loaded = tachanka::db::loadCampaign(campaign.database());
    CHECK(loaded.sides.at(0).recruitPoints == 2);
    CHECK(loaded.sides.at(1).recruitPoints == 5);
}
