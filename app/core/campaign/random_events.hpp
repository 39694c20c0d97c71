#pragma once
// Random events (Orel 1919, 6, optional) as the campaign plays them: the active player rolls
// d100 in his random events phase and the event goes on the record. A Suffered event that
// strikes units says who chooses the formation and the units (6.1), and the players record its
// effects with the unit commands; one that takes recruit points waits for the side's next
// recruitment, which takes them. A Controlled event is held until the player plays it, and
// expires at the end of the opponent's next turn (6.2).

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/campaign/turn_actions.hpp"
#include "model/random_event.hpp"
#include "rules/dice.hpp"

namespace tachanka::core {

struct RandomEventView {
    model::RandomEventRecord record;
    std::string side;
    std::string formationChosenBy;  // "opponent", or empty when no unit is struck
    std::string unitsChosenBy;      // "active player", "opponent" or empty
    std::string timing;             // "at once (6.1)", "next turn (6.1)", ...
    std::string expiry;             // a held event: "until the end of the Reds' turn of 13 October"
};

struct RolledEvent {
    RandomEventView event;
    std::vector<rules::DieRoll> dice;
    bool typed = false;
};

// The active player's roll in his random events phase, once a turn; `typed`: the two d10 read
// at the table (tens, then ones), else dice from `seed`, else the action's own seeded dice.
RolledEvent rollCampaignEvent(const std::filesystem::path& file,
                              const std::optional<std::vector<int>>& typed,
                              std::optional<std::uint64_t> seed = std::nullopt);

// A held Controlled event played now, by the side that holds it.
RandomEventView playCampaignEvent(const std::filesystem::path& file, std::int64_t id,
                                  const std::string& reason);

// Every event rolled, oldest first.
std::vector<RandomEventView> campaignEvents(const std::filesystem::path& file);

// For the side's recruitment (4): the points its pending events take, marked done on the way.
struct EventRecruitLoss {
    int points = 0;
    std::string because;  // "Civil Exactions of 12 October"
};
EventRecruitLoss takeEventRecruitPoints(ActionContext& ctx, const model::Side& side);

// 6.2 at the end of `side`'s turn on `date`: the other sides' held events due by then expire.
std::vector<AppliedStep> expireHeldEvents(ActionContext& ctx, const model::Side& side,
                                          const model::GameDate& date);

}  // namespace tachanka::core
