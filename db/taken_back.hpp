#pragma once
// Returning the campaign to an earlier moment ("undo to here") in one action that is itself
// undone like any other. The actions after the moment are undone, and kept whole under the
// return's own action in the table taken_back: each action row, its ledger rows and, for an
// earlier return among them, what that one kept in turn. Undoing the return puts every one
// back exactly as it was, ids and times included. The ledger so always tells the story of the
// campaign as it stands, and a return itself changes nothing the ledger has not undone.

#include <cstdint>
#include <string_view>

#include <SQLiteCpp/Database.h>

namespace tachanka::db {

inline constexpr std::string_view returnKind = "restore";

// Undoes every action after `actionId`, keeping nothing: the campaign as it stood right after
// it (a view of the past, worked out on a copy). A StoreError, in the caller's transaction,
// when `actionId` is no action of the campaign or the campaign's creation, a migration or an
// import lies after it. Returns how many actions were undone.
std::int64_t undoActionsAfter(SQLite::Database& database, std::int64_t actionId);

// Returns the campaign to the moment right after `actionId` as a new action of kind
// returnKind, described by `description`, keeping what it took back; refused as
// undoActionsAfter is, and when nothing lies after `actionId`. Returns the new action's id.
std::int64_t returnToAction(SQLite::Database& database, std::int64_t actionId,
                            std::string_view description);

// Undo of the return `returnActionId` (the last action): removes it and puts back the actions
// it took back. A StoreError when what it kept cannot be put back as it was.
void putBackTakenBack(SQLite::Database& database, std::int64_t returnActionId);

}  // namespace tachanka::db
