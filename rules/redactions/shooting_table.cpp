#include "rules/redactions/shooting_table.hpp"

#include <cstdint>

namespace tachanka::rules::redactions {

ShootingRange shootingRange(const ShootingModifiers& modifiers, int cardRange, int distanceInches,
                            bool machineGuns) {
    ShootingRange range;
    range.inRange = distanceInches <= cardRange;
    range.harassingOnly = !range.inRange && distanceInches <= 2 * cardRange;
    range.longRange = range.inRange && 2 * distanceInches > cardRange;
    range.mgClose = range.inRange && machineGuns && distanceInches <= modifiers.mgCloseRangeInches;
    return range;
}

int shootingTotal(const ShootingModifiers& modifiers, const ShootingInputs& inputs) {
    std::int64_t numerator = std::int64_t{inputs.value} * inputs.halfBases;
    std::int64_t denominator = 2;
    const auto apply = [&](StrengthFactor factor) {
        const Fraction fraction = modifiers.factors.at(factor);
        numerator *= fraction.numerator;
        denominator *= fraction.denominator;
    };
    if (inputs.longRange) apply(StrengthFactor::LongRange);
    if (inputs.speculative) {
        apply(StrengthFactor::Speculative);
    } else if (inputs.indirect == IndirectFire::First) {
        apply(StrengthFactor::IndirectFirst);
    } else if (inputs.indirect == IndirectFire::Later) {
        apply(StrengthFactor::IndirectLater);
    }
    return static_cast<int>(numerator / denominator);
}

int columnShift(const ShootingModifiers& modifiers, const ShootingInputs& inputs) {
    int shift = 0;
    if (inputs.mgClose) shift += modifiers.shifts.at(ColumnShift::MgClose);
    if (inputs.enfiladed) shift += modifiers.shifts.at(ColumnShift::Enfiladed);
    if (inputs.formedOrColumn) shift += modifiers.shifts.at(ColumnShift::FormedOrColumn);
    if (inputs.skirmishTarget) shift += modifiers.shifts.at(ColumnShift::SkirmishTarget);
    if (inputs.cover != Cover::None) shift += modifiers.cover.at(inputs.cover).columns;
    return shift;
}

std::optional<std::size_t> shootingColumn(const ShootingTable& table, int total, int shift) {
    int found = -1;
    for (std::size_t i = 0; i < table.columns.size(); ++i) {
        if (total >= table.columns[i].minimumTotal) found = static_cast<int>(i);
    }
    if (found < 0) return std::nullopt;
    const int shifted = found + shift;
    if (shifted < 0) return std::nullopt;
    const int last = static_cast<int>(table.columns.size()) - 1;
    return static_cast<std::size_t>(std::min(shifted, last));
}

ShootingLookup lookUpShooting(const ShootingTable& table, int total, int shift, int roll) {
    ShootingLookup lookup;
    lookup.total = total;
    lookup.shift = shift;
    lookup.roll = roll;
    lookup.column = shootingColumn(table, total, shift);
    if (!lookup.column) {
        // Built, not assigned from "-": g++ 12 warns falsely (-Wrestrict) on that assignment.
        lookup.columnLabel = std::string(1, '-');
        lookup.cell = parseShootingCell("-");
        return lookup;
    }
    lookup.columnLabel = table.columns[*lookup.column].label;
    lookup.cell = table.rows.at(roll).at(*lookup.column);
    return lookup;
}

ShootingLookup rollOnShootingTable(const ShootingTable& table, int total, int shift, Dice& dice) {
    return lookUpShooting(table, total, shift, dice.rollSum(2, 6, "shooting"));
}

std::vector<std::string> describeShootingCell(const ShootingCell& cell) {
    std::vector<std::string> effects;
    if (cell.kill) effects.emplace_back("a base removed; fear test");
    for (int i = 0; i < cell.retires; ++i) effects.emplace_back("retire");
    if (cell.terror == 1) effects.emplace_back("1 terror marker");
    if (cell.terror > 1) effects.push_back(std::to_string(cell.terror) + " terror markers");
    if (cell.pinned) effects.emplace_back("pinned marker");
    if (cell.seriousTest) effects.emplace_back("serious test");
    if (cell.officerTest) effects.emplace_back("officer casualty test");
    return effects;
}

}  // namespace tachanka::rules::redactions
