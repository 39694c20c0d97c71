#pragma once
// A scenario as its data file states it (Orel 1919, section 10): the sides and their order of
// battle, setup hexes, out-of-command and inactive formations, reinforcements, depots, recruit
// battalions, the turn record track, victory locations and levels, special rules and errata.

#include <optional>
#include <string>
#include <vector>

#include "model/game_date.hpp"
#include "model/hex.hpp"
#include "model/unit_kind.hpp"

namespace tachanka::model {

// How a unit or depot that is not on the map at the start comes in (7.4): on a date, by one
// of the entry hexes, with fewer MP on the turn of entry.
struct ScenarioArrival {
    GameDate date;
    std::vector<Hex> entryHexes;  // the choices; one is used
    int mpPenalty = 0;            // MP lost on the turn of entry ("-1 MP")
    std::string note;             // other ways in the text allows, e.g. "or any station of..."
};

enum class TrainWeight { Light, Heavy };  // "Lég" / "Lo" on the counter (1.1)

struct ScenarioUnit {
    std::string code;  // as printed on the counter, e.g. "1/Let"
    std::string name;
    UnitKind kind = UnitKind::Infantry;
    int steps = 1;
    int troopQuality = 5;
    int strength = 0;                 // combat strength (cavalry: dismounted)
    std::optional<int> charge;        // cavalry only: the right-hand, charging strength
    std::optional<int> fire;          // artillery and armoured trains: fire/support strength
    std::optional<int> movement;      // MP; none for armoured trains (unlimited along railroads)
    bool shock = false;               // Red shock unit: MP printed in yellow (7.2)
    bool integratedArtillery = false; // guns trained for direct fire with the unit (1.1)
    std::optional<TrainWeight> train; // armoured trains only
    bool outOfCommand = false;        // "OOC" at setup
    std::optional<Hex> hex;           // setup hex; none: arrives as a reinforcement
    std::optional<ScenarioArrival> arrival;
};

enum class DepotKind { Convoy, Railroad };  // "Convoi" / "Depot Fer" (3)

struct ScenarioDepot {
    DepotKind kind = DepotKind::Convoy;
    int munitions = 0;  // munitions points ("4m")
    std::optional<Hex> hex;
    std::optional<ScenarioArrival> arrival;
};

// What ends an inactive status before its date (10.2): the formation is attacked, an enemy
// comes within some hexes (perhaps except one enemy formation), or an enemy comes within
// some hexes of the double-tracked railroad.
enum class ReleaseEvent { Attacked, EnemyWithin, EnemyNearDoubleTrack };

struct ReleaseCondition {
    ReleaseEvent event = ReleaseEvent::Attacked;
    int hexes = 0;          // EnemyWithin, EnemyNearDoubleTrack
    std::string exceptFormation;  // EnemyWithin: enemy units of this formation do not count
};

// "attacked, or an enemy unit within 2 hexes (except ...)": what releases a formation early.
std::string releaseConditionsText(const std::vector<ReleaseCondition>& conditions);
// The conditions in words releaseConditionsText wrote (a campaign keeps the words); words it
// never writes are no condition.
std::vector<ReleaseCondition> releaseConditionsRead(std::string_view conditionsText);
// Whether words releaseConditionsText wrote release the formation when it is attacked.
bool releasedWhenAttacked(std::string_view conditionsText);

struct Inactivity {
    GameDate through;  // inactive up to and including this day
    std::vector<ReleaseCondition> releasedBy;  // any one releases the whole formation
};

// Armies and divisions group formations; infantry and cavalry formations are the ones whose
// units keep a main body (5.2.1, 5.2.2).
enum class FormationKind { Army, Group, Division, Infantry, Cavalry };

// From a date, a formation may also command units of another (5.1: the Tchervonno-Kazak
// brigade becoming the 8th Cavalry Division on 20 October).
struct ExtraCommand {
    GameDate from;
    std::vector<std::string> unitCodes;
};

// How many formations deep an order of battle goes, the top one counted (army, corps,
// division, brigade... the Orel orders of battle go four deep): a chain of command longer
// than this is a damaged or hostile file, and walking it must stay cheap.
inline constexpr int maxFormationLevels = 16;

struct ScenarioFormation {
    std::string name;
    FormationKind kind = FormationKind::Infantry;
    std::string commander;
    int mainBodies = 1;  // 5.2.1 (c): the 41st Rifle Division may define two
    std::string armyId;  // its Red Actions! army list when not its side's (the Letton Rifles)
    std::optional<Inactivity> inactive;
    std::vector<ExtraCommand> extraCommand;
    // Under an army or division: its independent units. Vehicles and depots stand where the
    // scenario lists them, but belong to no formation and are always in command (5.1).
    std::vector<ScenarioUnit> units;
    std::vector<ScenarioDepot> depots;
    std::vector<ScenarioFormation> subordinates;
};

enum class BoardEdge { North, South, East, West };

struct ScenarioSide {
    std::string name;
    std::string commander;
    std::string armyId;  // the Red Actions! army list its officers draw tokens from
    std::vector<BoardEdge> friendlyEdges;  // 1.2: South for the Whites, North and West for the Reds
    int recruitBattalions = 0;             // new battalions that may be built (4.3.2)
    // The counter a new recruit battalion takes (code: its counter type), when the file says.
    std::optional<ScenarioUnit> recruitBattalion;
    std::vector<ScenarioFormation> formations;
};

// Recruit points a side receives each day of a stretch of the turn record track.
struct RecruitPointsRun {
    std::string side;
    GameDate from;
    GameDate through;
    int points = 0;
};

struct TurnTrack {
    bool provisional = false;  // the text gives no recruit points: see READINGS.md
    std::vector<RecruitPointsRun> recruitPoints;
};

// The part of the map a scenario is played on (10.1): inclusive bounds, none = open.
struct MapArea {
    std::optional<int> minColumn, maxColumn, minRow, maxRow;
    std::string text;  // as the rules word it

