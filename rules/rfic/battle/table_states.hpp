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

class TableStates final : public Dice {
public:
    TableStates(Dice& source, const RficBattle& table) : source_(source), table_(table) {}

    int roll(int sides, std::string_view purpose) override { return source_.roll(sides, purpose); }
    int rollSum(int count, int sides, std::string_view purpose) override {
        return source_.rollSum(count, sides, purpose);
    }
    Tally rollTally(int count, int sides, int hitOn, bool totalRead,
                    std::string_view purpose) override {
        return source_.rollTally(count, sides, hitOn, totalRead, purpose);
    }
    bool countsStates() const override { return source_.countsStates(); }
    void reached(std::string_view step) override;

    // What the rest of the action reads of the throws made so far (a close assault compares
    // the totals), in every state it reports from now on.
    void carry(std::string thrown) { thrown_ = std::move(thrown); }

private:
    Dice& source_;
    const RficBattle& table_;
    std::string thrown_;
};

}  // namespace tachanka::rules::rfic
