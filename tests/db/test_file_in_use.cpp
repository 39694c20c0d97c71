// Two programs on one campaign: while one is changing it, the other's open and action wait for
// it a while like every access, then give up saying that another program is changing the
// file, its change not made. Never "not a Tachanka campaign".

#include <doctest/doctest.h>

#include <poll.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <SQLiteCpp/Database.h>

#include "db/campaign_file.hpp"
#include "db/journal.hpp"
#include "tests/db/sample_campaign.hpp"
#include "tests/support/process.hpp"
#include "tests/support/temp_folder.hpp"

using tachanka::db::CampaignFile;
using tachanka::db::StoreError;
using tachanka::testing::TempFolder;

namespace {

constexpr auto busyMessage = "is being changed by another program";

// Another program in the middle of changing the campaign: a child process holding the file's
// exclusive lock (nobody can even read it then) with an uncommitted change of the Reds'
// prisoners, until it is released or `holdMs` have passed; then it commits and exits.
class LockHolder {
public:
    LockHolder(const std::filesystem::path& file, int holdMs) {
        int held[2];
        REQUIRE(::pipe(held) == 0);
        REQUIRE(::pipe(release_) == 0);
        child_ = ::fork();
        REQUIRE(child_ >= 0);
        if (child_ == 0) {
            ::close(held[0]);
            ::close(release_[1]);
            try {
                SQLite::Database database(file.string(), SQLite::OPEN_READWRITE);
                database.exec("PRAGMA locking_mode = EXCLUSIVE");
                database.exec("BEGIN IMMEDIATE");
                database.exec("UPDATE side SET prisoners = 7 WHERE name = 'Reds'");
                const char ready = 'h';
                if (::write(held[1], &ready, 1) != 1) ::_exit(3);
                pollfd released{release_[0], POLLIN, 0};
                ::poll(&released, 1, holdMs);
                database.exec("COMMIT");
            } catch (...) {
                ::_exit(3);
            }
            ::_exit(0);
        }
        ::close(held[1]);
        ::close(release_[0]);
        char ready = 0;
        REQUIRE(::read(held[0], &ready, 1) == 1);
        ::close(held[0]);
    }
    LockHolder(const LockHolder&) = delete;
    LockHolder& operator=(const LockHolder&) = delete;
    ~LockHolder() { finish(); }

    // Releases the lock and returns the child's exit code: 0 once its change is committed.
    int finish() {
        if (child_ <= 0) return exitCode_;
        // Closing the pipe wakes the child, and cannot raise SIGPIPE as a write could once the
        // child has stopped waiting.
        ::close(release_[1]);
        int status = 0;
        ::waitpid(child_, &status, 0);
        child_ = 0;
        exitCode_ = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
        return exitCode_;
    }

private:
    pid_t child_ = 0;
    int release_[2] = {-1, -1};
    int exitCode_ = -1;
};

int redPrisoners(CampaignFile& campaign) {
    return campaign.database()
        .execAndGet("SELECT prisoners FROM side WHERE name = 'Reds'")
        .getInt();
}

}  // namespace

TEST_CASE("an action on a file another Tachanka is writing to fails with a clear message") {
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    tachanka::testing::sample::createCampaign(file, 5);
    auto other = CampaignFile::open(file);
    other.database().exec("BEGIN IMMEDIATE");

    auto mine = CampaignFile::open(file);
    bool ran = false;
    CHECK_THROWS_WITH_AS(mine.act("test", "income", [&](tachanka::db::Journal&) { ran = true; }),
                         doctest::Contains(busyMessage), StoreError);
    CHECK_FALSE(ran);
    other.database().exec("ROLLBACK");
    CHECK(mine.database().execAndGet("SELECT count(*) FROM action").getInt() == 1);
}

TEST_CASE("opening a file another program is briefly changing waits for its change") {
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    tachanka::testing::sample::createCampaign(file, 5);

    SUBCASE("to read it") {
        LockHolder holder(file, 700);
        auto campaign = CampaignFile::openForReading(file);
        CHECK(redPrisoners(campaign) == 7);
        CHECK(holder.finish() == 0);
    }
    SUBCASE("to change it") {
        LockHolder holder(file, 700);
        auto campaign = CampaignFile::open(file);
        CHECK(redPrisoners(campaign) == 7);
        CHECK(holder.finish() == 0);
    }
}

TEST_CASE("a file another program keeps changing is refused as busy, never as no campaign") {
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    tachanka::testing::sample::createCampaign(file, 5);
    LockHolder holder(file, 60'000);

    for (const bool toChange : {false, true}) {
        CAPTURE(toChange);
        std::string message;
        try {
            if (toChange) {
                CampaignFile::open(file);
            } else {
                CampaignFile::openForReading(file);
            }
        } catch (const StoreError& error) {
            message = error.what();
        }
        CHECK(message == "'" + file.string() + "' " + busyMessage +
                             "; try again when it has finished");
    }
    REQUIRE(holder.finish() == 0);
    auto campaign = CampaignFile::openForReading(file);
    CHECK(redPrisoners(campaign) == 7);
}

namespace {

// Another program's quick change, made while a rehearsal (what undo would take back, a
// battle's preview) is under way: 0 when it committed, 1 when it found the file busy.
int otherProgramTriesAChange(const std::filesystem::path& file) {
    return tachanka::testing::exitCodeOfChild([&] {
        try {
            SQLite::Database database(file.string(), SQLite::OPEN_READWRITE, 200);
            database.exec("UPDATE side SET prisoners = 9 WHERE name = 'Whites'");
        } catch (const SQLite::Exception&) {
            return 1;
        }
        return 0;
    });
}

}  // namespace

TEST_CASE("a rehearsal holds the write lock from the start, so another program's commit cannot fail its writes") {
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    tachanka::testing::sample::createCampaign(file, 5);
    auto campaign = CampaignFile::open(file);
    int other = -1;
    campaign.rehearse([&] {
        CHECK(redPrisoners(campaign) == 0);
        other = otherProgramTriesAChange(file);
        // A transaction that had only read would fail here at once, "database is locked".
        campaign.database().exec("UPDATE side SET prisoners = 4 WHERE name = 'Reds'");
        CHECK(redPrisoners(campaign) == 4);
    });
    CHECK(other == 1);
    CHECK(redPrisoners(campaign) == 0);  // rolled back
    CHECK(campaign.database().execAndGet("SELECT prisoners FROM side WHERE name = 'Whites'").getInt() == 0);
}
