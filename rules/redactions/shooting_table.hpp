#pragma once
// Steps 3, 4 and 7 of the shooting procedure: the shooting total from the card's value, the
// effective bases and the modifiers, the column it falls in after the column shifts, and the
// cell the 2d6 roll gives there.

#include <optional>
#include <string>
#include <vector>

#include "rules/dice.hpp"
#include "rules/redactions/tables.hpp"

namespace tachanka::rules::redactions {

// What the shooters and their target bring to the table (all modifiers spelled out).
struct ShootingInputs {
    int value = 0;           // shooting value per base, from the card
    int halfBases = 0;       // effective bases that see the target in arc and range, in half bases
    bool longRange = false;  // target beyond half the card's range
    bool speculative = false;
    IndirectFire indirect = IndirectFire::None;
    bool mgClose = false;  // machine-guns at 8" or less
    bool enfiladed = false;
    bool formedOrColumn = false;  // target formed cavalry or a road column
    bool skirmishTarget = false;  // target skirmishers, or partisans in cover
    Cover cover = Cover::None;    // the best cover the target has
};

// How the distance to the target stands against the card's range: beyond half of it is long
// range; machine-guns within 8" get the close-range shift; up to twice the range only
// harassing fire, which has no casualty effects, is possible.
struct ShootingRange {
    bool inRange = false;
    bool longRange = false;
    bool mgClose = false;
    bool harassingOnly = false;
};
ShootingRange shootingRange(const ShootingModifiers& modifiers, int cardRange, int distanceInches,
                            bool machineGuns);

// Value × effective bases × every halving, rounded down once at the end. Speculative fire
// that is also observed indirect fire uses the speculative ½ only.
int shootingTotal(const ShootingModifiers& modifiers, const ShootingInputs& inputs);

// The cumulative shifts plus the best cover's.
int columnShift(const ShootingModifiers& modifiers, const ShootingInputs& inputs);

// The column for a total after shifting; none when the total is below the first column or
// the shift goes off its left end (no effect); a shift past the last column stays there.
std::optional<std::size_t> shootingColumn(const ShootingTable& table, int total, int shift);

struct ShootingLookup {
    int total = 0;
    int shift = 0;
    int roll = 0;
    std::optional<std::size_t> column;
    std::string columnLabel;  // "-" when there is no column
    ShootingCell cell;        // "-" when there is no column
};

ShootingLookup lookUpShooting(const ShootingTable& table, int total, int shift, int roll);

// Step 7: rolls 2d6 and looks the result up.
ShootingLookup rollOnShootingTable(const ShootingTable& table, int total, int shift, Dice& dice);

// What a cell does, in words, before the target's situation is known.
std::vector<std::string> describeShootingCell(const ShootingCell& cell);

}  // namespace tachanka::rules::redactions
