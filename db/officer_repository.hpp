#pragma once
// Officers, their tokens and the pools they draw from, as the store holds them.

#include <vector>

#include <SQLiteCpp/Database.h>

#include "model/campaign.hpp"

namespace tachanka::db {

std::vector<model::Officer> loadOfficers(SQLite::Database& database);
std::vector<model::TokenPool> loadTokenPools(SQLite::Database& database);

}  // namespace tachanka::db
