#pragma once
// A described Orel 1919 combat read from JSON (tachanka-cli orel combat --input FILE); the
// format is the one templates/examples/extended-combat-example.json shows and
// `tachanka-cli orel combat --help` documents. Unknown keys are errors.

#include <filesystem>
#include <string>

#include "app/core/common/json_value.hpp"
#include "rules/orel/combat/combat_declaration.hpp"

namespace tachanka::core {

// Throws std::invalid_argument "SOURCE: attackers[1].tq: ..." for bad values.
rules::orel::CombatDeclaration readCombatDeclaration(const JsonValue& document,
                                                     const std::string& source);
rules::orel::CombatDeclaration loadCombatDeclaration(const std::filesystem::path& file);

}  // namespace tachanka::core
