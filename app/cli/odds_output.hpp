#pragma once
// How every odds command shows an exact distribution: in JSON each outcome has its result, its
// probability as a number and as an exact fraction; for people, a table with both.

#include <ostream>

#include "app/cli/json_writer.hpp"
#include "rules/odds.hpp"

namespace tachanka::cli {

// [{"result", "probability", "fraction"}, ...]
void writeOutcomes(JsonWriter& json, const rules::Distribution& odds);

// Result, Probability (percent), Exactly (fraction).
void printOutcomes(std::ostream& out, const rules::Distribution& odds);

// A whole odds answer: {"outcomes": [...]} with --json, else the table. Returns exit code 0.
int printOdds(const rules::Distribution& odds, bool asJson);

}  // namespace tachanka::cli
