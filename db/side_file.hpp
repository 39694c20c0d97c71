#pragma once
// A side's file (issue 47): a copy of the umpire's campaign holding only what one side may
// know, in which that side plays its phases and from which it sends its orders. Its ledger
// starts afresh at the export, as an origin (undo stops there), so nothing of the other side's
// history is in it; the mark says whose file it is and where it comes from.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <SQLiteCpp/Database.h>

namespace tachanka::db {

// The kind of the action a side's ledger starts with.
inline constexpr std::string_view sideFileKind = "side-export";

struct SideFileMark {
    std::int64_t sideId = 0;
    std::string campaignKey;        // the umpire's campaign (db::campaignKey)
    std::int64_t umpireAction = 0;  // his last action when he exported it
    std::int64_t ordersMerged = 0;  // the side's orders he had merged by then
    std::string exportedAt;         // "2026-12-07T19:42:07Z", written by the export itself
};

// The mark of a side's file; none for a campaign (the umpire's, or one played at one desk).
std::optional<SideFileMark> sideFileMark(SQLite::Database& database);

// What of the enemy a side may not see (the intelligence rule, worked out by core): units and
// depots whose position and state it does not know.
struct HiddenFromSide {
    std::vector<std::int64_t> units;
    std::vector<std::int64_t> depots;
};

// Cuts the campaign open as `copy` (a private copy, never the umpire's file) down to what
// `mark.sideId` may know, in one transaction: the other seats' secret keys, the umpire's
// seeds, the enemy's battles and barrages planned and not yet fought, the enemy's officers'
// tokens it has not seen at a table (and those still in the enemy's pools), its notes on the
// enemy's units and officers, the enemy's held events, the bookmarks, and the position and
// state of `hidden`. Then its ledger starts afresh from the state that is left, sealed, and
// the mark is written.
void cutDownToSide(SQLite::Database& copy, const SideFileMark& mark, const HiddenFromSide& hidden,
                   std::string_view description);

}  // namespace tachanka::db
