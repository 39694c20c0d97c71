// The hypothetical scenario (10.3): the historical one with only the Red 9th Rifle Division
// inactive, active on 20 October or when attacked, and two White depot values changed.

#include <doctest/doctest.h>

#include "tests/scenarios/shipped.hpp"

using namespace tachanka::model;
using namespace tachanka::testing;

TEST_CASE("10.3: the only inactive formation is the 9th Rifle Division, until 20 October") {
    const Scenario scenario = shippedScenario("hypothetical");
    CHECK(scenario.basedOn == "historical");
    CHECK(inactiveFormations(scenario) == std::vector<std::string>{"9th Rifle Division"});
    const auto& ninth = *formationNamed(scenario, "9th Rifle Division").inactive;
    CHECK(ninth.through == GameDate{1919, 10, 19});  // "becomes active on 20 October"
    REQUIRE(ninth.releasedBy.size() == 1);
    CHECK(ninth.releasedBy[0].event == ReleaseEvent::Attacked);  // "or when it is attacked"
}

TEST_CASE("10.3: the Convoi in 2605 is worth 4 and the railroad depot in Orël 3") {
    const Scenario scenario = shippedScenario("hypothetical");
    for (const auto& found : allDepots(sideNamed(scenario, "Whites"))) {
        const ScenarioDepot& depot = *found.depot;
        CAPTURE(depot.hex->label());
        if (depot.hex == Hex::parse("2605")) {
            CHECK(depot.kind == DepotKind::Convoy);
            CHECK(depot.munitions == 4);
        } else if (depot.hex == Hex::parse("2705")) {
            CHECK(depot.kind == DepotKind::Railroad);
            CHECK(depot.munitions == 3);
        }
    }
}

TEST_CASE("10.3 keeps the rest of 10.2: the order of battle, dates and victory") {
    const Scenario hypothetical = shippedScenario("hypothetical");
    const Scenario historical = shippedScenario("historical");
    CHECK(allUnits(sideNamed(hypothetical, "Whites")).size() == 46);
    CHECK(allUnits(sideNamed(hypothetical, "Reds")).size() == 61);
    CHECK(hypothetical.start == historical.start);
    CHECK(hypothetical.turns == historical.turns);
    CHECK(hypothetical.victory.levels.size() == historical.victory.levels.size());
    CHECK(hypothetical.errata == historical.errata);
    CHECK(unitCoded(hypothetical, "1/Let").hex == Hex::parse("1610"));
}
