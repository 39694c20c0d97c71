#pragma once
// Morale checks on their seven occasions (d6 plus the occasion's modifiers, higher than the
// morale level), cohesion rolls (an unmodified d6 that must beat the level, else a stand goes),
// and the attached MG stand kept until the unit has lost half its stands.

#include <string>
#include <vector>

#include "rules/bnb/bnb_tables.hpp"
#include "rules/dice.hpp"

namespace tachanka::rules::bnb {

struct MoraleCheck {
    MoraleOccasion occasion = MoraleOccasion::TakingLosses;
    int level = 3;                       // 1 fanatical .. 4 shaky
    std::vector<std::string> modifiers;  // the occasion's ids; a repeating one once per count
};

struct MoraleResult {
    int roll = 0;
    int modifier = 0;
    int total = 0;
    bool passed = false;
    MoraleFailure failure = MoraleFailure::Hold;  // when not passed
    bool provisional = false;                     // the failure result is a reading
};

// Refuses a level outside the file's, a modifier the occasion does not list, and one given
// twice that does not repeat; empty when the check is good.
std::string refuseMoraleCheck(const Morale& morale, const MoraleCheck& check);
MoraleResult checkMorale(const Morale& morale, const MoraleCheck& check, Dice& dice);
// The failure's words: "fall back one hex and take a Cohesion Roll".
std::string failureText(MoraleFailure failure);

struct CohesionResult {
    int roll = 0;
    bool standLost = false;
};
CohesionResult rollCohesion(int level, Dice& dice);

// Miscellaneous 2. Whether the attached MG stand may yet be spared, and once the unit has lost
// the file's percentage of its stands, what the d6 for a stand lost says.
enum class AttachedMgLoss { NotYet, MgStandRemoved, PlayersChoice };
inline constexpr std::array<model::EnumName<AttachedMgLoss>, 3> attachedMgLossNames{{
    {AttachedMgLoss::NotYet, "not-yet"},
    {AttachedMgLoss::MgStandRemoved, "mg-stand-removed"},
    {AttachedMgLoss::PlayersChoice, "players-choice"},
}};
bool attachedMgExposed(int keptUntilPercent, int stands, int standsLost);
AttachedMgLoss attachedMgLoss(int keptUntilPercent, int stands, int standsLost, Dice& dice);

std::string describe(const MoraleResult& result);

}  // namespace tachanka::rules::bnb
