#pragma once
// The campaign's battles (loadBattles) and officers (loadOfficers) kept by a process between
// reads, so that the window's tree and pages, redrawn after every action, read them again only
// when an action changed one: kept by the history's seal (db/kept_by_seal.hpp) like the
// campaign's state.

#include <memory>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "model/battle.hpp"
#include "model/campaign.hpp"  // model::Officer

namespace tachanka::db {

// Every battle, in id order, as loadBattles(database) gives them now; shared, never changed.
std::shared_ptr<const std::vector<model::Battle>> battlesAsTheyStand(SQLite::Database& database);

// Every officer, as loadOfficers(database) gives them now; shared, never changed.
std::shared_ptr<const std::vector<model::Officer>> officersAsTheyStand(
    SQLite::Database& database);

}  // namespace tachanka::db
