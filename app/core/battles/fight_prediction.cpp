#include "app/core/battles/fight_prediction.hpp"

#include <algorithm>
#include <cstdio>

#include "app/core/battles/battle_views.hpp"
#include "app/core/battles/orel_battle.hpp"
#include "app/core/battles/tactical_state.hpp"
#include "app/core/orel/orel_combat_service.hpp"
#include "app/core/redactions/redactions_lookups.hpp"
#include "app/core/rule_systems.hpp"

namespace tachanka::core {
namespace {

std::string percentOf(double share) {
    char text[16];
    std::snprintf(text, sizeof text, "%.1f%%", 100.0 * share);
    return text;
}

std::string exactly(const rules::Probability& chance) {
    return percentOf(chance.value()) + " (" + chance.text() + ")";
}

std::string average(double amount, const char* unit) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f %s", amount, unit);
    return text;
}

}  // namespace

FightPrediction predictFight(const std::filesystem::path& file, std::int64_t id, int runs,
                             std::uint64_t seed) {
    if (runs < 1 || runs > 1'000'000) {
        throw UserError("battle predict: the runs must be from 1 to 1000000, not " +
                        std::to_string(runs));
    }
    const auto orelTables = loadOrelCombatTables();
    const auto tacticalTables = loadRedActionsTables();
    const auto link = loadOrelToRedActions();
    return readCampaignFile(file, [&](SQLite::Database& database, const model::Campaign& campaign) {
        const auto battle = battleNumbered(database, id);
        requireFightable(battle);
        FightPrediction prediction;
        prediction.id = id;
        prediction.title = viewOf(campaign, battle).title;
        const auto chances = orelBattleOdds(campaign, battle, orelTables);
        prediction.operational = battleOddsOf(chances, orelTables.anyProvisional());
        prediction.operationalExpected = rules::orel::expectedOutcome(chances);
        const auto records = convertedUnits(database, campaign, battle, link);
        prediction.tacticalSystem = std::string(redActionsSystem);
        prediction.tacticalSystemName = ruleSystem(redActionsSystem).name;
        prediction.tacticalUnits = static_cast<int>(records.size());
        prediction.tactical = rules::redactions::autoResolve(
            tacticalTables, tableOf(database, battle, records), runs, seed);
        prediction.seed = seed;
        prediction.provisional = orelTables.anyProvisional() ||
                                 std::any_of(records.begin(), records.end(),
                                             [](const auto& record) { return record.provisional; });
        return prediction;
    });
}

std::string shareText(const rules::Share& share) {
    return percentOf(share.share) + " (" + percentOf(share.low) + " – " + percentOf(share.high) +
           ")";
}

std::vector<std::string> autoResolutionLines(const rules::redactions::AutoResolution& resolution) {
    return {std::to_string(resolution.runs) + " runs, the attacker's view (95% intervals):",
            "win  " + shareText(resolution.win), "draw  " + shareText(resolution.draw),
            "loss  " + shareText(resolution.loss),
            "bases lost per run: attacker " + average(resolution.attackerBasesLost, "bases") +
                " (" + average(resolution.attackerBasesSurrendered, "prisoners") +
                "), defender " + average(resolution.defenderBasesLost, "bases") + " (" +
                average(resolution.defenderBasesSurrendered, "prisoners") + ")",
            "PROVISIONAL: the auto-resolve's choices of action are this program's, not the "
            "text's"};
}

std::vector<PredictionRow> predictionRows(const FightPrediction& prediction) {
    const auto& expected = prediction.operationalExpected;
    const auto& tactical = prediction.tactical;
    return {
        {"the attacker takes the hex (tactically: wins)", exactly(expected.hexCleared),
         shareText(tactical.win)},
        {"no decision (tactically: a draw after " +
             std::to_string(rules::redactions::autoResolveTurns) + " turns)",
         "—", shareText(tactical.draw)},
        {"the defender holds (tactically: the attacker loses)", exactly(expected.hexHeld),
         shareText(tactical.loss)},
        {"the attacker's losses, on average", average(expected.attackerStepsLost, "steps"),
         average(tactical.attackerBasesLost, "bases")},
        {"the defender's losses, on average", average(expected.defenderStepsLost, "steps"),
         average(tactical.defenderBasesLost, "bases")},
        {"how it is counted", "exactly, over every roll of the Orel tables",
         std::to_string(tactical.runs) + " battles of " + std::to_string(prediction.tacticalUnits) +
             " units, seed " + std::to_string(prediction.seed)},
    };
}

}  // namespace tachanka::core
