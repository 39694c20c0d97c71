#pragma once
// The numbers of Red Actions!' field rules (templates/rules/red-actions-field.xml): the
// "Terrain Effects" movement table, roads, marching and officers' moves, visibility distances,
// weather, vehicle breakdowns and obstacles, trains, fires, barbed wire, digging in and ambush
// scouting. Every number the text gives lives in the file, so a club can change any of them with a
// file of its own.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "rules/redactions/field/ammunition.hpp"
#include "rules/redactions/field/moving_and_shooting.hpp"
#include "rules/redactions/field/segment_actions.hpp"
#include "rules/redactions/initiative.hpp"
#include "rules/redactions/field/terrain_table.hpp"

namespace tachanka::rules::redactions {

// "Movement", "Marching", "Terrain Effects": inches.
struct MovementNumbers {
    int roadBonus = 2;           // a whole move in column on roads
    int marchFactor = 2;         // marching troops and officers away from combat
    int marchClearOfEnemy = 40;  // no marching within this of a visible or known enemy
    int officerMounted = 20;     // officers not attached to units
    int officerOnFoot = 10;
};

// "Visibility": how far a thing can be made out in excellent weather.
struct VisibilityDistance {
    std::string id;  // "single-figures"
    int inches = 0;
    int metres = 0;
    std::string text;  // what can be seen at that distance, as the text says it
};

// "Weather": the effects of one condition (clear, rain, dark night, moonlight, light fog).
struct WeatherCondition {
    std::string id;
    std::string name;
    bool nightOrFog = false;            // morale tests take red-actions.xml's night-or-fog bonus
    int humiliatedMarkers = 0;          // on every unit from the start of the game
    std::optional<int> visibility;      // inches; none: the visibility table alone
    std::optional<int> shootingRange;   // inches every unit's range is cut to
    std::optional<int> friendlyFireOn;  // d6 result on which units coming on friends fire
    int veerDegrees = 0;                // off a clear feature: d6 1 veers left, 6 right, by this
    bool columnAboveHalfSpeed = false;  // units moving faster than half speed must be in column
    bool roadBonus = true;              // the 2" for a whole move on roads
};

// "Tanks", "Armoured Cars": d6 results shared by both.
struct VehicleNumbers {
    int breaksDownOn = 1;    // moved too fast: at most this, temporarily broken down
    int stuckForGoodOn = 1;  // crossing an obstacle: at most this, stuck for the game
    int stuckForNowOn = 2;   // ... at most this, temporarily stuck
    int freedOn = 4;         // a later move: at least this to move again
    int wireProblemOn = 1;   // crushing or clearing wire: a temporary problem
    int wireCrushedOn = 4;   // a wire-removing tank: each strip crushed on at least this
    int wireStripInches = 4;
    int damagedByChargedOn = 6;  // troops contacted by the vehicle immobilise it
    int grenadierBonus = 2;
    int turretArc = 360;  // degrees a vehicle's weapon may fire across
    int sponsonArc = 180;
    int otherArc = 90;  // 45° either side, e.g. an armoured train's side MGs
};

// "Trains".
struct TrainNumbers {
    double maxMove = 8;           // inches along the rails
    double startMove = 1;         // the first move from a stop
    double stopBelow = 1;         // a move under this ends stopped
    double lossPerEngineHit = 2;  // inches off the allowance for each direct hit on an engine
    int engineHitsToImmobilise = 3;
    int turretCarHitsToDestroy = 2;
};

// "Buildings": setting and fighting fires.
struct FireNumbers {
    int setOn = 3;             // d6 at least this: a terror marker on the building
    int spreadPerTurn = 1;     // markers added at the start of each turn
    int markersToDestroy = 5;  // uninhabitable once the markers reach this
    std::vector<std::pair<int, int>> fightRemoves;  // (d6 result, markers removed)
};

// "Barbed Wire".
struct WireNumbers {
    int crossOn = 9;         // 2d6 at least this: across
    int engineersCutOn = 8;  // engineers: 2d6 at least this cuts a base-wide path
};

// "Digging in": cover counted in quarter columns.
struct DiggingNumbers {
    int maxQuarterColumns = 12;
    int quartersPerMoveWithTools = 2;
    int quartersPerMoveWithoutTools = 1;
};

// "Ambushes".
struct AmbushNumbers {
    int scoutRange = 4;         // inches
    int scoutRangeDoubled = 8;  // partisans or a clever officer
    int discoveredOn = 4;       // d6
    int ambusherMoveBonus = 2;  // inches added to the ambusher's move
    int terrorMarkers = 1;      // on the ambushed unit
};

struct FieldTables {
    TerrainTable terrain;
    MovementNumbers movement;
    std::vector<VisibilityDistance> visibility;
    int withinCoverVisibility = 4;  // both units in built-up areas, woods or scrub
    int edgeOfCover = 2;            // troops this near the edge see out and (mostly) are seen
    std::vector<WeatherCondition> weather;
    VehicleNumbers vehicles;
    TrainNumbers trains;
    FireNumbers fires;
    WireNumbers wire;
    DiggingNumbers digging;
    AmbushNumbers ambush;
    MovingAndShootingTable movingAndShooting;
    InitiativeNumbers initiative;
    SegmentActions segmentActions;
    AmmunitionTable ammunition;
    std::filesystem::path file;

    // Throw std::invalid_argument naming the ids there are for an unknown id.
    const VisibilityDistance& visibilityNamed(std::string_view id) const;
    const WeatherCondition& weatherNamed(std::string_view id) const;
};

// Reads and checks the whole file; errors are xml::XmlError with file:line:column.
FieldTables loadFieldTables(const std::filesystem::path& file);

}  // namespace tachanka::rules::redactions
