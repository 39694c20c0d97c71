// A campaign file may come from anyone, as a club member's file received by e-mail does: the
// SQL it could carry (triggers, views, tables of its own) is refused before any of it runs,
// SQLite's defensive mode and untrusted schema are on, and no statement runs without a bound.

#include <doctest/doctest.h>

#include <SQLiteCpp/Database.h>
#include <sqlite3.h>

#include <string>

#include "db/campaign_file.hpp"
#include "db/file_defences.hpp"
#include "tests/db/sample_campaign.hpp"
#include "tests/support/temp_folder.hpp"
#include "tests/support/text.hpp"

using tachanka::db::CampaignFile;
using tachanka::db::StoreError;
using tachanka::testing::contains;
using tachanka::testing::readFile;
using tachanka::testing::TempFolder;

namespace {

// A sample campaign, then `sql` run on it as a crafter's sqlite3 session would.
std::filesystem::path craftedCampaign(const TempFolder& folder, const std::string& sql) {
    const auto file = folder / "crafted.tachanka";
    tachanka::testing::sample::createCampaign(file, 1);
    SQLite::Database database(file.string(), SQLite::OPEN_READWRITE);
    database.exec(sql);
    return file;
}

// Both ways of opening refuse the file with `expected` in one line, and it is left as it was.
void checkRefused(const std::filesystem::path& file, const std::string& expected) {
    const std::string before = readFile(file);
    for (const bool toRead : {false, true}) {
        CAPTURE(toRead);
        std::string message = "(opened)";
        try {
            if (toRead) {
                CampaignFile::openForReading(file);
            } else {
                CampaignFile::open(file);
            }
        } catch (const StoreError& error) {
            message = error.what();
        }
        CAPTURE(message);
        CHECK(contains(message, file.string()));
        CHECK(contains(message, expected));
        CHECK(message.find('\n') == std::string::npos);
    }
    CHECK(readFile(file) == before);
}

// The description of the campaign's last action, as the connection reads it.
std::string lastAction(SQLite::Database& database) {
    return database.execAndGet("SELECT description FROM action ORDER BY id DESC LIMIT 1")
        .getString();
}

}  // namespace

TEST_CASE("a trigger on the action table is refused before any action can fire it") {
    TempFolder folder;
    // The audit's: every action quietly adds 99 prisoners with no ledger entry.
    const auto file = craftedCampaign(
        folder, "CREATE TRIGGER more_prisoners AFTER INSERT ON action BEGIN "
                "UPDATE side SET prisoners = prisoners + 99; END");
    checkRefused(file, "holds SQL of its own, a trigger 'more_prisoners' Tachanka did not make");
}

TEST_CASE("a looping trigger and a view in place of a table are refused, not run") {
    TempFolder folder;
    const auto looping = craftedCampaign(
        folder, "CREATE TRIGGER forever AFTER UPDATE ON side BEGIN "
                "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) "
                "SELECT count(*) FROM n; END");
    checkRefused(looping, "a trigger 'forever'");

    TempFolder other;
    const auto viewed = craftedCampaign(
        other, "DROP TABLE location; CREATE VIEW location AS "
               "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) "
               "SELECT x AS id, '' AS name, '' AS hex FROM n");
    checkRefused(viewed, "a view 'location' Tachanka did not make");
}

TEST_CASE("a table, an index or a column Tachanka did not make is refused, and one missing too") {
    TempFolder folder;
    checkRefused(craftedCampaign(folder, "CREATE TABLE notes (text TEXT)"),
                 "a table 'notes' Tachanka did not make");
    TempFolder second;
    checkRefused(craftedCampaign(second, "CREATE INDEX by_name ON side (name)"),
                 "an index 'by_name'");
    TempFolder third;
    checkRefused(craftedCampaign(third, "ALTER TABLE side ADD COLUMN motto TEXT"),
                 "a table 'side' whose columns are not Tachanka's (not Tachanka's: motto)");
    TempFolder fourth;
    checkRefused(craftedCampaign(fourth, "DROP TABLE location"),
                 "lacks a table 'location'");
}

TEST_CASE("statistics SQLite itself keeps do not make a campaign foreign") {
    TempFolder folder;
    const auto file = craftedCampaign(folder, "ANALYZE");
    CHECK_NOTHROW(CampaignFile::open(file));
    CHECK_NOTHROW(CampaignFile::openForReading(file));
}

TEST_CASE("a campaign's connection is defensive, trusts no schema and attaches nothing") {
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    tachanka::testing::sample::createCampaign(file, 1);
    auto campaign = CampaignFile::open(file);
    auto& database = campaign.database();
    CHECK(database.execAndGet("PRAGMA trusted_schema").getInt() == 0);
    // Defensive mode: the schema cannot be written as a table, whatever a file asks.
    database.exec("PRAGMA writable_schema = ON");
    CHECK_THROWS(database.exec("UPDATE sqlite_schema SET sql = '' WHERE name = 'side'"));
    CHECK_THROWS(database.exec("ATTACH DATABASE ':memory:' AS other"));
    CHECK(sqlite3_limit(database.getHandle(), SQLITE_LIMIT_ATTACHED, -1) == 0);
}

