#pragma once
// "Initiative" (Turn Sequence): the standard roll for who moves first and the alternating
// action segments that follow; option 1, a shuffled card for each unit and HQ; option 2, a
// roll-off before every action segment, the turn ending when both players roll a 1.

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "model/named_enum.hpp"
#include "rules/dice.hpp"

namespace tachanka::rules::redactions {

enum class Player { First, Second };
inline constexpr std::array<model::EnumName<Player>, 2> playerNames{{
    {Player::First, "first"},
    {Player::Second, "second"},
}};

constexpr Player otherPlayer(Player player) {
    return player == Player::First ? Player::Second : Player::First;
}

// The numbers of the initiative rules (red-actions-field.xml <initiative>).
struct InitiativeNumbers {
    int die = 6;             // each player's roll
    int turnEndsOnBoth = 1;  // option 2: both roll this and the turn ends (if agreed)
};

struct InitiativeRoll {
    std::vector<std::pair<int, int>> rolls;  // (first, second) player's die, ties rolled again
    Player winner = Player::First;
};

// Standard: "The players roll for who first has initiative": a die each, the higher has it.
InitiativeRoll rollForInitiative(const InitiativeNumbers& numbers, Dice& dice);

// "... and then alternate moving units. After one player has had an action segment for all his
// units, the other player has one for each of his remaining units and the turn is finished."
// The player of each action segment in turn.
std::vector<Player> actionSegmentOrder(Player first, int firstPlayerUnits, int secondPlayerUnits);

// Option 1: "a card is made for each unit and HQ. Each turn these are shuffled and drawn at
// random": the cards in the order drawn, each by a die with one face per card left (no die
// for the last). Combined units bring one card fewer; an HQ's units may move on its card.
std::vector<std::string> drawActivationCards(std::vector<std::string> cards, Dice& dice);

struct RollOff {
    int first = 0;  // each player's d6
    int second = 0;
    std::optional<Player> winner;  // moves a unit; none when the turn ends
    bool turnEnds = false;
};

// Option 2: "The players each roll a d6 at the start each action segment, the winner moving a
// unit. In the case of draws, the player who lost the previous roll-off has the initiative.
// If players agree, the turn ends when both players roll a 1." A draw with no earlier
// roll-off this turn is rolled again (the text names no one to win it).
RollOff rollOffForSegment(const InitiativeNumbers& numbers, std::optional<Player> previousLoser,
                          bool turnEndsOnBothOnes, Dice& dice);

}  // namespace tachanka::rules::redactions
