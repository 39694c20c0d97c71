#pragma once
// Red Actions! turn sequence use cases over templates/rules/red-actions-field.xml (the user's
// copy wins): the initiative rolls of the standard rule and of options 1 and 2, each with the
// dice it rolled; and the actions a unit may take in its action segment.

#include <optional>
#include <string>
#include <vector>

#include "app/core/common/dice_choice.hpp"
#include "rules/redactions/field/segment_actions.hpp"
#include "rules/redactions/initiative.hpp"

namespace tachanka::core {

struct StandardInitiative {
    rules::redactions::InitiativeRoll roll;
    std::vector<rules::redactions::Player> segments;  // whose action segment, in turn
};

// The standard rule: who has the initiative first, and the order of the turn's segments.
Rolled<StandardInitiative> rollStandardInitiative(int firstPlayerUnits, int secondPlayerUnits,
                                                  const DiceChoice& dice);

// Option 1: the unit and HQ cards in the order drawn.
Rolled<std::vector<std::string>> drawInitiativeCards(const std::vector<std::string>& cards,
                                                     const DiceChoice& dice);

// Option 2: one action segment's roll-off.
Rolled<rules::redactions::RollOff> rollOffForSegment(
    std::optional<rules::redactions::Player> previousLoser, bool turnEndsOnBothOnes,
    const DiceChoice& dice);

// "Permitted Actions": the list, and whether these actions make one legal action segment.
rules::redactions::SegmentActions permittedActions();
rules::redactions::SegmentCheck checkSegmentActions(const std::vector<std::string>& actionIds,
                                                    bool horseArtillery, bool forcedBefore);

}  // namespace tachanka::core
