// Return fire ("Pre-empting Enemy Actions"): "An infantry or cavalry unit that is shot at by
// enemy at close range may elect to return fire simultaneously." Close range is read as not
// long range (rules/redactions/README.md); the return shot is at the same distance.

#include <stdexcept>
#include <string>

#include "rules/redactions/battle/action_steps.hpp"
#include "rules/redactions/battle/shot_on_table.hpp"

namespace tachanka::rules::redactions::steps {
namespace {

// The return shot's steps named apart from the first shot's, so that exact odds never take a
// state after the first shot for the same state after the second: only the return shot ends it.
class ReturnShotDice final : public Dice {
public:
    explicit ReturnShotDice(Dice& source) : source_(source) {}
    int roll(int sides, std::string_view purpose) override { return source_.roll(sides, purpose); }
    bool countsStates() const override { return source_.countsStates(); }
    void reached(std::string_view step) override {
        if (source_.countsStates()) source_.reached("return fire, " + std::string(step));
    }

private:
    Dice& source_;
};

}  // namespace

void exchangeFire(const RedActionsTables& tables, TacticalUnit& shooter, TacticalUnit& target,
                  const ShotCircumstances& circumstances, Dice& dice, ActionResult& result) {
    if (!isInfantry(target.troop.arm) && target.troop.arm != Arm::Sabres) {
        throw std::invalid_argument(target.code + ": only infantry and cavalry return fire");
    }
    if (target.state.routing) {
        throw std::invalid_argument(target.code + " is routing: it cannot return fire");
    }
    const auto first =
        shootingInputsOn(tables.shootingModifiers, shooter, target, circumstances);
    if (first.longRange) {
        throw std::invalid_argument(target.code +
                                    " returns fire only when shot at close range, not long range");
    }
    ShotCircumstances back;
    back.distance = circumstances.distance;
    back.cover = circumstances.returnCover;
    auto returning = target;  // shoots as it stood when the shot came
    // Its own range decides too: a shot it cannot make refuses the whole exchange.
    shootingInputsOn(tables.shootingModifiers, returning, shooter, back);
    shoot(tables, shooter, target, circumstances, dice, result);
    result.effects.push_back(target.code + " returns fire at " + shooter.code + " simultaneously");
    ReturnShotDice returnShot(dice);
    shoot(tables, returning, shooter, back, returnShot, result);
}

}  // namespace tachanka::rules::redactions::steps
