#pragma once
// Every die in Tachanka is rolled through Dice: seeded for replayable battles, typed in
// when the players roll real dice at the table, scripted in tests, and recorded with the
// reason it was rolled so the battle log can show it.

#include <cstdint>
#include <deque>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace tachanka::rules {

class Dice {
public:
    virtual ~Dice() = default;
    // One die with `sides` faces: a value from 1 to sides. `purpose` says what the roll
    // decides ("shooting: 2nd Kornilov vs 1/Let"); it goes into logs and error messages.
    virtual int roll(int sides, std::string_view purpose) = 0;

    // The sum of `count` dice, each rolled (and so logged) on its own. Exact odds may count
    // the sums instead of the dice, as only the sum is seen.
    virtual int rollSum(int count, int sides, std::string_view purpose);

    // A die the procedure reads alike on faces of equal reading (`readings[face - 1]`, one
    // for each face): exact odds count one branch for each reading, weighted by its faces, and
    // give its lowest face; other dice roll as roll() does. For rules that read a face
    // through a table: a check whose result only a few faces change.
    virtual int rollRead(int sides, std::span<const int> readings, std::string_view purpose);
    // The same for the sum of `count` dice: `readings[sum - count]`, one for each sum.
    virtual int rollSumRead(int count, int sides, std::span<const int> readings,
                            std::string_view purpose);

    // `count` dice, each rolled (and so logged) on its own, of which only the hits (faces of
    // `hitOn` or more) and, when `totalRead`, the total are read. Exact odds count one branch
    // per tally the dice can make, weighted by its ways, instead of every sequence.
    struct Tally {
        std::vector<int> rolls;  // counted odds: faces that make the tally
        int total = 0;
        int hits = 0;
    };
    virtual Tally rollTally(int count, int sides, int hitOn, bool totalRead,
                            std::string_view purpose);

    // Where a procedure stands between rolls: everything the rest of it, and what it returns,
    // depends on (the step it is at and the units' state), never the rolls that led there.
    // Exact odds count the rest of the procedure once per state, however many sequences of
    // dice reach it; real dice have no use for it, so a procedure asks before it spends time
    // writing its state out.
    virtual bool countsStates() const { return false; }
    virtual void reached(std::string_view state) { static_cast<void>(state); }
    // Whether the rest of the procedure is already counted from the last state it reached:
    // it may stop there, as what it returns is not read.
    virtual bool restCounted() const { return false; }

protected:
    // Every implementation refuses a die of fewer than 2 sides with the same message.
    static void requireSides(int sides, std::string_view purpose);
};

// Dice that pass every roll and state through to another source: the base of the wrappers
// that add to what a procedure reports (the table's state, a pile's) and change nothing else,
// so a sum or a tally still reaches the source whole and exact odds count it as one.
class ForwardingDice : public Dice {
public:
    explicit ForwardingDice(Dice& source) : source_(source) {}
    int roll(int sides, std::string_view purpose) override { return source_.roll(sides, purpose); }
    int rollSum(int count, int sides, std::string_view purpose) override {
        return source_.rollSum(count, sides, purpose);
    }
    int rollRead(int sides, std::span<const int> readings, std::string_view purpose) override {
        return source_.rollRead(sides, readings, purpose);
    }
    int rollSumRead(int count, int sides, std::span<const int> readings,
                    std::string_view purpose) override {
        return source_.rollSumRead(count, sides, readings, purpose);
    }
    Tally rollTally(int count, int sides, int hitOn, bool totalRead,
                    std::string_view purpose) override {
        return source_.rollTally(count, sides, hitOn, totalRead, purpose);
    }
    bool countsStates() const override { return source_.countsStates(); }
    void reached(std::string_view state) override { source_.reached(state); }
    bool restCounted() const override { return source_.restCounted(); }

protected:
    Dice& source_;
};

// Dice the players typed in: handed out in order, each checked against the die asked for.
class ScriptedDice final : public Dice {
public:
    explicit ScriptedDice(std::vector<int> values);
    int roll(int sides, std::string_view purpose) override;
    std::size_t remaining() const { return values_.size(); }

private:
    std::deque<int> values_;
};

// Raised when typed dice run out; the message says which roll was still needed.
class DiceExhausted : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

struct DieRoll {
    std::string purpose;
    int sides = 6;
    int value = 1;
};

// Passes rolls through from another source and keeps each one, in order.
class RecordingDice final : public Dice {
public:
    explicit RecordingDice(Dice& source) : source_(source) {}
    int roll(int sides, std::string_view purpose) override;
    bool countsStates() const override { return source_.countsStates(); }
    void reached(std::string_view state) override { source_.reached(state); }
    bool restCounted() const override { return source_.restCounted(); }
    const std::vector<DieRoll>& rolls() const { return rolls_; }

private:
    Dice& source_;
    std::vector<DieRoll> rolls_;
};

}  // namespace tachanka::rules
