#include "rules/redactions/initiative.hpp"

#include <stdexcept>

namespace tachanka::rules::redactions {

InitiativeRoll rollForInitiative(const InitiativeNumbers& numbers, Dice& dice) {
    InitiativeRoll result;
    for (;;) {
        const int first = dice.roll(numbers.die, "initiative: first player");
        const int second = dice.roll(numbers.die, "initiative: second player");
        result.rolls.emplace_back(first, second);
        if (first != second) {
            result.winner = first > second ? Player::First : Player::Second;
            return result;
        }
    }
}

std::vector<Player> actionSegmentOrder(Player first, int firstPlayerUnits,
                                       int secondPlayerUnits) {
    if (firstPlayerUnits < 0 || secondPlayerUnits < 0) {
        throw std::invalid_argument("a player's units cannot be negative");
    }
    int left[2] = {firstPlayerUnits, secondPlayerUnits};
    std::vector<Player> order;
    Player next = first;
    while (left[0] + left[1] > 0) {
        auto& mine = left[static_cast<int>(next)];
        if (mine > 0) {
            order.push_back(next);
            --mine;
        }
        next = otherPlayer(next);
    }
    return order;
}

std::vector<std::string> drawActivationCards(std::vector<std::string> cards, Dice& dice) {
    std::vector<std::string> drawn;
    while (!cards.empty()) {
        std::size_t index = 0;
        if (cards.size() > 1) {
            index = static_cast<std::size_t>(
                dice.roll(static_cast<int>(cards.size()), "initiative card") - 1);
        }
        drawn.push_back(cards.at(index));
        cards.erase(cards.begin() + static_cast<std::ptrdiff_t>(index));
    }
    return drawn;
}

RollOff rollOffForSegment(const InitiativeNumbers& numbers, std::optional<Player> previousLoser,
                          bool turnEndsOnBothOnes, Dice& dice) {
    RollOff result;
    for (;;) {
        result.first = dice.roll(numbers.die, "action segment roll-off: first player");
        result.second = dice.roll(numbers.die, "action segment roll-off: second player");
        if (turnEndsOnBothOnes && result.first == numbers.turnEndsOnBoth &&
            result.second == numbers.turnEndsOnBoth) {
            result.turnEnds = true;
            return result;
        }
        if (result.first != result.second) {
            result.winner = result.first > result.second ? Player::First : Player::Second;
            return result;
        }
        if (previousLoser) {
            result.winner = previousLoser;
            return result;
        }
    }
}

}  // namespace tachanka::rules::redactions
