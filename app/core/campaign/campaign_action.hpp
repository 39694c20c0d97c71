#pragma once
// How every use case that changes a campaign runs: the file is opened, and inside one
// transaction holding its write lock the campaign is read, the action validates what it was
// asked against that state and writes through the journal. A UserError (or any error) from the
// body leaves the file exactly as it was.

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include <SQLiteCpp/Database.h>

#include "app/core/campaign/order.hpp"
#include "db/journal.hpp"
#include "model/campaign.hpp"
#include "rules/orel/side_and_mode.hpp"

namespace tachanka::core {

struct ActionContext {
    db::Journal& journal;
    SQLite::Database& database;
    // The campaign as it stood when the action began (db/campaign_cache.hpp), kept alive for
    // `campaign`: shared with the process's other reads, never changed.
    std::shared_ptr<const model::Campaign> state;
    const model::Campaign& campaign = *state;
    // In a side's file, the order the action is (issue 47), for the body to add what only it
    // learns (the number of the battle it planned) before it goes on the ledger.
    std::optional<Order> order = std::nullopt;

    // Seed for this action's dice: the campaign's seed and the action's number.
    std::uint64_t diceSeed() const;
};

// `order`: what the action is as a side's order (app/core/campaign/order.hpp). In a side's
// file (issue 47) only an action with one may be taken, and its order goes on the ledger with
// it, to be sent to the umpire; an action without one is his alone and refused there.
void runCampaignAction(const std::filesystem::path& file, std::string_view kind,
                       std::string_view description,
                       const std::function<void(ActionContext&)>& body,
                       const std::optional<Order>& order = std::nullopt);

struct UndoResult {
    std::int64_t actionId = 0;  // the ledger's number for the action
    std::string kind;
    std::string description;
};

// Undoes the last action; a UserError when only the campaign's creation is left. The campaign
// is read and checked first, like every action: a damaged file is refused, unchanged.
// `shown`: the action the user was offered (actionToUndo's actionId); when the last action is
// now another (written elsewhere since), nothing is undone and the UserError says so.
UndoResult undoLastAction(const std::filesystem::path& file,
                          std::optional<std::int64_t> shown = std::nullopt);
// What undoLastAction would undo now, written nowhere: the undo is rehearsed and rolled back,
// so what a front end announces ("Undo advance to ...") is exactly what undo then does. None
// when only the campaign's creation is left.
std::optional<UndoResult> actionToUndo(const std::filesystem::path& file);

// Where the campaign's history stands (db::historyMark): a front end that keeps a campaign on
// screen compares it with the mark it last read to notice changes written elsewhere.
using HistoryMark = db::HistoryMark;
HistoryMark historyMark(const std::filesystem::path& file);

// Look-ups by what the user types; each unknown name is a UserError listing what there is.
// Side names match without regard to case ("reds" is the Reds).
const model::Side& sideNamed(const model::Campaign& campaign, std::string_view name);
// A unit by its counter code; `side` settles a code both sides use.
const model::Unit& unitCoded(const model::Campaign& campaign, std::string_view code,
                             std::optional<std::string_view> side = std::nullopt);
const model::Formation& formationNamed(const model::Campaign& campaign, std::string_view name);
const model::Side& sideOf(const model::Campaign& campaign, std::int64_t sideId);
// The Orel 1919 player a campaign side is.
rules::orel::Side orelSide(const model::Side& side);

}  // namespace tachanka::core
