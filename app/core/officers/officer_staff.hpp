#pragma once
// What the officer use cases share: the officers and token pools of a campaign as an action
// finds them, the dice of a draw, and how an officer is shown. Not for the front ends.

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/officers/officer_actions.hpp"
#include "app/core/officers/officer_enlistment.hpp"

namespace tachanka::core {

const model::Formation* formationWithId(const model::Campaign& campaign, std::int64_t id);
// The formation `id` and every one above it, the nearest first; empty for none.
std::vector<const model::Formation*> formationChain(const model::Campaign& campaign,
                                                    std::optional<std::int64_t> id);
const model::Unit* unitWithId(const model::Campaign& campaign, std::int64_t id);
// The units by id, for a list that names one for each of its many rows.
using UnitsById = std::unordered_map<std::int64_t, const model::Unit*>;
UnitsById unitsById(const model::Campaign& campaign);
OfficerView officerView(const model::Campaign& campaign, const model::Officer& officer,
                        const UnitsById& units);
// "9th Rifle Division", or "the Reds' command" for the side commander's own.
std::string commandName(const model::Campaign& campaign, std::int64_t sideId,
                        std::optional<std::int64_t> formationId);
bool isCasualty(model::OfficerFate fate);

struct OfficerStaff {
    std::vector<model::Officer> officers;
    std::vector<model::TokenPool> pools;

    explicit OfficerStaff(SQLite::Database& database);

    // A UserError for an id no officer has.
    const model::Officer& officer(std::int64_t id) const;
    // The pool of the nearest commanded formation at or above `formationId`, or the side
    // commander's: where the officers of that formation draw (as at the campaign's creation).
    model::TokenPool& poolFor(const model::Campaign& campaign, std::int64_t sideId,
                              std::optional<std::int64_t> formationId);
    const model::Officer* servingJuniorOf(std::int64_t unitId) const;
    const model::Officer* servingSeniorOf(std::int64_t sideId,
                                          std::optional<std::int64_t> formationId) const;
};

// The drawn token kept: the `keep`-th (from 1), or the best morale bonus.
rules::redactions::KeepChoice keptTokenChoice(std::optional<int> keep);

CampaignDrawResult drawResult(const Enlisted& enlisted, const NewOfficer& officer,
                              const model::TokenPool& pool, const std::string& poolOwner);

// An officer action; a preview runs it whole and then rolls it back, so it shows exactly what
// the same action would do next, with the same dice.
void runOfficerAction(const std::filesystem::path& file, std::string_view description, bool preview,
                      const std::function<void(ActionContext&)>& body);

}  // namespace tachanka::core
