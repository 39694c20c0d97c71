#include "rules/actions/activation.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

namespace tachanka::rules::actions {

int commandDice(const Activation& activation, const CommandFigure& figure, bool drummer) {
    const int dice = activation.commandDice[static_cast<std::size_t>(figure.figureClass)] +
                     (figure.busy ? activation.busyOfficerDice : 0) +
                     (drummer ? activation.drummerDice : 0);
    return std::max(dice, 0);
}

int activationCost(const Activation& activation, int loyal, int disloyal) {
    if (loyal < 0 || disloyal < 0) {
        throw std::invalid_argument("a number of figures cannot be negative");
    }
    return loyal * activation.loyalCost + disloyal * activation.disloyalCost;
}

ActivationResult activate(const Activation& activation, const ActivationRequest& request,
                          Dice& dice) {
    ActivationResult result;
    result.cost = activationCost(activation, request.loyal, request.disloyal);
    const auto throwFor = [&](const CommandFigure& figure, bool drummer, const char* who) {
        const int score = dice.rollSum(commandDice(activation, figure, drummer), 6,
                                       std::string("command dice: ") + who);
        result.scores.push_back(score);
        result.points += score;
    };
    throwFor(request.officer, request.drummer, "officer");
    for (const auto& nco : request.chain) throwFor(nco, false, "NCO");
    result.commanded = result.points >= result.cost;
    return result;
}

}  // namespace tachanka::rules::actions
