#pragma once
// A campaign's officers between battles (Red Actions! "Definitions", "Officer Casualties"):
// who serves where with which token, new officers drawing from their formation's pool,
// casualties, and their replacements.
//
// Drawing shows the tokens before one is kept: previewOfficerDraw runs exactly the draw
// drawOfficer would make next (same action, same seeded dice) and writes nothing, so a front
// end can show the drawn tokens, let the player pick, then call drawOfficer with `keep`. The
// draw is the same as long as no other action is recorded in between. previewReplacement does
// the same for replaceOfficer.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "model/campaign.hpp"

namespace tachanka::core {

class OpenCampaign;

struct OfficerView {
    std::int64_t id = 0;
    std::string side;
    model::OfficerRank rank = model::OfficerRank::Junior;
    std::string name;
    std::string formation;  // empty: on the side commander's staff
    std::string unit;       // the unit's code; empty for senior officers
    std::optional<int> moraleBonus;
    std::string token;  // "+1 clever", empty when he has none
    model::OfficerFate fate = model::OfficerFate::Serving;
};

// Every officer, in the order they joined; `side` keeps one side's.
std::vector<OfficerView> listOfficers(const std::filesystem::path& file,
                                      const std::optional<std::string>& side = std::nullopt);
// Every side's, of the campaign open in a window.
std::vector<OfficerView> listOfficers(OpenCampaign& campaign);

struct CampaignDrawRequest {
    std::string side;
    std::optional<std::string> formation;  // a senior officer: the formation he commands
    std::optional<std::string> unit;       // a junior officer: the unit he commands
    std::optional<std::string> rank;       // default: junior with a unit, senior otherwise
    std::optional<std::string> name;       // default: "officer of CODE", "commander of ..."
    std::optional<int> keep;               // which drawn token he keeps, from 1; default best
    std::optional<std::vector<int>> dice;  // dice rolled at the table; default the action's
};

struct CampaignDrawResult {
    std::int64_t officerId = 0;  // 0 for a preview
    std::string name;
    model::OfficerRank rank = model::OfficerRank::Junior;
    std::string pool;                // "soviet tokens of 9th Rifle Division"
    std::vector<std::string> drawn;  // every token seen, in the order drawn
    std::size_t kept = 0;            // index into drawn
};

CampaignDrawResult drawOfficer(const std::filesystem::path& file,
                               const CampaignDrawRequest& request);
CampaignDrawResult previewOfficerDraw(const std::filesystem::path& file,
                                      const CampaignDrawRequest& request);

// A serving officer killed, wounded or captured; his token stays with him.
OfficerView officerCasualty(const std::filesystem::path& file, std::int64_t officerId,
                            const std::string& fate, const std::string& reason);

struct ReplacementRequest {
    std::int64_t officerId = 0;
    std::optional<std::int64_t> promote;  // a senior's successor; default the best token
    std::optional<int> keep;
    std::optional<std::vector<int>> dice;
    std::string reason;
    std::optional<std::string> name;  // the promoted one's; default "commander of ..."
};

struct ReplacementResult {
    std::optional<OfficerView> promoted;  // a senior's successor, keeping his own token
    CampaignDrawResult newJunior;
    std::vector<std::string> lines;  // what happened, in a player's words
};

// "Officer Casualties": a junior officer who fell is replaced by a new draw; a senior one by
// a junior officer of his formation promoted with his token, himself replaced by a new draw.
ReplacementResult replaceOfficer(const std::filesystem::path& file,
                                 const ReplacementRequest& request);
// The same replacement, shown and not recorded: the draw that comes next.
ReplacementResult previewReplacement(const std::filesystem::path& file,
                                     const ReplacementRequest& request);

}  // namespace tachanka::core
