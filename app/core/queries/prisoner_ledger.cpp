#include "app/core/queries/prisoner_ledger.hpp"

#include <algorithm>
#include <variant>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/common/campaign_reading.hpp"
#include "app/core/common/user_error.hpp"
#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "db/ledger_queries.hpp"

namespace tachanka::core {
namespace {

std::int64_t numberIn(const db::Value& value) {
    const auto* number = std::get_if<std::int64_t>(&value);
    return number ? *number : 0;
}

}  // namespace

std::vector<PrisonerChange> prisonerLedger(const std::filesystem::path& file,
                                           const std::optional<std::string>& side) {
    return readCampaignFile(file, [&](SQLite::Database& database, const model::Campaign& campaign) {
        std::vector<const model::Side*> sides;
        if (side) {
            sides.push_back(&sideNamed(campaign, *side));
        } else {
            for (const auto& each : campaign.sides) sides.push_back(&each);
        }
        std::vector<PrisonerChange> changes;
        for (const auto* each : sides) {
            db::LedgerFilter filter;
            filter.entity = "side";
            filter.entityId = each->id;
            filter.field = "prisoners";
            db::visitLedgerEntries(database, filter, [&](const db::LedgerEntry& entry) {
                const std::int64_t held = numberIn(entry.after);
                changes.push_back({entry.id, entry.actionId, entry.date, entry.phase, each->name,
                                   entry.kind, held - numberIn(entry.before), held,
                                   entry.battleId, entry.note});
                return true;
            });
        }
        std::ranges::sort(changes, {}, &PrisonerChange::ledgerId);
        return changes;
    });
}

}  // namespace tachanka::core
