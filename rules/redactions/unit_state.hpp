#pragma once
// A unit on the table as the rules see it: its bases and markers ("Definitions"). Terror and
// humiliated markers both count as terror; they reduce the effective bases and rout the unit
// when they exceed its bases.

#include <vector>

namespace tachanka::rules::redactions {

struct UnitState {
    int bases = 1;
    int terror = 0;       // removable by a rally from terror
    int humiliated = 0;   // terror markers that can never be removed
    bool pinned = false;  // never more than one
    bool evading = false;
    bool formed = false;  // formed cavalry
    bool column = false;
    bool limbered = false;
    bool routing = false;

    // "All references to the number of terror markers on a unit include the humiliated."
    int terrorMarkers() const { return terror + humiliated; }
};

// Effective bases for shooting and combat, counted in half bases: bases less one per terror
// marker; half a base when the markers equal the bases.
int effectiveHalfBases(const UnitState& unit);

// Adds terror markers; the unit routs at once when they exceed its bases. True if it routed now.
bool addTerror(UnitState& unit, int markers);
bool addHumiliated(UnitState& unit, int markers);
// Removes a base (losses, Kill!); a unit with no bases left is gone. True if it routed now.
bool loseBases(UnitState& unit, int count);

// Rally from terror: all terror markers go, humiliated ones stay; no test.
void rallyFromTerror(UnitState& unit);

// Divides a unit into parts of the given bases; each part gets the terror and humiliated
// markers divided as equally as possible, rounding up (which may add markers).
std::vector<UnitState> divideUnit(const UnitState& unit, const std::vector<int>& partBases);

// Combines units in contact: bases and all markers are kept.
UnitState combineUnits(const std::vector<UnitState>& units);

}  // namespace tachanka::rules::redactions
