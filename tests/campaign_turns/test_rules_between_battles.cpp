// Orel 1919's rules a campaign plays around its battles: random events rolled, held, played and
// expired (6), units forced off the map and their return (7.5), depots eliminated by an enemy
// advance (3.3), the White Marching Day (7.1.5) and Orël's suburbs and centre (7.1.1). Each
// test quotes the sentence of the text it follows.

#include <doctest/doctest.h>

#include <algorithm>

#include "app/core/battles/battles.hpp"
#include "app/core/campaign/random_events.hpp"
#include "app/core/campaign/turn_actions.hpp"
#include "app/core/campaign/umpire_override.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/records/unit_records.hpp"
#include "tests/campaign_turns/campaign_fixture.hpp"
#include "tests/support/campaign_dump.hpp"

using namespace tachanka;
using model::EventState;
using model::Phase;
using testing::HistoricalCampaign;

namespace {

bool mentions(const std::vector<db::LedgerEntry>& rows, std::string_view words) {
    return std::any_of(rows.begin(), rows.end(), [&](const db::LedgerEntry& row) {
        return row.note.find(words) != std::string::npos;
    });
}

const model::Depot* loneDepot(const model::Campaign& campaign, std::string_view owner) {
    for (const auto& side : campaign.sides) {
        if (side.name != owner) continue;
        for (const auto& depot : side.depots) {
            if (depot.fate != model::UnitFate::Active || !depot.hex) continue;
            bool alone = true;
            for (const auto& other : campaign.sides) {
                for (const auto* unit : other.units()) {
                    if (unit->inPlay() && unit->hex == depot.hex) alone = false;
                }
            }
            if (alone) return &depot;
        }
    }
    return nullptr;
}

}  // namespace

TEST_CASE("6: the active player rolls d100 in his events phase, once, on his side's column") {
    HistoricalCampaign game;
    const auto before = testing::campaignDump(game.file());
    // "The active player rolls a d100 ... then checks the result in the Events column for his
    // faction": not in another phase.
    CHECK_THROWS_AS(core::rollCampaignEvent(game.file(), std::vector<int>{2, 0}), core::UserError);
    game.advanceTo("1919-10-15", "Whites", Phase::RandomEvents);
    const auto atEvents = testing::campaignDump(game.file());
    // Two d10: a third typed die is a mistake, and nothing is written.
    CHECK_THROWS_AS(core::rollCampaignEvent(game.file(), std::vector<int>{2, 0, 4}),
                    core::UserError);
    CHECK(testing::campaignDump(game.file()) == atEvents);
    // "the first representing the tens digit and the second the ones digit": 2 then 0 is 20,
    // Civil Exactions on the White column of the shipped (provisional) list.
    const auto rolled = core::rollCampaignEvent(game.file(), std::vector<int>{2, 0});
    CHECK(rolled.typed);
    CHECK(rolled.event.record.roll == 20);
    CHECK(rolled.event.record.title == "Civil Exactions");
    CHECK(rolled.event.record.provisional);
    // "Suffered events take effect immediately (except for Civil Exactions)": it waits.
    CHECK(rolled.event.record.state == EventState::Pending);
    CHECK(rolled.event.timing == "next turn (6.1)");
    CHECK(mentions(game.ledger("random-event"), "tens 2, ones 0, typed"));
    CHECK_THROWS_AS(core::rollCampaignEvent(game.file(), std::nullopt), core::UserError);
    CHECK(before != atEvents);
}

TEST_CASE("6.1: Civil Exactions takes its recruit point at the side's next recruitment") {
    HistoricalCampaign game;
    game.advanceTo("1919-10-15", "Whites", Phase::RandomEvents);
    core::rollCampaignEvent(game.file(), std::vector<int>{2, 0});
    const int saved = game.campaign().side("Whites")->recruitPoints;
    game.advanceTo("1919-10-16", "Whites", Phase::Recruitment);
    const auto track = game.turnRecord("1919-10-16", "Whites");
    const auto now = game.campaign();
    const auto& whites = *now.side("Whites");
    // 4: the track's points, +1 for Orël, the event's point taken, saved up to 12.
    const int offered = static_cast<int>(track.trackPoints) + track.orelBonus - 1;
    CHECK(whites.recruitPoints == std::min(saved + offered, 12));
    const auto events = core::campaignEvents(game.file());
    REQUIRE(events.size() == 1);
    CHECK(events[0].record.state == EventState::Done);
    CHECK(mentions(game.ledger("rp-income"), "Civil Exactions of 15 October 1919 -1"));
}

