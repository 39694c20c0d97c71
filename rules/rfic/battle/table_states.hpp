#pragma once
// The states an action on the umpired table reaches, for exact odds that count each once:
// the step a procedure reports, with what the action has thrown so far and every unit and
// Commander as they stand. The rest of an action and its summary depend on nothing else, so
// two throws that leave the same totals and the same table are counted once.

#include <string>
#include <string_view>
#include <utility>

#include "rules/dice.hpp"
#include "rules/rfic/battle/battle.hpp"

namespace tachanka::rules::rfic {

class TableStates final : public ForwardingDice {
public:
    TableStates(Dice& source, const RficBattle& table) : ForwardingDice(source), table_(table) {}

    void reached(std::string_view step) override;

    // What the rest of the action reads of the throws made so far (a close assault compares
    // the totals), in every state it reports from now on.
    void carry(std::string thrown) { thrown_ = std::move(thrown); }

private:
    const RficBattle& table_;
    std::string thrown_;
};

}  // namespace tachanka::rules::rfic
