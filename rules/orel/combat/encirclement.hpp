#pragma once
// 8.8.1: "+2 for encirclement: applies if the attack comes through 2 opposite hexsides, or 3
// non-adjacent hexsides, or 4 or more hexsides", read off the hexsides of the attacked hex the
// attacking units come through (numbered 0 to 5 around it, 3 apart being opposite).

#include <vector>

namespace tachanka::rules::orel {

bool encircles(const std::vector<int>& hexsides);

}  // namespace tachanka::rules::orel
