#pragma once
// Internal to the hidden table (hidden_table.cpp, ambush_scouting.cpp): its rows written
// through the journal, and what lifts a marker or reveals a secret roll.

#include <cstdint>
#include <string>
#include <vector>

#include "app/core/campaign/campaign_action.hpp"
#include "model/battle.hpp"
#include "model/hidden_table.hpp"
#include "model/tactical_battle.hpp"

namespace tachanka::core {

void insertMarker(ActionContext& context, const model::Battle& battle,
                  const model::TacticalMarker& marker);
// Lifts the marker: the enemy sees what it was.
void revealMarker(ActionContext& context, const model::Battle& battle,
                  const model::TacticalMarker& marker);
// Reveals the secret scouting rolls at `spot` not revealed yet: the ambush there is sprung,
// found or gone.
void revealRollsAt(ActionContext& context, const model::Battle& battle, const std::string& spot);

// The marker not yet lifted over the unit `code` (in ambush or a position marker), or null.
const model::TacticalMarker* hiddenMarkerOf(const std::vector<model::TacticalMarker>& markers,
                                            const std::vector<model::TacticalUnitRecord>& records,
                                            const std::string& code);

// "M3 lifted: 1/9D", "2/9D springs its ambush from the birch wood": what the enemy now sees.
std::string revealedText(const model::TacticalMarker& marker, const std::string& unit);

// What the commitment hashes: the battle, the turn, the scout, the spot, the die and the nonce.
std::string commitmentText(const model::TacticalSecret& secret);

}  // namespace tachanka::core