TEST_CASE("a statement that runs past the bound is stopped, as SQLite's interrupt") {
    SQLite::Database database(":memory:", SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    tachanka::db::defendConnection(database, 1);
    int code = SQLITE_OK;
    try {
        database.execAndGet(
            "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT count(*) FROM n");
    } catch (const SQLite::Exception& failure) {
        code = failure.getErrorCode();
    }
    CHECK(code == SQLITE_INTERRUPT);
    // The next statement has its own bound.
    CHECK(database.execAndGet("SELECT 1 + 1").getInt() == 2);
}

TEST_CASE("another campaign's -wal beside a campaign is refused, and the campaign keeps its rows") {
    TempFolder folder;
    const auto campaign = folder / "club.tachanka";
    const auto other = folder / "other.tachanka";
    tachanka::testing::sample::createCampaign(campaign, 1);
    tachanka::testing::sample::createCampaign(other, 2);
    const std::string before = readFile(campaign);
    {
        // The other campaign's advance (its campaign row's phase) is in its -wal, not yet
        // folded in, when the -wal is copied beside the club's campaign under its name.
        SQLite::Database writer(other.string(), SQLite::OPEN_READWRITE);
        writer.exec("PRAGMA wal_autocheckpoint = 0");
        writer.exec("INSERT INTO action (kind, description) VALUES ('advance', 'elsewhere')");
        writer.exec("UPDATE campaign SET phase = 'recruitment'");
        std::filesystem::copy_file(other.string() + "-wal", campaign.string() + "-wal");
    }
    checkRefused(campaign, "-wal' beside");
    CHECK(readFile(campaign) == before);
    std::filesystem::remove(campaign.string() + "-wal");
    std::filesystem::remove(campaign.string() + "-shm");
    CHECK_NOTHROW(CampaignFile::open(campaign));
}

TEST_CASE("the campaign's own -wal, another program's changes not yet folded in, is read") {
    TempFolder folder;
    const auto campaign = folder / "club.tachanka";
    tachanka::testing::sample::createCampaign(campaign, 1);
    SQLite::Database writer(campaign.string(), SQLite::OPEN_READWRITE);
    writer.exec("PRAGMA wal_autocheckpoint = 0");
    writer.exec("INSERT INTO action (kind, description) VALUES ('set', 'here')");
    auto reader = CampaignFile::openForReading(campaign);
    CHECK(lastAction(reader.database()) == "here");
}

TEST_CASE("the campaign's own -wal holding an undo is read, in use or copied with the campaign") {
    // An undo takes the last action away: the -wal's history is shorter than the file's, and
    // it is still the campaign's own (a window open while the CLI undid, or a folder copied).
    TempFolder folder;
    const auto campaign = folder / "club.tachanka";
    tachanka::testing::sample::createCampaign(campaign, 1);
    {
        SQLite::Database last(campaign.string(), SQLite::OPEN_READWRITE);
        last.exec("INSERT INTO action (kind, description) VALUES ('set', 'to be undone')");
    }
    SQLite::Database writer(campaign.string(), SQLite::OPEN_READWRITE);
    writer.exec("PRAGMA wal_autocheckpoint = 0");
    writer.exec("DELETE FROM action WHERE description = 'to be undone'");
    {
        auto reader = CampaignFile::openForReading(campaign);
        CHECK(lastAction(reader.database()) != "to be undone");
    }
    const auto copy = folder / "copy.tachanka";
    std::filesystem::copy_file(campaign, copy);
    std::filesystem::copy_file(campaign.string() + "-wal", copy.string() + "-wal");
    auto copied = CampaignFile::open(copy);
    CHECK(lastAction(copied.database()) != "to be undone");
}

TEST_CASE("a -wal from a copy of the campaign, played on less, is refused by its length") {
    // The same seed, scenario and first action: only the pages tell the copy's -wal apart (a
    // campaign's own -wal never makes it shorter).
    TempFolder folder;
    const auto campaign = folder / "club.tachanka";
    const auto copy = folder / "copy.tachanka";
    tachanka::testing::sample::createCampaign(campaign, 1);
    std::filesystem::copy_file(campaign, copy);
    const auto played = [](SQLite::Database& database, const std::string& who, int rows) {
        database.exec("INSERT INTO action (kind, description) VALUES ('set', '" + who + "')");
        database.exec("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < " +
                      std::to_string(rows) + ") INSERT INTO ledger (action_id, game_date, kind, "
                      "note) SELECT (SELECT max(id) FROM action), '1919-10-15', 'note', '" + who +
                      " ' || i FROM n");
    };
    {
        SQLite::Database club(campaign.string(), SQLite::OPEN_READWRITE);
        played(club, "the club", 3000);
    }
    SQLite::Database other(copy.string(), SQLite::OPEN_READWRITE);
    other.exec("PRAGMA wal_autocheckpoint = 0");
    played(other, "the copy", 50);
    std::filesystem::copy_file(copy.string() + "-wal", campaign.string() + "-wal");
    checkRefused(campaign, "-wal' beside");
    std::filesystem::remove(campaign.string() + "-wal");
    std::filesystem::remove(campaign.string() + "-shm");
    auto reopened = CampaignFile::open(campaign);
    CHECK(reopened.database()
              .execAndGet("SELECT count(*) FROM ledger WHERE note LIKE 'the club %'")
              .getInt() == 3000);
}
