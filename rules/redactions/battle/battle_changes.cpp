#include "rules/redactions/battle/action_steps.hpp"
#include "rules/redactions/battle/table_features.hpp"

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
    // A retire is a move the table sees: it was summed up as "no change" before.
    if (after.state.evading != before.state.evading) {
        changes.emplace_back(after.state.evading ? "retires (evading)" : "no longer evading");
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
    if (after.train.forward != before.train.forward) {
        changes.emplace_back(after.train.forward ? "facing forward" : "facing backward");
    }
    if (after.train.speed != before.train.speed) {
        changes.push_back(after.train.speed == 0 ? "stopped"
                                                 : "moving " + inchesText(after.train.speed));
    }
    if (const int hits = after.train.engineHits - before.train.engineHits; hits != 0) {
        changes.push_back(signedCount(hits, hits == 1 ? "engine hit" : "engine hits"));
    }
    for (const auto& [car, hits] : after.carHits) {
        const auto earlier = before.carHits.find(car);
        const int more = hits - (earlier == before.carHits.end() ? 0 : earlier->second);
        if (more != 0) changes.push_back(signedCount(more, car + (more == 1 ? " hit" : " hits")));
    }
    return changes;
}

std::string fireChange(const BuildingOnTable* before, const BuildingOnTable& after) {
    if (after.destroyed && !(before && before->destroyed)) return "destroyed by fire";
    const int change = after.fireMarkers - (before ? before->fireMarkers : 0);
    if (change == 0) return "";
    if (after.fireMarkers == 0) return "fire out";
    return signedCount(change, change == 1 || change == -1 ? "fire marker" : "fire markers");
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
    for (std::size_t index = 0; index < after.seniors.size(); ++index) {
        if (after.seniors[index].killed && !before.seniors[index].killed) {
            text += (text.empty() ? "" : "; ") + after.seniors[index].name + " killed";
        }
    }
    for (const auto& building : after.buildings) {
        const auto change = fireChange(before.building(building.name), building);
        if (!change.empty()) text += (text.empty() ? "" : "; ") + building.name + " " + change;
    }
    return text.empty() ? "no change" : text;
}

}  // namespace tachanka::rules::redactions
