#include "tests/reports/campaign_documents_fixture.hpp"

#include <regex>
#include <stdexcept>

#include "app/core/orel/orel_operations_lookups.hpp"
#include "app/core/orel/scenario_catalog.hpp"
#include "rules/orel/scenario_file.hpp"
#include "tests/support/poppler.hpp"

namespace tachanka::testing {
namespace {

void collect(const model::ScenarioFormation& formation, std::vector<model::ScenarioUnit>& units) {
    units.insert(units.end(), formation.units.begin(), formation.units.end());
    for (const auto& subordinate : formation.subordinates) collect(subordinate, units);
}

}  // namespace

Printout printOut(const HistoricalCampaign& game, const TempFolder& folder,
                  std::string_view document, core::PrintRequest options) {
    options.campaign = game.file();
    options.output = folder / (std::string(document) + ".pdf");
    core::printDocument(document, options);
    return {options.output,
            std::regex_replace(pdfText(options.output), std::regex(" +"), " ")};
}

const model::Scenario& historicalScenario() {
    static const model::Scenario scenario = core::loadScenarioById("historical");
    return scenario;
}

const rules::orel::operations::RecruitmentConstants& recruitmentRules() {
    static const auto rules = core::loadOrelOperationsTables().tables.recruitment;
    return rules;
}

std::vector<model::ScenarioUnit> scenarioUnits(std::string_view side) {
    std::vector<model::ScenarioUnit> units;
    for (const auto& each : historicalScenario().sides) {
        if (each.name != side) continue;
        for (const auto& formation : each.formations) collect(formation, units);
    }
    return units;
}

int scenarioSteps(std::string_view side) {
    int steps = 0;
    for (const auto& unit : scenarioUnits(side)) steps += unit.steps;
    return steps;
}

const model::ScenarioUnit& scenarioUnit(std::string_view code) {
    static std::vector<model::ScenarioUnit> all;
    if (all.empty()) {
        for (const char* side : {"Whites", "Reds"}) {
            const auto units = scenarioUnits(side);
            all.insert(all.end(), units.begin(), units.end());
        }
    }
    for (const auto& unit : all) {
        if (unit.code == code) return unit;
    }
    throw std::logic_error("the scenario has no unit " + std::string(code));
}

int trackPoints(std::string_view side, std::string_view isoDay) {
    return rules::orel::recruitPointsFor(historicalScenario(), side,
                                         model::GameDate::parseIso(isoDay));
}

int orelBonusAtStart(std::string_view side) {
    for (const auto& location : historicalScenario().victory.locations) {
        if (location.name != "Orël") continue;
        for (const auto& unit : scenarioUnits(side)) {
            if (unit.hex == location.hex) return recruitmentRules().orelBonus;
        }
    }
    return 0;
}

}  // namespace tachanka::testing
