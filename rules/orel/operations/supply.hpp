#pragma once
// Supply (3, 8.2): depots and whether they are functional, their capacity in munitions
// points, what attacks, barrages and resupply cost, and who ends up Unsupplied.

#include <optional>
#include <string>
#include <vector>

#include "rules/orel/operations/paths.hpp"

namespace tachanka::rules::orel::operations {

enum class DepotType { Convoy, Railroad };

struct Depot {
    Side side = Side::Whites;
    DepotType type = DepotType::Convoy;
    model::Hex hex;
    int munitions = 0;
    bool unsupplied = false;  // the depot's own Unsupplied marker (3.2 B)
};

struct DepotStatus {
    bool functional = false;
    std::string reason;  // one line: why it is or is not functional
    std::optional<Trace> line;
};

// 3.2 A: a convoy traces 10 MP, not into enemy ZoC (negated by friendly units, 1.2), to a
// friendly railroad hex linked to a friendly edge (or 3 MP to its side's two fixed hexes); a
// railroad depot stands on a station linked by a friendly railroad to a friendly edge.
DepotStatus depotStatus(const OperationsTables& tables, const OrelMap& map, const Stacks& units,
                        const Depot& depot);

// 3.1, 3.2 B: the munitions points it can spend now: none while Unsupplied, doubled for a
// railroad depot at a station of the double-tracked line linked to a friendly edge.
int depotCapacity(const OperationsTables& tables, const OrelMap& map, const Stacks& units,
                  const Depot& depot);

// 3.2 B: the depot's marker when its status is checked (in any phase): the Unsupplied marker
// goes at once when the depot is functional again; it supplies again from the end of the
// phase.
struct DepotMarkerChange {
    bool unsupplied = false;
    bool suppliesFromEndOfPhase = false;
};
DepotMarkerChange depotMarkerOnCheck(const Depot& depot, bool functional);

// 3.2 B: a non-functional depot that used its capacity is marked Unsupplied at the end of
// the combat phase.
bool unsuppliedAtEndOfCombatPhase(bool functional, bool usedCapacity);

// The depots that are functional (3.2 A) and not Unsupplied.
std::vector<Depot> functionalDepots(const OperationsTables& tables, const OrelMap& map,
                                    const Stacks& units, const std::vector<Depot>& depots);

// 8.2.2: whether `unit` is within the supply range (5 MP) of one of its side's `depots`.
bool withinSupplyRange(const OperationsTables& tables, const OrelMap& map, const Stacks& units,
                       const MapUnit& unit, const std::vector<Depot>& depots);

// The two above: within 5 MP of a functional depot of its side (4.3.1 C, victory).
bool withinRangeOfFunctionalDepot(const OperationsTables& tables, const OrelMap& map,
                                  const Stacks& units, const MapUnit& unit,
                                  const std::vector<Depot>& depots);

enum class AttackType { Prepared, Hasty, Barrage };
std::string_view attackTypeName(AttackType type);
std::optional<AttackType> attackTypeNamed(std::string_view name);

// 8.2.1: 2 for a prepared attack, 1 for a hasty one (artillery support included), 1 per
// artillery unit firing a barrage.
int munitionsCost(const SupplyConstants& rules, AttackType type, int artilleryFiring);

struct MunitionsSpending {
    std::optional<std::string> refusal;  // then the action goes ahead unsupplied
    int cost = 0;
    int left = 0;
};
// From one depot only (8.2.1 special case 1).
MunitionsSpending spendMunitions(const SupplyConstants& rules, AttackType type, int artilleryFiring,
                                 int depotPointsLeft);

// 8.2.1: resupply of an Unsupplied unit in range, 1 point per unit; not for a unit that
// declared a barrage, support or attack, nor one in March mode.
struct ResupplyCandidate {
    bool unsupplied = true;
    bool withinRange = true;
    bool declaredAction = false;
    UnitMode mode = UnitMode::Combat;
};
MunitionsSpending resupply(const SupplyConstants& rules, const ResupplyCandidate& unit,
                           int depotPointsLeft);

// What supply does to one unit in a combat: halved strength while Unsupplied (8.2.3), and
// whether it carries an Unsupplied marker afterwards.
struct CombatSupply {
    bool strengthHalved = false;
    bool unsuppliedAfter = false;
};
// 8.2.1: an attacker paid for by a depot in range stays as it was (special case 3: an
// Unsupplied one stays Unsupplied); an unpaid attack is made at full strength, then Unsupplied.
CombatSupply attackerSupply(bool paidByDepotInRange, bool alreadyUnsupplied);
// 8.2.1: in defence a depot supplies every unit in range; those out of range end Unsupplied.
CombatSupply defenderSupply(bool withinRangeOfDepot, bool alreadyUnsupplied);
// 8.2.1 vehicles: armoured trains need a railroad link to a friendly edge, tanks and armoured
// cars a depot in range; they spend no munitions.
CombatSupply vehicleSupply(Mover mover, bool railroadLinkOrDepotInRange, bool alreadyUnsupplied);

// 8.2.3: what an Unsupplied unit may still do.
struct UnsuppliedEffects {
    bool strengthHalved = false;
    bool mayMove = true;
    bool mayFight = true;
};
UnsuppliedEffects unsuppliedEffects(Mover mover);

// 8.2.1 Spoils of War: how many advancing units lose (or avoid) an Unsupplied marker.
int spoilsOfWar(int advancingUnits, int enemyStepsEliminated);

// 8.2.1 special case: when the defender retreats before combat, the attack's munitions
// resupply the attackers that were Unsupplied, or are lost.
struct RetreatBeforeCombatMunitions {
    int attackersResupplied = 0;
    int pointsLost = 0;
};
RetreatBeforeCombatMunitions munitionsAfterRetreatBeforeCombat(int pointsAllocated,
                                                               int unsuppliedAttackers);

// 3.3: a depot alone in its hex is eliminated when an enemy unit advances into it after an
// attack; then up to 2 Unsupplied units of the victor (4 for a railroad depot on the double
// track) within 5 MP lose their marker, and an identical depot enters its owner's next
// movement phase via a friendly edge.
struct DepotElimination {
    bool eliminated = false;
    int enemyUnitsRelieved = 0;
    bool identicalDepotReturns = false;
};
DepotElimination depotElimination(const SupplyConstants& rules, const Depot& depot, bool aloneInHex,
                                  bool enemyAdvancedIn, bool onDoubleTrack);

}  // namespace tachanka::rules::orel::operations
