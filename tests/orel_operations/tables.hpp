#pragma once
// The shipped operations tables, loaded once for the tests, and the shipped scenarios' victory.

#include "rules/orel/orel_tables.hpp"
#include "rules/orel/scenario_file.hpp"

namespace tachanka::testing {

inline const rules::orel::operations::OperationsTables& shippedOperationsTables() {
    static const auto tables =
        rules::orel::loadOrelTables(TACHANKA_SOURCE_DIR "/templates/rules/orel-1919.xml")
            .operations;
    return tables;
}

// A shipped scenario's victory conditions (with the scenario it is based on applied).
inline model::Victory shippedVictory(const std::string& scenario) {
    return rules::orel::loadScenario(TACHANKA_SOURCE_DIR "/templates/scenarios/" + scenario +
                                     ".xml")
        .victory;
}

}  // namespace tachanka::testing
