#pragma once
// A campaign file may come from anyone (a club member's file received by e-mail), so it is
// opened as hostile: it may hold no SQL of its own (triggers, views, objects Tachanka did not
// make), SQLite's defensive mode and untrusted schema are on, and limits and a time bound keep
// any statement from exhausting or hanging the program. Each refusal is one line, and the
// file is left as it was.

#include <filesystem>

#include <SQLiteCpp/Database.h>

namespace tachanka::db {

// Longer than any statement of Tachanka's takes on a campaign of a whole season at ten times
// its size; a statement still running then is stopped, and the action fails.
inline constexpr int statementSecondsLimit = 20;

// SQLite's defensive mode, the schema untrusted, the limits and the time bound (a statement
// running longer than `statementSeconds` is interrupted), on a connection just opened.
void defendConnection(SQLite::Database& database, int statementSeconds = statementSecondsLimit);

// Refuses `file` (open as `database`, its schema at `version`) when its schema is not what
// Tachanka's migrations make at that version: a trigger or a view, a table, an index or a
// column Tachanka did not make, or one it made missing.
void checkSchemaIsTachankas(SQLite::Database& database, const std::filesystem::path& file,
                            int version);

// Refuses a -wal file beside `file` that is not the campaign's own (another campaign's, copied
// or left there): SQLite would merge it silently, and the first writer would fold it into the
// campaign for good. The campaign read without it and with it must be the same campaign, no
// shorter in pages. Nothing is written. What no check can tell: a -wal from a copy of this
// very campaign that grew past it (SQLite's -wal carries no mark of the file it was written
// for).
void checkWalIsTheCampaigns(const std::filesystem::path& file);

}  // namespace tachanka::db
