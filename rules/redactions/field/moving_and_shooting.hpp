#pragma once
// "Moving and Shooting": what each troop type may do before and after firing in its action
// segment, from the table in templates/rules/red-actions-field.xml. "Tachankas cannot shoot
// and move" (A Few Notes): their row allows a pivot before firing and no movement after.

#include <optional>
#include <string>
#include <vector>

#include "rules/redactions/characteristic.hpp"
#include "rules/redactions/field/terrain_table.hpp"

namespace tachanka::xml {
class Element;
}

namespace tachanka::rules::redactions {

struct MovingAndShootingRow {
    std::vector<Arm> arms;  // the troop types the row covers
    std::string name;       // "MG, tachanka, mortar"
    std::string before;     // movement permitted before firing, as the text says it
    std::string after;      // movement permitted after firing, as the text says it
    // After firing: this many quarters of the unit's move, or a fixed distance in inches.
    std::optional<int> afterQuarterMoves;
    std::optional<int> afterInches;
};

struct MovingAndShootingTable {
    std::vector<MovingAndShootingRow> rows;
};

// The <moving-and-shooting> element: one <troops> per row, every arm that shoots in one row.
MovingAndShootingTable readMovingAndShooting(const xml::Element& element);

struct ShootAndMove {
    MovingAndShootingRow row;
    double inchesAfterFiring = 0;  // the most it may move after it has fired
    bool mayMoveAfterFiring = false;
};

// A unit of `arm` with a move of `move` inches that fires in its segment. Throws
// std::invalid_argument for an arm the table has no row for (trains, officers).
ShootAndMove shootAndMove(const MovingAndShootingTable& table, Arm arm, int move);

}  // namespace tachanka::rules::redactions
