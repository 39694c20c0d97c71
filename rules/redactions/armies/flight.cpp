#include "rules/redactions/armies/flight.hpp"

#include <cstdint>
#include <stdexcept>

namespace tachanka::rules::redactions {

FlightCheck flightCheck(int flightPercent, int originalPoints, const ArmyLosses& losses) {
    if (flightPercent < 1 || flightPercent > 100) {
        throw std::invalid_argument("a flight percentage runs from 1 to 100, not " +
                                    std::to_string(flightPercent));
    }
    if (originalPoints < 0 || losses.destroyed < 0 || losses.captured < 0 || losses.routing < 0) {
        throw std::invalid_argument("points cannot be negative");
    }
    FlightCheck check;
    check.flightPercent = flightPercent;
    check.originalPoints = originalPoints;
    check.pointsLost = losses.total();
    check.flightNumber = flightPercent * originalPoints / 100.0;
    // Compared in whole numbers so that exactly the flight number never counts as exceeding it.
    check.flees =
        std::int64_t{check.pointsLost} * 100 > std::int64_t{flightPercent} * originalPoints;
    return check;
}

int forcePoints(const ArmyList& army, const std::vector<std::pair<std::string, int>>& force) {
    int points = 0;
    for (const auto& [troopId, bases] : force) {
        const auto* troop = army.troop(troopId);
        if (troop == nullptr) {
            throw std::invalid_argument("army '" + army.id + "' has no troop type '" + troopId +
                                        "'");
        }
        if (bases < 0) throw std::invalid_argument("a base count cannot be negative");
        points += troop->points * bases;
    }
    return points;
}

}  // namespace tachanka::rules::redactions
