// Advancing a campaign through the sequence of play (Orel 1919, 2) and what the rules do on
// their own when a phase begins: recruit points (4), reinforcements (7.4, 10.2), releases of
// inactive formations (10.2), entrenchments (7.3) and rallied routs (8.7.3 B).

#include <doctest/doctest.h>

#include <algorithm>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/campaign/turn_actions.hpp"
#include "app/core/common/user_error.hpp"
#include "tests/campaign_turns/campaign_fixture.hpp"
#include "tests/support/campaign_dump.hpp"

using namespace tachanka;
using model::Phase;
using testing::HistoricalCampaign;
using testing::number;
using testing::text;

namespace {

struct Position {
    std::string date;
    std::string side;
    Phase phase;
};

}  // namespace

TEST_CASE("a whole day is fourteen phases: the Whites' seven, the Reds' seven, then the next day") {
    HistoricalCampaign game;
    // 2.1 and 2.2: each player's turn is the same seven phases, the White player's first.
    const std::vector<Phase> seven{Phase::Recruitment, Phase::CommandCheck, Phase::RandomEvents,
                                   Phase::Movement,    Phase::Combat,       Phase::CleanUp};
    std::vector<Position> expected;
    for (const auto phase : seven) expected.push_back({"1919-10-15", "Whites", phase});
    expected.push_back({"1919-10-15", "Reds", Phase::DepotStatus});
    for (const auto phase : seven) expected.push_back({"1919-10-15", "Reds", phase});
    expected.push_back({"1919-10-16", "Whites", Phase::DepotStatus});
    REQUIRE(expected.size() == 14);
    for (const auto& position : expected) {
        const auto advance = core::advanceTurn(game.file());
        const auto& now = advance.now.campaign;
        CHECK(now.date.iso() == position.date);
        CHECK(now.activeSide == position.side);
        CHECK(now.phase == position.phase);
        CHECK_FALSE(advance.now.byHand.empty());
    }
    const auto phases = game.ledger("phase");
    // The phase changed 14 times, the active side twice, the date once.
    const auto changed = [&](std::string_view field) {
        return std::count_if(phases.begin(), phases.end(),
                             [&](const db::LedgerEntry& row) { return row.field == field; });
    };
    CHECK(changed("phase") == 14);
    CHECK(changed("active_side_id") == 2);
    CHECK(changed("game_date") == 1);
    // Each side received its day's recruit points once (4), on its own recruitment phase.
    std::vector<db::LedgerEntry> pools;
    for (const auto& row : game.ledger("rp-income")) {
        if (row.field == "recruit_points") pools.push_back(row);
    }
    REQUIRE(pools.size() == 2);
    CHECK(pools[0].sideId == game.sideId("Whites"));
    CHECK(pools[0].phase == "recruitment");
    CHECK(pools[1].sideId == game.sideId("Reds"));
    CHECK(pools[1].phase == "recruitment");
    // 10.2: the first reinforcements and the first release are due on the 16th and the 17th.
    CHECK(game.ledger("unit-arrived").empty());
    CHECK(game.ledger("formation-released").empty());
}

TEST_CASE("recruitment: the turn track's points plus 1 for the side holding Orël (4)") {
    HistoricalCampaign game;
    const auto start = game.campaign();
    // 10.2: Kutepov's corps holds Orël (2705) at the start; the Reds do not.
    const auto whitesTrack = game.turnRecord("1919-10-15", "Whites").trackPoints;
    const auto redsTrack = game.turnRecord("1919-10-15", "Reds").trackPoints;
    game.advanceTo("1919-10-15", "Whites", Phase::Recruitment);
    auto whites = game.turnRecord("1919-10-15", "Whites");
    REQUIRE(whites.received);
    CHECK(*whites.received == whitesTrack + 1);
    CHECK(whites.orelBonus == 1);
    CHECK(whites.pointsLost == 0);
    CHECK(game.campaign().side("Whites")->recruitPoints == whitesTrack + 1);
    const auto row = game.lastAction("rp-income");
    REQUIRE(row.size() == 3);
    CHECK(row[0].field == "recruit_points");
    CHECK(row[0].amount == whitesTrack + 1);
    CHECK(row[0].note.find("Orël 1") != std::string::npos);
    // The Reds' turn track row is untouched until their own recruitment phase.
    CHECK_FALSE(game.turnRecord("1919-10-15", "Reds").received);

    game.advanceTo("1919-10-15", "Reds", Phase::Recruitment);
    const auto reds = game.turnRecord("1919-10-15", "Reds");
    CHECK(*reds.received == redsTrack);
    CHECK(reds.orelBonus == 0);
    CHECK(game.campaign().side("Reds")->recruitPoints == redsTrack);
    CHECK(start.side("Reds")->recruitPoints == 0);
}

