// Listing and choosing scenarios: the shipped ones, the user's overrides, and bad files.

#include <doctest/doctest.h>

#include "app/core/campaign/campaign_service.hpp"
#include "app/core/common/user_error.hpp"
#include "tests/support/data_home.hpp"

using namespace tachanka;
using tachanka::testing::IsolatedDataHome;
using tachanka::testing::TempFolder;

namespace {

std::string minimalScenario(const std::string& id, const std::string& title) {
    return R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario id=")" + id + R"(" title=")" + title + R"(" start="1919-10-20" turns="1">
  <side name="Whites" edges="south" recruit-battalions="3"><formation name="Drozdovski" kind="infantry"><unit code="1/1D" kind="infantry" steps="3" tq="6" strength="7" mp="5" hex="1413"/></formation></side>
  <side name="Reds" edges="north west" recruit-battalions="4"><formation name="Latvians" kind="infantry"><unit code="1/Let" kind="infantry" steps="4" tq="6" strength="5" mp="5" hex="1610"/></formation></side>
</scenario>
)";
}

}  // namespace

TEST_CASE("the three shipped Orel 1919 scenarios are listed and marked provisional") {
    IsolatedDataHome home;
    const auto scenarios = core::listScenarios();
    REQUIRE(scenarios.size() == 3);
    CHECK(scenarios[0].id == "brasovo");
    CHECK(scenarios[1].id == "historical");
    CHECK(scenarios[1].title == "Orel 1919 — historical scenario");
    CHECK(scenarios[2].id == "hypothetical");
    for (const auto& scenario : scenarios) CHECK(scenario.provisional);
    CHECK(scenarios[1].description.find("Shock Group") != std::string::npos);
}

TEST_CASE("a scenario in the user's template folder is listed beside the shipped ones") {
    IsolatedDataHome home;
    std::filesystem::create_directories(home.scenarioOverrides());
    testing::writeFile(home.scenarioOverrides() / "dmitrovsk.xml",
                       minimalScenario("dmitrovsk", "Dmitrovsk, 20 October"));
    const auto scenarios = core::listScenarios();
    REQUIRE(scenarios.size() == 4);
    CHECK(scenarios[0].id == "brasovo");
    CHECK(scenarios[1].id == "dmitrovsk");
    CHECK_FALSE(scenarios[1].provisional);
}

TEST_CASE("a user's file with a shipped scenario's id replaces it (house rules)") {
    IsolatedDataHome home;
    std::filesystem::create_directories(home.scenarioOverrides());
    testing::writeFile(home.scenarioOverrides() / "mine.xml",
                       minimalScenario("historical", "Our own Orël"));
    const auto scenarios = core::listScenarios();
    REQUIRE(scenarios.size() == 3);
    CHECK(scenarios[1].title == "Our own Orël");
    TempFolder folder;
    const auto campaign = core::createCampaign({folder / "c.tachanka", "historical", 1, {}});
    CHECK(campaign.scenarioTitle == "Our own Orël");
    CHECK(campaign.sides[0].formations[0].name == "Drozdovski");
}

TEST_CASE("a broken override file is reported with its file and line") {
    IsolatedDataHome home;
    std::filesystem::create_directories(home.scenarioOverrides());
    const auto file = home.scenarioOverrides() / "broken.xml";
    testing::writeFile(file, "<scenario id=\"x\" title=\"t\" start=\"1919-10-20\" turns=\"1\">\n"
                             "  <side name=\"Whites\">\n</scenario>\n");
    try {
        core::listScenarios();
        FAIL("a malformed scenario file was accepted");
    } catch (const core::UserError& error) {
        const std::string message = error.what();
        CHECK(message.find(file.string() + ":3:") != std::string::npos);
    }
}

TEST_CASE("an unknown scenario id names the ids that exist") {
    IsolatedDataHome home;
    TempFolder folder;
    try {
        core::createCampaign({folder / "c.tachanka", "kiev-1920", 1, {}});
        FAIL("an unknown scenario was accepted");
    } catch (const core::UserError& error) {
        CHECK(std::string(error.what()) == "no scenario 'kiev-1920' (available: brasovo, historical, hypothetical)");
    }
    CHECK_FALSE(std::filesystem::exists(folder / "c.tachanka"));
}
