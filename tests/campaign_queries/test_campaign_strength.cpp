// Strength over time: each side's steps in play as the campaign began and at the end of every
// day, taken back through the ledger, checked against the changes the played fixture made and
// against a real reinforcement's arrival.

#include <doctest/doctest.h>

#include "app/core/campaign_queries.hpp"
#include "app/core/campaign_service.hpp"
#include "app/core/campaign_strength.hpp"
#include "app/core/turn_actions.hpp"
#include "tests/campaign_queries/played_campaign.hpp"
#include "tests/support/data_home.hpp"

using namespace tachanka;
using tachanka::testing::IsolatedDataHome;
using tachanka::testing::TempFolder;

namespace {

// Steps of the units in play, side by side, as the model counts them for a campaign.
std::vector<int> stepsInPlay(const model::Campaign& campaign) {
    std::vector<int> steps;
    for (const auto& side : campaign.sides) {
        int total = 0;
        for (const model::Unit* unit : side.units()) {
            if (unit->inPlay()) total += unit->stepsRemaining();
        }
        steps.push_back(total);
    }
    return steps;
}

}  // namespace

TEST_CASE("strength: each day's end follows the losses, captures and recoveries of that day") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    const auto played = testing::playCampaign(file);
    // The same scenario and seed, unplayed: the strength the fixture's campaign began with.
    const auto fresh = stepsInPlay(core::createCampaign({folder / "fresh.tachanka", "historical",
                                                         7, {}}));
    const auto history = core::strengthOverTime(file);
    REQUIRE(history.days == std::vector<std::string>{"1919-10-15", "1919-10-16"});
    REQUIRE(history.sides.size() == 2);
    const auto& whites = history.sides[0];
    const auto& reds = history.sides[1];
    CHECK(whites.side == "Whites");
    CHECK(reds.side == "Reds");
    CHECK(whites.atStart == fresh[0]);
    CHECK(reds.atStart == fresh[1]);
    // 15 October: the White unit lost 1 step, the Red unit 2.
    CHECK(whites.atEnd[0] == fresh[0] - 1);
    CHECK(reds.atEnd[0] == fresh[1] - 2);
    // 16 October: the White step came back; two full-strength Red units were lost.
    CHECK(whites.atEnd[1] == fresh[0]);
    CHECK(reds.atEnd[1] == fresh[1] - 2 - played.capturedUnit.stepsMax -
                               played.eliminatedUnit.stepsMax);
    // Today's point is the campaign as it stands.
    CHECK(std::vector{whites.atEnd[1], reds.atEnd[1]} ==
          stepsInPlay(core::describeCampaign(file)));
}

TEST_CASE("strength: reinforcements count from the day they arrive") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    const auto created = core::createCampaign({file, "historical", 3, {}});
    // 10.2: the Whites' cavalry of the 1st Infantry Division comes in on 18 October.
    const auto* cavalry = created.unit("Cv/MN");
    REQUIRE(cavalry != nullptr);
    REQUIRE(cavalry->fate == model::UnitFate::Pending);
    const auto arrivalDay = model::GameDate::parseIso("1919-10-18");
    model::Campaign now = created;
    while (!(now.date == arrivalDay && now.activeSide == "Whites" &&
             now.phase == model::Phase::Movement)) {
        now = core::advanceTurn(file).now.campaign;
    }
    const auto history = core::strengthOverTime(file);
    REQUIRE(history.days.size() == 4);
    const auto before = stepsInPlay(created);
    CHECK(history.sides[0].atStart == before[0]);
    // Each day's end: the White units due by that day that are in play now (the cavalry
    // among them on the 18th) have joined.
    int arrivals = 0;
    for (std::size_t day = 0; day < history.days.size(); ++day) {
        int arrived = 0;
        for (const auto& line : core::listUnits(file, {.side = "Whites", .fate = "all"})) {
            const auto* then = created.unit(line.unit.code);
            if (then && then->fate == model::UnitFate::Pending && then->arrival &&
                then->arrival->date.iso() <= history.days[day] && line.unit.inPlay()) {
                arrived += line.unit.stepsRemaining();
            }
        }
        CAPTURE(history.days[day]);
        CHECK(history.sides[0].atEnd[day] == before[0] + arrived);
        arrivals = arrived;
    }
    CHECK(arrivals >= cavalry->stepsMax);
    CHECK(history.sides[1].atEnd[3] == stepsInPlay(now)[1]);
}
