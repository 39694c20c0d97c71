#pragma once
// Whole-campaign copies with SQLite's online backup API: page by page inside one read
// transaction of the source, so a copy is the campaign as one moment left it even while
// another program writes to it, and a restore replaces every page of the campaign at once
// under its write lock, seen by every other program as one change.

#include <filesystem>
#include <string>

#include <SQLiteCpp/Database.h>

namespace tachanka::db {

// Copies the campaign open as `source` to `target`, a file that does not exist yet. The copy
// is written beside `target` and takes its name only once complete: a copy cut off (a full
// disc, a killed process) never passes for a backup. A failure is a StoreError.
void copyCampaign(SQLite::Database& source, const std::filesystem::path& target);

// The campaign open as `database` (an in-memory copy, most likely) as the bytes of a campaign
// file, for a front end to write where the user asks.
std::string campaignBytes(SQLite::Database& database);

// Replaces the contents of the campaign open as `target` by those of `backup` (already
// checked to be a campaign Tachanka can read), in one step holding `target`'s write lock;
// another program holding the lock is a StoreError and `target` is left as it was.
void restoreCampaign(const std::filesystem::path& backup, SQLite::Database& target);

}  // namespace tachanka::db
