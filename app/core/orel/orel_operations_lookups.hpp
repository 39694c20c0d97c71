#pragma once
// Orel 1919 operational look-ups for a player at the table: hexes, movement and action costs,
// recruitment arithmetic, random events and the sequence of play, over the operations tables of
// rules/orel-1919.xml in the template folders (a user's override first). Every failure is a
// UserError.

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/orel/operations/events.hpp"
#include "rules/orel/operations/movement.hpp"
#include "rules/orel/operations/recruitment.hpp"
#include "rules/orel/operations/sequence.hpp"

namespace tachanka::core {

namespace ops = rules::orel::operations;

// The tables in use and the file they came from.
struct OrelOperationsTables {
    std::filesystem::path file;
    ops::OperationsTables tables;
};
OrelOperationsTables loadOrelOperationsTables();

// A UserError unless `hex` is in the map's numbered extent (orel-1919.xml <map>): "`what` must
// be on the Orel 1919 map (columns 01-32, rows 01-20), not 9999".
void requireOnMap(model::Hex hex, std::string_view what = "a hex");
// A hex of the map, as typed; a UserError for text that is no hex or a hex off the map.
model::Hex parseHex(const std::string& text);
ops::Side parseSide(const std::string& text);
ops::Mover parseMover(const std::string& text);

struct HexNeighbours {
    model::Hex hex;
    std::vector<model::Hex> neighbours;  // those on the map
};
HexNeighbours hexNeighbours(const std::string& hex);
int hexDistance(const std::string& from, const std::string& to);

struct MoveCostLookup {
    std::optional<int> cost;  // none: prohibited
    bool mustStop = false;    // armoured trains and railroad depots after ZoC to ZoC
    bool provisional = false;
};
// Leaving and entering enemy ZoC (7.1.3); `allowance` is the unit's MP for ZoC to ZoC.
struct ZocCrossing {
    bool fromZoc = false;
    bool intoZoc = false;
    int allowance = 0;
};
MoveCostLookup moveCostLookup(const std::string& mover, const std::string& terrain,
                              const ops::HexEntry& features, const ZocCrossing& zoc = {});

ops::ActionCost actionCostLookup(const std::string& side, const std::string& mover,
                                 const std::string& action, bool shock);

struct RecruitIncomeRequest {
    std::string side;
    std::optional<std::string> date;  // take the points from the scenario's turn track
    std::optional<int> points;        // or give them
    std::string scenarioId = "historical";
    bool controlsOrel = false;
    int saved = 0;
    int eventLoss = 0;  // Civil Exactions (provisional events list)
};
struct RecruitIncomeLookup {
    ops::RecruitIncome income;
    bool provisional = false;  // the points came from a provisional turn track
};
RecruitIncomeLookup recruitIncomeLookup(const RecruitIncomeRequest& request);

ops::PrisonerConversion prisonersLookup(int prisoners, int groups, int saved);

struct EventLookup {
    int roll = 0;
    ops::RandomEvent event;
    ops::EventProcedure procedure;
    bool provisional = false;
    std::string note;
};
EventLookup eventLookup(const std::string& side, int roll);
// The same from the two d10 the player rolled (tens, then ones; a 10 or 0 reads 0).
EventLookup eventLookup(const std::string& side, const std::vector<int>& tensAndOnes);
// The two d10 as typed (0 to 10) as the dice faces they are (1 to 10); a UserError otherwise.
std::vector<int> eventDiceFaces(const std::vector<int>& tensAndOnes);

struct PhaseLookup {
    ops::TurnPosition next;
    std::vector<std::string> automatic;  // what happens at the next phase
};
PhaseLookup nextPhaseLookup(const std::string& date, const std::string& side,
                            const std::string& phase);

}  // namespace tachanka::core
