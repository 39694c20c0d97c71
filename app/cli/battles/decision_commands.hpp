#pragma once
// tachanka-cli battle decide, battle retreats: the players answer the choice a resolving
// battle stopped at (8.8, 8.7.4, 8.8.3, 8.5.1), and see where its retreating units may go.

#include <span>
#include <string>

namespace tachanka::cli {

int runDecide(std::span<const std::string> words);
int runRetreats(std::span<const std::string> words);

}  // namespace tachanka::cli
