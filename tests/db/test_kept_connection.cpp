// The desktop app keeps one connection to its campaign open for the window's life and opens
// another for each action; the command line writes the same file meanwhile. Opening a
// campaign (which checks its header first) must never drop the kept connection's locks: if
// it did, the other program would take itself for the file's last user when it closes,
// fold and delete the WAL, and the window's next change would be an I/O error on a file
// SQLite calls malformed.

#include <doctest/doctest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <SQLiteCpp/Database.h>

#include "db/campaign_file.hpp"
#include "db/journal.hpp"
#include "db/columns.hpp"
#include "tests/db/sample_campaign.hpp"
#include "tests/support/temp_folder.hpp"

using tachanka::db::CampaignFile;
using tachanka::db::Column;
using tachanka::db::LedgerTags;
using tachanka::db::Table;
using tachanka::testing::TempFolder;
using tachanka::model::LedgerKind;

namespace {

std::int64_t sideId(SQLite::Database& database, const std::string& name) {
    SQLite::Statement query(database, "SELECT id FROM side WHERE name = ?");
    query.bind(1, name);
    REQUIRE(query.executeStep());
    return query.getColumn(0).getInt64();
}

void setPrisoners(CampaignFile& campaign, const std::string& side, std::int64_t prisoners) {
    campaign.act("prisoners", side + " take prisoners", [&](tachanka::db::Journal& journal) {
        const auto id = sideId(campaign.database(), side);
        journal.set(Table::Side, id, Column::Prisoners, tachanka::db::Value(prisoners),
                    LedgerTags::of(LedgerKind::PrisonersTaken).forSide(id).by(1));
    });
}

// Another program: opens the campaign, makes one change, closes it, ends.
int otherProgramSetsRedPrisoners(const std::filesystem::path& file, std::int64_t prisoners) {
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        try {
            auto campaign = CampaignFile::open(file);
            setPrisoners(campaign, "Reds", prisoners);
        } catch (...) {
            ::_exit(3);
        }
        ::_exit(0);
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

}  // namespace

TEST_CASE("opening a campaign again keeps the locks of the connection this program holds open") {
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    tachanka::testing::sample::createCampaign(file, 5);
    auto kept = CampaignFile::open(file);
    CHECK(kept.database().execAndGet("PRAGMA data_version").getInt() > 0);

    for (std::int64_t round = 1; round <= 3; ++round) {
        // The window's action: a connection of its own, opened (header checked) and closed.
        {
            auto action = CampaignFile::open(file);
            setPrisoners(action, "Whites", round);
        }
        REQUIRE(otherProgramSetsRedPrisoners(file, 10 * round) == 0);
        // The kept connection still shares the WAL the other program wrote to.
        setPrisoners(kept, "Whites", 100 + round);
    }

    SQLite::Database reader(file.string(), SQLite::OPEN_READONLY);
    CHECK(reader.execAndGet("PRAGMA integrity_check").getString() == "ok");
    CHECK(reader.execAndGet("SELECT prisoners FROM side WHERE name = 'Reds'").getInt() == 30);
    CHECK(reader.execAndGet("SELECT prisoners FROM side WHERE name = 'Whites'").getInt() == 103);
}
