#pragma once
// The shipped actions-table.xml, loaded once for every engine test.

#include <filesystem>

#include "rules/actions/table_file.hpp"

namespace tachanka::testing {

inline std::filesystem::path shippedActionsFile() {
    return std::filesystem::path(TACHANKA_SOURCE_DIR) / "templates/rules/actions-table.xml";
}

inline const rules::actions::ActionsTables& shippedActionsTables() {
    static const auto tables = rules::actions::loadActionsTables(shippedActionsFile());
    return tables;
}

}  // namespace tachanka::testing
