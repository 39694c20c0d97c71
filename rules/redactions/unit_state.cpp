#include "rules/redactions/unit_state.hpp"

#include <numeric>
#include <stdexcept>
#include <string>

namespace tachanka::rules::redactions {
namespace {

bool routIfOverwhelmed(UnitState& unit) {
    if (unit.routing || unit.terrorMarkers() <= unit.bases) return false;
    unit.routing = true;
    return true;
}

int shareRoundedUp(int markers, int parts) { return (markers + parts - 1) / parts; }

}  // namespace

int effectiveHalfBases(const UnitState& unit) {
    const int markers = unit.terrorMarkers();
    if (markers < unit.bases) return 2 * (unit.bases - markers);
    if (markers == unit.bases && unit.bases > 0) return 1;
    return 0;
}

bool addTerror(UnitState& unit, int markers) {
    unit.terror += markers;
    return routIfOverwhelmed(unit);
}

bool addHumiliated(UnitState& unit, int markers) {
    unit.humiliated += markers;
    return routIfOverwhelmed(unit);
}

bool loseBases(UnitState& unit, int count) {
    unit.bases = std::max(0, unit.bases - count);
    return unit.bases > 0 && routIfOverwhelmed(unit);
}

void rallyFromTerror(UnitState& unit) { unit.terror = 0; }

std::vector<UnitState> divideUnit(const UnitState& unit, const std::vector<int>& partBases) {
    if (partBases.size() < 2) throw std::invalid_argument("a unit divides into two or more units");
    for (const int bases : partBases) {
        if (bases < 1) throw std::invalid_argument("every part of a divided unit needs a base");
    }
    if (std::accumulate(partBases.begin(), partBases.end(), 0) != unit.bases) {
        throw std::invalid_argument("the parts must hold the unit's " + std::to_string(unit.bases) +
                                    " bases");
    }
    const int parts = static_cast<int>(partBases.size());
    std::vector<UnitState> divided;
    for (const int bases : partBases) {
        UnitState part = unit;
        part.bases = bases;
        part.terror = shareRoundedUp(unit.terror, parts);
        part.humiliated = shareRoundedUp(unit.humiliated, parts);
        part.routing = unit.routing;
        routIfOverwhelmed(part);
        divided.push_back(part);
    }
    return divided;
}

UnitState combineUnits(const std::vector<UnitState>& units) {
    if (units.size() < 2) throw std::invalid_argument("combining needs two or more units");
    UnitState combined = units.front();
    for (std::size_t i = 1; i < units.size(); ++i) {
        combined.bases += units[i].bases;
        combined.terror += units[i].terror;
        combined.humiliated += units[i].humiliated;
        combined.pinned = combined.pinned || units[i].pinned;
    }
    return combined;
}

}  // namespace tachanka::rules::redactions
