#pragma once
// What is checked about a campaign file before SQLite opens it, and how SQLite's own failures
// are told to the user: each refusal is one line naming the real cause (someone else is
// changing the file, it may not be read or changed, it is not a campaign of a version this
// build knows), and none of the checks writes anything.

#include <cstdint>
#include <filesystem>
#include <string>

#include <SQLiteCpp/Exception.h>

#include "db/campaign_file.hpp"

namespace tachanka::db {

// How long an access waits for another program that is changing the file.
inline constexpr int busyTimeoutMs = 5000;

std::string quoted(const std::filesystem::path& file);

struct Identity {
    std::int32_t applicationId = 0;
    int version = 0;
};

// Refuses a missing, unreadable or foreign file and a schema version this build does not know;
// returns the file's identity otherwise.
Identity checkIdentity(const std::filesystem::path& file);

// Whether a change may be written: the file and its folder (where SQLite keeps its -wal and
// -shm files) are writable.
bool isWritable(const std::filesystem::path& file);
void checkWritable(const std::filesystem::path& file);

// The folder the file is in: where SQLite keeps its -wal and -shm files.
std::filesystem::path folderOf(const std::filesystem::path& file);
// The file with `suffix` added to its name: "c.tachanka" + "-wal".
std::filesystem::path besides(const std::filesystem::path& file, std::string_view suffix);

// The file as an SQLite URI that reads it as it stands, without locks and without its -wal.
std::string immutableUri(const std::filesystem::path& file);

// SQLite's failure on `file` as the one line the user sees.
StoreError storeError(const std::filesystem::path& file, const SQLite::Exception& failure);

}  // namespace tachanka::db
