#include "rules/redactions/battle/action_steps.hpp"

namespace tachanka::rules::redactions {
namespace {

std::string counted(int number, const std::string& what) {
    return std::to_string(number) + " " + what + (number == 1 ? "" : "s");
}

std::string signedCount(int change, const std::string& what) {
    return (change > 0 ? "+" : "−") + std::to_string(change > 0 ? change : -change) + " " + what;
}

std::vector<std::string> changesOf(const TacticalUnit& before, const TacticalUnit& after) {
    std::vector<std::string> changes;
    if (const int lost = after.basesLost - before.basesLost; lost != 0) {
        changes.push_back(counted(lost, "base") + " lost");
    }
    if (const int taken = after.surrendered - before.surrendered; taken != 0) {
        changes.push_back(counted(taken, "base") + " surrendered");
    }
    if (const int terror = after.state.terror - before.state.terror; terror != 0) {
        changes.push_back(signedCount(terror, "terror"));
    }
    if (const int humiliated = after.state.humiliated - before.state.humiliated; humiliated != 0) {
        changes.push_back(signedCount(humiliated, "humiliated"));
    }
    if (after.state.pinned != before.state.pinned) {
        changes.emplace_back(after.state.pinned ? "pinned" : "unpinned");
    }
    if (after.state.routing != before.state.routing) {
        changes.emplace_back(after.state.routing ? "routs" : "rallies");
    }
    if (after.officersLeft() < before.officersLeft()) changes.emplace_back("officer killed");
    if (after.foxholeQuarters != before.foxholeQuarters) {
        changes.push_back("foxholes " + steps::foxholeColumns(after.foxholeQuarters));
    }
    if (after.inWire != before.inWire) {
        changes.emplace_back(after.inWire ? "in the wire" : "through the wire");
    }
    if (after.vehicle != before.vehicle) {
        changes.emplace_back(nameOf(vehicleConditionNames, after.vehicle));
    }
    return changes;
}

}  // namespace

std::string changesBetween(const TacticalBattle& before, const TacticalBattle& after) {
    std::string text;
    for (std::size_t index = 0; index < before.units.size(); ++index) {
        const auto changes = changesOf(before.units[index], after.units[index]);
        if (changes.empty()) continue;
        text += (text.empty() ? "" : "; ") + before.units[index].code;
        for (std::size_t change = 0; change < changes.size(); ++change) {
            text += (change == 0 ? " " : ", ") + changes[change];
        }
    }
    return text.empty() ? "no change" : text;
}

}  // namespace tachanka::rules::redactions
