#include "model/campaign.hpp"

namespace tachanka::model {

int Side::unitCount() const {
    int count = 0;
    for (const auto& formation : formations) count += static_cast<int>(formation.units.size());
    return count;
}

int Side::stepCount() const {
    int steps = 0;
    for (const auto& formation : formations) {
        for (const auto& unit : formation.units) steps += unit.stepsRemaining();
    }
    return steps;
}

std::string Campaign::turnLine() const {
    return date.longForm() + " · " + activeSide + " turn · " + std::string(phaseTitle(phase));
}

}  // namespace tachanka::model
