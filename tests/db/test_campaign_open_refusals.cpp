// CampaignFile::open and openForReading refuse what they must not touch: files of a newer
// Tachanka or of no known schema version, files that are not Tachanka campaigns, and missing
// files. A refused file is left byte for byte as it was, and no journal files appear beside it.

#include <doctest/doctest.h>

#include <SQLiteCpp/Database.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "db/campaign_file.hpp"
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

std::string openError(const std::filesystem::path& file, bool toRead = false) {
    try {
        if (toRead) {
            CampaignFile::openForReading(file);
        } else {
            CampaignFile::open(file);
        }
    } catch (const StoreError& error) {
        return error.what();
    }
    return "(opened)";
}

std::filesystem::path besides(const std::filesystem::path& file, const char* suffix) {
    auto other = file;
    other += suffix;
    return other;
}

// Opening `file` must fail with `expected` in the message, and leave the folder exactly as it
// was: same files, same bytes, no -wal or -shm created.
void checkRefusedUnchanged(const TempFolder& folder, const std::filesystem::path& file,
                           const std::string& expected) {
    const std::string before = readFile(file);
    const auto filesBefore = tachanka::testing::fileNamesIn(folder.path());
    REQUIRE_FALSE(std::filesystem::exists(besides(file, "-wal")));
    REQUIRE_FALSE(std::filesystem::exists(besides(file, "-shm")));

    for (const bool toRead : {false, true}) {
        const std::string message = openError(file, toRead);
        CAPTURE(message);
        CHECK(contains(message, expected));
        CHECK(contains(message, file.string()));
    }

    CHECK(readFile(file) == before);
    CHECK_FALSE(std::filesystem::exists(besides(file, "-wal")));
    CHECK_FALSE(std::filesystem::exists(besides(file, "-shm")));
    CHECK_FALSE(std::filesystem::exists(besides(file, "-journal")));
    CHECK(tachanka::testing::fileNamesIn(folder.path()) == filesBefore);
}

}  // namespace

TEST_CASE("a campaign written by a newer Tachanka is refused as newer and left unchanged") {
    TempFolder folder;
    const auto file = folder / "future.tachanka";
    tachanka::testing::sample::createCampaign(file, 1);
    {
        SQLite::Database database(file.string(), SQLite::OPEN_READWRITE);
        database.exec("PRAGMA user_version = 999");
    }
    checkRefusedUnchanged(folder, file, "newer");
    CHECK(contains(openError(file), "999"));
}

TEST_CASE("a campaign whose schema version is no version at all is refused and left unchanged") {
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    tachanka::testing::sample::createCampaign(file, 1);
    for (const int version : {-1, 0, -2147483647}) {
        CAPTURE(version);
        {
            SQLite::Database database(file.string(), SQLite::OPEN_READWRITE);
            database.exec("PRAGMA user_version = " + std::to_string(version));
        }
        checkRefusedUnchanged(folder, file, "unknown schema version");
        CHECK(contains(openError(file, true), "(" + std::to_string(version) + ")"));
    }
}

TEST_CASE("a text file is refused as not a Tachanka campaign and left unchanged") {
    TempFolder folder;
    const auto file = folder / "notes.tachanka";
    std::string text;
    for (int i = 0; i < 200; ++i) text += "line " + std::to_string(i) + " of random notes\n";
    writeFile(file, text);
    checkRefusedUnchanged(folder, file, "not a Tachanka campaign");
}

TEST_CASE("an SQLite database without Tachanka's application id is refused and left unchanged") {
    TempFolder folder;
    const auto file = folder / "other.sqlite";
    {
        SQLite::Database database(file.string(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        database.exec("CREATE TABLE recipe (id INTEGER PRIMARY KEY, name TEXT)");
        database.exec("INSERT INTO recipe (name) VALUES ('borscht')");
        database.exec("PRAGMA user_version = 1");
    }
    checkRefusedUnchanged(folder, file, "not a Tachanka campaign");
}

TEST_CASE("an SQLite database with another application id is refused and left unchanged") {
    TempFolder folder;
    const auto file = folder / "other.sqlite";
    {
        SQLite::Database database(file.string(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        database.exec("PRAGMA application_id = 1234");
        database.exec("CREATE TABLE t (x INTEGER)");
    }
    checkRefusedUnchanged(folder, file, "not a Tachanka campaign");
}

TEST_CASE("an empty file is refused as not a Tachanka campaign and stays empty") {
    TempFolder folder;
    const auto file = folder / "empty.tachanka";
    writeFile(file, "");
    checkRefusedUnchanged(folder, file, "not a Tachanka campaign");
    CHECK(std::filesystem::file_size(file) == 0);
}

TEST_CASE("a missing file is refused as no campaign file, and none is created") {
    TempFolder folder;
    const auto file = folder / "absent.tachanka";
    const std::string message = openError(file);
    CHECK(contains(message, "no campaign file"));
    CHECK(contains(message, file.string()));
    CHECK(tachanka::testing::fileNamesIn(folder.path()).empty());
}

TEST_CASE("a folder is refused as no campaign file") {
    TempFolder folder;
    std::filesystem::create_directory(folder / "dir.tachanka");
    CHECK(contains(openError(folder / "dir.tachanka"), "no campaign file"));
}

TEST_CASE("a refused newer campaign opens again once its version is one this build reads") {
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    tachanka::testing::sample::createCampaign(file, 1);
    int version = 0;
    {
        SQLite::Database database(file.string(), SQLite::OPEN_READWRITE);
        version = database.execAndGet("PRAGMA user_version").getInt();
        database.exec("PRAGMA user_version = " + std::to_string(version + 1));
    }
    CHECK_THROWS_AS(CampaignFile::open(file), StoreError);
    {
        SQLite::Database database(file.string(), SQLite::OPEN_READWRITE);
        database.exec("PRAGMA user_version = " + std::to_string(version));
    }
    CHECK_NOTHROW(CampaignFile::open(file));
}

TEST_CASE("a damaged schema whose name holds line breaks is refused in one line, unchanged") {
    TempFolder folder;
    const auto file = folder / "broken.tachanka";
    tachanka::testing::sample::createCampaign(file, 1);
    {
        SQLite::Database database(file.string(), SQLite::OPEN_READWRITE);
        database.exec("PRAGMA writable_schema = ON");
        database.exec("UPDATE sqlite_master SET name = 'setting' || char(10) || '  value TEXT,', "
                      "sql = 'CREATE TABLE setting (' || char(10) || ')' WHERE name = 'setting'");
        database.exec("PRAGMA journal_mode = DELETE");
    }
    checkRefusedUnchanged(folder, file, "is damaged (malformed database schema (setting value TEXT,))");
    CHECK_FALSE(contains(openError(file), "\n"));
}
