#pragma once
// Recruitment (Orel 1919, 4) on a campaign: strength steps recovered for recruit points,
// prisoners taken and enlisted as recruit points. Each is one action on the ledger; every
// refusal is the rules' one-line reason and leaves the file unchanged.

#include <filesystem>
#include <optional>
#include <string>

namespace tachanka::core {

struct StepRecoveryDone {
    std::string side;
    std::string unit;          // its code
    int pointsSpent = 0;       // one RP a step
    int steps = 0;             // steps remaining now
    int stepsMax = 0;
    bool recruitsMarkerPlaced = false;  // 4.3.1 B
    int troopQuality = 0;      // now, the Recruits marker counted
    int pool = 0;              // the side's recruit points left
};

// 4.3.1: `steps` strength steps back for as many recruit points, in the unit's side's
// recruitment phase. "Within 5 MP of a functional depot" is read as within 5 hexes of one of
// the side's functional depots in play: the map is not in the campaign.
StepRecoveryDone recoverSteps(const std::filesystem::path& file, const std::string& unitCode,
                              int steps, const std::optional<std::string>& side);

struct PrisonersTaken {
    std::string side;
    int taken = 0;
    int prisoners = 0;  // held now
};

// 4.1: enemy strength steps captured move the side's Prisoners marker: captures in a combat
// the campaign did not resolve, in a combat phase (a battle applied tallies its own).
PrisonersTaken takePrisoners(const std::filesystem::path& file, const std::string& side,
                             int count, const std::optional<std::string>& reason);

struct PrisonersConverted {
    std::string side;
    int prisonersUsed = 0;
    int prisonersLeft = 0;
    int received = 0;  // recruit points gained
    int lost = 0;      // above the saved maximum
    int pool = 0;
};

// 4.1: each group of 3 prisoners becomes one recruit point, in the side's recruitment phase;
// no `groups`: every whole group held.
PrisonersConverted convertPrisoners(const std::filesystem::path& file, const std::string& side,
                                    std::optional<int> groups);

}  // namespace tachanka::core
