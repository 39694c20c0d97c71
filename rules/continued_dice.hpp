#pragma once
// A resolution taken up again where it stopped for the players' decision: the dice it had
// rolled, then those of another source. Seeded dice roll the stopped dice again and drop them,
// so a seeded battle reads the same dice whether or not it stopped on the way.

#include <cstddef>
#include <string_view>
#include <vector>

#include "rules/dice.hpp"

namespace tachanka::rules {

class ContinuedDice final : public Dice {
public:
    enum class Before { Skipped, Rolled };  // does `then` roll the dice already rolled?
    ContinuedDice(std::vector<int> rolled, Dice& then, Before before)
        : rolled_(std::move(rolled)), then_(then), before_(before) {}
    int roll(int sides, std::string_view purpose) override;
    // Exact odds count states only past the dice already rolled: those are not theirs to vary.
    bool countsStates() const override { return next_ >= rolled_.size() && then_.countsStates(); }
    void reached(std::string_view state) override {
        if (next_ >= rolled_.size()) then_.reached(state);
    }
    bool restCounted() const override { return next_ >= rolled_.size() && then_.restCounted(); }

private:
    std::vector<int> rolled_;
    Dice& then_;
    Before before_;
    std::size_t next_ = 0;
};

// Once `stopped` turns true, every die reads 1 without asking `source`: what follows a
// question is played out only to finish the procedure, and thrown away.
class StoppableDice final : public Dice {
public:
    StoppableDice(Dice& source, const bool& stopped) : source_(source), stopped_(stopped) {}
    int roll(int sides, std::string_view purpose) override;

private:
    Dice& source_;
    const bool& stopped_;
};

}  // namespace tachanka::rules
