#pragma once
// Every number of Orel 1919's operational rules (sections 1-7, 8.2), as read from
// templates/rules/orel-1919.xml (rules/orel/orel_tables.hpp). The engines take these tables as an input, so a
// user's override of the file changes the game without touching code.

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/game_date.hpp"
#include "model/hex.hpp"
#include "rules/orel/operations/side.hpp"
#include "rules/xml/xml_document.hpp"

namespace tachanka::rules::orel::operations {

enum class Terrain { Clear, Town, Orel, Forest };
std::string_view terrainName(Terrain terrain);
std::optional<Terrain> terrainNamed(std::string_view name);
std::string terrainNames();

// The movers that have a column in the Terrain Effects Table.
inline constexpr std::array<Mover, 6> terrainMovers{Mover::Infantry,    Mover::Cavalry,
                                                    Mover::Artillery,   Mover::Tank,
                                                    Mover::ArmouredCar, Mover::Convoy};

// MP to enter, per mover; none: prohibited.
using MoveCosts = std::map<Mover, std::optional<int>>;

struct TerrainEffects {
    std::map<Terrain, MoveCosts> terrain;
    MoveCosts riverExtra;  // crossing a river hexside, added to the terrain cost
    MoveCosts road;        // along a road: replaces terrain and river
    bool provisional = false;
    std::string note;
};

struct ZocCosts {
    int leaveExtra = 1;
    // ZoC to ZoC: a fixed extra cost, or none for "all MP but one" (7.1.3).
    std::map<Mover, std::optional<int>> zocToZocExtra;
};

struct SpecialActionCosts {
    int combatMode = 1;
    int marchingDayBonus = 2;
    int barrageArtillery = 3;
    int barrageArmouredTrain = 0;
    int preparedReds = 3;
    int preparedRedShock = 2;
    int preparedWhites = 2;
    int preparedTank = 3;
    int preparedArmouredCar = 2;
    int preparedArmouredTrain = 0;
    int hastyAll = 1;
    int hastyArmouredTrain = 0;
};

struct ConvoyException {
    int line = 3;
    std::vector<model::Hex> hexes;
};

struct SupplyConstants {
    int supplyRange = 5;
    int convoyLine = 10;
    int doubleTrackFactor = 2;
    int preparedAttack = 2;
    int hastyAttack = 1;
    int barragePerArtillery = 1;
    int resupplyPerUnit = 1;
    int eliminationRelief = 2;
    int eliminationReliefDoubleTrack = 4;
    std::map<Side, ConvoyException> convoyExceptions;
};

struct RecruitmentConstants {
    int savedMaximum = 12;
    int orelBonus = 1;
    int prisonersPerRp = 3;
    int battalionCost = 2;
    int recoveryRange = 5;
    int recruitsPenalty = 1;
    std::map<Side, int> battalionLimit;
    std::map<Side, int> tqFloor;
};

struct CommandDistances {
    int mainBody = 3;
    int cavalry = 3;
    int artillery = 3;
    int cavalryFormation = 3;
};

// 5.1 notes: units a formation other than their own may command, from a date on.
struct SharedCommand {
    std::vector<std::string> units;  // unit codes
    std::string formation;
    std::optional<model::GameDate> from;
};

enum class EventKind { Suffered, Controlled, None };
std::string_view eventKindName(EventKind kind);
std::optional<EventKind> eventKindNamed(std::string_view name);

struct RandomEvent {
    int from = 1;
    int to = 100;
    std::string id;
    EventKind kind = EventKind::None;
    std::string title;
    std::string effect;
    // Recruit points the event takes from the side's next recruitment (Civil Exactions).
    int recruitPointsLostNextTurn = 0;
};

struct EventsTable {
    std::map<Side, std::vector<RandomEvent>> events;  // in roll order, never overlapping
    bool provisional = false;
    std::string note;
};

struct MapExtent {
    int firstColumn = 1;
    int lastColumn = 32;
    int firstRow = 1;
    int lastRow = 20;
    bool contains(model::Hex hex) const;
};

struct OperationsTables {
    MapExtent map;
    TerrainEffects terrain;
    ZocCosts zoc;
    int stackingPoints = 10;
    int stackingUnits = 3;
    SpecialActionCosts actions;
    SupplyConstants supply;
    RecruitmentConstants recruitment;
    std::map<Side, CommandDistances> command;
    std::vector<SharedCommand> sharedCommand;
    EventsTable events;
};

// Reads the operational sections of <orel-1919> and the MP columns of its Terrain Effects
// Table; throws xml::XmlError ("file:line:col: element: what") for anything missing or
// malformed.
OperationsTables readOperationsTables(const xml::Element& root);

}  // namespace tachanka::rules::orel::operations
