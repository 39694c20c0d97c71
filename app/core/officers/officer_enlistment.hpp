#pragma once
// Officers joining a campaign: each draws tokens from his formation's pool by his army's rule
// (Red Actions! "Definitions") and keeps one; the draw is on the ledger with every token seen.

#include <cstdint>
#include <optional>
#include <string>

#include <SQLiteCpp/Database.h>

#include "db/journal.hpp"
#include "model/campaign.hpp"
#include "rules/dice.hpp"
#include "rules/redactions/armies/officer_draw.hpp"

namespace tachanka::core {

struct NewOfficer {
    std::int64_t sideId = 0;
    std::optional<std::int64_t> formationId;
    std::optional<std::int64_t> unitId;
    std::string name;
    model::OfficerRank rank = model::OfficerRank::Junior;
};

struct Enlisted {
    std::int64_t officerId = 0;
    rules::redactions::OfficerDraw draw;
};

// Draws for `officer` from `pool` (whose tokens are updated as kept) and writes the officer,
// his token and the ledger row. An empty pool is a UserError naming it.
Enlisted enlistOfficer(db::Journal& journal, model::TokenPool& pool, const NewOfficer& officer,
                       rules::Dice& dice,
                       const rules::redactions::KeepChoice& keep =
                           rules::redactions::keepBestMoraleBonus);

// The same, for a draw already made from tokensToDraw(pool) (a replacement by the rules of
// "Officer Casualties"): writes the officer, his kept token and the ledger row.
Enlisted enlistDrawn(db::Journal& journal, model::TokenPool& pool, const NewOfficer& officer,
                     const rules::redactions::OfficerDraw& draw);

// The tokens of `pool` nobody keeps, in the order draws use; an empty pool is a UserError
// naming the officer who would draw.
rules::redactions::TokenPool tokensToDraw(const model::TokenPool& pool,
                                          const std::string& officerName);

// A stored token as the rules engine sees it.
rules::redactions::OfficerToken officerToken(const model::Token& token);

// A campaign's officers at its creation, after its rows are written: the army lists in use
// are stored with it, every commander of a side or formation is a senior officer with a pool
// of his army's tokens, and every infantry and cavalry unit has a junior officer drawing from
// the pool of the nearest commanded formation above it (the side commander's for none).
void enlistScenarioOfficers(db::Journal& journal, SQLite::Database& database, rules::Dice& dice);

// The dice of one campaign action: the campaign's seed and the action's number, so that the
// same campaign replays the same draws on every platform.
std::uint64_t actionSeed(std::uint64_t campaignSeed, std::int64_t actionId);

}  // namespace tachanka::core
