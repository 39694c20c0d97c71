#pragma once
// How the tactical battle commands show a battle fought on the table: its units, an action
// with its dice, the exact odds of an action, an auto-resolution. Text for people, --json for
// programs; the words come from core.

#include "app/cli/json_writer.hpp"
#include "app/core/battles/tactical_battles.hpp"

namespace tachanka::cli {

int printTacticalUnits(const core::TacticalBattleView& view, bool asJson);
int printTacticalAction(const core::TacticalActionReport& report, bool asJson);
int printTacticalOdds(const core::TacticalOdds& odds, bool asJson);
int printAutoResolution(const rules::redactions::AutoResolution& resolution, bool asJson);
// Its keys, from "runs" to "defender_bases_lost", into an object already begun.
void writeAutoResolution(JsonWriter& json, const rules::redactions::AutoResolution& resolution);
int printCalibration(const core::Calibration& calibration, bool asJson);

}  // namespace tachanka::cli
