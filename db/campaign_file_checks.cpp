#include "db/campaign_file_checks.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sqlite3.h>
#include <unistd.h>

#include <array>
#include <cctype>
#include <cerrno>
#include <cstring>

#include <SQLiteCpp/Database.h>

#include "db/file_defences.hpp"
#include "db/schema.hpp"

namespace tachanka::db {
namespace {

std::int32_t bigEndian32(const unsigned char* bytes) {
    return static_cast<std::int32_t>(std::uint32_t{bytes[0]} << 24 | std::uint32_t{bytes[1]} << 16 |
                                     std::uint32_t{bytes[2]} << 8 | std::uint32_t{bytes[3]});
}

std::string cannotRead(const std::filesystem::path& file, int error) {
    return quoted(file) + " cannot be read (" +
           (error == EACCES || error == EPERM ? std::string("permission denied")
                                              : std::string(std::strerror(error))) +
           ")";
}

// The identity as the 100-byte database header records it (SQLite file format, 1.3), read
// through SQLite's own handle of the file and never a descriptor of ours: closing any
// descriptor of a file drops every POSIX lock this process holds on it (fcntl(2)), among them
// the shared lock of a connection the window keeps open, and another program closing its
// connection would then take the file for the last user's and delete the WAL under the
// window's feet. SQLite keeps its handle open until its own locks are released. Opening a
// connection reads the header but no page, so it leaves no -wal or -shm file behind.
Identity readHeader(const std::filesystem::path& file) {
    if (::access(file.c_str(), R_OK) != 0) throw StoreError(cannotRead(file, errno));
    std::array<unsigned char, 100> header{};
    try {
        SQLite::Database probe(file.string(), SQLite::OPEN_READONLY, busyTimeoutMs);
        sqlite3_file* handle = nullptr;
        if (sqlite3_file_control(probe.getHandle(), "main", SQLITE_FCNTL_FILE_POINTER, &handle) !=
                SQLITE_OK ||
            handle == nullptr || handle->pMethods == nullptr) {
            throw StoreError(cannotRead(file, EIO));
        }
        // A file shorter than the header reads as zeros after its end: no magic, refused below.
        const int read = handle->pMethods->xRead(handle, header.data(), header.size(), 0);
        if (read != SQLITE_OK && read != SQLITE_IOERR_SHORT_READ) throw StoreError(cannotRead(file, EIO));
    } catch (const SQLite::Exception& failure) {
        throw storeError(file, failure);
    }
    constexpr std::string_view magic{"SQLite format 3\0", 16};
    if (std::string_view(reinterpret_cast<const char*>(header.data()), 16) != magic) {
        throw StoreError(quoted(file) + " is not a Tachanka campaign (not an SQLite database)");
    }
    return {bigEndian32(&header[68]), bigEndian32(&header[60])};
}

// Reads the file's identity without writing to it: a file from a newer Tachanka, or some
// other SQLite database, must come out of a failed open unchanged, with nothing left beside
// it. Even a read-only SQLite connection creates -wal and -shm files for a WAL database, so
// the header is read directly; only when a -wal file is already there (its content may
// be newer than the header) does SQLite itself answer, waiting like every other access for
// a program that is changing the file.
Identity readIdentity(const std::filesystem::path& file) {
    Identity identity = readHeader(file);
    std::error_code error;
    if (!std::filesystem::exists(besides(file, "-wal"), error)) return identity;
    try {
        SQLite::Database probe(file.string(), SQLite::OPEN_READONLY, busyTimeoutMs);
        identity.applicationId = probe.execAndGet("PRAGMA application_id").getInt();
        identity.version = probe.execAndGet("PRAGMA user_version").getInt();
    } catch (const SQLite::Exception& failure) {
        throw storeError(file, failure);
    }
    return identity;
}

bool mayWrite(const std::filesystem::path& path) {
    return ::faccessat(AT_FDCWD, path.c_str(), W_OK, AT_EACCESS) == 0;
}

}  // namespace

std::filesystem::path folderOf(const std::filesystem::path& file) {
    return file.parent_path().empty() ? std::filesystem::path(".") : file.parent_path();
}

std::string quoted(const std::filesystem::path& file) { return "'" + file.string() + "'"; }

// The file as an SQLite URI that reads it as it stands, without locks and without the -wal
// and -shm files a folder that may not be written cannot hold. Only used when no -wal file
// is there: then the file alone is the campaign, and nobody who may not write it can change it.
std::string immutableUri(const std::filesystem::path& file) {
    static constexpr std::string_view hex = "0123456789ABCDEF";
    std::string uri = "file:";
    for (const char c : std::filesystem::absolute(file).string()) {
        const auto byte = static_cast<unsigned char>(c);
        if (std::isalnum(byte) || std::string_view("/-._~").find(c) != std::string_view::npos) {
            uri += c;
        } else {
            uri += '%';
            uri += hex[byte >> 4];
            uri += hex[byte & 0xf];
        }
    }
    return uri + "?immutable=1";
}

std::filesystem::path besides(const std::filesystem::path& file, std::string_view suffix) {
    auto other = file;
    other += std::string(suffix);
    return other;
}

Identity checkIdentity(const std::filesystem::path& file) {
    std::error_code error;
    if (!std::filesystem::is_regular_file(file, error)) {
        throw StoreError("no campaign file at " + quoted(file));
    }
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
    // Every file Tachanka writes has schema 1 or later from its first commit: anything below is
    // no version at all, and migrating it would rewrite a file this build does not understand.
    if (identity.version < 1) {
        throw StoreError(quoted(file) + " has an unknown schema version (" +
                         std::to_string(identity.version) +
                         "); it was not opened and is unchanged");
    }
    return identity;
}

bool isWritable(const std::filesystem::path& file) {
    return mayWrite(folderOf(file)) && mayWrite(file);
}

void checkWritable(const std::filesystem::path& file) {
    // A read-only disk and a folder this user may not write in are told apart: the one is
    // fixed by mounting it writable, the other by asking whoever owns the folder.
    const auto why = [](const std::filesystem::path& path, const std::string& what) {
        struct statvfs disk {};
        if (::statvfs(path.c_str(), &disk) == 0 && (disk.f_flag & ST_RDONLY) != 0) {
            return what + " is on a read-only disk";
        }
        struct stat status {};
        if (::stat(path.c_str(), &status) == 0 && (status.st_mode & 0222) == 0) {
            return what + " is read-only";
        }
        return "you may not write to " + what + " (its owner may)";
    };
    if (!mayWrite(folderOf(file))) {
        throw StoreError(quoted(file) + " cannot be changed: " +
                         why(folderOf(file), "its folder " + quoted(folderOf(file))) +
                         " (SQLite keeps its -wal and -shm files there)");
    }
    if (!mayWrite(file)) {
        throw StoreError(quoted(file) + " cannot be changed: " + why(file, "the file"));
    }
}

namespace {

// SQLite's own words, on one line: a damaged schema's message quotes the file's SQL, line
// breaks and all, and a refusal is one line.
std::string sqliteWords(const SQLite::Exception& failure) {
    std::string words;
    bool gap = false;
    for (const char c : std::string_view(failure.what())) {
        const bool blank = c == '\n' || c == '\r' || c == '\t' || c == ' ';
        if (blank) {
            gap = !words.empty();
            continue;
        }
        if (gap) words += ' ';
        gap = false;
        words += c;
    }
    return words;
}

}  // namespace

StoreError storeError(const std::filesystem::path& file, const SQLite::Exception& failure) {
    switch (failure.getErrorCode() & 0xff) {
        case SQLITE_BUSY:
        case SQLITE_LOCKED:
            return StoreError(quoted(file) +
                              " is being changed by another program; try again when it has "
                              "finished");
        case SQLITE_READONLY:
            return StoreError(quoted(file) + " cannot be changed: it is read-only");
        case SQLITE_PERM:
        case SQLITE_CANTOPEN:
            return StoreError(quoted(file) + " cannot be read (" + sqliteWords(failure) + ")");
        case SQLITE_NOTADB:
            return StoreError(quoted(file) + " is not a Tachanka campaign (not an SQLite database)");
        case SQLITE_CORRUPT:
            return StoreError(quoted(file) + " is damaged (" + sqliteWords(failure) +
                              "); nothing was changed");
        case SQLITE_FULL:
            return StoreError(quoted(file) + " cannot be changed: the disk is full; nothing "
                              "was written");
        case SQLITE_NOMEM:
            return StoreError(quoted(file) + " needs more memory than Tachanka allows a "
                              "campaign; nothing was changed");
        case SQLITE_TOOBIG:
            return StoreError(quoted(file) + " holds a value larger than a campaign may; "
                              "nothing was changed");
        case SQLITE_INTERRUPT:
            return StoreError(quoted(file) + ": a step took longer than " +
                              std::to_string(statementSecondsLimit) +
                              " s and was stopped (is the file damaged?); nothing was changed");
        default:
            return StoreError(quoted(file) + ": " + sqliteWords(failure));
    }
}

}  // namespace tachanka::db
