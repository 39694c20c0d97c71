#pragma once
// The parts of the Orel 1919 sheet (orel-1919.xml): the combat charts, the combat modifiers,
// and the operational rules with the sequence of play.

#include "reports/layout/page_flow.hpp"
#include "reports/qrs/qrs.hpp"
#include "reports/qrs/qrs_sheet.hpp"

namespace tachanka::reports {

// Odds, Cohesion Table, Barrage Table, Assault Results Table, retreat before combat and the
// Terrain Effects Table, then the modifiers.
void writeOrelCombat(PageFlow& flow, const OrelQrsData& data);
// Every die roll modifier, grouped by the roll it changes, provisional values shaded; with
// another panel beside them.
void writeOrelModifiers(PageFlow& flow, const OrelQrsData& data, qrs::Panel beside);
// Sequence of play.
void writeOrelSequence(PageFlow& flow, const OrelQrsData& data);
// Stacking, ZoC, special actions, supply, recruitment, command and the random events.
void writeOrelOperations(PageFlow& flow, const OrelQrsData& data);

}  // namespace tachanka::reports
