#pragma once
// A campaign's state read once and kept by the process, so that an action or a page costs what
// changed since, not what the campaign holds (issue 50). What was read is known by where the
// file's history stood: its schema, its newest ledger row and that row's seal, which is a hash
// of the whole history before it (db/ledger_chain.hpp). The same seal is the same history, so
// the same state; a history grown since is brought up to date row by row from the ledger rows
// written after it, and anything else is read whole again.
//
// Only a campaign read from its own file is kept (never a private copy, nor a side's file,
// whose hidden rows change without a ledger row), and by the file's identity on disk, so two
// files never share a state. A file changed by hand, outside Tachanka, is read as it stood
// when last read until its next action: as the window's look for changes already assumes.

#include <cstdint>
#include <memory>
#include <vector>

#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "model/campaign.hpp"

namespace tachanka::db {

// The campaign as it stands in `file` now. Called inside the transaction that reads or acts on
// it, nothing written elsewhere lands between the look and the use; outside one, it reads in
// a transaction of its own.
std::shared_ptr<const model::Campaign> campaignAsItStands(CampaignFile& file);

// `before`, the campaign as action `actionId` began, with what the action has written so far:
// for a body that goes on from its own changes. Reads again only the rows it changed.
std::shared_ptr<const model::Campaign> campaignWithOwnChanges(
    SQLite::Database& database, const std::shared_ptr<const model::Campaign>& before,
    std::int64_t actionId);

// The rows the actions after `after`, up to `through`, of `database`'s ledger changed, each
// once: what a copy they were replayed into reads again (campaignWithChanges).
std::vector<ChangedRow> rowsChangedByActions(SQLite::Database& database, std::int64_t after,
                                             std::int64_t through);

}  // namespace tachanka::db
