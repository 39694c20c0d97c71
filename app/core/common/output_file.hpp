#pragma once
// Every file Tachanka writes for the user (a PDF, a campaign's XML, a map or an army list) is
// written whole or not at all, and never over a campaign: a typo in -o must not destroy the
// campaign it was meant to copy, and a full disk or a kill must not leave a good older copy
// broken. The file is written to a staging file beside it, each write and the close checked,
// synced, and renamed into place; staging files a killed run left are removed the next time
// the folder is written to.

#include <filesystem>
#include <optional>
#include <string_view>

namespace tachanka::core {

class OutputFile {
public:
    // Refuses, in one line, a target that is a folder, a device or any other thing that is
    // not a plain file, the campaign being read (under any name: a link, its -wal), any other
    // SQLite database (a campaign, most likely), and a folder that is missing or may not be
    // written. Nothing is written by a refusal.
    OutputFile(const std::filesystem::path& target,
               const std::optional<std::filesystem::path>& campaign = std::nullopt);
    // A file not committed is removed; the target is left as it was.
    ~OutputFile();
    OutputFile(const OutputFile&) = delete;
    OutputFile& operator=(const OutputFile&) = delete;

    // Where a writer that opens its own file (libharu) writes; write() is for everyone else.
    const std::filesystem::path& staging() const { return staging_; }
    void write(std::string_view bytes);
    // Syncs the staged file, checks that something was written, and renames it over the
    // target; the target's folder is synced too, so the new name survives a power cut.
    void commit();

    const std::filesystem::path& target() const { return target_; }

private:
    std::filesystem::path target_;
    std::filesystem::path staging_;
    int descriptor_ = -1;
    bool committed_ = false;
};

// A write past the process's file size limit (ulimit -f) kills it with SIGXFSZ unless the
// signal is ignored: then the write fails with EFBIG, and the user is told why in one line and
// the campaign's transaction rolls back. Each front end calls this first.
void reportWritesPastTheFileSizeLimit();

// Why writing `file` failed, for an errno from a write, a sync, a rename or a close.
std::string cannotWrite(const std::filesystem::path& file, int error);

}  // namespace tachanka::core
