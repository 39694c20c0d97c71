#pragma once
// A scenario's conditions in words, one wording for every front end.

#include <string>

#include "model/scenario.hpp"

namespace tachanka::core {

// "all of (occupy Orël, not (occupy Kromy))"
std::string conditionText(const model::VictoryCondition& condition);
// "convoy depot (4m)"
std::string depotLabel(const model::ScenarioDepot& depot);
// "through 1919-10-18 unless attacked, or an enemy within 2 hexes (except ...)"
std::string inactivityText(const model::Inactivity& inactivity);

}  // namespace tachanka::core
