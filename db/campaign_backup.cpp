#include "db/campaign_backup.hpp"

#include <sqlite3.h>
#include <unistd.h>

#include <memory>
#include <string>
#include <system_error>

#include "db/campaign_file.hpp"
#include "db/campaign_file_checks.hpp"

namespace tachanka::db {
namespace {

// Copies every page of `from`'s main database into `to`'s; the SQLite result code.
int copyPages(sqlite3* from, sqlite3* to) {
    sqlite3_backup* backup = sqlite3_backup_init(to, "main", from, "main");
    if (backup == nullptr) return sqlite3_errcode(to);
    // All pages in one step: the source's read transaction, and the target's write lock, are
    // held from the first page to the last.
    const int stepped = sqlite3_backup_step(backup, -1);
    const int finished = sqlite3_backup_finish(backup);
    return stepped == SQLITE_DONE ? finished : stepped;
}

void removeQuietly(const std::filesystem::path& file) {
    std::error_code ignored;
    for (const char* suffix : {"", "-wal", "-shm", "-journal"}) {
        std::filesystem::remove(besides(file, suffix), ignored);
    }
}

}  // namespace

void copyCampaign(SQLite::Database& source, const std::filesystem::path& target) {
    const auto staging = besides(target, ".part-" + std::to_string(::getpid()));
    removeQuietly(staging);
    try {
        {
            SQLite::Database copy(staging.string(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
            const int result = copyPages(source.getHandle(), copy.getHandle());
            if (result != SQLITE_OK) {
                throw StoreError("cannot back up the campaign to " + quoted(target) + ": " +
                                 sqlite3_errstr(result));
            }
            // The copy keeps the campaign's WAL mode; folding its WAL in makes the one file
            // the whole backup.
            copy.exec("PRAGMA wal_checkpoint(TRUNCATE)");
        }
        std::filesystem::rename(staging, target);
    } catch (const std::filesystem::filesystem_error& failure) {
        removeQuietly(staging);
        throw StoreError("cannot back up the campaign to " + quoted(target) + ": " +
                         failure.code().message());
    } catch (const SQLite::Exception& failure) {
        removeQuietly(staging);
        throw StoreError("cannot back up the campaign to " + quoted(target) + ": " +
                         failure.what());
    } catch (...) {
        removeQuietly(staging);
        throw;
    }
    removeQuietly(staging);
}

std::string campaignBytes(SQLite::Database& database) {
    sqlite3_int64 size = 0;
    const std::unique_ptr<unsigned char, decltype(&sqlite3_free)> bytes(
        sqlite3_serialize(database.getHandle(), "main", &size, 0), &sqlite3_free);
    if (!bytes) throw StoreError("cannot copy the campaign: out of memory");
    return std::string(reinterpret_cast<const char*>(bytes.get()), static_cast<std::size_t>(size));
}

void restoreCampaign(const std::filesystem::path& backup, SQLite::Database& target) {
    SQLite::Database from(backup.string(), SQLite::OPEN_READONLY);
    const int result = copyPages(from.getHandle(), target.getHandle());
    if (result == SQLITE_BUSY || result == SQLITE_LOCKED) {
        throw StoreError(quoted(std::filesystem::path(target.getFilename())) +
                         " is being changed by another program: nothing restored; try again "
                         "when it has finished");
    }
    if (result != SQLITE_OK) {
        throw StoreError("cannot restore the campaign from " + quoted(backup) + ": " +
                         sqlite3_errstr(result));
    }
}

}  // namespace tachanka::db
