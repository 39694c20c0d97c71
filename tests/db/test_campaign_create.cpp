// CampaignFile::create and CampaignFile::open on fresh files: the schema, the identity
// marker and the connection settings, and that a failed create leaves nothing behind.

#include <doctest/doctest.h>

#include <SQLiteCpp/Database.h>
#include <sqlite3.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "db/schema.hpp"
#include "model/scenario.hpp"
#include "tests/support/temp_folder.hpp"
#include "tests/db/sample_campaign.hpp"
#include "tests/support/text.hpp"

using tachanka::testing::contains;
using tachanka::db::CampaignFile;
using tachanka::db::StoreError;
using tachanka::testing::readFile;
using tachanka::testing::TempFolder;
using tachanka::testing::writeFile;

namespace {

template <typename Action>
std::string storeErrorOf(Action&& action) {
    try {
        action();
    } catch (const StoreError& error) {
        return error.what();
    }
    return "(no error)";
}

}  // namespace

TEST_CASE("a created campaign opens and loads back what was written") {
    TempFolder folder;
    const auto file = folder / "autumn.tachanka";
    tachanka::testing::sample::createCampaign(file, 1919);
    REQUIRE(std::filesystem::is_regular_file(file));

    auto campaign = CampaignFile::open(file);
    CHECK(campaign.path() == file);
    const auto loaded = tachanka::db::loadCampaign(campaign.database());
    CHECK(loaded.name == "Autumn 1919");
    CHECK(loaded.scenarioId == "sample-orel");
    CHECK(loaded.seed == 1919u);
    CHECK(loaded.sides.size() == 2);
}

TEST_CASE("create leaves only the campaign file in the folder: no WAL, no staging file") {
    TempFolder folder;
    tachanka::testing::sample::createCampaign(folder / "c.tachanka", 1);
    CHECK(tachanka::testing::fileNamesIn(folder.path()) == std::vector<std::string>{"c.tachanka"});
}

TEST_CASE("a created file stands alone: readable with the WAL folded in before the rename") {
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    tachanka::testing::sample::createCampaign(file, 1);
    // Copy only the main file elsewhere: every row must be in it.
    const auto copy = folder / "copy.tachanka";
    writeFile(copy, readFile(file));
    SQLite::Database database(copy.string(), SQLite::OPEN_READONLY);
    CHECK(database.execAndGet("SELECT count(*) FROM unit").getInt() == 7);
    CHECK(database.execAndGet("SELECT name FROM campaign").getString() == "Autumn 1919");
}

TEST_CASE("an opened campaign uses WAL journaling and enforces foreign keys") {
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    tachanka::testing::sample::createCampaign(file, 1);
    auto campaign = CampaignFile::open(file);
    auto& database = campaign.database();
    CHECK(database.execAndGet("PRAGMA journal_mode").getString() == "wal");
    CHECK(database.execAndGet("PRAGMA foreign_keys").getInt() == 1);
    CHECK_THROWS(database.exec("INSERT INTO formation (side_id, name) VALUES (999, 'Ghosts')"));
}

TEST_CASE("a created campaign carries the current schema version and Tachanka's application id") {
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    tachanka::testing::sample::createCampaign(file, 1);
    auto campaign = CampaignFile::open(file);
    CHECK(campaign.database().execAndGet("PRAGMA user_version").getInt() ==
          tachanka::db::currentSchemaVersion());
    CHECK(campaign.schemaVersion() == tachanka::db::currentSchemaVersion());
    CHECK(campaign.database().execAndGet("PRAGMA application_id").getInt() == 0x54414348);
}

TEST_CASE("create hands fill a database that already has the schema, inside a transaction") {
    TempFolder folder;
    bool sawSchema = false;
    bool inTransaction = false;
    CampaignFile::create(folder / "c.tachanka", [&](SQLite::Database& database) {
        sawSchema = database.tableExists("unit") && database.tableExists("ledger");
        inTransaction = sqlite3_get_autocommit(database.getHandle()) == 0;
    });
    CHECK(sawSchema);
    CHECK(inTransaction);
}

TEST_CASE("create refuses an existing file and leaves it byte for byte unchanged") {
    TempFolder folder;
    SUBCASE("a file that is not a campaign") {
        const auto file = folder / "notes.tachanka";
        writeFile(file, "my notes, not a campaign\n");
        const std::string before = readFile(file);
        bool filled = false;
        const std::string message = storeErrorOf(
            [&] { CampaignFile::create(file, [&](SQLite::Database&) { filled = true; }); });
        CHECK(contains(message, "already exists"));
        CHECK(contains(message, file.string()));
        CHECK_FALSE(filled);
        CHECK(readFile(file) == before);
        CHECK(tachanka::testing::fileNamesIn(folder.path()) == std::vector<std::string>{"notes.tachanka"});
    }
    SUBCASE("an existing campaign") {
        const auto file = folder / "c.tachanka";
        tachanka::testing::sample::createCampaign(file, 1);
        const std::string before = readFile(file);
        CHECK_THROWS_AS(tachanka::testing::sample::createCampaign(file, 2), StoreError);
        CHECK(readFile(file) == before);
        CHECK(tachanka::testing::fileNamesIn(folder.path()) == std::vector<std::string>{"c.tachanka"});
    }
}

TEST_CASE(
    "a fill that throws leaves no campaign file and no staging files, and its error through") {
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    CHECK_THROWS_WITH_AS(CampaignFile::create(file,
                                              [](SQLite::Database& database) {
                                                  database.exec(
                                                      "INSERT INTO action (kind, description) "
                                                      "VALUES ('x', 'half-written')");
                                                  throw std::runtime_error("fill failed");
                                              }),
                         "fill failed", std::runtime_error);
    CHECK_FALSE(std::filesystem::exists(file));
    CHECK(tachanka::testing::fileNamesIn(folder.path()).empty());
}

TEST_CASE("a fill whose SQL fails is a StoreError and leaves nothing behind") {
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    const std::string message = storeErrorOf([&] {
        CampaignFile::create(file, [](SQLite::Database& database) {
            database.exec("INSERT INTO no_such_table VALUES (1)");
        });
    });
    CHECK(contains(message, "cannot create"));
    CHECK(contains(message, file.string()));
    CHECK(tachanka::testing::fileNamesIn(folder.path()).empty());
}

TEST_CASE("after a failed create the same name can be created") {
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    CHECK_THROWS(
        CampaignFile::create(file, [](SQLite::Database&) { throw std::runtime_error("no"); }));
    CHECK_NOTHROW(tachanka::testing::sample::createCampaign(file, 3));
    CHECK(std::filesystem::is_regular_file(file));
}

TEST_CASE("create in a folder that does not exist is a StoreError and creates nothing") {
    TempFolder folder;
    const auto file = folder / "missing" / "c.tachanka";
    CHECK_THROWS_AS(tachanka::testing::sample::createCampaign(file, 1), StoreError);
    CHECK_FALSE(std::filesystem::exists(folder / "missing"));
}

TEST_CASE("opening a campaign twice in turn keeps its contents") {
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    tachanka::testing::sample::createCampaign(file, 77);
    {
        auto campaign = CampaignFile::open(file);
        campaign.database().exec("UPDATE side SET prisoners = 4 WHERE name = 'Reds'");
    }
    auto campaign = CampaignFile::open(file);
    const auto loaded = tachanka::db::loadCampaign(campaign.database());
    CHECK(loaded.seed == 77u);
    CHECK(loaded.sides.at(1).prisoners == 4);
    CHECK(campaign.schemaVersion() == tachanka::db::currentSchemaVersion());
}
