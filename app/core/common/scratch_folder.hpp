#pragma once
// A private folder in the system's temporary folder for files Tachanka works on and throws
// away (a copy of a campaign to try a side's orders on, a side's view to print from), removed
// with all it holds when the work is done, however it ends.

#include <filesystem>

namespace tachanka::core {

class ScratchFolder {
public:
    ScratchFolder();
    ~ScratchFolder();
    ScratchFolder(const ScratchFolder&) = delete;
    ScratchFolder& operator=(const ScratchFolder&) = delete;
    const std::filesystem::path& path() const { return path_; }

private:
    std::filesystem::path path_;
};

}  // namespace tachanka::core
