#include "db/campaign_file.hpp"

#include <SQLiteCpp/Transaction.h>
#include <sqlite3.h>
#include <unistd.h>

#include <string>

#include "db/schema.hpp"

namespace tachanka::db {
namespace {

constexpr int busyTimeoutMs = 5000;

std::string quoted(const std::filesystem::path& file) { return "'" + file.string() + "'"; }

// Reads the file's identity without writing to it: a file from a newer Tachanka, or some
// other SQLite database, must come out of a failed open byte for byte unchanged.
void checkIdentity(const std::filesystem::path& file) {
    int foundApplicationId = 0;
    int foundVersion = 0;
    try {
        SQLite::Database probe(file.string(), SQLite::OPEN_READONLY);
        foundApplicationId = probe.execAndGet("PRAGMA application_id").getInt();
        foundVersion = probe.execAndGet("PRAGMA user_version").getInt();
    } catch (const SQLite::Exception& error) {
        throw StoreError(quoted(file) + " is not a Tachanka campaign: " + error.what());
    }
    if (foundApplicationId != applicationId) {
        throw StoreError(quoted(file) + " is not a Tachanka campaign file");
    }
    if (foundVersion > currentSchemaVersion()) {
        throw StoreError(quoted(file) + " was written by a newer Tachanka (schema " +
                         std::to_string(foundVersion) + ", this version reads up to " +
                         std::to_string(currentSchemaVersion()) +
                         "); it was not opened and is unchanged");
    }
}

void migrate(SQLite::Database& database) {
    const int from = database.execAndGet("PRAGMA user_version").getInt();
    if (from >= currentSchemaVersion()) return;
    SQLite::Transaction transaction(database, SQLite::TransactionBehavior::IMMEDIATE);
    const auto steps = migrations();
    for (auto step = static_cast<std::size_t>(from); step < steps.size(); ++step) {
        database.exec(std::string(steps[step]));
    }
    database.exec("PRAGMA application_id = " + std::to_string(applicationId));
    database.exec("PRAGMA user_version = " + std::to_string(currentSchemaVersion()));
    transaction.commit();
}

}  // namespace

CampaignFile::CampaignFile(std::filesystem::path file, int openFlags)
    : path_(std::move(file)), database_(path_.string(), openFlags, busyTimeoutMs) {
    database_.exec("PRAGMA journal_mode = WAL");
    database_.exec("PRAGMA synchronous = FULL");
    database_.exec("PRAGMA foreign_keys = ON");
}

CampaignFile CampaignFile::open(const std::filesystem::path& file) {
    std::error_code error;
    if (!std::filesystem::is_regular_file(file, error)) {
        throw StoreError("no campaign file at " + quoted(file));
    }
    checkIdentity(file);
    try {
        CampaignFile campaign(file, SQLite::OPEN_READWRITE);
        migrate(campaign.database_);
        return campaign;
    } catch (const SQLite::Exception& failure) {
        if (failure.getErrorCode() == SQLITE_BUSY) {
            throw StoreError(quoted(file) + " is in use by another Tachanka; close it there first");
        }
        throw StoreError(quoted(file) + ": " + failure.what());
    }
}

void CampaignFile::create(const std::filesystem::path& file,
                          const std::function<void(SQLite::Database&)>& fill) {
    std::error_code error;
    if (std::filesystem::exists(file, error)) {
        throw StoreError(quoted(file) + " already exists; choose another name");
    }
    auto staging = file;
    staging += ".creating-" + std::to_string(::getpid());
    const auto removeStaging = [&staging] {
        std::error_code ignored;
        for (const char* suffix : {"", "-wal", "-shm", "-journal"}) {
            auto part = staging;
            part += suffix;
            std::filesystem::remove(part, ignored);
        }
    };
    try {
        {
            CampaignFile campaign(staging, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
            migrate(campaign.database_);
            SQLite::Transaction transaction(campaign.database_,
                                            SQLite::TransactionBehavior::IMMEDIATE);
            fill(campaign.database_);
            transaction.commit();
            // Folding the WAL back in makes the staged file complete on its own before it
            // takes the campaign's name.
            campaign.database_.exec("PRAGMA wal_checkpoint(TRUNCATE)");
        }
        if (std::filesystem::exists(file, error)) {
            throw StoreError(quoted(file) + " already exists; choose another name");
        }
        std::filesystem::rename(staging, file);
    } catch (const std::filesystem::filesystem_error& failure) {
        removeStaging();
        throw StoreError("cannot create " + quoted(file) + ": " + failure.code().message());
    } catch (const SQLite::Exception& failure) {
        removeStaging();
        throw StoreError("cannot create " + quoted(file) + ": " + failure.what());
    } catch (...) {
        removeStaging();
        throw;
    }
    removeStaging();
}

int CampaignFile::schemaVersion() {
    return database_.execAndGet("PRAGMA user_version").getInt();
}

}  // namespace tachanka::db
