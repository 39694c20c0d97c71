#pragma once
// A unit's move, Combat mode and entrenching as the movement phase (7) allows them: only its
// owner moves it, in his movement phase (7); a unit of an inactive formation entrenches but
// does not move (10.2); no unit enters the enemy's reinforcement entry zones (7.4); the MP
// the move costs along the path given, or the cheapest one on the painted map, Combat mode's
// 1 MP and entrenching's all (7.1, 7.1.4, 7.3) come out of the MP it has left today; and a
// unit that moved ends in March mode unless it spent MP on a combat action (7.1.4). Every
// refusal goes through ruleRefuses: the umpire's override lets it through.

#include <optional>
#include <string>
#include <vector>

#include "app/core/campaign/campaign_action.hpp"

namespace tachanka::core {

struct MovementAsked {
    std::optional<model::Hex> to;
    std::vector<model::Hex> path;  // the hexes entered in order, ending at `to`; empty: cheapest
    std::optional<model::UnitMode> mode;
    std::optional<model::Entrenchment> entrenchment;
    bool marchingDay = false;
};

struct MovementSpent {
    int move = 0;  // MP of the move, Combat mode and entrenching, for their ledger rows
    int combatMode = 0;
    int entrenching = 0;
    std::optional<model::UnitMode> modeAfter;  // 7.1.4, when the move itself changes the mode
    std::optional<std::string> line;  // "1/2K spends 1 MP (2 of its 5 today, 3 left)"
};

// Nothing is asked of a record that is no movement-phase action (a loss, supply, a rout or a
// rally); the caller asks nothing for a battle's effects recorded by hand.
MovementSpent checkMovementTurn(ActionContext& context, const model::Unit& unit,
                                const MovementAsked& asked);

}  // namespace tachanka::core
