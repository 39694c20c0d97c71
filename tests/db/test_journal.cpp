// The journal: every change and its ledger row together; undo reverts the last action exactly;
// the ledger alone rebuilds the campaign's state.

#include <doctest/doctest.h>

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>

#include <stdexcept>
#include <string>

#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "db/journal.hpp"
#include "tests/db/sample_campaign.hpp"
#include "tests/support/temp_folder.hpp"

using tachanka::db::CampaignFile;
using tachanka::db::dumpState;
using tachanka::db::Journal;
using tachanka::db::LedgerTags;
using tachanka::db::Table;
using tachanka::db::Value;
using tachanka::testing::TempFolder;

namespace {

std::int64_t unitId(SQLite::Database& database, const std::string& code) {
    SQLite::Statement query(database, "SELECT id FROM unit WHERE code = ?");
    query.bind(1, code);
    REQUIRE(query.executeStep());
    return query.getColumn(0).getInt64();
}

std::int64_t sideId(SQLite::Database& database, const std::string& name) {
    SQLite::Statement query(database, "SELECT id FROM side WHERE name = ?");
    query.bind(1, name);
    REQUIRE(query.executeStep());
    return query.getColumn(0).getInt64();
}

// A few actions of every sort: a changed value, a NULL set and cleared, a new row.
void playSomeActions(CampaignFile& campaign) {
    auto& database = campaign.database();
    const auto whites = sideId(database, "Whites");
    const auto officers = unitId(database, "off/2K");
    campaign.act("test", "lose a step", [&](Journal& journal) {
        journal.set(Table::Unit, officers, tachanka::db::Column::StepsLost, Value(std::int64_t{1}),
                    LedgerTags::of(tachanka::model::LedgerKind::StepLost).forSide(whites).forUnit(officers).by(1));
    });
    campaign.act("test", "march off the map", [&](Journal& journal) {
        journal.set(Table::Unit, officers, tachanka::db::Column::Hex, tachanka::db::nullValue(),
                    LedgerTags::of(tachanka::model::LedgerKind::Moved).forUnit(officers));
        journal.set(Table::Unit, officers, tachanka::db::Column::Mode, Value(std::string("march")),
                    LedgerTags::of(tachanka::model::LedgerKind::Mode).forUnit(officers));
    });
    campaign.act("test", "raise a battalion", [&](Journal& journal) {
        tachanka::model::Unit recruits;
        recruits.sideId = whites;
        recruits.formationId = 1;
        recruits.code = "Rec/1";
        recruits.name = "Recruits «Орёл»";
        recruits.battalion = true;
        recruits.hex = tachanka::model::Hex::parse("0118");
        journal.insert(Table::Unit, tachanka::db::unitRow(recruits),
                       LedgerTags::of(tachanka::model::LedgerKind::UnitRaised).forSide(whites));
        journal.set(Table::Side, whites, tachanka::db::Column::RecruitPoints, Value(std::int64_t{3}),
                    LedgerTags::of(tachanka::model::LedgerKind::RpIncome).forSide(whites).by(3));
    });
}

}  // namespace

