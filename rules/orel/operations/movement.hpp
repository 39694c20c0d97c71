#pragma once
// Movement and special actions (7) as checks and costs: one hex at a time with terrain and
// ZoC costs, stacking, the White Marching Day, the MP of attacks, barrages, Combat mode and
// entrenchment, Orël's suburbs and centre, entry zones and leaving the map.

#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "model/unit_status.hpp"
#include "rules/orel/operations/paths.hpp"

namespace tachanka::rules::orel::operations {

struct MovingUnit {
    Side side = Side::Reds;
    Mover mover = Mover::Infantry;
    int allowance = 0;  // printed MP (plus the Marching Day bonus when declared)
    int remaining = 0;  // MP left before this step
    bool outOfCommand = false;
    bool passedQualityCheck = false;  // 5.3: lets an out-of-command unit go ZoC to ZoC
    UnitMode mode = UnitMode::Combat;
    bool marchingDay = false;
    bool onlyPossibleMove = false;  // 8.7.3: lets a routed unit go ZoC to ZoC
};

// The MP a unit has this turn: its printed allowance, +2 on a White Marching Day (7.1.5),
// less the scenario's penalty on a reinforcement's turn of entry (10.2).
int movementAllowance(const SpecialActionCosts& costs, int printed, bool marchingDay,
                      int entryPenalty);

struct MoveStep {
    std::optional<std::string> refusal;
    int cost = 0;
    bool mustStop = false;  // armoured trains and railroad depots after ZoC to ZoC
};

// 7.1.3: the cost of one step given its terrain cost and whether it leaves and enters enemy
// ZoC (not negated): +1 to leave; ZoC to ZoC all MP but 1 (infantry, artillery, tanks,
// convoys, whatever the terrain) or +2 (cavalry, armoured cars); armoured trains and railroad
// depots go ZoC to ZoC and stop.
MoveStep zocStepCost(const ZocCosts& zoc, Mover mover, int terrainCost, bool fromZoc, bool intoZoc,
                     int allowance);

// 7.1.1 and 7.1.3: the MP to step from `from` into the adjacent `to`. `units` must show the
// moving unit as having moved (it covers nothing: 7.1.3 "Important").
MoveStep moveStep(const OperationsTables& tables, const OrelMap& map, const Stacks& units,
                  const MovingUnit& unit, model::Hex from, model::Hex to);

// 7.1.1 and 7.1.3: the fewest MP in which `unit` goes from `from` to `to`, step by step as
// moveStep allows (terrain, enemy hexes and entry zones, ZoC costs and refusals), whatever its
// MP left (the caller compares). None: no path the rules allow. `units` as for moveStep.
std::optional<Trace> cheapestMove(const OperationsTables& tables, const OrelMap& map,
                                  const Stacks& units, const MovingUnit& unit, model::Hex from,
                                  model::Hex to);

// 7.1.1 and 7.1.3: the MP `unit` spends entering the hexes of `path` in turn from `from`, each
// step as moveStep allows with the MP it has left (`unit.remaining` at the start). A refusal
// names the step that fails; an armoured train or railroad depot that must stop (7.1.3) may go
// no further. `units` as for moveStep.
struct TracedMove {
    std::optional<std::string> refusal;
    int cost = 0;
};
TracedMove tracedMove(const OperationsTables& tables, const OrelMap& map, const Stacks& units,
                      const MovingUnit& unit, model::Hex from, const std::vector<model::Hex>& path);

// 7.1.4: a unit that moved ends in March mode unless it spent MP on Combat mode, an attack,
// a barrage or support fire, or entrenching; after a Marching Day it is in March mode
// whatever it did (7.1.5). A unit that did not move keeps its mode; Routed stays Routed.
UnitMode modeAfterMovement(UnitMode current, bool moved, bool combatAction, bool marchingDay);

// 7.1.5: the White Marching Day's +2 MP (not for vehicles, depots or out-of-command units).
std::optional<std::string> marchingDayRefusal(Side side, Mover mover, bool outOfCommand,
                                              UnitMode mode);

struct Stacking {
    int points = 0;
    int units = 0;
    std::optional<std::string> refusal;
};
// 7.1.2: at the end of a move, at most 10 stacking points (current steps) or 3 units;
// vehicles and depots do not count.
Stacking stacking(const OperationsTables& tables, const Stacks& units, model::Hex hex, Side side);

enum class SpecialAction { CombatMode, PreparedAttack, HastyAttack, Barrage, Entrench };
std::string_view specialActionName(SpecialAction action);
std::optional<SpecialAction> specialActionNamed(std::string_view name);

struct ActingUnit {
    Side side = Side::Reds;
    Mover mover = Mover::Infantry;
    bool shock = false;  // Red shock units: yellow movement allowance
    int allowance = 0;
    int remaining = 0;
    bool outOfCommand = false;
    bool passedQualityCheck = false;  // 5.3: lets an out-of-command unit declare an attack
    bool marchingDay = false;
    UnitMode mode = UnitMode::Combat;
    bool adjacentToTarget = true;  // the attacked hex, or the barrage's target
};

struct ActionCost {
    std::optional<std::string> refusal;
    int cost = 0;
};
// 7.1.4, 7.2, 7.3, 5.3, 8.7.3: the MP of a special action declared at the end of a move
// (support of an attack costs as the attack).
ActionCost specialActionCost(const SpecialActionCosts& costs, const ActingUnit& unit,
                             SpecialAction action);

// 7.3: an entrenchment marker at the end of its owner's movement phase: Under Construction
// becomes Entrenched at the end of the following movement phase; it goes when the unit leaves
// the hex (an Entrenched unit may attack and keep it).
using model::Entrenchment;
Entrenchment entrenchmentAtEndOfMovement(Entrenchment marker, bool begunThisPhase, bool leftHex);

// 7.1.1 Orël: every unit in the hex is in the same place; an attack from Orël puts the whole
// stack in the suburbs; units forced to retreat from the suburbs leave the hex.
enum class OrelPlace { Suburbs, Centre };
std::optional<std::string> orelPlacementRefusal(const std::vector<OrelPlace>& places);
OrelPlace orelPlaceAfterAttack();

// 7.4: enemy units stay out of a reinforcement entry zone unless a mandatory advance or the
// only retreat avoiding enemy units or ZoC takes them there (and then they leave it asap).
std::optional<std::string> entryZoneRefusal(bool mandatoryAdvance, bool onlyRetreatPath);

// 7.4 "Reinforcements enter the map via map edge hexes specified in the scenario. These entry
// hexes are reinforcement entry zones": the edge hexes among a reinforcement's entry hexes (an
// inland one, as Diatchia's 2413, is where it appears, not a zone).
std::set<model::Hex> entryZoneOf(const MapExtent& extent, const std::vector<model::Hex>& entryHexes);

// 7.5: a unit retreated off the map returns via its exit hex or one adjacent to it at its
// next movement phase (a turn later if Routed), or is eliminated. The 41st Rifle Division's
// 1st and 2nd Brigades (and their artillery) may instead come back on 18 October via the
// 46th and 57th Divisions' entry hexes, if they left before then.
struct MapReentry {
    model::GameDate date;
    std::string where;
};
// `leftOn` and `activeSide`: the turn in which it was forced off the map.
// The units the exception names, by the codes of the text's setup: the 1st and 2nd Brigades
// (1/41D, 2/41D) and their artillery (Art1/41D, Art2/41D).
bool reentersWithShockGroup(std::string_view code);
std::vector<MapReentry> mapReentryOptions(const model::GameDate& leftOn, Side activeSide,
                                          Side unitSide, bool routed, model::Hex exitHex,
                                          bool firstOrSecondBrigade41st);

}  // namespace tachanka::rules::orel::operations
