#pragma once
// A battle's ground read from the painted map instead of typed: the attacked hex's terrain and
// whether the attack crosses a river (9: "hexside modifiers (rivers etc.) are cumulative with
// in-hex modifiers").

#include <optional>
#include <string>
#include <vector>

#include <SQLiteCpp/Database.h>

#include "model/hex.hpp"

namespace tachanka::core {

struct BattleGround {
    std::string terrain;  // the battle's terrain choice: clear, town, forest ("clear" in Orël,
                          // whose suburbs or centre the plan settles, 7.1.1)
    bool river = false;   // every attacking hex is across a river hexside from the target
};

// A unit's terrain in a battle, from the painted map: its hex's terrain (in Orël its place,
// orel-suburbs or orel-centre, 7.1.1). None while the club has painted nothing.
std::optional<std::string> unitTerrainOnMap(SQLite::Database& database, model::Hex hex,
                                            bool townCentre);

// None while the club has painted nothing: the players type the ground then.
std::optional<BattleGround> battleGroundOnMap(SQLite::Database& database, model::Hex target,
                                              const std::vector<model::Hex>& attackingHexes);

}  // namespace tachanka::core
