#pragma once
// Flight numbers ("Definitions"): an army flees once more than its flight percentage of its
// original points is destroyed, captured or routing.

#include <string>
#include <utility>
#include <vector>

#include "rules/redactions/armies/army_list.hpp"

namespace tachanka::rules::redactions {

struct ArmyLosses {
    int destroyed = 0;  // points
    int captured = 0;
    int routing = 0;

    int total() const { return destroyed + captured + routing; }
};

struct FlightCheck {
    int flightPercent = 0;
    int originalPoints = 0;
    int pointsLost = 0;
    double flightNumber = 0;  // points that may be lost before the army flees
    bool flees = false;       // more than the flight number lost
};

FlightCheck flightCheck(int flightPercent, int originalPoints, const ArmyLosses& losses);

// Points of a force: (troop id, bases) pairs priced from the army's cards. Throws
// std::invalid_argument for a troop id the army does not have or a negative base count.
int forcePoints(const ArmyList& army, const std::vector<std::pair<std::string, int>>& force);

}  // namespace tachanka::rules::redactions
