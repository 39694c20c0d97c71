#include "app/core/campaign/action_dice.hpp"

#include <string>

#include "app/core/common/user_error.hpp"

namespace tachanka::core {

ActionDice::ActionDice(const ActionContext& context, const std::optional<std::vector<int>>& typed,
                       std::optional<std::uint64_t> seed)
    : seeded_(seed.value_or(context.diceSeed())) {
    if (typed && seed) throw UserError("typed dice and a seed contradict each other", {"dice"});
    if (typed) scripted_.emplace(*typed);
}

rules::Dice& ActionDice::dice() {
    if (scripted_) return *scripted_;
    return seeded_;
}

void ActionDice::checkAllUsed(std::string_view what) const {
    if (scripted_ && scripted_->remaining() > 0) {
        throw UserError(std::to_string(scripted_->remaining()) + " typed dice left over: " +
                            std::string(what) + " needed fewer",
                        {"dice"});
    }
}

}  // namespace tachanka::core
