#pragma once
// Checks the recording use cases share: what the user typed, read as hexes, dates and sides
// of the campaign, each refusal one line naming what was wrong.

#include <cstdint>
#include <string>
#include <string_view>

#include <SQLiteCpp/Database.h>

#include "model/campaign.hpp"

namespace tachanka::core {

// `what` says where the hex was given ("the hex 1/Let moves to").
model::Hex hexNamed(std::string_view text, std::string_view what);
model::GameDate dateNamed(std::string_view text, std::string_view what);
// The side facing `sideId`: the campaign must have exactly two.
const model::Side& otherSide(const model::Campaign& campaign, std::int64_t sideId);
// Whether a unit of another side than `sideId` is in play on the map at `hex`.
bool enemyInPlayAt(const model::Campaign& campaign, std::int64_t sideId, model::Hex hex);
void checkBattle(SQLite::Database& database, std::int64_t battleId);

}  // namespace tachanka::core
