// tachanka-cli: the campaign from the command line, git-style subcommands.
// Exit codes: 0 success, 2 bad input (one line on stderr), 1 anything unexpected.

#include <string>
#include <vector>

#include "app/cli/run.hpp"
#include "app/core/common/output_file.hpp"

int main(int argc, char** argv) {
    tachanka::core::reportWritesPastTheFileSizeLimit();
    return tachanka::cli::run(std::vector<std::string>(argv + 1, argv + argc));
}
