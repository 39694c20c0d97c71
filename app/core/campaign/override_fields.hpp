#pragma once
// What a GM may set with an override: for each target (unit, side, ...) the schema's columns
// that make sense to change by hand, and how each value is typed and checked.

#include <string>
#include <string_view>
#include <vector>

#include "db/journal.hpp"

namespace tachanka::core {

// How a value is typed and stored.
enum class OverrideType {
    Text,          // any words, not empty
    OptionalText,  // any words, empty allowed
    Integer,       // whole number in minimum..maximum
    OptionalInteger,
    Flag,         // true / false, stored 1 / 0
    Named,        // one of a list of names
    OptionalHex,  // a hex label or none
    HexList,      // hex labels separated by spaces
    Date,
    OptionalDate,
    SideName,  // a side's name, stored as its id
    OptionalSideName,
    Edges,  // board edges separated by spaces
};

struct OverrideField {
    std::string_view column;
    OverrideType type;
    int minimum = 0;
    int maximum = 0;
    // A Named field: the names it accepts, joined for the error, and the check of one.
    std::string (*names)() = nullptr;
    bool (*known)(std::string_view) = nullptr;
};

struct OverrideTarget {
    std::string_view name;
    db::Table table;
    std::vector<OverrideField> fields;
};

const std::vector<OverrideTarget>& overrideTargets();
// "name, steps_max, ...": the target's settable fields, for errors and help.
std::string overrideFieldList(const OverrideTarget& target);

}  // namespace tachanka::core
