#pragma once
// Runs tachanka-cli as a user whom file permissions bind. Tests and CI run as root, which
// reads and writes files whatever their mode; then the CLI runs as 'nobody' (setpriv, from
// util-linux), so that a read-only or unreadable file is one for it too.

#include <unistd.h>

#include <filesystem>
#include <string>
#include <vector>

#include "tests/cli/cli.hpp"
#include "tests/support/temp_folder.hpp"

namespace tachanka::testing {

inline bool runningAsRoot() { return ::geteuid() == 0; }

// tachanka-cli and the shipped templates where 'nobody' may reach them: the build and source
// trees may lie in a folder closed to other users (a checkout under /root).
inline const TempFolder& stagedForNobody() {
    static const TempFolder stage;
    static const bool staged = [] {
        namespace fs = std::filesystem;
        fs::permissions(stage.path(), fs::perms::owner_all | fs::perms::group_read |
                                          fs::perms::group_exec | fs::perms::others_read |
                                          fs::perms::others_exec);
        std::error_code notSameDisk;
        fs::create_hard_link(TACHANKA_CLI, stage / "tachanka-cli", notSameDisk);
        if (notSameDisk) fs::copy_file(TACHANKA_CLI, stage / "tachanka-cli");
        fs::copy(fs::path(TACHANKA_SOURCE_DIR) / "templates", stage / "templates",
                 fs::copy_options::recursive);
        return true;
    }();
    static_cast<void>(staged);
    return stage;
}

inline ProcessResult cliWithoutPrivileges(std::vector<std::string> arguments,
                                          std::vector<std::string> environment = {}) {
    if (!runningAsRoot()) return cli(std::move(arguments), environment);
    const auto& stage = stagedForNobody();
    arguments.insert(arguments.begin(), {"setpriv", "--reuid=nobody", "--regid=nogroup",
                                         "--clear-groups", (stage / "tachanka-cli").string()});
    environment.push_back("TACHANKA_TEMPLATES=" + (stage / "templates").string());
    return runProcess(arguments, environment);
}

}  // namespace tachanka::testing
