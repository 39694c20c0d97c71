#pragma once
// Reads templates/rules/bullets-and-bolsheviks.xml (or a user's override of it). Every bad value
// is an XmlError "file:line:col: element: what", and every table must be complete: a missing
// cell, row or modifier is an error, never a silent zero.

#include <filesystem>
#include <string>

#include "rules/bnb/bnb_tables.hpp"

namespace tachanka::rules::bnb {

BnbTables loadBnbTables(const std::filesystem::path& file);
// The same from text, named `sourceName` in errors (tests of the reader's messages).
BnbTables parseBnbTables(std::string text, std::string sourceName);

}  // namespace tachanka::rules::bnb
