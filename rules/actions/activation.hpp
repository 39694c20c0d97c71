#pragma once
// Figure activation: command figures throw command dice by their class (fewer when the officer
// is loading, firing or in melee, one more when a drummer or bugler is commanded), and the
// points buy the activation of figures, loyal ones cheaper than disloyal ones and routers. A
// group is commanded whole or not at all. Activated NCOs (and drummers, buglers) command on
// behalf of the officer: the chain of command, each adding his own throw.

#include <vector>

#include "rules/actions/actions_tables.hpp"
#include "rules/dice.hpp"

namespace tachanka::rules::actions {

struct CommandFigure {
    FigureClass figureClass = FigureClass::Veteran;
    bool busy = false;  // loading, firing or in melee: a die fewer
};

struct ActivationRequest {
    CommandFigure officer;
    std::vector<CommandFigure> chain;  // NCOs activated in turn down the chain of command
    bool drummer = false;              // at least one drummer or bugler commanded
    int loyal = 0;                     // figures of the group to command
    int disloyal = 0;                  // disloyal figures and routers
};

// Dice a command figure throws; `drummer` adds the drummer's die (once, to the officer's).
int commandDice(const Activation& activation, const CommandFigure& figure, bool drummer);

// What commanding the group costs in points.
int activationCost(const Activation& activation, int loyal, int disloyal);

struct ActivationResult {
    std::vector<int> scores;  // the officer's throw, then each NCO's down the chain
    int points = 0;
    int cost = 0;
    bool commanded = false;  // the whole group, or none of it
};

// Throws std::invalid_argument for negative figures.
ActivationResult activate(const Activation& activation, const ActivationRequest& request,
                          Dice& dice);

}  // namespace tachanka::rules::actions
