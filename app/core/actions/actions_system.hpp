#pragma once
// The Actions Table's row in the rule-system registry: its rules file, its quick-reference
// sheet, its command group, and the odds calculator's order, to-hit, damage and activation
// pages.

#include "app/core/rule_systems.hpp"

namespace tachanka::core {

RuleSystem actionsTableSystem();

std::vector<OddsForm> actionsTableOddsForms();

}  // namespace tachanka::core
