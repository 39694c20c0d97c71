#pragma once
// The lines of a Bullets & Bolsheviks unit card in a battle pack (bnb_card_lines.cpp).

#include <string>
#include <utility>
#include <vector>

#include "app/core/battles/linked_battle.hpp"
#include "rules/bnb/bnb_tables.hpp"

namespace tachanka::core {

// "Morale", "Move", "Small arms" or "Artillery", a vehicle's "Mobility" and "Overrun", its
// "Leader": each with the numbers of `tables`.
std::vector<std::pair<std::string, std::string>> bnbCardLines(const rules::bnb::BnbTables& tables,
                                                              const LinkedUnit& unit);

}  // namespace tachanka::core
