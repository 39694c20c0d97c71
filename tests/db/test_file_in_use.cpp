// Two Tachankas on one campaign: while one is saving, the other's action waits for it a
// while, then gives up with a clear message, its change not made.

#include <doctest/doctest.h>

#include <SQLiteCpp/Database.h>

#include "db/campaign_file.hpp"
#include "db/journal.hpp"
#include "tests/db/sample_campaign.hpp"
#include "tests/support/temp_folder.hpp"

using tachanka::db::CampaignFile;
using tachanka::testing::TempFolder;

TEST_CASE("an action on a file another Tachanka is writing to fails with a clear message") {
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    tachanka::testing::sample::createCampaign(file, 5);
    auto other = CampaignFile::open(file);
    other.database().exec("BEGIN IMMEDIATE");

    auto mine = CampaignFile::open(file);
    bool ran = false;
    CHECK_THROWS_WITH_AS(mine.act("test", "income", [&](tachanka::db::Journal&) { ran = true; }),
                         doctest::Contains("in use by another Tachanka"),
                         tachanka::db::StoreError);
    CHECK_FALSE(ran);
    other.database().exec("ROLLBACK");
    CHECK(mine.database().execAndGet("SELECT count(*) FROM action").getInt() == 1);
}
