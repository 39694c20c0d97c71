#pragma once
// Reads templates/rules/red-actions.xml (or a user's override of it). Every bad value is an
// XmlError "file:line:col: element: what", and every table must be complete: a missing cell
// or modifier is an error, never a silent zero.

#include <filesystem>

#include "rules/redactions/tables.hpp"

namespace tachanka::rules::redactions {

RedActionsTables loadRedActionsTables(const std::filesystem::path& file);

}  // namespace tachanka::rules::redactions
