#pragma once
// Bullets & Bolsheviks's row in the rule-system registry: its rules file, its quick-reference
// sheet, its command group `bnb`, and the odds calculator's pages.

#include "app/core/rule_systems.hpp"

namespace tachanka::core {

RuleSystem bnbSystem();

// The odds calculator's pages: fire, artillery, assault, morale, cohesion, command, mechanical
// failure, initiative and leader casualties, each counted by the look-ups' odds.
std::vector<OddsForm> bnbOddsForms();

// The linked battle's adapter: a planned battle of the campaign fought in B&B on the umpired
// table (bnb_linked_battle.cpp).
std::shared_ptr<const LinkedBattle> bnbLinkedBattle();

}  // namespace tachanka::core
