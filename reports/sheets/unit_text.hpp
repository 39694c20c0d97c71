#pragma once
// How the campaign documents word a unit's and a depot's state, the same on every sheet.

#include <string>

#include "model/campaign.hpp"

namespace tachanka::reports {

// A unit as a sheet lists it: its state and its troop quality as the table shows it.
struct UnitEntry {
    model::Unit unit;
    std::string troopQuality;  // "5", or "5−1Q" under a Recruits marker (4.3.1 B)
};

// "☐☐☒☒ 2/4": a blank box per step remaining (to cross at the table when lost), a crossed
// one per step lost, and the count.
std::string stepBoxes(const model::Unit& unit);

// "18 October 1919 at 2413 or 2920, −1 MP (Zolotarevo)": when and where it enters (7.4).
std::string arrivalText(const model::Arrival& arrival);

// The markers on a counter and what is printed on it beyond its values, in a player's words:
// "unsupplied; out of command; entrenched; shock".
std::string unitNotes(const model::Unit& unit);

// "functional", "not functional, unsupplied", "arrives ...", "eliminated".
std::string depotState(const model::Depot& depot);

}  // namespace tachanka::reports
