#pragma once
// Orel 1919's row in the rule-system registry: its rules file, its quick-reference sheet, its
// command group, and the odds calculator's combat page.

#include "app/core/rule_systems.hpp"

namespace tachanka::core {

RuleSystem orelSystem();

// The combat page: the combat odds of the two sides' strengths, a cohesion or morale check,
// and the assault roll with the odds' modifier taken from the chart.
std::vector<OddsForm> orelOddsForms();

}  // namespace tachanka::core
