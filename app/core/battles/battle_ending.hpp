#pragma once
// Internal to the battle use cases: how a battle's end reaches the campaign, alike for one
// resolved on the Orel table and one fought on the table. The preview rehearses the very writes
// of apply in a transaction never committed; apply makes them as one action.

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "app/core/battles/battles.hpp"
#include "app/core/campaign/campaign_action.hpp"

namespace tachanka::core {

// Writes the battle's results in the action and returns one line per change.
using BattleEnding = std::function<std::vector<std::string>(ActionContext&)>;

std::vector<std::string> rehearseBattleEnding(const std::filesystem::path& file,
                                              const BattleEnding& ending);

BattleView applyBattleEnding(const std::filesystem::path& file, std::int64_t id,
                             const std::string& summary, const BattleEnding& ending);

}  // namespace tachanka::core
