#include "model/campaign.hpp"

namespace tachanka::model {

std::string Unit::whereabouts() const {
    if (hex) return hex->label();
    if (hidden()) return "not known";
    return offMap ? "off map" : "—";
}

std::vector<const Unit*> Side::units() const {
    std::vector<const Unit*> all;
    for (const auto& formation : formations) {
        for (const auto& unit : formation.units) all.push_back(&unit);
    }
    return all;
}

int Side::unitCount() const {
    int count = 0;
    for (const Unit* unit : units()) count += unit->lost() ? 0 : 1;
    return count;
}

int Side::stepCount() const {
    int steps = 0;
    for (const Unit* unit : units()) steps += unit->lost() ? 0 : unit->stepsRemaining();
    return steps;
}

std::string Campaign::turnLine() const {
    return date.longForm() + " · " + activeSide + " turn · " + std::string(phaseTitle(phase));
}

GameDate Campaign::lastDay() const { return startDate.plusDays(turns - 1); }

const Side* Campaign::side(std::string_view sideName) const {
    for (const auto& candidate : sides) {
        if (candidate.name == sideName) return &candidate;
    }
    return nullptr;
}

const Unit* Campaign::unit(std::string_view code) const {
    for (const auto& candidate : sides) {
        for (const Unit* unit : candidate.units()) {
            if (unit->code == code) return unit;
        }
    }
    return nullptr;
}

}  // namespace tachanka::model
