#pragma once
// Reads templates/rules/red-flags-iron-crosses.xml (or a club's own copy). Every bad value is
// an XmlError "file:line:col: <element>: what"; every table must be complete (a mover, vehicle,
// suit or 2D6 score missing is an error, never a silent zero).

#include <filesystem>
#include <string>

#include "rules/rfic/rfic_tables.hpp"

namespace tachanka::rules::rfic {

RficTables loadRficTables(const std::filesystem::path& file);
RficTables parseRficTables(std::string text, std::string sourceName);

}  // namespace tachanka::rules::rfic