    bool contains(const Hex& hex) const;
};

struct VictoryLocation {
    std::string name;
    Hex hex;
};

// A victory condition as a tree: occupy a location, a condition the text words that the
// victory engine knows by name, or all / any / none of the nested conditions.
enum class ConditionKind { Occupy, Named, AllOf, AnyOf, Not };

struct VictoryCondition {
    ConditionKind kind = ConditionKind::AllOf;
    std::string location;  // Occupy: a victory location's name
    std::string side;      // Occupy: the side that must hold it; empty: the level's own side
    std::string name;      // Named: e.g. "double-track-clear"
    std::string text;      // Named: as the rules word it
    std::vector<VictoryCondition> conditions;
};

struct VictoryLevel {
    std::string side;
    std::string level;  // "strategic", "regional", "minor", "victory"
    int rank = 1;       // higher is better; equal ranks on both sides draw
    VictoryCondition condition;
};

// Victory shifts down by `levels` once a side has lost `combatUnits` combat units.
struct LossShift {
    int combatUnits = 0;
    int levels = 0;
};

struct Victory {
    std::vector<VictoryLocation> locations;
    std::vector<VictoryLevel> levels;
    std::vector<LossShift> lossShifts;
    std::string text;  // the rules' own words, for the players
};

struct Scenario {
    std::string id;
    std::string title;
    std::string description;
    std::string basedOn;  // id of the scenario this one changes, if any
    GameDate start;
    int turns = 1;
    int recruitPointsPercent = 100;  // 10.1: Brasovo gives each side 50%
    // Values the published components give but the rules text does not (READINGS.md):
    // shipped as a reconstruction, and every view of them must say so.
    bool provisional = false;
    std::string provisionalNote;
    std::optional<MapArea> area;
    std::vector<ScenarioSide> sides;
    TurnTrack track;
    Victory victory;
    std::vector<std::string> specialRules;
    std::vector<std::string> errata;

    GameDate lastDay() const;
};

std::string_view trainWeightName(TrainWeight weight);
std::optional<TrainWeight> trainWeightNamed(std::string_view name);
std::string_view depotKindName(DepotKind kind);
std::optional<DepotKind> depotKindNamed(std::string_view name);
std::string depotKindNames();
std::string_view releaseEventName(ReleaseEvent event);
std::optional<ReleaseEvent> releaseEventNamed(std::string_view name);
std::string releaseEventNames();
std::string_view formationKindName(FormationKind kind);
std::optional<FormationKind> formationKindNamed(std::string_view name);
std::string formationKindNames();
std::string_view boardEdgeName(BoardEdge edge);
std::optional<BoardEdge> boardEdgeNamed(std::string_view name);
std::string boardEdgeNames();

// Every unit of a formation and its subordinates, with the formation it is listed under.
struct UnitInFormation {
    const ScenarioUnit* unit;
    const ScenarioFormation* formation;
};
std::vector<UnitInFormation> allUnits(const ScenarioFormation& formation);
std::vector<UnitInFormation> allUnits(const ScenarioSide& side);

struct DepotInFormation {
    const ScenarioDepot* depot;
    const ScenarioFormation* formation;
};
std::vector<DepotInFormation> allDepots(const ScenarioSide& side);

// The turn record track's reinforcements: every unit and depot not on the map at the start,
// by date of arrival (file order within a day).
struct ScheduledArrival {
    std::string side;
    const ScenarioArrival* arrival;
    const ScenarioUnit* unit;    // one of unit and depot is set
    const ScenarioDepot* depot;
};
std::vector<ScheduledArrival> reinforcementSchedule(const Scenario& scenario);

}  // namespace tachanka::model
