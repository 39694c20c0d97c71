#pragma once
// 8.2.1 "A Depot can supply attacks or Barrages so that the units performing them do not become
// Unsupplied": a planned attack draws its munitions (2 for a prepared attack, 1 for a hasty one,
// support included) from one depot of its side within 5 MP of its units (8.2.2), out of what
// the depot may still spend today (3.1). Barrages draw on none yet. The battle keeps the depot and
// the points, so undoing the plan or voiding the battle gives them back.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "app/core/campaign/campaign_action.hpp"
#include "model/battle.hpp"

namespace tachanka::core {

// Sets `battle.depotId` and `battle.munitions` from the depot asked (`depotId`), else the one
// that can pay with the most left today, a functional one first (3.2 B: a non-functional depot
// that pays ends the combat phase Unsupplied). When none can, the battle gets the "no-depot"
// option: its attackers and their supporting guns end Unsupplied. A battle the players planned
// with "no-depot", a train duel, a barrage and an attack of vehicles only draw nothing.
void drawMunitions(ActionContext& context, model::Battle& battle,
                   std::optional<std::int64_t> depotId);

// What depot `depotId` spent on the battles of `date` ("1919-10-15"), voided ones aside.
int munitionsSpentOn(SQLite::Database& database, const std::string& date, std::int64_t depotId);

// 3.2 B "When a non-functional depot uses its supply capacity (to supply an attack ...), it
// receives an Unsupplied marker at the end of the current combat phase": each depot of `side`
// that paid for one of `date`'s attacks while not functional, a line each. Only on a painted
// map: unpainted, no railroad links any depot to an edge.
std::vector<std::string> unsupplyDepotsThatPaid(ActionContext& context, const model::Side& side,
                                                const model::GameDate& date);

// "2 munitions from the railroad depot 3 at 2705 (8.2.1)"; empty when the battle drew none.
std::string munitionsLine(const model::Campaign& campaign, const model::Battle& battle);

}  // namespace tachanka::core
