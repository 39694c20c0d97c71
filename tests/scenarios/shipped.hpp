#pragma once
// The shipped scenario files and ways to find what they set up.

#include <string>
#include <vector>

#include "model/scenario.hpp"

namespace tachanka::testing {

model::Scenario shippedScenario(const std::string& id);

const model::ScenarioSide& sideNamed(const model::Scenario& scenario, const std::string& name);
const model::ScenarioUnit& unitCoded(const model::Scenario& scenario, const std::string& code);
const model::ScenarioFormation& formationNamed(const model::Scenario& scenario,
                                               const std::string& name);
// The codes of every unit of a formation and its subordinates, in file order.
std::vector<std::string> codesIn(const model::ScenarioFormation& formation);
int countOfKind(const model::ScenarioSide& side, model::UnitKind kind);
// Names of the formations that start inactive, both sides.
std::vector<std::string> inactiveFormations(const model::Scenario& scenario);

}  // namespace tachanka::testing
