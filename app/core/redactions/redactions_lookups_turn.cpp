#include "app/core/redactions/redactions_lookups_turn.hpp"

#include <set>

#include "app/core/redactions/army_field.hpp"
#include "app/core/common/user_error.hpp"

namespace tachanka::core {

namespace ra = rules::redactions;

Rolled<StandardInitiative> rollStandardInitiative(int firstPlayerUnits, int secondPlayerUnits,
                                                  const DiceChoice& dice) {
    const auto numbers = loadFieldRules().initiative;
    return asUserErrors([&] {
        return rollWith(dice, [&](rules::Dice& rolling) {
            StandardInitiative initiative;
            initiative.roll = ra::rollForInitiative(numbers, rolling);
            initiative.segments = ra::actionSegmentOrder(initiative.roll.winner, firstPlayerUnits,
                                                         secondPlayerUnits);
            return initiative;
        });
    });
}

Rolled<std::vector<std::string>> drawInitiativeCards(const std::vector<std::string>& cards,
                                                     const DiceChoice& dice) {
    std::set<std::string> seen;
    for (const auto& card : cards) {
        if (!seen.insert(card).second) {
            throw UserError("the card '" + card +
                            "' is given twice: one card for each unit and HQ");
        }
    }
    return asUserErrors([&] {
        return rollWith(dice, [&](rules::Dice& rolling) {
            return ra::drawActivationCards(cards, rolling);
        });
    });
}

Rolled<ra::RollOff> rollOffForSegment(std::optional<ra::Player> previousLoser,
                                      bool turnEndsOnBothOnes, const DiceChoice& dice) {
    const auto numbers = loadFieldRules().initiative;
    return asUserErrors([&] {
        return rollWith(dice, [&](rules::Dice& rolling) {
            return ra::rollOffForSegment(numbers, previousLoser, turnEndsOnBothOnes, rolling);
        });
    });
}

ra::SegmentActions permittedActions() { return loadFieldRules().segmentActions; }

ra::SegmentCheck checkSegmentActions(const std::vector<std::string>& actionIds,
                                     bool horseArtillery, bool forcedBefore) {
    const auto actions = permittedActions();
    return asUserErrors(
        [&] { return ra::checkSegment(actions, actionIds, horseArtillery, forcedBefore); });
}

}  // namespace tachanka::core
