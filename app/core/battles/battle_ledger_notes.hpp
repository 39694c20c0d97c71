#pragma once
// The words a battle's own ledger rows carry (issue 52: a played day's ledger was full of
// battle-resolved and battle-effect rows with nothing in their Reason): what each column written
// for a battle, or for one of its units, now says, in a player's words.

#include <cstdint>
#include <string>
#include <string_view>

#include "db/columns.hpp"
#include "db/journal.hpp"

namespace tachanka::core {

// "battle 3 resolved", "the attacker takes 2 prisoner steps", "assault at 1.5:1", ...
std::string battleNote(std::int64_t id, db::Column column, const db::Value& value);
// "2/3D loses 1 step", "2/3D retreats 2 hexes", "2/3D is eliminated", ...
std::string battleUnitNote(std::string_view code, db::Column column, const db::Value& value);

}  // namespace tachanka::core
