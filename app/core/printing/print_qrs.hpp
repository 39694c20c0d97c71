#pragma once
// The quick-reference sheet of a rule system, for the print table: each system's row in the
// registry prints its own, from the rules files its engines read (a user's own copy wins).

#include <filesystem>
#include <string_view>

#include "app/core/printing/print_service.hpp"
#include "reports/qrs/qrs.hpp"

namespace tachanka::core {

// Prints request.system's sheet (the first system, Red Actions!, when none is asked for); an
// unknown system is a UserError listing those there are.
void printQrs(const PrintRequest& request);

// A rules file for a sheet's head: the file in use, and where the user's own copy goes.
reports::RulesSource rulesSourceOf(std::string_view fileName);

}  // namespace tachanka::core
