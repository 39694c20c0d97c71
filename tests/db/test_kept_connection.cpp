// The desktop app keeps one connection to its campaign open for the window's life and opens
// another for each action; the command line writes the same file meanwhile. Opening a
// campaign (which checks its header first) must never drop the kept connection's locks: if
// it did, the other program would take itself for the file's last user when it closes,
// fold and delete the WAL, and the window's next change would be an I/O error on a file
// SQLite calls malformed.

#include <doctest/doctest.h>

#include <fcntl.h>
#include <unistd.h>

#include <SQLiteCpp/Database.h>

#include "db/campaign_file.hpp"
#include "tests/db/sample_campaign.hpp"
#include "tests/support/process.hpp"
#include "tests/support/temp_folder.hpp"

using tachanka::db::CampaignFile;
using tachanka::testing::TempFolder;

namespace {

// Whether some other process holds a read lock on the database file's shared range (SQLite's
// unix locking: 510 bytes from the pending byte + 2), asked from a child process: a process
// never sees its own POSIX locks as conflicts.
bool sharedLockHeldOn(const std::filesystem::path& file) {
    const int answer = tachanka::testing::exitCodeOfChild([&] {
        const int descriptor = ::open(file.c_str(), O_RDONLY);
        struct flock probe {};
        probe.l_type = F_WRLCK;
        probe.l_whence = SEEK_SET;
        probe.l_start = 0x40000002;
        probe.l_len = 510;
        if (descriptor < 0 || ::fcntl(descriptor, F_GETLK, &probe) != 0) return 3;
        return probe.l_type == F_UNLCK ? 1 : 0;
    });
    REQUIRE((answer == 0 || answer == 1));
    return answer == 0;
}

}  // namespace

TEST_CASE("a connection kept open holds its shared lock through another open of the same file") {
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    tachanka::testing::sample::createCampaign(file, 5);
    auto kept = CampaignFile::openForReading(file);
    CHECK(kept.database().execAndGet("SELECT count(*) FROM side").getInt() == 2);
    REQUIRE(sharedLockHeldOn(file));
    { auto action = CampaignFile::open(file); }
    CHECK(sharedLockHeldOn(file));
    { auto reading = CampaignFile::openForReading(file); }
    CHECK(sharedLockHeldOn(file));
}
