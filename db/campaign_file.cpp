#include "db/campaign_file.hpp"

#include "db/ledger_chain.hpp"
#include "db/sql_values.hpp"

#include <SQLiteCpp/Backup.h>
#include <SQLiteCpp/Transaction.h>
#include <signal.h>
#include <sqlite3.h>
#include <unistd.h>

#include <cerrno>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

#include "db/campaign_file_checks.hpp"
#include "db/file_defences.hpp"
#include "db/schema.hpp"
#include "db/taken_back.hpp"

namespace tachanka::db {
namespace {

constexpr std::string_view stagingMark = ".creating-";

void migrate(SQLite::Database& database) {
    const int from = database.execAndGet("PRAGMA user_version").getInt();
    if (from >= currentSchemaVersion()) return;
    SQLite::Transaction transaction(database, SQLite::TransactionBehavior::IMMEDIATE);
    const auto steps = migrations();
    for (auto step = static_cast<std::size_t>(from); step < steps.size(); ++step) {
        database.exec(std::string(steps[step]));
    }
    // The rows written before the ledger was a chain are sealed as they stand, so the first
    // action after seals only its own rows and its undo puts the file back exactly.
    sealLedger(database);
    database.exec("PRAGMA application_id = " + std::to_string(applicationId));
    database.exec("PRAGMA user_version = " + std::to_string(currentSchemaVersion()));
    transaction.commit();
}

// The process id in a staging file's name ("c.tachanka.creating-4711-wal" names 4711), if
// `name` is one of `file`'s staging files.
std::optional<pid_t> stagingOwner(const std::filesystem::path& file, const std::string& name) {
    const std::string prefix = file.filename().string() + std::string(stagingMark);
    if (!name.starts_with(prefix)) return std::nullopt;
    std::string_view rest = std::string_view(name).substr(prefix.size());
    for (const std::string_view suffix : {"-wal", "-shm", "-journal"}) {
        if (rest.ends_with(suffix)) rest.remove_suffix(suffix.size());
    }
    if (rest.empty() || rest.size() > 9 ||
        rest.find_first_not_of("0123456789") != std::string_view::npos) {
        return std::nullopt;
    }
    return static_cast<pid_t>(std::stoi(std::string(rest)));
}

// A creation killed before it could clean up (SIGKILL, a power cut) leaves its staging files
// behind: those of processes that no longer run are removed before the next creation.
void removeAbandonedStaging(const std::filesystem::path& file) {
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(folderOf(file), error)) {
        const auto owner = stagingOwner(file, entry.path().filename().string());
        if (owner && *owner != ::getpid() && ::kill(*owner, 0) != 0 && errno == ESRCH) {
            std::filesystem::remove(entry.path(), error);
        }
    }
}

}  // namespace

CampaignFile::CampaignFile(std::filesystem::path file, const std::string& location,
                           int openFlags)
    : path_(std::move(file)), database_(location, openFlags, busyTimeoutMs) {
    defendConnection(database_);
    database_.exec("PRAGMA synchronous = FULL");
    database_.exec("PRAGMA foreign_keys = ON");
}

CampaignFile CampaignFile::open(const std::filesystem::path& file) {
    const Identity identity = checkIdentity(file);
    checkWritable(file);
    // Before any connection that could fold a -wal into the file when it closes.
    checkWalIsTheCampaigns(file);
    try {
        CampaignFile campaign(file, file.string(), SQLite::OPEN_READWRITE);
        checkSchemaIsTachankas(campaign.database_, file, identity.version);
        campaign.database_.exec("PRAGMA journal_mode = WAL");
        migrate(campaign.database_);
        return campaign;
    } catch (const SQLite::Exception& failure) {
        throw storeError(file, failure);
    }
}

CampaignFile CampaignFile::openForReading(const std::filesystem::path& file) {
    const Identity identity = checkIdentity(file);
    checkWalIsTheCampaigns(file);
    try {
        // A read-write connection takes part in the locking of the programs that change the
        // file, and the last one to close removes the -wal and -shm files it used.
        if (isWritable(file)) {
            CampaignFile campaign(file, file.string(), SQLite::OPEN_READWRITE);
            checkSchemaIsTachankas(campaign.database_, file, identity.version);
            if (identity.version < currentSchemaVersion()) return privateCopy(campaign);
            return campaign;
        }
        // A file that may not be written is copied at once, so that the read holds it only
        // briefly, and a rehearsal (what undo would take back) can run on the copy.
        std::error_code error;
        CampaignFile campaign =
            std::filesystem::exists(besides(file, "-wal"), error)
                ? CampaignFile(file, file.string(), SQLite::OPEN_READONLY)
                : CampaignFile(file, immutableUri(file), SQLite::OPEN_READONLY | SQLite::OPEN_URI);
        checkSchemaIsTachankas(campaign.database_, file, identity.version);
        return privateCopy(campaign);
    } catch (const SQLite::Exception& failure) {
        throw storeError(file, failure);
    }
}

