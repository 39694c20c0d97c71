#pragma once
// What every fuzz target shares: the rule it checks on each refusal (one line that says something,
// as docs/architecture.md promises the user), a folder of its own for the loaders that read only
// files, and the shipped templates some loaders need beside the input.
//
// A harness catches only the error types its loader documents and passes each to
// requireOneLine; any other exception escapes and libFuzzer reports it as a crash.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>

namespace tachanka::fuzz {

// Aborts, showing the message, unless it is one non-empty line.
inline void requireOneLine(const std::exception& error) {
    const std::string_view what = error.what();
    if (!what.empty() && what.find_first_of("\r\n") == std::string_view::npos) return;
    std::fprintf(stderr, "tachanka-fuzz: a refusal that is not one line: [%s]\n", error.what());
    std::abort();
}

inline std::string textOf(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

// The first byte chooses which of `count` parsers reads the rest, so one target (and one
// corpus) covers a family of small formats; the seeds carry their parser's byte.
struct Choice {
    std::size_t which;
    std::string rest;
};
inline Choice choose(const std::uint8_t* data, std::size_t size, std::size_t count) {
    if (size == 0) return {count, {}};  // none: nothing to read
    return {data[0] % count, textOf(data + 1, size - 1)};
}

inline std::filesystem::path shippedTemplates() { return TACHANKA_SOURCE_TEMPLATES_DIR; }

// A folder under $TMPDIR (or /tmp) for this process alone, so targets running side by side
// never read each other's inputs; removed when the run ends. It is also the process's
// XDG_DATA_HOME, so nothing a loader looks up there is the user's.
class ScratchFolder {
public:
    ScratchFolder() {
        const char* tmp = std::getenv("TMPDIR");
        std::string pattern = std::string(tmp != nullptr && *tmp != '\0' ? tmp : "/tmp") +
                              "/tachanka-fuzz-XXXXXX";
        if (mkdtemp(pattern.data()) == nullptr) {
            std::perror("tachanka-fuzz: mkdtemp");
            std::abort();
        }
        path_ = pattern;
        setenv("XDG_DATA_HOME", path_.c_str(), 1);
    }
    ~ScratchFolder() {
        std::error_code ignored;
        std::filesystem::remove_all(path_, ignored);
    }
    ScratchFolder(const ScratchFolder&) = delete;
    ScratchFolder& operator=(const ScratchFolder&) = delete;

    const std::filesystem::path& path() const { return path_; }

    // Writes `text` to the file `name` in the folder, replacing it; returns its path.
    std::filesystem::path write(const std::string& name, std::string_view text) const {
        const auto file = path_ / name;
        std::ofstream out(file, std::ios::binary | std::ios::trunc);
        out.write(text.data(), static_cast<std::streamsize>(text.size()));
        out.close();
        if (!out) {
            std::fprintf(stderr, "tachanka-fuzz: cannot write %s\n", file.c_str());
            std::abort();
        }
        return file;
    }

private:
    std::filesystem::path path_;
};

// The process's folder, made on first use.
inline const ScratchFolder& scratch() {
    static const ScratchFolder folder;
    return folder;
}

}  // namespace tachanka::fuzz
