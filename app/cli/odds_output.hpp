#pragma once
// How every odds command shows an exact distribution: in JSON each outcome has its result, its
// probability as a number and as an exact fraction; for people, a table with both. And how
// auto-resolve shows the shares of its runs, each with its 95% interval.

#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "app/cli/json_writer.hpp"
#include "rules/odds.hpp"
#include "rules/shares.hpp"

namespace tachanka::cli {

// [{"result", "probability", "fraction"}, ...]
void writeOutcomes(JsonWriter& json, const rules::Distribution& odds);

// Result, Probability (percent), Exactly (fraction).
void printOutcomes(std::ostream& out, const rules::Distribution& odds);

// A whole odds answer: {"outcomes": [...]} with --json, else the table. Returns exit code 0.
int printOdds(const rules::Distribution& odds, bool asJson);

// "12.5%"
std::string percent(double share);

// "name": share, "name_interval": [low, high]
void writeShare(JsonWriter& json, std::string_view name, const rules::Share& share);

// [{"result", "runs", "share", "share_interval"}, ...]
void writeSampledOutcomes(JsonWriter& json, const std::vector<rules::SampledOutcome>& outcomes);

// Result, Runs, Share (percent), 95% interval.
void printSampledOutcomes(std::ostream& out, const std::vector<rules::SampledOutcome>& outcomes);

}  // namespace tachanka::cli
