#pragma once
// Orel 1919 checks a player asks about during a turn: step recovery, new recruit battalions,
// munitions for an attack or barrage, and the victory level of an end position, over the
// operations tables in the template folders. Every failure is a UserError.

#include <optional>
#include <string>
#include <vector>

#include "rules/orel/operations/recruitment.hpp"
#include "rules/orel/operations/supply.hpp"
#include "rules/orel/operations/victory.hpp"

namespace tachanka::core {

namespace ops = rules::orel::operations;

struct RecoveryRequest {
    std::string side;
    std::string unit = "infantry";
    std::string mode = "combat";
    bool withinRangeOfFunctionalDepot = true;
    bool offMap = false;
    int steps = 1;
    int originalSteps = 1;
    int troopQuality = 5;
    bool hasRecruitsMarker = false;
    int points = 1;
    int pool = 0;
};
ops::StepRecovery recoveryCheck(const RecoveryRequest& request);

ops::BattalionCreation battalionCheck(const std::string& side, int pool, int battalionsOnMap,
                                      const ops::BattalionPlacement& where);

ops::MunitionsSpending munitionsCheck(const std::string& type, int artilleryFiring,
                                      int depotPoints);

// The scenario's own victory levels (10.1 Brasovo, 10.2 historical and 10.3 hypothetical).
struct VictoryRequest {
    std::string scenario = "historical";  // the id of the scenario whose victory applies
    std::vector<std::string> whitesHold;  // location names as the scenario gives them
    std::vector<std::string> redsHold;
    bool doubleTrackClearOfRedInfantry = false;
    bool redInfantryOnDoubleTrackSouthOfWhites = false;
    int whiteCombatUnitsLost = 0;
    int redCombatUnitsLost = 0;
};
ops::VictoryResult victoryCheck(const VictoryRequest& request);

}  // namespace tachanka::core