TEST_CASE("6.2: a Controlled event is held, played, or expires at the end of the opponent's turn") {
    HistoricalCampaign game;
    game.advanceTo("1919-10-15", "Whites", Phase::RandomEvents);
    // 6 then 7 is 67: Fiery Speech, Controlled.
    const auto held = core::rollCampaignEvent(game.file(), std::vector<int>{6, 7});
    CHECK(held.event.record.state == EventState::Held);
    // "may not be kept beyond the end of the opponent's next game turn": the Reds play the
    // same day, after the Whites.
    REQUIRE(held.event.record.expiresOn);
    CHECK(held.event.record.expiresOn->iso() == "1919-10-15");
    game.advanceTo("1919-10-15", "Reds", Phase::CleanUp);
    CHECK(core::campaignEvents(game.file())[0].record.state == EventState::Held);
    game.advanceTo("1919-10-16", "Whites", Phase::DepotStatus);
    CHECK(core::campaignEvents(game.file())[0].record.state == EventState::Expired);
    CHECK_THROWS_AS(core::playCampaignEvent(game.file(), held.event.record.id, ""),
                    core::UserError);
    // The Reds' own held event lasts into the Whites' turn of the next day, and is played.
    game.advanceTo("1919-10-16", "Reds", Phase::RandomEvents);
    const auto reds = core::rollCampaignEvent(game.file(), std::vector<int>{6, 0});
    REQUIRE(reds.event.record.state == EventState::Held);
    CHECK(reds.event.record.expiresOn->iso() == "1919-10-17");
    const auto played = core::playCampaignEvent(game.file(), reds.event.record.id, "3/7D rallies");
    CHECK(played.record.state == EventState::Played);
    CHECK(mentions(game.ledger("random-event"), "3/7D rallies"));
}

TEST_CASE("7.5: a unit off the map comes back in its next movement phase or is eliminated") {
    HistoricalCampaign game;
    game.advanceTo("1919-10-15", "Whites", Phase::Combat);
    // "during its next movement phase if it is not Routed": a Red unit forced off in the White
    // turn is due back in the Red movement phase of the same day.
    core::UnitChangeRequest off;
    off.code = "3/7D";
    off.offMap = true;
    const auto left = core::recordUnitChange(game.file(), off);
    REQUIRE(left.changes.size() == 1);
    CHECK(left.changes[0].find("movement phase of 15 October 1919") != std::string::npos);
    // The exception: "the 1st and 2nd Brigades of the 41st Rifle Division ... may choose to
    // reenter the map on 18 October".
    off.code = "1/41D";
    const auto brigade = core::recordUnitChange(game.file(), off);
    CHECK(brigade.changes[0].find("18 October 1919") != std::string::npos);
    game.advanceTo("1919-10-15", "Reds", Phase::Combat);
    // "If a unit is unable to reenter the map on the required turn, it is eliminated."
    CHECK(game.unit("3/7D").fate == model::UnitFate::Eliminated);
    CHECK(mentions(game.ledger("unit-eliminated"), "(7.5)"));
    CHECK(game.unit("1/41D").fate == model::UnitFate::Active);
    game.advanceTo("1919-10-18", "Reds", Phase::Combat);
    CHECK(game.unit("1/41D").fate == model::UnitFate::Eliminated);
}

TEST_CASE("3.3: a depot alone in its hex is eliminated when an enemy advances into it") {
    HistoricalCampaign game;
    const auto start = game.campaign();
    const auto* depot = loneDepot(start, "Whites");
    REQUIRE(depot != nullptr);
    const std::string hex = depot->hex->label();
    core::UnitChangeRequest advance;
    advance.code = "3/7D";
    advance.hex = hex;
    // "A depot is eliminated when it is attacked while alone in a hex and an enemy unit
    // advances after combat (8.7.4) into the hex": only in the Reds' combat phase.
    CHECK_THROWS_AS(core::recordUnitChange(game.file(), advance), core::UserError);
    game.advanceTo("1919-10-15", "Reds", Phase::Combat);
    // An advance after a combat fought on the table, recorded by the umpire: no move of the
    // movement phase (7).
    const core::UmpireOverride umpire("the advance after an attack fought on the table");
    const auto result = core::recordUnitChange(game.file(), advance);
    const auto eliminated = std::find_if(
        result.changes.begin(), result.changes.end(),
        [](const std::string& line) { return line.find("is eliminated") != std::string::npos; });
    REQUIRE(eliminated != result.changes.end());
    // "up to 2 friendly Unsupplied units ... may remove their Unsupplied marker".
    CHECK(eliminated->find("up to 2") != std::string::npos);
    // "an identical depot arrives as a reinforcement in the owning player's next movement
    // phase": the Whites' of the 16th.
    const auto whites = *game.campaign().side("Whites");
    const auto again = std::find_if(whites.depots.begin(), whites.depots.end(),
                                    [&](const model::Depot& d) {
                                        return d.fate == model::UnitFate::Pending &&
                                               d.kind == depot->kind && d.arrival &&
                                               d.arrival->date.iso() == "1919-10-16";
                                    });
    CHECK(again != whites.depots.end());
    game.advanceTo("1919-10-16", "Whites", Phase::Movement);
    CHECK(mentions(game.ledger("depot"), "via a friendly board edge (3.3)"));
}

