#pragma once
// Noticing that another program wrote to a campaign a window keeps open, without reading it:
// SQLite's data_version.

#include <cstdint>

#include <SQLiteCpp/Database.h>

namespace tachanka::db {

// PRAGMA data_version on this connection: it changes whenever another connection (of this
// program or of any other, the CLI's) commits to the file, never for this connection's own
// commits, and costs no read of the file's pages.
std::int64_t dataVersion(SQLite::Database& database);

}  // namespace tachanka::db
