#pragma once
// The small field rules: scouting for and springing ambushes ("Ambushes"), setting and
// fighting fires ("Buildings"), crossing barbed wire ("Barbed Wire") and digging foxholes
// ("Digging in").

#include <optional>

#include "rules/dice.hpp"
#include "rules/redactions/field/field_tables.hpp"
#include "rules/redactions/tables.hpp"

namespace tachanka::rules::redactions {

struct AmbushScouting {
    int range = 0;            // inches the unit may scout at
    bool inRange = false;     // no die is rolled for terrain out of range
    std::optional<int> roll;  // d6
    bool discovered = false;
};

// One piece of suspicious terrain `distance` inches away: 4" (8" for partisans or a unit with
// a clever officer), found on a 4+.
AmbushScouting scoutForAmbush(const AmbushNumbers& numbers, double distance,
                              bool partisansOrCleverOfficer, Dice& dice);

struct AmbushBenefits {
    bool chargeTestNeeded = true;
    int extraMove = 0;  // inches, for chargers
    bool targetTakesFearTest = true;
    int terrorMarkers = 0;  // on the ambushed unit, however many units ambush it
};

// What springing an ambush gives: all four benefits to chargers, only the fear test and the
// terror marker to ambushers who only shoot.
AmbushBenefits springAmbush(const AmbushNumbers& numbers, bool charging);

struct FireSetting {
    int roll = 0;
    bool caught = false;
    int markers = 0;         // terror markers on the building afterwards
    bool destroyed = false;  // the marker set made five: uninhabitable, effectively destroyed
};

// A unit touching a building tries to set it alight: a terror marker on the building on 3-6;
// "when the total of terror markers equals five" the building is destroyed, however the
// marker came.
FireSetting setFire(const FireNumbers& numbers, int markersBefore, Dice& dice);

struct BuildingFire {
    int markers = 0;
    bool destroyed = false;  // uninhabitable, effectively destroyed
};

// The start of a turn: a burning building gains a marker; at five it is destroyed.
BuildingFire fireSpreads(const FireNumbers& numbers, int markers);

struct FireFighting {
    int roll = 0;
    int removed = 0;
    int markers = 0;
};

// Fighting a fire: d6, 4 removes one marker, 5 two, 6 three.
FireFighting fightFire(const FireNumbers& numbers, int markers, Dice& dice);

struct WireCrossing {
    int roll = 0;          // 2d6
    bool crossed = false;  // placed on the far side
    bool pathCut = false;  // engineers: a base-wide path through the entanglement
};

// Each turn after entering the wire infantry roll 2d6: 9+ crosses; engineers cut a path on
// 8+. Only infantry roll; tanks crush wire instead (see vehicles). Throws for other movers.
WireCrossing crossWire(const WireNumbers& numbers, Mover mover, bool engineers, Dice& dice);

struct Digging {
    int quarters = 0;       // cover dug, in quarter columns
    bool complete = false;  // the most cover foxholes give
    // The shooting table's cover for the diggers: whole columns only, as shifts are whole.
    std::optional<Cover> cover;
};

// One move of digging: ½ column with proper entrenching tools, ¼ without, up to 3 columns.
Digging digIn(const DiggingNumbers& numbers, int quartersBefore, bool entrenchingTools);

}  // namespace tachanka::rules::redactions
