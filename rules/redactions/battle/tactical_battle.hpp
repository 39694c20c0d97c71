#pragma once
// A Red Actions! battle umpired action by action: the units on the table with their bases and
// markers, and each action of the rules (initiative, shooting, charges with the hand-to-hand
// combat they bring, morale tests, rallies) resolved by the engine's own functions and applied
// to the units: terror markers, bases lost, retire, rout, surrender, officers killed.

#include <optional>
#include <string>
#include <vector>

#include "rules/dice.hpp"
#include "rules/odds.hpp"
#include "rules/redactions/armies/army_list.hpp"
#include "rules/redactions/tables.hpp"
#include "rules/redactions/unit_state.hpp"

namespace tachanka::rules::redactions {

struct TacticalOfficer {
    std::string name;
    int moraleBonus = 0;
    bool killed = false;
};

struct TacticalUnit {
    std::string code;
    bool attacker = true;
    TroopType troop;
    UnitState state;
    int basesAtStart = 0;
    int basesLost = 0;    // destroyed
    int surrendered = 0;  // taken prisoner
    std::optional<TacticalOfficer> officer;

    bool onTable() const { return state.bases > 0; }
    bool inGoodOrder() const { return onTable() && !state.routing; }
    int officersLeft() const { return officer && !officer->killed ? 1 : 0; }
};

struct TacticalBattle {
    std::vector<TacticalUnit> units;

    // std::invalid_argument naming the codes there are when no unit has this code.
    TacticalUnit& unit(const std::string& code);
    const TacticalUnit& unit(const std::string& code) const;
};

enum class TacticalAction { Initiative, Shoot, Charge, Combat, Morale, Rally };
inline constexpr std::array<model::EnumName<TacticalAction>, 6> tacticalActionNames{{
    {TacticalAction::Initiative, "initiative"},
    {TacticalAction::Shoot, "shoot"},
    {TacticalAction::Charge, "charge"},
    {TacticalAction::Combat, "combat"},
    {TacticalAction::Morale, "morale"},
    {TacticalAction::Rally, "rally"},
}};

struct ActionRequest {
    TacticalAction action = TacticalAction::Initiative;
    std::string actor;   // the unit acting (none for initiative)
    std::string target;  // the unit shot at or charged
    bool longRange = false;
    Cover cover = Cover::None;
    MoraleTest test = MoraleTest::Fear;  // for a morale action
};

struct ActionResult {
    std::vector<std::string> effects;  // in the order they happen
    std::vector<std::string> cells;    // each table cell read: "shooting 9, column 7-9: 2 x Ter"
    std::string summary;               // what changed on the table: "1/1K −1 base, +1 terror"
};

// Refuses what the rules forbid (std::invalid_argument: a unit off the table or routing
// acting, a target of its own side, a charge its arm may not make). `battle` changes only
// when the action is resolved.
ActionResult act(const RedActionsTables& tables, TacticalBattle& battle,
                 const ActionRequest& request, Dice& dice);

// Why the rules refuse `action` by `actor` (against `target`, for a shot, charge or combat) now:
// a unit off the table or routing acting, a target of its own side or gone, a charge its arm
// may not make, a rally with nothing to rally from; none when they allow it. `act` refuses
// exactly these. std::invalid_argument when a code names no unit.
std::optional<std::string> actionRefusal(const TacticalBattle& battle, TacticalAction action,
                                         const std::string& actor, const std::string& target = "");

// What a unit may do now: each action the rules allow it (initiative is the battle's, not a
// unit's) with the units it may take it against, for a front end to offer.
struct ActionChoice {
    TacticalAction action = TacticalAction::Shoot;
    std::vector<std::string> targets;  // empty for morale and rally
};
std::vector<ActionChoice> actionChoices(const TacticalBattle& battle, const std::string& actor);

// Every way the action can end (its summary), by running act over all the dice it can ask;
// std::invalid_argument for initiative, whose tied rolls are rolled again without end.
Distribution actionOdds(const RedActionsTables& tables, const TacticalBattle& battle,
                        const ActionRequest& request);

// "1/1K −1 base, +1 terror, routs; 1/9D officer killed": the differences, unit by unit.
std::string changesBetween(const TacticalBattle& before, const TacticalBattle& after);

}  // namespace tachanka::rules::redactions