TEST_CASE("7.1.5: a White Marching Day, never next to the enemy, ends in March mode") {
    HistoricalCampaign game;
    core::UnitChangeRequest march;
    march.code = "Res/1D";
    march.hex = "2605";
    march.marchingDay = true;
    // Declared in the movement phase only.
    CHECK_THROWS_AS(core::recordUnitChange(game.file(), march), core::UserError);
    game.advanceTo("1919-10-15", "Whites", Phase::Movement);
    // "At no time during its move may a unit be adjacent to an enemy unit": 1/1K at 2903
    // stands next to 1/9D.
    core::UnitChangeRequest nextToEnemy = march;
    nextToEnemy.code = "1/1K";
    nextToEnemy.hex = "2806";
    CHECK_THROWS_AS(core::recordUnitChange(game.file(), nextToEnemy), core::UserError);
    // "units (other than vehicles and Depots)".
    core::UnitChangeRequest tank = march;
    tank.code = "Tanks/1D";
    CHECK_THROWS_AS(core::recordUnitChange(game.file(), tank), core::UserError);
    const auto marched = core::recordUnitChange(game.file(), march);
    // "After a Marching Day, units are automatically in March mode and cannot spend MP for
    // special actions (including entering Combat mode)."
    CHECK(marched.unit.mode == model::UnitMode::March);
    CHECK(game.ledger("marching-day").size() == 1);
    core::UnitChangeRequest combat;
    combat.code = "Res/1D";
    combat.mode = "combat";
    CHECK_THROWS_AS(core::recordUnitChange(game.file(), combat), core::UserError);
    core::UnitChangeRequest entrench;
    entrench.code = "Res/1D";
    entrench.entrenchment = "under-construction";
    CHECK_THROWS_AS(core::recordUnitChange(game.file(), entrench), core::UserError);
    // "The White player's units": the Reds have none.
    game.advanceTo("1919-10-15", "Reds", Phase::Movement);
    core::UnitChangeRequest red = march;
    red.code = "3/7D";
    red.hex = "1311";
    CHECK_THROWS_AS(core::recordUnitChange(game.file(), red), core::UserError);
}

TEST_CASE("7.1.1: Orël's units stand together in its suburbs or its centre") {
    HistoricalCampaign game;
    core::UnitChangeRequest centre;
    centre.code = "Res/1D";
    centre.orelPlace = "centre";
    // "The choice of location may be changed during each friendly movement phase."
    CHECK_THROWS_AS(core::recordUnitChange(game.file(), centre), core::UserError);
    game.advanceTo("1919-10-15", "Whites", Phase::Movement);
    core::UnitChangeRequest away = centre;
    away.code = "1/1K";
    CHECK_THROWS_AS(core::recordUnitChange(game.file(), away), core::UserError);
    core::recordUnitChange(game.file(), centre);
    // "All the units in Orël must be located in the same place, suburbs or town center."
    CHECK(game.unit("Res/1D").townCentre);
    CHECK(game.unit("Tanks/1D").townCentre);
    // A unit leaving takes no marker with it; one entering joins the others' place.
    core::UnitChangeRequest out;
    out.code = "Tanks/1D";
    out.hex = "2605";
    core::recordUnitChange(game.file(), out);
    CHECK_FALSE(game.unit("Tanks/1D").townCentre);
    out.hex = "2705";
    core::recordUnitChange(game.file(), out);
    CHECK(game.unit("Tanks/1D").townCentre);
    // The Reds attacking Orël fight the centre's terrain.
    game.setUnit("3/7D", "hex", testing::text("2704"));
    game.advanceTo("1919-10-15", "Reds", Phase::Combat);
    core::BattlePlanRequest attack;
    attack.attackers = {"3/7D"};
    attack.hex = "2705";
    CHECK(core::planBattle(game.file(), attack).battle.choices.terrain == "orel-centre");
}

TEST_CASE("7.1.1: when one unit in Orël attacks, the whole stack is in the suburbs") {
    HistoricalCampaign game;
    game.advanceTo("1919-10-15", "Whites", Phase::Movement);
    core::UnitChangeRequest centre;
    centre.code = "Res/1D";
    centre.orelPlace = "centre";
    core::recordUnitChange(game.file(), centre);
    game.setUnit("3/7D", "hex", testing::text("2704"));
    game.advanceTo("1919-10-15", "Whites", Phase::Combat);
    core::BattlePlanRequest attack;
    attack.attackers = {"Res/1D"};
    attack.hex = "2704";
    core::planBattle(game.file(), attack);
    // "If at least one unit in Orël attacks, all of the units in the stack are immediately
    // located in the suburbs."
    CHECK_FALSE(game.unit("Res/1D").townCentre);
    CHECK_FALSE(game.unit("Tanks/1D").townCentre);
}
