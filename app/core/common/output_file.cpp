#include "app/core/common/output_file.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <string>

#include "app/core/common/user_error.hpp"
#include "model/quoted_text.hpp"

namespace tachanka::core {
namespace {

constexpr std::string_view stagingMark = ".part-";

std::string quotedPath(const std::filesystem::path& file) { return model::quoted(file.string()); }

std::filesystem::path folderOf(const std::filesystem::path& file) {
    return file.has_parent_path() ? file.parent_path() : std::filesystem::path(".");
}

bool sameFile(const struct stat& file, const std::filesystem::path& other) {
    struct stat status {};
    return ::stat(other.c_str(), &status) == 0 && status.st_dev == file.st_dev &&
           status.st_ino == file.st_ino;
}

// SQLite's files begin so; a campaign is one, and so is any other program's database.
bool isSqliteDatabase(const std::filesystem::path& file) {
    static constexpr std::string_view magic{"SQLite format 3\0", 16};
    const int descriptor = ::open(file.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (descriptor < 0) return false;
    std::array<char, 16> head{};
    const auto read = ::read(descriptor, head.data(), head.size());
    ::close(descriptor);
    return read == static_cast<ssize_t>(head.size()) &&
           std::string_view(head.data(), head.size()) == magic;
}

void refuseTarget(const std::filesystem::path& target,
                  const std::optional<std::filesystem::path>& campaign) {
    if (target.empty()) throw UserError("no file to write was named");
    struct stat status {};
    if (::stat(target.c_str(), &status) != 0) return;  // a new file
    if (S_ISDIR(status.st_mode)) {
        throw UserError(quotedPath(target) + " is a folder: name the file to write in it, e.g. " +
                        quotedPath(target / "tachanka-output"));
    }
    if (!S_ISREG(status.st_mode)) {
        throw UserError(quotedPath(target) +
                        " is not a plain file (a device, a pipe or a socket): name a file to "
                        "write instead");
    }
    if (campaign) {
        for (const char* suffix : {"", "-wal", "-shm"}) {
            auto file = *campaign;
            file += suffix;
            if (sameFile(status, file)) {
                throw UserError(quotedPath(target) + " is the campaign being read: writing it "
                                "would destroy the campaign; choose another name");
            }
        }
    }
    if (isSqliteDatabase(target)) {
        throw UserError(quotedPath(target) + " is an SQLite database, a campaign most likely: "
                        "nothing Tachanka writes overwrites one; choose another name");
    }
}

// The process id in a staging file's name (".club.xml.part-4711-2" names 4711), if it is one.
std::optional<pid_t> stagingOwner(const std::string& name) {
    if (!name.starts_with('.')) return std::nullopt;
    const auto mark = name.rfind(stagingMark);
    if (mark == std::string::npos) return std::nullopt;
    const std::string_view rest = std::string_view(name).substr(mark + stagingMark.size());
    const auto dash = rest.find('-');
    const std::string_view pid = rest.substr(0, dash);
    if (pid.empty() || pid.size() > 9 || dash == std::string_view::npos ||
        pid.find_first_not_of("0123456789") != std::string_view::npos) {
        return std::nullopt;
    }
    return static_cast<pid_t>(std::stoi(std::string(pid)));
}

// A run killed while writing (SIGKILL, a power cut) leaves its staging file behind: those of
// processes that no longer run are removed before anything else is written to the folder.
void removeAbandonedStaging(const std::filesystem::path& folder) {
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(folder, error)) {
        const auto owner = stagingOwner(entry.path().filename().string());
        if (owner && *owner != ::getpid() && ::kill(*owner, 0) != 0 && errno == ESRCH) {
            std::filesystem::remove(entry.path(), error);
        }
    }
}

std::filesystem::path stagingFor(const std::filesystem::path& target) {
    static std::atomic<unsigned> made{0};
    return folderOf(target) / ("." + target.filename().string() + std::string(stagingMark) +
                               std::to_string(::getpid()) + "-" + std::to_string(++made));
}

[[noreturn]] void failWriting(const std::filesystem::path& target, int error) {
    throw UserError(cannotWrite(target, error));
}

}  // namespace

void reportWritesPastTheFileSizeLimit() { ::signal(SIGXFSZ, SIG_IGN); }

std::string cannotWrite(const std::filesystem::path& file, int error) {
    const std::string what = "cannot write " + quotedPath(file) + ": ";
    const std::string folder = quotedPath(folderOf(file));
    const std::string kept = "; nothing was written and what was there is as it was";
    switch (error) {
        case ENOSPC:
        case EDQUOT: return what + "the disk is full" + kept;
        case EFBIG: return what + "it is larger than this program may write (its file size "
                              "limit, ulimit -f)" + kept;
        case EACCES:
        case EPERM: return what + "you may not write in the folder " + folder;
        case EROFS: return what + "the folder " + folder + " is on a read-only disk";
        case ENOENT: return what + "there is no folder " + folder;
        case ENOTDIR: return what + folder + " is not a folder";
        default: return what + std::strerror(error) + kept;
    }
}

OutputFile::OutputFile(const std::filesystem::path& target,
                       const std::optional<std::filesystem::path>& campaign)
    : target_(target) {
    refuseTarget(target, campaign);
    const auto folder = folderOf(target);
    struct stat folderStatus {};
    if (::stat(folder.c_str(), &folderStatus) != 0) failWriting(target, errno);
    if (!S_ISDIR(folderStatus.st_mode)) failWriting(target, ENOTDIR);
    removeAbandonedStaging(folder);
    staging_ = stagingFor(target);
    descriptor_ = ::open(staging_.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (descriptor_ < 0) failWriting(target, errno);
    // A replaced file keeps who may read it.
    struct stat existing {};
    if (::stat(target.c_str(), &existing) == 0) ::fchmod(descriptor_, existing.st_mode & 07777);
}

OutputFile::~OutputFile() {
    if (descriptor_ >= 0) ::close(descriptor_);
    if (!committed_ && !staging_.empty()) ::unlink(staging_.c_str());
}

void OutputFile::write(std::string_view bytes) {
    while (!bytes.empty()) {
        const auto written = ::write(descriptor_, bytes.data(), bytes.size());
        if (written < 0) {
            if (errno == EINTR) continue;
            failWriting(target_, errno);
        }
        bytes.remove_prefix(static_cast<std::size_t>(written));
    }
}

void OutputFile::commit() {
    struct stat status {};
    if (::fsync(descriptor_) != 0) failWriting(target_, errno);
    if (::fstat(descriptor_, &status) != 0) failWriting(target_, errno);
    if (status.st_size == 0) {
        throw UserError("cannot write " + quotedPath(target_) + ": nothing was made to write");
    }
    const int descriptor = descriptor_;
    descriptor_ = -1;
    if (::close(descriptor) != 0) failWriting(target_, errno);
    if (::rename(staging_.c_str(), target_.c_str()) != 0) failWriting(target_, errno);
    committed_ = true;
    // Some file systems cannot sync a folder; the file itself is whole either way.
    const int folder = ::open(folderOf(target_).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (folder >= 0) {
        ::fsync(folder);
        ::close(folder);
    }
}

}  // namespace tachanka::core
