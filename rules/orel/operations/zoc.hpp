#pragma once
// Zones of control (1.2): the six hexes around a stack, when the stack has at least 2
// strength steps of units that exert one (vehicles, depots and routed units do not, even into
// their own hex). Friendly units negate an enemy ZoC for supply and retreat; for movement
// only friendly combat units and artillery that have not moved this phase do (7.1.3).

#include <string>
#include <vector>

#include "model/hex.hpp"
#include "rules/orel/operations/side.hpp"

namespace tachanka::rules::orel::operations {

// A unit on the map as the operational rules see it.
struct MapUnit {
    std::string code;
    Side side = Side::Whites;
    Mover mover = Mover::Infantry;
    model::Hex hex;
    int steps = 1;
    bool routed = false;
    bool movedThisPhase = false;
};

using Units = std::vector<MapUnit>;

// Whether the units of `side` in `hex` exert a ZoC into the hexes around it.
bool exertsZoc(const Units& units, model::Hex hex, Side side);

// Whether `hex` is in a ZoC of the enemies of `side`.
bool inEnemyZoc(const Units& units, model::Hex hex, Side side);

// Whether a unit of `side` that does negate ZoC stands in `hex`: any unit other than a
// vehicle, a depot or a routed unit (supply trace and retreat), or only a combat unit or
// artillery that has not moved this phase (movement).
enum class Negation { SupplyAndRetreat, Movement };
bool negatesEnemyZoc(const Units& units, model::Hex hex, Side side, Negation purpose);

// In enemy ZoC and not negated for that purpose.
bool blockedByEnemyZoc(const Units& units, model::Hex hex, Side side, Negation purpose);

bool occupiedByEnemy(const Units& units, model::Hex hex, Side side);

}  // namespace tachanka::rules::orel::operations
