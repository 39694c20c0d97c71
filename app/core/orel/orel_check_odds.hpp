#pragma once
// Exact odds of the Orel 1919 rolls players make at the table outside a described combat: a
// cohesion or morale check (one d6 read on the Cohesion Table, 8.7.1) and an assault roll (2d6
// with its modifiers, read on the Assault Results Table). Each counts every way the dice can
// fall through the same chart look-up the combat engine makes.

#include "rules/odds.hpp"

namespace tachanka::core {

struct CheckOddsAnswer {
    rules::Distribution odds;  // results as the charts name them
    bool provisional = false;  // the chart read is a provisional reconstruction
};

// A check of a unit of `troopQuality` with the roll modified by `modifier`; `morale`: a morale
// check, read on the chart's morale column.
CheckOddsAnswer cohesionOdds(int modifier, int troopQuality, bool morale);

// The assault roll with every modifier added up in `modifier`.
CheckOddsAnswer assaultOdds(int modifier);

}  // namespace tachanka::core
