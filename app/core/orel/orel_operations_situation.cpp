#include "app/core/orel/orel_operations_situation.hpp"

#include <algorithm>

#include "app/core/orel/orel_operations_lookups.hpp"
#include "app/core/orel/scenario_catalog.hpp"
#include "app/core/common/user_error.hpp"
#include "rules/orel/operations/movement.hpp"

namespace tachanka::core {

SituationReport situationReport(const std::filesystem::path& file,
                                const std::set<std::string>& ownerChoices,
                                const std::string& scenario) {
    const auto extent = loadOrelOperationsTables().tables.map;
    return situationReport(asUserErrors([&] { return ops::loadSituation(file, extent); }),
                           ownerChoices, scenario);
}

void addSharedCommand(ops::Situation& situation, const ops::OperationsTables& tables) {
    for (auto& member : situation.membership) {
        for (auto& name :
             ops::sharedCommandFormations(tables.sharedCommand, member.code, situation.date)) {
            const bool present =
                std::any_of(situation.formations.begin(), situation.formations.end(),
                            [&](const ops::CommandFormation& f) { return f.name == name; });
            if (present) member.formations.push_back(std::move(name));
        }
    }
}

SituationReport situationReport(ops::Situation situation,
                                const std::set<std::string>& ownerChoices,
                                const std::string& scenario) {
    const auto victory = loadScenarioById(scenario).victory;
    const auto loaded = loadOrelOperationsTables();
    const auto& tables = loaded.tables;
    addSharedCommand(situation, tables);
    SituationReport report;
    report.date = situation.date;
    report.provisionalTerrain = tables.terrain.provisional;
    const ops::Stacks units(situation.units);
    for (const auto& depot : situation.depots) {
        report.depots.push_back(
            {depot, ops::depotStatus(tables, situation.map, units, depot),
             ops::depotCapacity(tables, situation.map, units, depot)});
    }
    const auto command =
        ops::checkCommand(tables, situation.map, units, situation.formations,
                          situation.membership, ownerChoices);
    report.formations = command.formations;
    const auto usable =
        ops::functionalDepots(tables, situation.map, units, situation.depots);
    for (const auto& unit : situation.units) {
        SituationUnit line;
        line.unit = unit;
        line.stackExertsZoc = ops::exertsZoc(units, unit.hex, unit.side);
        line.inEnemyZoc = ops::inEnemyZoc(units, unit.hex, unit.side);
        line.inSupplyRange =
            ops::withinSupplyRange(tables, situation.map, units, unit, usable);
        line.inCommand = command.inCommand.contains(unit.code);
        report.units.push_back(std::move(line));
    }
    std::set<std::pair<model::Hex, ops::Side>> stacks;
    for (const auto& unit : situation.units) stacks.insert({unit.hex, unit.side});
    for (const auto& [hex, side] : stacks) {
        if (auto refusal = ops::stacking(tables, units, hex, side).refusal) {
            report.overstacked.push_back(*refusal);
        }
    }
    report.victorySituation =
        ops::victorySituation(victory, tables, situation.map, units, situation.depots,
                              situation.combatUnitsLost);
    report.victory =
        asUserErrors([&] { return ops::assessVictory(victory, report.victorySituation); });
    return report;
}

}  // namespace tachanka::core
