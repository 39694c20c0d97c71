// The scenario use cases of app/core on the shipped scenarios: the words every front end uses
// for their conditions, the reinforcement schedule, loading by id, and campaigns from each.

#include <doctest/doctest.h>

#include <tuple>

#include "app/core/campaign/campaign_service.hpp"
#include "app/core/orel/scenario_catalog.hpp"
#include "app/core/orel/scenario_text.hpp"
#include "app/core/common/user_error.hpp"
#include "tests/scenarios/shipped.hpp"
#include "tests/support/data_home.hpp"

using namespace tachanka;
using namespace tachanka::testing;

TEST_CASE("inactive statuses in words, as 10.2 and 10.3 give them") {
    const model::Scenario historical = shippedScenario("historical");
    CHECK(core::inactivityText(*formationNamed(historical, "9th Rifle Division").inactive) ==
          "through 1919-10-18 unless attacked");
    CHECK(core::inactivityText(*formationNamed(historical, "3rd Letton Brigade").inactive) ==
          "through 1919-10-16 unless an enemy unit within 2 hexes");
    CHECK(core::inactivityText(
              *formationNamed(historical, "1st “General Kornilov” Shock Regiment").inactive) ==
          "through 1919-10-18 unless attacked, or an enemy unit within 2 hexes (except 9th Rifle "
          "Division), or an enemy unit within 2 hexes of the double-tracked railroad");
    const model::Scenario hypothetical = shippedScenario("hypothetical");
    CHECK(core::inactivityText(*formationNamed(hypothetical, "9th Rifle Division").inactive) ==
          "through 1919-10-19 unless attacked");
}

TEST_CASE("victory conditions and depots in words") {
    const model::Scenario brasovo = shippedScenario("brasovo");
    CHECK(core::conditionText(brasovo.victory.levels.at(0).condition) ==
          "all of (occupy Brasovo, occupy Sevsk)");
    CHECK(core::conditionText(brasovo.victory.levels.at(1).condition) ==
          "not (all of (Whites occupy Brasovo, Whites occupy Sevsk))");
    const model::Scenario historical = shippedScenario("historical");
    CHECK(core::conditionText(historical.victory.levels.at(2).condition) ==
          "any of (occupy Komaritchi, occupy Dmitrovsk, occupy Kromy)");
    const auto depots = model::allDepots(sideNamed(historical, "Whites"));
    CHECK(core::depotLabel(*depots.at(0).depot) == "railroad depot (5m)");
    CHECK(core::depotLabel(*depots.at(1).depot) == "convoy depot (2m)");
}

TEST_CASE("the reinforcement schedule: 10.2's arrivals from 16 to 19 October, by date") {
    const model::Scenario historical = shippedScenario("historical");
    const auto schedule = model::reinforcementSchedule(historical);
    REQUIRE(schedule.size() == 22);  // 20 units, the Red railroad depot and a Red convoy
    CHECK(schedule.front().unit->code == "1/Est");  // the erratum: Estonians on 16/10
    CHECK(schedule.front().arrival->date == model::GameDate{1919, 10, 16});
    CHECK(schedule[5].depot != nullptr);  // the railroad depot via 0701, same day
    CHECK(schedule[6].unit->code == "1Off/Alex");  // Barbovitch on 17/10, not 19/10
    CHECK(schedule.back().unit->code == "Oktiabr");
    CHECK(schedule.back().arrival->date == model::GameDate{1919, 10, 19});
    for (std::size_t i = 1; i < schedule.size(); ++i) {
        CHECK(schedule[i - 1].arrival->date <= schedule[i].arrival->date);
    }
}

TEST_CASE("loadScenarioById loads a variant with its base, an unknown id names the others") {
    IsolatedDataHome home;
    CHECK(model::allUnits(core::loadScenarioById("brasovo").sides.at(0)).size() == 15);
    CHECK_THROWS_WITH_AS(core::loadScenarioById("tsaritsyn"),
                         "no scenario 'tsaritsyn' (available: brasovo, historical, hypothetical)",
                         core::UserError);
}

TEST_CASE("a campaign starts from each of the three scenarios, every unit stored") {
    IsolatedDataHome home;
    TempFolder folder;
    // 10.2 and 10.3: 46 White and 61 Red units; 10.1: 15 and 15 in the Brasovo area.
    const std::vector<std::tuple<std::string, int, int>> expected{
        {"historical", 46, 61}, {"hypothetical", 46, 61}, {"brasovo", 15, 15}};
    for (const auto& [id, whites, reds] : expected) {
        CAPTURE(id);
        const auto campaign = core::createCampaign({folder / (id + ".tachanka"), id, 1, {}});
        CHECK(campaign.scenarioId == id);
        CHECK(campaign.date == model::GameDate{1919, 10, 15});
        CHECK(campaign.activeSide == "Whites");
        CHECK(campaign.provisionalData);
        REQUIRE(campaign.sides.size() == 2);
        CHECK(campaign.sides[0].unitCount() == whites);
        CHECK(campaign.sides[1].unitCount() == reds);
    }
}
