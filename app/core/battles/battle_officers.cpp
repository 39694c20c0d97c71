// After a battle on the table: the campaign's officers who fell in it and are still to be
// replaced ("Officer Casualties"), for the front ends to offer the replacement straight away.

#include <algorithm>
#include <set>

#include "app/core/battles/battle_views.hpp"
#include "app/core/battles/tactical_state.hpp"
#include "db/tactical_records.hpp"

namespace tachanka::core {

std::vector<OfficerView> fallenInBattle(const std::filesystem::path& file, std::int64_t id) {
    const auto fallen =
        readCampaignFile(file, [&](SQLite::Database& database, const model::Campaign&) {
            std::set<std::int64_t> ids;
            for (const auto& record : db::loadTacticalUnits(database, id)) {
                if (record.officerId && record.officerFate == "killed")
                    ids.insert(*record.officerId);
            }
            for (const auto& senior : db::loadTacticalSeniors(database, id)) {
                if (senior.fate == "killed" || senior.fate == "wounded")
                    ids.insert(senior.officerId);
            }
            return ids;
        });
    if (fallen.empty()) return {};
    const auto officers = listOfficers(file);
    // A junior officer is replaced once his unit has a serving officer again.
    const auto replaced = [&](const OfficerView& officer) {
        return std::any_of(officers.begin(), officers.end(), [&](const OfficerView& other) {
            return other.fate == model::OfficerFate::Serving && other.side == officer.side &&
                   other.rank == officer.rank && other.unit == officer.unit &&
                   other.formation == officer.formation;
        });
    };
    std::vector<OfficerView> toReplace;
    for (const auto& officer : officers) {
        if (fallen.contains(officer.id) && officer.fate != model::OfficerFate::Serving &&
            !replaced(officer)) {
            toReplace.push_back(officer);
        }
    }
    return toReplace;
}

}  // namespace tachanka::core
