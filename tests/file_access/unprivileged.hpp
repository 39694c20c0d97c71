#pragma once
// Runs tachanka-cli as a user whom file permissions bind. Tests and CI run as root, which
// reads and writes files whatever their mode; then the CLI runs as 'nobody' (setpriv, from
// util-linux), so that a read-only or unreadable file is one for it too.

#include <unistd.h>

#include <filesystem>
#include <string>
#include <vector>

#include "tests/cli/cli.hpp"

namespace tachanka::testing {

inline bool runningAsRoot() { return ::geteuid() == 0; }

inline ProcessResult cliWithoutPrivileges(std::vector<std::string> arguments,
                                          const std::vector<std::string>& environment = {}) {
    if (!runningAsRoot()) return cli(std::move(arguments), environment);
    arguments.insert(arguments.begin(), {"setpriv", "--reuid=nobody", "--regid=nogroup",
                                         "--clear-groups", TACHANKA_CLI});
    return runProcess(arguments, environment);
}

}  // namespace tachanka::testing
