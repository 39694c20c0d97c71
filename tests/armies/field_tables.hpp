#pragma once
// The shipped field tables, read once for all the tests that use them.

#include <filesystem>

#include "rules/redactions/field/field_tables.hpp"

namespace tachanka::testing {

inline const rules::redactions::FieldTables& shippedFieldTables() {
    static const auto tables =
        rules::redactions::loadFieldTables(std::filesystem::path(TACHANKA_SOURCE_DIR) /
                                           "templates" / "rules" / "red-actions-field.xml");
    return tables;
}

}  // namespace tachanka::testing
