#include "app/core/battles/tactical_battles.hpp"

#include <algorithm>

#include "rules/redactions/battle/action_steps.hpp"
#include "rules/redactions/battle/table_features.hpp"

namespace tachanka::core {

std::string fieldStateText(const TacticalUnitView& unit) {
    std::string text;
    const auto add = [&](const std::string& part) { text += (text.empty() ? "" : ", ") + part; };
    if (unit.foxholes > 0) {
        add("foxholes " + rules::redactions::steps::foxholeColumns(unit.foxholes));
    }
    if (unit.inWire) add("in the wire");
    if (!unit.vehicle.empty() && unit.vehicle != "running") add(unit.vehicle);
    if (const auto& train = unit.train) {
        const std::string direction = train->forward ? "forward" : "backward";
        add(train->speed == 0 ? "stopped, facing " + direction
                              : "moving " + rules::redactions::inchesText(train->speed) + " " +
                                    direction);
        if (train->moveAllowance == 0) {
            add("engine immobilised");
        } else if (train->engineHits > 0) {
            add("engine hits " + std::to_string(train->engineHits) + " (moves " +
                rules::redactions::inchesText(train->moveAllowance) + ")");
        }
        for (const auto& [car, hits] : train->carHits) {
            const bool destroyed = std::find(train->carsDestroyed.begin(), train->carsDestroyed.end(),
                                             car) != train->carsDestroyed.end();
            add(car + ": " + std::to_string(hits) + (hits == 1 ? " hit" : " hits") +
                (destroyed ? ", destroyed" : ""));
        }
    }
    return text;
}

std::string seniorsLine(const std::vector<TacticalSeniorView>& seniors) {
    std::string line;
    for (const auto& senior : seniors) {
        const bool figure = !senior.figure.empty();
        const auto bonus = figure ? std::string()
                                  : (senior.moraleBonus > 0 ? "+" : "") +
                                        std::to_string(senior.moraleBonus) + ", ";
        line += (line.empty() ? (figure ? senior.figure + "s: " : "Senior officers: ") : "; ") +
                senior.name + " (" + bonus + senior.side + ", " + senior.command + ")" +
                (senior.killed ? " killed" : senior.wounded ? " wounded" : "");
    }
    return line;
}

std::string buildingsLine(const std::vector<TacticalBuildingView>& buildings) {
    std::string line;
    for (const auto& building : buildings) {
        line += (line.empty() ? "Buildings: " : "; ") + building.name + ": ";
        if (building.destroyed) {
            line += "destroyed by fire";
        } else if (building.fireMarkers == 0) {
            line += "fire out";
        } else {
            line += std::to_string(building.fireMarkers) +
                    (building.fireMarkers == 1 ? " fire marker" : " fire markers");
        }
    }
    return line;
}

}  // namespace tachanka::core
