#pragma once
// The turn's initiative and the leaders: command points (d6 plus rating, passed down two for
// one, a single d6 for a side with no leaders), the morale boost, and leader casualties.

#include <string>

#include "rules/bnb/bnb_tables.hpp"
#include "rules/dice.hpp"

namespace tachanka::rules::bnb {

enum class Player { First, Second };
inline constexpr std::array<model::EnumName<Player>, 2> playerNames{{
    {Player::First, "first"},
    {Player::Second, "second"},
}};

struct InitiativeResult {
    int firstTotal = 0;
    int secondTotal = 0;
    Player winner = Player::First;  // chooses to be side A or B for the turn
};

// Each side rolls; the highest total takes the initiative, a tie stays with the holder.
InitiativeResult rollInitiative(int dicePerSide, Player holder, Dice& dice);

// Refuses a rating outside the file's; empty when good.
std::string refuseRating(const Leadership& leadership, int rating);
int rollCommandPoints(int rating, Dice& dice);
// CPs a side with no leaders left on the battlefield rolls.
int rollLeaderlessCommandPoints(const Leadership& leadership, Dice& dice);
// CPs a lower leader receives for `spent` of the higher one's (2 for 1, rounded down).
int commandPointsPassedDown(const Leadership& leadership, int spent);
// Hexes a stand within `commandWithinHexes` of fighting may move on `cp` command points.
int hexesOnCommandPoints(const Leadership& leadership, int cp);

struct BoostResult {
    int roll = 0;
    bool boosted = false;
};
// An attached leader boosts morale on his rating or less.
BoostResult rollMoraleBoost(int rating, Dice& dice);

// The purposes of a leader's casualty dice, by which exact odds group their faces.
inline constexpr std::string_view leaderHitDie = "leader hit";
inline constexpr std::string_view leaderEffectDie = "leader casualty effect";

struct LeaderCasualtyResult {
    int hitRoll = 0;
    bool hit = false;
    int effectRoll = 0;
    LeaderFate fate = LeaderFate::SlightWound;
    bool captured = false;  // seriously wounded in a lost close assault
};

LeaderCasualtyResult rollLeaderCasualty(const LeaderCasualties& table, FireType fire,
                                        bool lostCloseAssault, Dice& dice);

std::string describe(const InitiativeResult& result);
std::string describe(const LeaderCasualtyResult& result);

}  // namespace tachanka::rules::bnb
