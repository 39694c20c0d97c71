#pragma once
// The shipped operations tables, loaded once for the tests.

#include "rules/orel/operations/operations_tables.hpp"

namespace tachanka::testing {

inline const rules::orel::operations::OperationsTables& shippedOperationsTables() {
    static const auto tables = rules::orel::operations::loadOperationsTables(
        TACHANKA_SOURCE_DIR "/templates/rules/orel-1919-operations.xml");
    return tables;
}

}  // namespace tachanka::testing
