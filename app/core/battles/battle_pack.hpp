#pragma once
// The battle pack of a battle fought on the table, for the print table: its tactical units as
// they stand (cards with their state, a roster to tick), what the link table sends back to the
// campaign, and the QRS of the battle's system. Read-only; a battle the campaign does not have,
// one not converted with 'battle fight', or one already ended is a UserError.

#include <cstdint>
#include <filesystem>

#include "app/core/printing/print_service.hpp"
#include "reports/sheets/battle_pack.hpp"

namespace tachanka::core {

// print battle-pack FILE --battle ID; without --battle, the one battle being fought on the
// table (a UserError when there are none or several).
void printBattlePack(const PrintRequest& request);

}  // namespace tachanka::core
