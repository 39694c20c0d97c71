#pragma once
// Red Flags & Iron Crosses's row in the rule-system registry: its rules file, its
// quick-reference sheet, its command group `rfic`, and the odds calculator's pages.

#include "app/core/rule_systems.hpp"

namespace tachanka::core {

RuleSystem rficSystem();

// The odds calculator's pages: fire, cover, damage, cohesion, aircraft and minefields, the
// cards ones counted over the cards left in the undealt pile.
std::vector<OddsForm> rficOddsForms();

// The linked battle's adapter: a planned battle of the campaign fought in RF&IC on the
// umpired table, its turn's pack kept with the battle (rfic_linked_battle.cpp).
std::shared_ptr<const LinkedBattle> rficLinkedBattle();

}  // namespace tachanka::core