TEST_CASE("recruit points above the saved maximum of 12 are lost, not received (4)") {
    HistoricalCampaign game;
    game.setSide("Reds", "recruit_points", number(11));
    const int track = game.turnRecord("1919-10-15", "Reds").trackPoints;
    REQUIRE(track >= 2);
    game.advanceTo("1919-10-15", "Reds", Phase::Recruitment);
    const auto reds = game.turnRecord("1919-10-15", "Reds");
    CHECK(*reds.received == 1);
    CHECK(reds.pointsLost == track - 1);
    CHECK(game.campaign().side("Reds")->recruitPoints == 12);
    const auto lost = game.lastAction("rp-lost");
    REQUIRE(lost.size() == 1);
    CHECK(lost[0].amount == track - 1);
    CHECK(lost[0].sideId == game.sideId("Reds"));
}

TEST_CASE("the Estonian Rifle Division and a railroad depot arrive on 16 October (10.2)") {
    HistoricalCampaign game;
    game.advanceTo("1919-10-16", "Reds", Phase::RandomEvents);  // one short of their movement
    CHECK(game.unit("1/Est").fate == model::UnitFate::Pending);
    const auto before = testing::campaignDump(game.file());
    const auto advance = core::advanceTurn(game.file());
    REQUIRE(advance.now.campaign.phase == Phase::Movement);
    // "1st and 2nd Brigades, VO Regiment, 86th Regiment, Artillery: as reinforcements on
    // 16 October via 1501, with -1 MP each on the turn of entry, except the 86th Regiment
    // which has -3 MP"; "1x Railroad Depot (5m): enter on 16 October via 0701".
    for (const auto* code : {"1/Est", "2/Est", "VO/Est", "86/Est", "Art/Est"}) {
        const auto unit = game.unit(code);
        CHECK(unit.fate == model::UnitFate::Active);
        REQUIRE(unit.hex);
        CHECK(unit.hex->label() == "1501");
    }
    const auto arrived = game.lastAction("unit-arrived");
    REQUIRE(arrived.size() == 10);  // fate and hex of each of the five
    const auto eightySixth = std::find_if(arrived.begin(), arrived.end(), [](const auto& row) {
        return row.note.starts_with("86/Est");
    });
    REQUIRE(eightySixth != arrived.end());
    CHECK(eightySixth->note.find("3 MP less this turn") != std::string::npos);
    const auto depots = game.lastAction("depot");
    REQUIRE(depots.size() == 2);
    CHECK(std::get<std::string>(depots[1].after) == "0701");
    // Units due later stay where they are: the 46th Division enters on 18 October.
    CHECK(game.unit("1/46D").fate == model::UnitFate::Pending);
    CHECK(advance.applied.size() == 6);

    core::undoLastAction(game.file());
    CHECK(testing::campaignDump(game.file()) == before);
}

TEST_CASE("a formation inactive through 16 October is released on the 17th (10.2)") {
    HistoricalCampaign game;
    game.advanceTo("1919-10-16", "Reds", Phase::CleanUp);
    const auto before = testing::campaignDump(game.file());
    const auto advance = core::advanceTurn(game.file());
    CHECK(advance.now.campaign.date.iso() == "1919-10-17");
    const auto campaign = game.campaign();
    // "3rd Brigade (Inactive (in reserve) through 16 October unless enemy within 2 hexes)".
    for (const auto& side : campaign.sides) {
        for (const auto& formation : side.formations) {
            if (formation.name == "3rd Letton Brigade") {
                CHECK_FALSE(formation.inactiveThrough);
            }
            if (formation.name == "9th Rifle Division") {
                REQUIRE(formation.inactiveThrough);
                CHECK(formation.inactiveThrough->iso() == "1919-10-18");
            }
        }
    }
    const auto released = game.lastAction("formation-released");
    REQUIRE(released.size() == 1);
    CHECK(released[0].sideId == game.sideId("Reds"));
    CHECK(released[0].note.find("3rd Letton Brigade") != std::string::npos);

    core::undoLastAction(game.file());
    CHECK(testing::campaignDump(game.file()) == before);
}

