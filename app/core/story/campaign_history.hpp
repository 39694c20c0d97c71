#pragma once
// The campaign's history (issue 51): every moment it has stood at, one after each action, to
// browse as it stood then (worked out on a private copy, the file only read), bookmarks that
// name moments, and a return to a bookmark or an action in one step that undo takes back.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "model/campaign.hpp"
#include "model/game_date.hpp"

namespace tachanka::core {

struct HistoryMoment {
    std::int64_t actionId = 0;
    std::string kind;         // "advance", "restore", "create", ...
    std::string description;  // as the ledger words the action
    std::string recordedAt;   // "2026-12-04T19:42:07Z"
    model::GameDate day;      // the campaign's day right after the action
    std::string phase;        // and its phase, "movement"
    std::int64_t takenBack = 0;          // for a return: the actions it took back
    std::vector<std::string> bookmarks;  // the names bookmarking this moment
};

// Every moment, oldest first.
std::vector<HistoryMoment> campaignHistory(const std::filesystem::path& file);

// A moment as the user names it, exactly one of: the end of a day (after the last action
// that left the campaign on that day), an action, a bookmark.
struct MomentChoice {
    std::optional<std::string> day{};  // "1919-10-15"
    std::optional<std::int64_t> action{};
    std::optional<std::string> bookmark{};
};

struct PastCampaign {
    HistoryMoment moment;
    model::Campaign campaign;
    bool latest = false;  // the moment is the campaign as it stands now
};

// The campaign as it stood at `choice`. `output`: that campaign also written there as a
// campaign file (whole or not at all, never over a campaign or any database) that every
// listing, page and document reads; changing it changes nothing of `file`.
PastCampaign campaignAsItStood(const std::filesystem::path& file, const MomentChoice& choice,
                               const std::optional<std::filesystem::path>& output = {});

// Bookmarks the campaign as it stands now; refused in one line for a name that is empty, more
// than a line or 100 characters, or taken. The bookmark is an action like any other.
HistoryMoment bookmarkMoment(const std::filesystem::path& file, const std::string& name);

struct ReturnedCampaign {
    HistoryMoment to;          // the moment the campaign stands at again
    std::int64_t actionId = 0;  // the return's own action, which undo takes back
    std::int64_t takenBack = 0;
    std::string description;
};

// Returns the campaign to `choice` in one action ("undo to here") that undo takes back,
// putting every action it took back in place again. Refused, nothing changed, for the moment
// the campaign stands at already and one before its creation, a migration or an import.
ReturnedCampaign returnCampaign(const std::filesystem::path& file, const MomentChoice& choice);

}  // namespace tachanka::core
