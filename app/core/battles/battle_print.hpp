#pragma once
// The printed side of the campaign's battles: a battle report from the battle's record and
// the campaign's units, and the day's battles a turn sheet lists. Read-only; an unknown battle
// is a UserError.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "app/core/printing/print_service.hpp"
#include "model/game_date.hpp"
#include "reports/sheets/battle_report.hpp"
#include "reports/sheets/turn_sheet.hpp"

namespace tachanka::core {

// The report of battle `id` as it stands: planned, resolved, applied or voided.
reports::BattleReport battleReport(const std::filesystem::path& file, std::int64_t id);

void printBattle(const std::filesystem::path& file, std::int64_t id,
                 const std::filesystem::path& output,
                 reports::Paper paper = reports::Paper::A4);

// The print table's entry: the battle --battle names, or else every battle not voided of the
// day --turn names (default: today), one a page; a day without one is a UserError.
void printBattleReports(const PrintRequest& request);

// The battles `side` fought on `day`, attacking or defending, voided ones left out, for the
// turn sheet; oldest first.
std::vector<reports::DayBattle> dayBattles(const std::filesystem::path& file,
                                           const model::GameDate& day, const std::string& side);

}  // namespace tachanka::core
