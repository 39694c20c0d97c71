#pragma once
// Recruitment (4): recruit points from the turn track, saved up to a cap, prisoners turned
// into recruit points, strength steps recovered and new battalions of recruits. Every
// refusal is a one-line reason; nothing here changes a campaign, the caller applies results.

#include <optional>
#include <string>

#include "rules/orel/operations/paths.hpp"

namespace tachanka::rules::orel::operations {

struct RecruitIncome {
    int fromTrack = 0;  // the turn track's points, scaled for the scenario
    int orelBonus = 0;  // +1 for the side controlling Orël
    int eventLoss = 0;  // RP a random event takes this turn (Civil Exactions)
    int received = 0;   // what goes into the pool
    int lost = 0;       // above the saved maximum (4: "not received but lost")
    int pool = 0;       // saved points after the income
};

// `trackPoints` is the scenario's turn track for the day, already scaled by the scenario
// (rules::orel::recruitPointsFor); `eventLoss` the points a random event takes this turn.
RecruitIncome recruitIncome(const RecruitmentConstants& rules, int trackPoints, bool controlsOrel,
                            int saved, int eventLoss = 0);

struct PrisonerConversion {
    std::optional<std::string> refusal;
    int prisonersLeft = 0;
    int received = 0;
    int lost = 0;  // above the saved maximum
    int pool = 0;
};

// 4.1: the whole groups of prisoners `prisoners` make, each worth one recruit point.
int prisonerGroups(const RecruitmentConstants& rules, int prisoners);

// 4.1: turns `groups` groups of prisoners (3 each) into one recruit point each.
PrisonerConversion convertPrisoners(const RecruitmentConstants& rules, int prisoners, int groups,
                                    int saved);

// A unit asking to recover steps, with everything 4.3.1 C checks.
struct RecoveryCandidate {
    Side side = Side::Reds;
    Mover mover = Mover::Infantry;
    UnitMode mode = UnitMode::Combat;
    bool withinRangeOfFunctionalDepot = true;  // 5 MP (4.3.1 C, see supply.hpp)
    bool offMap = false;                       // 7.5: units off the map may receive recruit points
    int steps = 1;
    int originalSteps = 1;
    int troopQuality = 5;
    bool hasRecruitsMarker = false;
};

struct StepRecovery {
    std::optional<std::string> refusal;
    int pointsSpent = 0;
    int steps = 0;
    bool recruitsMarkerPlaced = false;  // the first return to full strength (4.3.1 B)
    int troopQuality = 0;
    int pool = 0;
};

// 4.3.1: spends `points` recruit points from `pool`, one step each.
StepRecovery recoverSteps(const RecruitmentConstants& rules, const RecoveryCandidate& unit,
                          int points, int pool);

// Where a new battalion appears (4.3.2): at a station in the recruitment phase, or via a
// friendly board edge in the movement phase.
// 4.3.1 C "within range (5 MP) of a functional Depot", for a campaign that keeps no map: the
// range is counted in hexes from the unit to each of its side's functional depots in play.
// With a map, withinRangeOfFunctionalDepot (supply.hpp) traces the path instead.
bool withinRecoveryRange(const RecruitmentConstants& rules, model::Hex unit,
                         const std::vector<model::Hex>& functionalDepots);

struct BattalionPlacement {
    bool viaFriendlyEdge = false;
    bool atStation = false;
    bool inEnemyZoc = false;
    bool friendlyUnitPresent = false;
    bool friendlyControlled = true;
    bool connectedToFriendlyEdge = true;
};

// The placement facts of a station hex read off the map: in enemy ZoC, a friendly unit
// there, free of enemy units and of enemy-held locations (`enemyLocations`: the hexes of the
// victory locations the other side controls), and linked by a friendly railroad to a friendly
// edge. A map that has no stations yet leaves the station and its rail link to the player's
// word.
BattalionPlacement stationPlacement(const OrelMap& map, const Stacks& units, Side side,
                                    model::Hex hex,
                                    const std::vector<model::Hex>& enemyLocations = {});

struct BattalionCreation {
    std::optional<std::string> refusal;
    int pool = 0;
    int battalionsOnMap = 0;
};

// 4.3.2: one battalion for 2 RP, at most 4 Reds / 3 Whites at a time (an eliminated one may
// be rebuilt, so only those on the map count).
BattalionCreation createBattalion(const RecruitmentConstants& rules, Side side, int pool,
                                  int battalionsOnMap, const BattalionPlacement& where);

}  // namespace tachanka::rules::orel::operations
