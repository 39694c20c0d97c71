#include "app/core/seats/log_verification.hpp"

#include "app/core/common/user_error.hpp"
#include "db/campaign_exchange.hpp"
#include "db/campaign_file.hpp"
#include "db/hidden_records.hpp"
#include "db/ledger_chain.hpp"
#include "db/tactical_records.hpp"
#include "rules/seeded_dice.hpp"
#include "app/core/redactions/hidden_table.hpp"

namespace tachanka::core {

LogVerification verifyCampaign(const std::filesystem::path& file) {
    return asUserErrors([&] {
        auto campaignFile = db::CampaignFile::openForReading(file);
        LogVerification result;
        campaignFile.readAtOnce([&] {
            auto& database = campaignFile.database();
            const auto chain = db::checkLedgerChain(database);
            result.rows = chain.rows;
            result.unsealed = chain.unsealed;
            if (chain.firstBad) {
                result.firstBad = chain.firstBad;
                result.firstBadAction = chain.firstBadAction;
                result.why = "ledger row " + std::to_string(*chain.firstBad) + " (action " +
                             std::to_string(*chain.firstBadAction) + "): " + chain.why;
                return;
            }
            try {
                if (const auto row = db::rowUnaccountedByLedger(database)) {
                    result.unaccounted =
                        row->table.empty() ? std::string("a row")
                                           : row->table + " " + std::to_string(row->rowId);
                    result.why = *result.unaccounted +
                                 " is not what the ledger's changes make it: the campaign's "
                                 "state was changed outside its ledger";
                    return;
                }
            } catch (const db::LedgerRowError& failure) {
                result.firstBad = failure.ledgerId;
                result.why = "ledger row " + std::to_string(failure.ledgerId) +
                             " cannot be replayed: " + failure.what();
                return;
            }
            // Dice Tachanka rolled from a seed it kept: the same seed rolls the same dice.
            for (const auto& [battleId, event] : db::loadSeededTacticalEvents(database)) {
                rules::SeededDice again(*event.seed);
                for (const auto& roll : event.rolls) {
                    if (again.roll(roll.sides, roll.purpose) == roll.value) continue;
                    result.why = "battle " + std::to_string(battleId) + "'s log entry #" +
                                 std::to_string(event.sequence) + " (" + event.action +
                                 ") holds dice its seed does not roll";
                    return;
                }
                ++result.seededDice;
            }
            for (const auto& secret : db::loadAllTacticalSecrets(database)) {
                if (!secret.die) {
                    ++result.commitmentsHidden;
                    continue;
                }
                if (!commitmentHolds(secret)) {
                    result.why = "the scouting roll of battle " +
                                 std::to_string(secret.battleId) + ", log entry #" +
                                 std::to_string(secret.sequence) + " (" + secret.scout + " at " +
                                 secret.spot + "), does not make its commitment";
                    return;
                }
                ++result.commitments;
            }
            if (chain.unsealed > 0) {
                result.why = std::to_string(chain.unsealed) +
                             " ledger rows at the end are not sealed: they were written before "
                             "Tachanka sealed its ledger, or their seals were taken off (the "
                             "campaign's next action seals them)";
                return;
            }
            result.ok = true;
            result.why = std::to_string(chain.rows) +
                         " ledger rows hold their seals, and the campaign is what they make it" +
                         (result.seededDice + result.commitments + result.commitmentsHidden == 0
                              ? std::string()
                              : "; seeded actions that roll their dice again: " +
                                    std::to_string(result.seededDice) +
                                    "; secret rolls that make their commitments: " +
                                    std::to_string(result.commitments) + ", still hidden: " +
                                    std::to_string(result.commitmentsHidden));
        });
        return result;
    });
}

}  // namespace tachanka::core
