#pragma once
// How the tactical battle commands show a Red Actions! table's hidden set-up and secret
// scouting rolls, as the viewer may know them (issue 47).

#include <iosfwd>

#include "app/cli/json_writer.hpp"
#include "app/core/battles/tactical_battles.hpp"

namespace tachanka::cli {

// "viewed_by", "markers": [{"label", "side", "kind", "unit", "spot", "revealed"}] and
// "scouting": [{"sequence", "turn", "scout", "spot", "kept_by", "commitment", "die", "nonce",
// "revealed", "holds"}], into an object already begun.
void writeHiddenTable(JsonWriter& json, const core::TacticalBattleView& view);
// Whose view it is, the markers line and a line a scouting roll.
void printHiddenTable(std::ostream& out, const core::TacticalBattleView& view);

}  // namespace tachanka::cli
