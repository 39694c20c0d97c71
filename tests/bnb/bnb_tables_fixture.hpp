#pragma once
// The shipped bullets-and-bolsheviks.xml, loaded once for every engine test.

#include <filesystem>

#include "rules/bnb/fire.hpp"
#include "rules/bnb/table_file.hpp"

namespace tachanka::testing {

inline std::filesystem::path shippedBnbFile() {
    return std::filesystem::path(TACHANKA_SOURCE_DIR) /
           "templates/rules/bullets-and-bolsheviks.xml";
}

inline const rules::bnb::BnbTables& shippedBnbTables() {
    static const auto tables = rules::bnb::loadBnbTables(shippedBnbFile());
    return tables;
}

// Small arms fire with the inputs not given left at their defaults.
inline tachanka::rules::bnb::SmallArmsFire smallArmsFire(
    tachanka::rules::bnb::SmallArmsUnit unit, int stands,
    tachanka::rules::bnb::SmallArmsTarget target) {
    tachanka::rules::bnb::SmallArmsFire fire;
    fire.unit = unit;
    fire.stands = stands;
    fire.target = target;
    return fire;
}

}  // namespace tachanka::testing
