#pragma once
// Runs another program (the CLI under test, poppler's tools, an X server) and collects its exit
// code and output, for end-to-end tests.

#include <functional>
#include <string>
#include <vector>

namespace tachanka::testing {

struct ProcessResult {
    int exitCode = -1;  // 128 + signal when killed by a signal
    std::string out;
    std::string err;
};

// argv[0] is looked up on PATH. `environment` entries ("NAME=value") are added to this
// process's environment for the child.
ProcessResult runProcess(const std::vector<std::string>& argv,
                         const std::vector<std::string>& environment = {});

// Runs `child` in a forked copy of this process, as another program on the same files would,
// and returns what it returned as its exit code (0–125; 126 when it threw; 128 + signal).
int exitCodeOfChild(const std::function<int()>& child);

}  // namespace tachanka::testing