CampaignFile CampaignFile::privateCopy(CampaignFile& source) {
    CampaignFile copy(source.path_, ":memory:", SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    SQLite::Backup(copy.database_, source.database_).executeStep();
    migrate(copy.database_);
    return copy;
}

CampaignFile CampaignFile::openCopy(const std::filesystem::path& file) {
    auto read = openForReading(file);
    try {
        return privateCopy(read);
    } catch (const SQLite::Exception& failure) {
        throw storeError(file, failure);
    }
}

void CampaignFile::create(const std::filesystem::path& file,
                          const std::function<void(SQLite::Database&)>& fill) {
    std::error_code error;
    if (std::filesystem::exists(file, error)) {
        throw StoreError(quoted(file) + " already exists; choose another name");
    }
    removeAbandonedStaging(file);
    const auto staging = besides(file, std::string(stagingMark) + std::to_string(::getpid()));
    const auto removeStaging = [&staging] {
        std::error_code ignored;
        for (const char* suffix : {"", "-wal", "-shm", "-journal"}) {
            std::filesystem::remove(besides(staging, suffix), ignored);
        }
    };
    try {
        {
            CampaignFile campaign(staging, staging.string(),
                                  SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
            campaign.database_.exec("PRAGMA journal_mode = WAL");
            migrate(campaign.database_);
            SQLite::Transaction transaction(campaign.database_,
                                            SQLite::TransactionBehavior::IMMEDIATE);
            fill(campaign.database_);
            sealLedger(campaign.database_);
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

enum class Ending { Commit, RollBack };

template <typename Body>
auto inWriteTransaction(SQLite::Database& database, const std::filesystem::path& file,
                        Ending ending, Body&& body) {
    std::optional<SQLite::Transaction> transaction;
    try {
        transaction.emplace(database, SQLite::TransactionBehavior::IMMEDIATE);
    } catch (const SQLite::Exception& failure) {
        throw storeError(file, failure);
    }
    if constexpr (std::is_void_v<decltype(body())>) {
        body();
        if (ending == Ending::Commit) transaction->commit();
    } else {
        auto result = body();
        if (ending == Ending::Commit) transaction->commit();
        return result;
    }
}

}  // namespace

void CampaignFile::act(std::string_view kind, std::string_view description,
                       const std::function<void(Journal&)>& body) {
    inWriteTransaction(database_, path_, Ending::Commit, [&] {
        Journal journal(database_, kind, description);
        body(journal);
        sealLedger(database_);
    });
}

std::optional<UndoneAction> CampaignFile::undo(
    const std::function<void(const UndoneAction& next)>& approve) {
    return inWriteTransaction(database_, path_, Ending::Commit,
                              [&] { return undoLastAction(database_, approve); });
}

std::int64_t CampaignFile::returnTo(std::int64_t actionId, std::string_view description) {
    return inWriteTransaction(database_, path_, Ending::Commit,
                              [&] {
                                  const auto returned =
                                      returnToAction(database_, actionId, description);
                                  sealLedger(database_);
                                  return returned;
                              });
}

void CampaignFile::carryOver(const std::filesystem::path& worked, std::int64_t afterAction,
                             const HistoryMark& from, const std::function<void()>& record) {
    inWriteTransaction(database_, path_, Ending::Commit, [&] {
        if (historyMark(database_) != from) {
            throw StoreError(quoted(path_) + " was changed by another program while the orders "
                             "were tried on a copy of it: nothing merged; merge them again");
        }
        SQLite::Database source(worked.string(), SQLite::OPEN_READONLY);
        replayLedger(source, database_, std::nullopt, afterAction);
        for (const char* table : {"action", "ledger"}) {
            SQLite::Statement rows(source, std::string("SELECT * FROM ") + table +
                                               (std::string(table) == "action"
                                                    ? " WHERE id > ? ORDER BY id"
                                                    : " WHERE action_id > ? ORDER BY id"));
            rows.bind(1, afterAction);
            std::optional<SQLite::Statement> insert;
            while (rows.executeStep()) {
                if (!insert) {
                    std::string marks;
                    for (int column = 0; column < rows.getColumnCount(); ++column) {
                        marks += column == 0 ? "?" : ", ?";
                    }
                    insert.emplace(database_, std::string("INSERT INTO ") + table + " VALUES (" +
                                                  marks + ")");
                }
                for (int column = 0; column < rows.getColumnCount(); ++column) {
                    bindValue(*insert, column + 1, columnValue(rows.getColumn(column)));
                }
                insert->exec();
                insert->reset();
            }
        }
        record();
    });
}

void CampaignFile::rehearse(const std::function<void()>& body) {
    inWriteTransaction(database_, path_, Ending::RollBack, body);
}

void CampaignFile::readAtOnce(const std::function<void()>& body) {
    SQLite::Transaction snapshot(database_);
    body();
    snapshot.commit();
}

int CampaignFile::schemaVersion() {
    return database_.execAndGet("PRAGMA user_version").getInt();
}

}  // namespace tachanka::db
