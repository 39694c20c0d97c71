#pragma once
// The whole of tachanka-cli but its entry point: the words after the program's name in, the
// exit code out (0 success, 2 bad input with one line on stderr, 1 anything unexpected).
// Output goes to std::cout and std::cerr.

#include <string>
#include <vector>

namespace tachanka::cli {

int run(const std::vector<std::string>& words);

}  // namespace tachanka::cli
