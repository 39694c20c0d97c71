#pragma once
// A battle plan's choices in the players' words, each with the rule that offers it: the
// battle report prints them as a table, the command line as one line.

#include <string>
#include <string_view>
#include <vector>

#include "model/battle.hpp"
#include "reports/sheets/battle_report.hpp"

namespace tachanka::core {

// Whether the plan gives the option word `option` ("no-assault", "encircled").
bool planHas(const model::BattleChoices& choices, std::string_view option);
// The values the plan gives option `which`, one option word each: "defender-retreat=clear"
// gives "clear" for "defender-retreat".
std::vector<std::string> optionValues(const model::BattleChoices& choices, std::string_view which);

// "Terrain of the attacked hex: woods (TEC)", "Attack: hasty (8.6)", "The defender is
// encircled: yes (8.8.1)", ...; an option the words do not know is shown as typed.
std::vector<reports::BattleChoiceLine> choiceLines(const model::BattleChoices& choices);

// The same on one line: "Attack: barrage (8.3); Terrain of the target's hex: clear (TEC); ...".
std::string choicesText(const model::BattleChoices& choices);

}  // namespace tachanka::core
