#pragma once
// Red Actions!'s row in the rule-system registry: its rules files, its quick-reference sheet,
// its command group, and the odds calculator's shooting, combat and morale pages.

#include "app/core/rule_systems.hpp"

namespace tachanka::core {

RuleSystem redActionsSystem();

// The odds calculator's pages: the card's and the table's inputs, read into the requests of the
// look-ups below them.
std::vector<OddsForm> redActionsOddsForms();

}  // namespace tachanka::core
