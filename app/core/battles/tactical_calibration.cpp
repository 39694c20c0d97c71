// Predicted against played: the auto-resolve's forecast of each battle fought on the table, made
// again from the forces it started with (the first logged action keeps the markers before
// it), set beside the result the club rolled, so a club sees how far to trust it.

#include "app/core/battles/battle_views.hpp"
#include "app/core/battles/tactical_state.hpp"
#include "app/core/redactions/redactions_lookups.hpp"
#include "db/battle_records.hpp"
#include "db/tactical_records.hpp"
#include "rules/redactions/battle/auto_resolve.hpp"

namespace tachanka::core {
namespace {

namespace ra = rules::redactions;

double squared(double value) { return value * value; }

void addToTotals(Calibration& totals, const BattleCalibration& battle) {
    const auto& p = battle.predicted;
    totals.predictedWin += p.win.share;
    totals.predictedDraw += p.draw.share;
    totals.predictedLoss += p.loss.share;
    const double win = battle.played > 0 ? 1 : 0;
    const double draw = battle.played == 0 ? 1 : 0;
    const double loss = battle.played < 0 ? 1 : 0;
    totals.playedWin += win;
    totals.playedDraw += draw;
    totals.playedLoss += loss;
    totals.brier +=
        squared(p.win.share - win) + squared(p.draw.share - draw) + squared(p.loss.share - loss);
}

}  // namespace

Calibration calibrateBattles(const std::filesystem::path& file, int runs, std::uint64_t seed) {
    if (runs < 1 || runs > 1'000'000) {
        throw UserError("battle calibration: the runs must be from 1 to 1000000, not " +
                        std::to_string(runs));
    }
    const auto tables = loadRedActionsTables();
    return readCampaignFile(file, [&](SQLite::Database& database, const model::Campaign& campaign) {
        Calibration calibration;
        for (const auto& battle : db::loadBattles(database)) {
            if (battle.tacticalSystem.empty() || battle.state != model::BattleState::Applied) {
                continue;
            }
            const auto records = db::loadTacticalUnits(database, battle.id);
            const auto log = db::loadTacticalEvents(database, battle.id);
            const auto start =
                log.empty() ? records : db::markersFrom(log.front().stateBefore, records);
            BattleCalibration entry;
            entry.id = battle.id;
            entry.title = viewOf(campaign, battle).title;
            auto atStart = battle;
            if (!log.empty()) atStart.buildings = db::buildingsFrom(log.front().stateBefore);
            entry.predicted = ra::autoResolve(tables, tableOf(database, atStart, start), runs, seed);
            entry.played = ra::battleWinner(tableOf(database, battle, records));
            addToTotals(calibration, entry);
            calibration.battles.push_back(std::move(entry));
        }
        if (const auto count = static_cast<double>(calibration.battles.size()); count > 0) {
            for (double* total :
                 {&calibration.predictedWin, &calibration.predictedDraw, &calibration.predictedLoss,
                  &calibration.playedWin, &calibration.playedDraw, &calibration.playedLoss,
                  &calibration.brier}) {
                *total /= count;
            }
        }
        return calibration;
    });
}

}  // namespace tachanka::core
