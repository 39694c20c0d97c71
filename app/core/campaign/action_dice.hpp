#pragma once
// The dice of one campaign action that rolls (an officer's draw, a random event): those the
// players typed at the table, or seeded dice (the action's own seed unless the club names
// one), so the same campaign replays the same rolls on every platform.

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "app/core/campaign/campaign_action.hpp"
#include "rules/seeded_dice.hpp"

namespace tachanka::core {

class ActionDice {
public:
    ActionDice(const ActionContext& context, const std::optional<std::vector<int>>& typed,
               std::optional<std::uint64_t> seed = std::nullopt);
    rules::Dice& dice();
    bool typed() const { return scripted_.has_value(); }
    // Typed dice `what` did not need are a mistake worth saying: "the draw needed fewer".
    void checkAllUsed(std::string_view what) const;

private:
    rules::SeededDice seeded_;
    std::optional<rules::ScriptedDice> scripted_;
};

}  // namespace tachanka::core
