#pragma once
// Reads an Orel 1919 situation file and applies the operational rules to it: each depot's
// status and capacity, each unit's ZoC, supply range and command, and the victory levels the
// position would give under a scenario's victory conditions. Every failure is a UserError.

#include <filesystem>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "rules/orel/operations/situation_file.hpp"
#include "rules/orel/operations/victory.hpp"

namespace tachanka::core {

namespace ops = rules::orel::operations;

struct SituationDepot {
    ops::Depot depot;
    ops::DepotStatus status;
    int capacity = 0;
};

struct SituationUnit {
    ops::MapUnit unit;
    bool stackExertsZoc = false;  // the units of its side in its hex (1.2)
    bool inEnemyZoc = false;
    bool inSupplyRange = false;  // within 5 MP of a functional depot of its side
    bool inCommand = false;
};

struct SituationReport {
    model::GameDate date;
    std::vector<SituationDepot> depots;
    std::vector<SituationUnit> units;
    std::vector<ops::FormationCommand> formations;
    std::vector<std::string> overstacked;  // one line per hex over the 7.1.2 limits
    ops::VictorySituation victorySituation;
    ops::VictoryResult victory;
    bool provisionalTerrain = false;
};

// `ownerChoices`: unit codes naming the main body the owner picks on a tie (5.2 b).
// `scenario`: the id of the scenario whose victory locations and levels apply.
SituationReport situationReport(const std::filesystem::path& file,
                                const std::set<std::string>& ownerChoices,
                                const std::string& scenario = "historical");
// 5.1 notes: the formations besides its own that may command each unit on the situation's
// day, from the tables' shared-command rules, added to its membership.
void addSharedCommand(ops::Situation& situation, const ops::OperationsTables& tables);
// The same for a position already read (the campaign's own, app/core/map/map_situation.hpp).
SituationReport situationReport(ops::Situation situation,
                                const std::set<std::string>& ownerChoices,
                                const std::string& scenario);

}  // namespace tachanka::core
