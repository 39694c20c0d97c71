#pragma once
// Monte Carlo results: the share of the runs that ended each way, with its 95% interval, for
// auto-resolved battles and combats alike.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tachanka::rules {

// A share of the runs with its 95% Wilson score interval.
struct Share {
    double share = 0;
    double low = 0;
    double high = 0;

    bool covers(double chance) const { return low <= chance && chance <= high; }
};

Share wilsonShare(std::int64_t hits, std::int64_t runs);

struct SampledOutcome {
    std::string result;
    std::int64_t runs = 0;  // how many runs ended so
    Share share;
};

// Runs counted by how they ended, in the order the results first appeared.
class Tally {
public:
    void add(std::string_view result, std::int64_t runs = 1);
    std::int64_t total() const { return total_; }
    // Each result with its share of all the runs added.
    std::vector<SampledOutcome> outcomes() const;

private:
    std::vector<std::pair<std::string, std::int64_t>> counts_;
    std::int64_t total_ = 0;
};

}  // namespace tachanka::rules
