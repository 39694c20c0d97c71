#pragma once
// The Commanders on a linked battle's table (battle.hpp): who is with which unit, their share
// of the deal (note 10), their dice with a unit, and the hits and cohesion that are theirs.

#include <string>
#include <vector>

#include "rules/rfic/battle/battle.hpp"
#include "rules/rfic/cohesion.hpp"
#include "rules/rfic/deck.hpp"

namespace tachanka::rules::rfic {

// The Commander coded `code`, nullptr when it names none; std::invalid_argument for one killed.
BattleCommander* commanderCoded(RficBattle& battle, const std::string& code);
const BattleCommander* commanderCoded(const RficBattle& battle, const std::string& code);
// The living Commander of the unit's side who is with it; nullptr: none.
const BattleCommander* commanderWith(const RficBattle& battle, const BattleUnit& unit);

// The living Commanders' codes, dealt a card each as units are.
std::vector<std::string> commanderHolders(const RficBattle& battle);
// Note 10 with one unit: a Commander with a unit and the unit keep the lower of their two cards
// and are activated on it together; the higher is discarded (it stays seen).
void shareCards(const RficBattle& battle, std::vector<DealtCard>& dealt,
                std::vector<std::string>& cells);

// A Commander goes with a unit of his side that is on the table, or (no unit) on his own.
void joinUnit(RficBattle& battle, BattleCommander& commander, const std::string& unit,
              std::vector<std::string>& effects);

// The cover card turned for a hit on `target` in cover, logged in `cells`: whether the hit
// counts (a unit's hits and a Commander's alike).
bool coverLetsHit(const RficTables& tables, CardSource& pile, const std::string& target,
                  std::vector<std::string>& cells);

// Hits on a Commander (Fire Combat, the Commander table): a cover card for each when he is in
// cover, the first disrupts him, a later one turns a card of the Commander table.
void hitCommander(const RficTables& tables, BattleCommander& commander, int hits, bool cover,
                  CardSource& pile, std::vector<std::string>& cells,
                  std::vector<std::string>& effects);

// The cohesion attempts of a disrupted unit or Commander coded `who`, logged in `cells` and,
// when he regains it, `effects`: whether he did.
bool rally(const RficTables& tables, const std::string& who, const CohesionRequest& request,
           CardSource& pile, std::vector<std::string>& cells, std::vector<std::string>& effects);

// A disrupted Commander's two attempts to regain cohesion, read as a good unit's.
void rallyCommander(const RficTables& tables, BattleCommander& commander, CardSource& pile,
                    std::vector<std::string>& cells, std::vector<std::string>& effects);

// "Commander-A: wounded, disrupted" for each Commander the action changed.
std::vector<std::string> commanderChanges(const RficBattle& before, const RficBattle& after);

}  // namespace tachanka::rules::rfic
