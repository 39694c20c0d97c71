#include "rules/shares.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace tachanka::rules {

Share wilsonShare(std::int64_t hits, std::int64_t runs) {
    if (runs < 1) throw std::invalid_argument("a share needs at least one run");
    constexpr double z = 1.959963984540054;  // the normal quantile of 97.5%
    const double n = static_cast<double>(runs);
    const double p = static_cast<double>(hits) / n;
    const double centre = (p + z * z / (2 * n)) / (1 + z * z / n);
    const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
    return {p, std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

void Tally::add(std::string_view result, std::int64_t runs) {
    total_ += runs;
    for (auto& [seen, count] : counts_) {
        if (seen == result) {
            count += runs;
            return;
        }
    }
    counts_.emplace_back(std::string(result), runs);
}

std::vector<SampledOutcome> Tally::outcomes() const {
    std::vector<SampledOutcome> outcomes;
    for (const auto& [result, count] : counts_) {
        outcomes.push_back({result, count, wilsonShare(count, total_)});
    }
    return outcomes;
}

}  // namespace tachanka::rules
