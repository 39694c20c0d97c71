#include "db/campaign_file.hpp"

#include <SQLiteCpp/Transaction.h>
#include <sqlite3.h>
#include <unistd.h>

#include <array>
#include <optional>
#include <type_traits>
#include <fstream>
#include <string>
#include <string_view>

#include "db/schema.hpp"

namespace tachanka::db {
namespace {

constexpr int busyTimeoutMs = 5000;

std::string quoted(const std::filesystem::path& file) { return "'" + file.string() + "'"; }

struct Identity {
    std::int32_t applicationId = 0;
    int version = 0;
};

std::int32_t bigEndian32(const unsigned char* bytes) {
    return static_cast<std::int32_t>(std::uint32_t{bytes[0]} << 24 | std::uint32_t{bytes[1]} << 16 |
                                     std::uint32_t{bytes[2]} << 8 | std::uint32_t{bytes[3]});
}

// The identity as the 100-byte database header records it (SQLite file format, 1.3).
Identity readHeader(const std::filesystem::path& file) {
    std::array<unsigned char, 100> header{};
    std::ifstream in(file, std::ios::binary);
    in.read(reinterpret_cast<char*>(header.data()), header.size());
    constexpr std::string_view magic{"SQLite format 3\0", 16};
    if (!in || std::string_view(reinterpret_cast<const char*>(header.data()), 16) != magic) {
        throw StoreError(quoted(file) + " is not a Tachanka campaign (not an SQLite database)");
    }
    return {bigEndian32(&header[68]), bigEndian32(&header[60])};
}

// Reads the file's identity without writing to it: a file from a newer Tachanka, or some
// other SQLite database, must come out of a failed open unchanged, with nothing left beside
// it. Even a read-only SQLite connection creates -wal and -shm files for a WAL database, so
// the header is read directly; only when a -wal file is already there (its content may
// be newer than the header) does SQLite itself answer.
Identity readIdentity(const std::filesystem::path& file) {
    Identity identity = readHeader(file);
    auto wal = file;
    wal += "-wal";
    std::error_code error;
    if (!std::filesystem::exists(wal, error)) return identity;
    try {
        SQLite::Database probe(file.string(), SQLite::OPEN_READONLY);
        identity.applicationId = probe.execAndGet("PRAGMA application_id").getInt();
        identity.version = probe.execAndGet("PRAGMA user_version").getInt();
    } catch (const SQLite::Exception& failure) {
        throw StoreError(quoted(file) + " is not a Tachanka campaign: " + failure.what());
    }
    return identity;
}

void checkIdentity(const std::filesystem::path& file) {
    const Identity identity = readIdentity(file);
    if (identity.applicationId != applicationId) {
        throw StoreError(quoted(file) + " is not a Tachanka campaign file");
    }
    if (identity.version > currentSchemaVersion()) {
        throw StoreError(quoted(file) + " was written by a newer Tachanka (schema " +
                         std::to_string(identity.version) + ", this version reads up to " +
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

namespace {

template <typename Body>
auto inWriteTransaction(SQLite::Database& database, const std::filesystem::path& file,
                        Body&& body) {
    std::optional<SQLite::Transaction> transaction;
    try {
        transaction.emplace(database, SQLite::TransactionBehavior::IMMEDIATE);
    } catch (const SQLite::Exception& failure) {
        if (failure.getErrorCode() == SQLITE_BUSY) {
            throw StoreError(quoted(file) +
                             " is in use by another Tachanka that is saving to it; try again "
                             "when it has finished");
        }
        throw StoreError(quoted(file) + ": " + failure.what());
    }
    if constexpr (std::is_void_v<decltype(body())>) {
        body();
        transaction->commit();
    } else {
        auto result = body();
        transaction->commit();
        return result;
    }
}

}  // namespace

void CampaignFile::act(std::string_view kind, std::string_view description,
                       const std::function<void(Journal&)>& body) {
    inWriteTransaction(database_, path_, [&] {
        Journal journal(database_, kind, description);
        body(journal);
    });
}

std::optional<UndoneAction> CampaignFile::undo(
    const std::function<void(const UndoneAction& next)>& approve) {
    return inWriteTransaction(database_, path_,
                              [&] { return undoLastAction(database_, approve); });
}

int CampaignFile::schemaVersion() {
    return database_.execAndGet("PRAGMA user_version").getInt();
}

}  // namespace tachanka::db
