#pragma once
// The linked-battle adapter of a tactical system besides Red Actions! (docs/architecture.md
// "Battles: the spine"): what its rule system's registry row gives so that a planned battle of the
// campaign can be fought in it on the umpired table. Core keeps the record (units, log, undo,
// apply); the adapter converts, resolves and weighs with its system's engine.

#include <functional>
#include <string>
#include <vector>

#include "app/core/battles/tactical_battles.hpp"
#include "app/core/common/user_error.hpp"
#include "model/named_enum.hpp"
#include "rules/dice.hpp"
#include "rules/links/conversion.hpp"
#include "rules/odds.hpp"

namespace tachanka::core {

// A stored tactical unit as an adapter reads it.
struct LinkedUnit {
    model::TacticalUnitRecord record;
    bool attacker = true;
    std::string officer;  // the attached leader's name; empty: none
    int officerBonus = 0;  // his token's morale bonus
};

// The table after an action, and what the log keeps of it.
struct LinkedOutcome {
    std::vector<model::TacticalUnitRecord> records;  // in the order given
    std::vector<std::string> cells;
    std::vector<std::string> effects;
    std::string summary;
    std::string turnStep;  // what it did to the turn; empty: nothing
    std::string battleState;  // the battle's own state after it (model::Battle::systemState)
};

struct LinkedActionName {
    std::string name;       // "fire"
    bool targeted = false;  // taken against an enemy unit (or leader)
    bool byUnit = true;
    bool byLeader = false;  // taken by a side's leader figure: "join", "cohesion"
    bool atLeader = false;  // may be taken against an enemy leader figure
    // A leader's, toward a unit of his own side, or "alone" to leave the one he is with.
    bool atOwnUnit = false;
};

// A side's leader figure in a system that puts one on the table (RF&IC's Commander), standing
// for the side's senior officer present: his code in the battle's actions and his state.
struct LinkedLeader {
    bool attacker = true;
    std::string code;      // "Commander-A"
    std::string withUnit;  // the unit he is with; empty: on his own
    std::string state;     // "good, disrupted, with 1/9D"
    bool wounded = false;
    bool killed = false;
};

struct LinkedBattle {
    std::string linkFile;  // under templates/rules/: "links/orel-1919-to-….xml"
    std::string pieces;    // what a unit's bases are in the system: "stands", "figures"
    // A unit's officer as the system reads him: "Kotov (rating 1)", "Kotov (+1)".
    std::function<std::string(const LinkedUnit&)> officerText;
    std::vector<LinkedActionName> actions;
    // The leader figure a side has ("Commander") and the leaders the battle's own state holds;
    // no function: the system has none.
    std::string leaderTitle;
    std::function<std::vector<LinkedLeader>(const std::string& battleState)> leaders;
    // The converted unit's starting state (TacticalUnitRecord::systemState); a UserError for a
    // troop type the system has not.
    std::function<std::string(const rules::links::TacticalUnitPlan&)> startingState;
    // Resolves `request` on the units, the log's standing entries and the battle's own state
    // giving the turn; a UserError for an action the rules refuse.
    std::function<LinkedOutcome(const std::vector<LinkedUnit>&,
                                const std::vector<model::TacticalEvent>& standing,
                                const std::string& battleState, const TacticalActionRequest&,
                                rules::Dice&)>
        act;
    std::function<rules::Distribution(const std::vector<LinkedUnit>&,
                                      const std::vector<model::TacticalEvent>& standing,
                                      const std::string& battleState,
                                      const TacticalActionRequest&)>
        odds;
    // The unit's state besides its stands and pin, in a few words for every front end:
    // "level 3 (average), fell back 1 hex".
    std::function<std::string(const LinkedUnit&)> stateText;
    // A unit card's lines in the battle pack: {"Small arms", "range 4 hexes, ..."}.
    std::function<std::vector<std::pair<std::string, std::string>>(const LinkedUnit&)> cardLines;
    // The turn the standing entries and the battle's own state have reached.
    std::function<TacticalTurnView(const std::vector<model::TacticalEvent>& standing,
                                   const std::string& battleState)>
        turn;
};

// The value a system's table names `name`: a UserError naming `what` and the names there are.
template <typename Table>
auto namedIn(const Table& table, std::string_view name, std::string_view what) {
    if (const auto value = model::valueNamed(table, name)) return *value;
    throw UserError("no " + std::string(what) + " '" + std::string(name) + "' (" +
                    model::joinedNames(table) + ")");
}

// The adapter of `system`, or nullptr when it has none (Red Actions! has its own path).
const LinkedBattle* linkedBattleOf(std::string_view system);

}  // namespace tachanka::core
