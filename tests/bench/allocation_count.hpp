#pragma once
// How many times the benchmark program has asked the heap for memory: the global operator new
// of this program counts (allocation_count.cpp), so a benchmark can show the allocations of
// its inner loop beside its time.

#include <cstdint>

namespace tachanka::bench {

std::uint64_t allocationsSoFar();

}  // namespace tachanka::bench
