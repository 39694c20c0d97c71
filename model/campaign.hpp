#pragma once
// A campaign's current state as the store holds it: what every view shows and every use case
// starts from. Identifiers are the store's row ids.

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "model/game_date.hpp"
#include "model/hex.hpp"
#include "model/phase.hpp"
#include "model/scenario.hpp"
#include "model/unit_kind.hpp"
#include "model/unit_status.hpp"

namespace tachanka::model {

// How a unit or depot not yet on the map comes in (7.4).
struct Arrival {
    GameDate date;
    std::vector<Hex> entryHexes;
    int mpPenalty = 0;
    std::string note;
};

struct Unit {
    std::int64_t id = 0;
    std::int64_t sideId = 0;
    std::int64_t formationId = 0;
    std::string code;
    std::string name;
    UnitKind kind = UnitKind::Infantry;
    int stepsMax = 1;
    int stepsLost = 0;
    int troopQuality = 5;  // as it stands: a Recruits marker's −1 is already taken off
    // 4.3.1 B: the unit came back to full strength with recruits; its TQ is permanently one
    // lower (to a floor), which the marker shows on the table.
    bool recruitsMarker = false;
    int strength = 0;
    std::optional<int> charge;
    std::optional<int> fire;
    std::optional<int> movement;
    bool shock = false;
    bool integratedArtillery = false;
    std::optional<TrainWeight> train;
    bool battalion = false;  // a recruit battalion built during the campaign (4.3.2)
    UnitMode mode = UnitMode::Combat;
    std::optional<GameDate> routedOn;  // the day its Routed marker was placed
    bool unsupplied = false;
    Entrenchment entrenchment = Entrenchment::None;
    bool outOfCommand = false;
    std::optional<Hex> hex;
    bool offMap = false;  // 7.5
    bool townCentre = false;  // 7.1.1: in Orël's town centre ("Centre Ville"), not its suburbs
    UnitFate fate = UnitFate::Active;
    std::optional<Arrival> arrival;

    int stepsRemaining() const { return stepsMax - stepsLost; }
    bool inPlay() const { return fate == UnitFate::Active; }
    bool lost() const { return fate == UnitFate::Eliminated || fate == UnitFate::Captured; }
    // An enemy's unit whose position and state a side's file hides by its intelligence
    // setting: in play, with neither a hex nor off the map.
    bool hidden() const { return inPlay() && !hex && !offMap; }
    // Where the sheets say it stands: its hex; "off map" (7.5); "not known" when hidden; "—"
    // for one still to come or lost.
    std::string whereabouts() const;
};

struct Depot {
    std::int64_t id = 0;
    std::int64_t sideId = 0;
    std::optional<std::int64_t> formationId;
    DepotKind kind = DepotKind::Convoy;
    int munitions = 0;
    bool functional = true;
    bool unsupplied = false;
    std::optional<Hex> hex;
    UnitFate fate = UnitFate::Active;
    std::optional<Arrival> arrival;
};

struct Formation {
    std::int64_t id = 0;
    std::optional<std::int64_t> parentId;  // none: directly under the side
    std::string name;
    FormationKind kind = FormationKind::Infantry;
    std::string commander;
    int mainBodies = 1;
    std::string armyId;  // the Red Actions! army list its officers draw from
    std::optional<GameDate> inactiveThrough;
    std::string releaseConditions;  // what ends the inactivity early, as the scenario words it
    // 5.2: the unit codes of its main body (or bodies, 5.2 c) at the last command phase.
    std::set<std::string> mainBody;
    std::vector<Unit> units;
};

struct Side {
    std::int64_t id = 0;
    std::string name;
    std::string commander;
    std::string armyId;
    std::vector<BoardEdge> friendlyEdges;
    int recruitPoints = 0;
    int prisoners = 0;
    int recruitBattalions = 0;  // battalions the scenario lets it build
    std::vector<Formation> formations;  // parents before their subordinates
    std::vector<Depot> depots;

    int unitCount() const;  // units not lost, reinforcements to come included
    int stepCount() const;  // steps remaining over those units
    std::vector<const Unit*> units() const;
};

struct Token {
    std::int64_t id = 0;
    std::int64_t poolId = 0;
    int moraleBonus = 0;
    std::string characteristics;  // names, space-separated, as the army list writes them
    std::optional<std::int64_t> officerId;  // who keeps it; none: still in the pool
};

// The tokens officers of one formation draw from (Red Actions! "Definitions"): one army's
// token mix, drawn without replacement; a kept token leaves the pool for good.
struct TokenPool {
    std::int64_t id = 0;
    std::int64_t sideId = 0;
    std::optional<std::int64_t> formationId;  // none: the side commander's own
    std::string army;
    int seniorDraw = 3;
    int juniorDraw = 1;
    std::vector<Token> tokens;
};

struct Officer {
    std::int64_t id = 0;
    std::int64_t sideId = 0;
    std::optional<std::int64_t> formationId;  // the formation he commands or serves in
    std::optional<std::int64_t> unitId;       // junior officers: the unit they command
    std::string name;
    OfficerRank rank = OfficerRank::Junior;
    std::optional<Token> token;
    OfficerFate fate = OfficerFate::Serving;
};

// A victory location and who holds it (10.2).
struct Location {
    std::int64_t id = 0;
    std::string name;
    Hex hex;
    std::optional<std::int64_t> controllerSideId;
};

struct Campaign {
    std::string name;
    std::string scenarioId;
    std::string scenarioTitle;
    std::uint64_t seed = 0;
    GameDate startDate;
    int turns = 1;
    int recruitPointsPercent = 100;
    GameDate date;
    Phase phase = Phase::DepotStatus;
    std::string activeSide;
    bool provisionalData = false;
    std::map<std::string, std::string> settings;  // optional rules and preferences
    std::vector<Side> sides;
    std::vector<Location> locations;

    // Where the campaign stands, as every view words it:
    // "15 October 1919 · Whites turn · Check status of depots".
    std::string turnLine() const;
    GameDate lastDay() const;
    const Side* side(std::string_view name) const;  // nullptr when none has that name
    const Unit* unit(std::string_view code) const;  // nullptr when no unit has that code
};

}  // namespace tachanka::model