TEST_CASE("a set writes the value and one ledger row with its before and after") {
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    tachanka::testing::sample::createCampaign(file, 1);
    auto campaign = CampaignFile::open(file);
    auto& database = campaign.database();
    const auto reds = sideId(database, "Reds");
    campaign.act("test", "income", [&](Journal& journal) {
        CHECK(journal.set(Table::Side, reds, tachanka::db::Column::RecruitPoints, Value(std::int64_t{5}),
                          LedgerTags::of(tachanka::model::LedgerKind::RpIncome).forSide(reds).by(5).because("track")));
        CHECK_FALSE(journal.set(Table::Side, reds, tachanka::db::Column::RecruitPoints, Value(std::int64_t{5}),
                                LedgerTags::of(tachanka::model::LedgerKind::RpIncome).forSide(reds)));
    });
    CHECK(database.execAndGet("SELECT recruit_points FROM side WHERE name = 'Reds'").getInt() == 5);
    SQLite::Statement row(database,
                          "SELECT kind, side_id, amount, note, entity, field, before, after, "
                          "game_date, phase FROM ledger WHERE action_id = "
                          "(SELECT max(id) FROM action)");
    REQUIRE(row.executeStep());
    CHECK(row.getColumn(0).getString() == "rp-income");
    CHECK(row.getColumn(1).getInt64() == reds);
    CHECK(row.getColumn(2).getInt() == 5);
    CHECK(row.getColumn(3).getString() == "track");
    CHECK(row.getColumn(4).getString() == "side");
    CHECK(row.getColumn(5).getString() == "recruit_points");
    CHECK(row.getColumn(6).getInt() == 0);
    CHECK(row.getColumn(7).getInt() == 5);
    CHECK(row.getColumn(8).getString() == "1919-10-15");
    CHECK(row.getColumn(9).getString() == "depots");
    CHECK_FALSE(row.executeStep());
}

TEST_CASE("a column the schema does not list never reaches SQL") {
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    tachanka::testing::sample::createCampaign(file, 1);
    auto campaign = CampaignFile::open(file);
    const std::string before = dumpState(campaign.database(), true);
    CHECK_THROWS_AS(campaign.act("test", "bad",
                                 [&](Journal& journal) {
                                     // A column of another table: refused before any SQL.
                                     journal.set(Table::Side, 1, tachanka::db::Column::StepsLost,
                                                 Value(std::int64_t{1}),
                                                 LedgerTags::of(tachanka::model::LedgerKind::Override));
                                 }),
                    std::logic_error);
    CHECK(dumpState(campaign.database(), true) == before);
}

TEST_CASE("undo reverts the last action exactly, back to the creation and no further") {
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    tachanka::testing::sample::createCampaign(file, 1);
    auto campaign = CampaignFile::open(file);
    auto& database = campaign.database();
    std::vector<std::string> dumps{dumpState(database, true)};
    const auto whites = sideId(database, "Whites");
    const auto officers = unitId(database, "off/2K");
    campaign.act("test", "lose a step", [&](Journal& journal) {
        journal.set(Table::Unit, officers, tachanka::db::Column::StepsLost, Value(std::int64_t{1}),
                    LedgerTags::of(tachanka::model::LedgerKind::StepLost).forSide(whites).forUnit(officers).by(1));
    });
    dumps.push_back(dumpState(database, true));
    playSomeActions(campaign);

    auto undone = campaign.undo();
    REQUIRE(undone);
    CHECK(undone->description == "raise a battalion");
    CHECK(database.execAndGet("SELECT count(*) FROM unit WHERE code = 'Rec/1'").getInt() == 0);
    REQUIRE(campaign.undo());
    REQUIRE(campaign.undo());  // playSomeActions' own "lose a step", which changed nothing
    CHECK(dumpState(database, true) == dumps[1]);
    REQUIRE(campaign.undo());
    CHECK(dumpState(database, true) == dumps[0]);
    CHECK_FALSE(campaign.undo());
    CHECK(dumpState(database, true) == dumps[0]);
}

TEST_CASE("the ledger alone rebuilds the campaign's current state") {
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    tachanka::testing::sample::createCampaign(file, 1);
    auto campaign = CampaignFile::open(file);
    playSomeActions(campaign);
    const auto empty = folder / "replayed.tachanka";
    CampaignFile::create(empty, [&](SQLite::Database& target) {
        tachanka::db::replayLedger(campaign.database(), target);
    });
    auto replayed = CampaignFile::open(empty);
    CHECK(dumpState(replayed.database(), false) == dumpState(campaign.database(), false));
    CHECK(replayed.database().execAndGet("SELECT hex FROM unit WHERE code = 'Rec/1'").getString() ==
          "0118");
}
