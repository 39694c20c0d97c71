#include "app/core/common/paths.hpp"

#include <cstdlib>
#include <string>

#include "app/core/common/user_error.hpp"

namespace tachanka::core {
namespace {

std::filesystem::path shippedTemplates() {
    if (const char* custom = std::getenv("TACHANKA_TEMPLATES"); custom && *custom) return custom;
    std::error_code error;
    const auto executable = std::filesystem::read_symlink("/proc/self/exe", error);
    if (!error) {
        const auto installed =
            executable.parent_path().parent_path() / TACHANKA_INSTALL_TEMPLATES_DIR;
        if (std::filesystem::is_directory(installed, error)) return installed;
    }
    return TACHANKA_SOURCE_TEMPLATES_DIR;
}

}  // namespace

std::filesystem::path userDataFolder() {
    const char* dataHome = std::getenv("XDG_DATA_HOME");
    if (dataHome && std::filesystem::path(dataHome).is_absolute()) {
        return std::filesystem::path(dataHome) / "tachanka";
    }
    const char* home = std::getenv("HOME");
    if (!home || !*home) {
        throw UserError("neither XDG_DATA_HOME nor HOME is set: cannot tell where to keep data");
    }
    return std::filesystem::path(home) / ".local" / "share" / "tachanka";
}

std::string folderOnPaper(const std::filesystem::path& folder) {
    const std::string shown = folder.lexically_normal().string();
    const std::string text = shown.ends_with('/') ? shown : shown + "/";
    const char* home = std::getenv("HOME");
    if (home == nullptr || *home == '\0') return text;
    std::string prefix = std::filesystem::path(home).lexically_normal().string();
    if (!prefix.ends_with('/')) prefix += '/';
    return text.starts_with(prefix) ? "~/" + text.substr(prefix.size()) : text;
}

std::filesystem::path templateFile(std::string_view folder, std::string_view fileName) {
    for (const auto& templates : templateFolders()) {
        auto file = templates / folder / fileName;
        std::error_code error;
        if (std::filesystem::is_regular_file(file, error)) return file;
    }
    throw UserError("no " + std::string(folder) + "/" + std::string(fileName) +
                    " in any templates folder: reinstall Tachanka or restore the file");
}

std::filesystem::path rulesFile(std::string_view fileName) {
    return templateFile("rules", fileName);
}

std::filesystem::path defaultCampaignPath() { return userDataFolder() / "default.tachanka"; }

std::vector<std::filesystem::path> templateFolders() {
    return {userDataFolder() / "templates", shippedTemplates()};
}

}  // namespace tachanka::core
