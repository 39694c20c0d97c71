#pragma once
// Zones of control (1.2): the six hexes around a stack, when the stack has at least 2
// strength steps of units that exert one (vehicles, depots and routed units do not, even into
// their own hex). Friendly units negate an enemy ZoC for supply and retreat; for movement
// only friendly combat units and artillery that have not moved this phase do (7.1.3).

#include <span>
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

// The units, and the ones standing in each hex found without a pass over all of them. A
// question about many hexes (a trace, the command check, every unit's ZoC) is asked of one
// Stacks built once: asked of the units, each hex it looked at was a search through every
// unit, and the Command phase of a 6,000-unit campaign ran for minutes. Built from the units
// where a single question is asked (hence not explicit); it must not outlive them, nor see
// them change.
class Stacks {
public:
    Stacks(const Units& units);  // NOLINT(google-explicit-constructor): see above
    Stacks();                    // no units at all
    Units::const_iterator begin() const { return units_->begin(); }
    Units::const_iterator end() const { return units_->end(); }
    std::span<const MapUnit* const> in(model::Hex hex) const;

private:
    const Units* units_;
    std::vector<const MapUnit*> byHex_;  // ordered by hex
};

// Whether the units of `side` in `hex` exert a ZoC into the hexes around it.
bool exertsZoc(const Stacks& units, model::Hex hex, Side side);

// Whether `hex` is in a ZoC of the enemies of `side`.
bool inEnemyZoc(const Stacks& units, model::Hex hex, Side side);

// Whether a unit of `side` that does negate ZoC stands in `hex`: any unit other than a
// vehicle, a depot or a routed unit (supply trace and retreat), or only a combat unit or
// artillery that has not moved this phase (movement).
enum class Negation { SupplyAndRetreat, Movement };
bool negatesEnemyZoc(const Stacks& units, model::Hex hex, Side side, Negation purpose);

// In enemy ZoC and not negated for that purpose.
bool blockedByEnemyZoc(const Stacks& units, model::Hex hex, Side side, Negation purpose);

bool occupiedByEnemy(const Stacks& units, model::Hex hex, Side side);

}  // namespace tachanka::rules::orel::operations
