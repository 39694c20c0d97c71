#pragma once
// Hidden information on a Red Actions! table ("Set-up", "Ambushes"): the markers a side places
// over its units (or over nothing, a dummy), the units it notes in ambush, and the scouting
// rolls made secretly and kept as commitments until revealed.

#include <cstdint>
#include <optional>
#include <string>

namespace tachanka::model {

struct TacticalMarker {
    std::int64_t id = 0;
    std::int64_t battleId = 0;
    std::int64_t sideId = 0;
    std::string label;  // what both sides see: "M3"; an ambush's is never shown to the enemy
    // "ambush", "position" or "dummy"; "marker" in a side's file for an enemy marker whose
    // kind that side may not know.
    std::string kind;
    std::optional<std::int64_t> tacticalUnitId;  // none for a dummy, or unknown to the side
    std::string spot;                            // where it lies, as the players name it
    bool revealed = false;
};

struct TacticalSecret {
    std::int64_t id = 0;
    std::int64_t battleId = 0;
    std::int64_t sideId = 0;  // the side that keeps the die: the potential ambusher
    int sequence = 0;         // the log entry of the scouting
    int turn = 0;
    std::string scout;  // the scouting unit's code
    std::string spot;
    std::string commitment;   // BLAKE2b-256 of the die, the nonce and what was scouted
    std::optional<int> die;   // none in a side's file the roll is hidden from
    std::string nonce;        // 16 random bytes as hex; empty where the die is hidden
    bool revealed = false;
};

}  // namespace tachanka::model
