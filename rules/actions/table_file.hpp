#pragma once
// Reads templates/rules/actions-table.xml (or a club's own copy of it). Every bad value is an
// XmlError "file:line:col: <element>: what", and every table must be complete: a missing cell,
// band, factor or weapon class is an error, never a silent zero.

#include <filesystem>
#include <string>

#include "rules/actions/actions_tables.hpp"

namespace tachanka::rules::actions {

ActionsTables loadActionsTables(const std::filesystem::path& file);
ActionsTables parseActionsTables(std::string text, std::string sourceName);

}  // namespace tachanka::rules::actions
