#pragma once
// Orel 1919's tables, all in one file (templates/rules/orel-1919.xml): the combat charts and
// the operational rules share one Terrain Effects Table, read once here and handed to both.

#include <filesystem>
#include <string>

#include "rules/orel/combat/combat_tables.hpp"
#include "rules/orel/operations/operations_tables.hpp"

namespace tachanka::rules::orel {

struct OrelTables {
    CombatTables combat;
    operations::OperationsTables operations;
};

// Throws xml::XmlError ("file:line:col: element: what") for anything missing or malformed.
OrelTables loadOrelTables(const std::filesystem::path& file);
OrelTables parseOrelTables(std::string text, std::string sourceName);

}  // namespace tachanka::rules::orel