TEST_CASE("an entrenchment begun in a movement phase is complete at the end of the next (7.3)") {
    HistoricalCampaign game;
    // 2/1D's marker was there before the day began; 1/1D entrenches in this movement phase.
    game.setUnit("2/1D", "entrenchment", text("under-construction"));
    game.advanceTo("1919-10-15", "Whites", Phase::Movement);
    game.setUnit("1/1D", "entrenchment", text("under-construction"));
    core::advanceTurn(game.file());
    CHECK(game.unit("1/1D").entrenchment == model::Entrenchment::UnderConstruction);
    CHECK(game.unit("2/1D").entrenchment == model::Entrenchment::Entrenched);
    // The Reds' movement phase does nothing to White markers.
    game.advanceTo("1919-10-16", "Whites", Phase::Movement);
    CHECK(game.unit("1/1D").entrenchment == model::Entrenchment::UnderConstruction);
    core::advanceTurn(game.file());
    CHECK(game.unit("1/1D").entrenchment == model::Entrenchment::Entrenched);
    CHECK(game.unit("2/1D").entrenchment == model::Entrenchment::Entrenched);
    const auto rows = game.lastAction("entrenchment");
    REQUIRE(rows.size() == 1);
    CHECK(rows[0].unitId == game.unit("1/1D").id);
    CHECK(std::get<std::string>(rows[0].after) == "entrenched");
}

TEST_CASE("Rout markers from the previous turn go at the clean-up unless in enemy ZoC (8.7.3 B)") {
    HistoricalCampaign game;
    // Routed in the White turn: 7/Let (1409) has no White unit near; 3/9D (2801) is next to
    // 2/1K, 4 steps in 2802.
    game.advanceTo("1919-10-15", "Whites", Phase::Combat);
    for (const auto* code : {"7/Let", "3/9D"}) {
        game.setUnit(code, "mode", text("routed"));
        game.setUnit(code, "routed_on", text("1919-10-15"));
    }
    // Routed in the Reds' own turn: its marker stays at this clean-up.
    game.advanceTo("1919-10-15", "Reds", Phase::Combat);
    game.setUnit("8/Let", "mode", text("routed"));
    game.setUnit("8/Let", "routed_on", text("1919-10-15"));
    const auto before = testing::campaignDump(game.file());
    const auto advance = core::advanceTurn(game.file());
    REQUIRE(advance.now.campaign.phase == Phase::CleanUp);
    const auto rallied = game.unit("7/Let");
    CHECK(rallied.mode == model::UnitMode::Combat);
    CHECK_FALSE(rallied.routedOn);
    CHECK(game.unit("3/9D").mode == model::UnitMode::Routed);
    CHECK(game.unit("8/Let").mode == model::UnitMode::Routed);
    const auto rows = game.lastAction("mode");
    REQUIRE(rows.size() == 2);
    CHECK(rows[0].unitId == rallied.id);
    REQUIRE(advance.applied.size() == 1);
    CHECK(advance.applied[0].text.find("7/Let rallies") == 0);

    core::undoLastAction(game.file());
    CHECK(testing::campaignDump(game.file()) == before);

    // A turn later 8/Let's marker is from the previous turn; 3/9D is still in enemy ZoC.
    game.advanceTo("1919-10-16", "Reds", Phase::CleanUp);
    CHECK(game.unit("8/Let").mode == model::UnitMode::Combat);
    CHECK(game.unit("3/9D").mode == model::UnitMode::Routed);
}

TEST_CASE("after the scenario's last phase the campaign does not advance") {
    HistoricalCampaign game;
    const auto last = game.campaign().lastDay();
    game.set(db::Table::Campaign, 1, db::Column::GameDate, text(last.iso()));
    game.set(db::Table::Campaign, 1, db::Column::ActiveSideId, number(game.sideId("Reds")));
    game.set(db::Table::Campaign, 1, db::Column::Phase, text("clean-up"));
    CHECK(core::describeTurn(game.file()).ended);
    const auto before = testing::campaignDump(game.file());
    CHECK_THROWS_WITH_AS(core::advanceTurn(game.file()),
                         ("the campaign ended on " + last.longForm() +
                          " with the Reds' clean-up: the scenario has no later phase")
                             .c_str(),
                         core::UserError);
    CHECK(testing::campaignDump(game.file()) == before);
}

TEST_CASE("undoing an advance restores the campaign exactly, income included") {
    HistoricalCampaign game;
    const auto before = testing::campaignDump(game.file());
    const auto advance = core::advanceTurn(game.file());
    REQUIRE(advance.applied.size() == 1);
    CHECK(advance.applied[0].kind == "rp-income");
    CHECK(advance.from == "15 October 1919 · Whites turn · Check status of depots");
    const auto undone = core::undoLastAction(game.file());
    CHECK(undone.kind == "advance");
    CHECK(testing::campaignDump(game.file()) == before);
}
