#pragma once
// What the campaign document tests share: a document printed through core's print table from
// a historical campaign, and the scenario and rules values the printouts must show, read with
// the same loaders the campaign was built from.

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "app/core/printing/print_service.hpp"
#include "model/scenario.hpp"
#include "rules/orel/operations/operations_tables.hpp"
#include "tests/campaign_turns/campaign_fixture.hpp"
#include "tests/support/temp_folder.hpp"

namespace tachanka::testing {

struct Printout {
    std::filesystem::path pdf;
    std::string text;  // pdftotext -layout, every run of spaces made one
};

// `options` gives side, turn and paper; the campaign and the output are filled in.
Printout printOut(const HistoricalCampaign& game, const TempFolder& folder,
                  std::string_view document, core::PrintRequest options = {});

const model::Scenario& historicalScenario();
const rules::orel::operations::RecruitmentConstants& recruitmentRules();

// Every unit the scenario gives the side, those of nested formations and reinforcements too.
std::vector<model::ScenarioUnit> scenarioUnits(std::string_view side);
int scenarioSteps(std::string_view side);
const model::ScenarioUnit& scenarioUnit(std::string_view code);

// The turn track's recruit points for the side on the day, and the Orël point when the side
// holds Orël at the start (a unit set up on its hex).
int trackPoints(std::string_view side, std::string_view isoDay);
int orelBonusAtStart(std::string_view side);

}  // namespace tachanka::testing
