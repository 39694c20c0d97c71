#pragma once
// The shipped red-actions.xml, loaded once for every engine test.

#include "rules/redactions/table_file.hpp"

namespace tachanka::testing {

inline const rules::redactions::RedActionsTables& shippedTables() {
    static const auto tables = rules::redactions::loadRedActionsTables(
        std::filesystem::path(TACHANKA_SOURCE_DIR) / "templates/rules/red-actions.xml");
    return tables;
}

}  // namespace tachanka::testing
