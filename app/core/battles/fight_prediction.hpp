#pragma once
// Issue 16, step 1: before the club chooses how to fight a planned battle, the two
// predictions side by side: the Orel table's exact odds, and the Monte Carlo auto-resolve of
// the tactical battle the link table would make of it (converted, not stored).

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "app/core/battles/battles.hpp"
#include "rules/orel/combat/battle_outcome.hpp"
#include "rules/redactions/battle/auto_resolve.hpp"

namespace tachanka::core {

struct FightPrediction {
    std::int64_t id = 0;
    std::string title;
    BattleOdds operational;  // the Orel combat table, exactly
    rules::orel::ExpectedOutcome operationalExpected;
    std::string tacticalSystem;      // the system it would be fought in: its id
    std::string tacticalSystemName;  // "Red Actions!"
    int tacticalUnits = 0;       // how many tactical units the conversion makes
    rules::redactions::AutoResolution tactical;
    std::uint64_t seed = 0;
    bool provisional = false;  // the Orel tables, the link table or an army list
};

// A UserError unless battle `id` is planned and not yet fought on the table.
FightPrediction predictFight(const std::filesystem::path& file, std::int64_t id, int runs,
                             std::uint64_t seed);

// The two predictions side by side, in one wording for every front end: what is measured,
// then the Orel table's figure and the tactical battle's.
struct PredictionRow {
    std::string measure;      // "the attacker takes the hex"
    std::string operational;  // "41.7% (5/12)"
    std::string tactical;     // "38.2% (37.2% – 39.2%)"
};
std::vector<PredictionRow> predictionRows(const FightPrediction& prediction);

// "38.2% (37.2% – 39.2%)": a share of the runs with its 95% interval.
std::string shareText(const rules::Share& share);

// An auto-resolution in the same wording: a line for each of win, draw and loss, the bases
// lost, and the provisional note.
std::vector<std::string> autoResolutionLines(const rules::redactions::AutoResolution& resolution);

}  // namespace tachanka::core
