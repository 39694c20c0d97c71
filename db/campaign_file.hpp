#pragma once
// One campaign is one SQLite file. Opening checks that the file is a Tachanka campaign of a
// schema this build understands before anything is written to it. Opening to change it brings
// older files up to date in a single transaction; opening to read it never writes to it, so
// that a campaign in a read-only folder, or one that another program is changing, can be read.

#include <filesystem>
#include <functional>
#include <stdexcept>

#include <SQLiteCpp/Database.h>

#include "db/journal.hpp"

namespace tachanka::db {

// A problem with a campaign file, worded for the user in one line.
class StoreError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

class CampaignFile {
public:
    // Opens an existing campaign to change it, migrating it to the current schema; a file or
    // folder that may not be written is refused.
    static CampaignFile open(const std::filesystem::path& file);
    // Opens an existing campaign to read it, leaving the file and its folder as they were: an
    // older schema, or a file that may not be written, is read from a private in-memory copy.
    // Changes go through open(), never through this.
    static CampaignFile openForReading(const std::filesystem::path& file);

    // A private in-memory copy of the campaign as it stands, at the current schema: a view of
    // its past is worked out on it, and the file itself is only read, for a moment.
    static CampaignFile openCopy(const std::filesystem::path& file);

    // Creates a new campaign file and lets `fill` write its first contents. The file appears
    // under its name only once `fill` has succeeded: a failure leaves no file behind.
    static void create(const std::filesystem::path& file,
                       const std::function<void(SQLite::Database&)>& fill);

    // One user action: `body` reads what it needs and writes through the journal inside one
    // transaction that holds the file's write lock from the start. Anything `body` throws
    // leaves the campaign as it was; another program holding the lock is a StoreError.
    void act(std::string_view kind, std::string_view description,
             const std::function<void(Journal&)>& body);
    // Undoes the last action in one transaction, once `approve` has seen it (see
    // undoLastAction); none when there is nothing left to undo.
    std::optional<UndoneAction> undo(
        const std::function<void(const UndoneAction& next)>& approve = {});
    // Returns the campaign to the moment right after action `actionId` in one transaction, as
    // one action (db/taken_back.hpp); returns that action's id.
    std::int64_t returnTo(std::int64_t actionId, std::string_view description);
    // Takes over, in one transaction, the actions a private copy of this campaign (`worked`)
    // took after action `afterAction`: their changes, and their action and ledger rows as they
    // are (sealed), when the campaign still stands where the copy began (`from`); otherwise a
    // StoreError and nothing written. `record` writes, in the same transaction, what took them
    // over (issue 47: the orders merged).
    void carryOver(const std::filesystem::path& worked, std::int64_t afterAction,
                   const HistoryMark& from, const std::function<void()>& record);
    // What an action or an undo would do, worked out on the file as it is and never written:
    // `body` runs in a transaction that is always rolled back. It holds the write lock from
    // the start, as act() does: a read transaction that writes later would fail at once,
    // without waiting, whenever another program committed since it began.
    void rehearse(const std::function<void()>& body);
    // Reads of one moment: `body` runs in one read transaction, so another program's commit
    // lands wholly before or wholly after what it reads.
    void readAtOnce(const std::function<void()>& body);

    SQLite::Database& database() { return database_; }
    const std::filesystem::path& path() const { return path_; }
    int schemaVersion();

private:
    // `location` is what SQLite opens: the file's name, a URI naming it, or an in-memory copy.
    CampaignFile(std::filesystem::path file, const std::string& location, int openFlags);
    // An in-memory copy of `source`, brought up to the current schema.
    static CampaignFile privateCopy(CampaignFile& source);
    std::filesystem::path path_;
    SQLite::Database database_;
};

}  // namespace tachanka::db
