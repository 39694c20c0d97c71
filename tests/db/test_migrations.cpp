// Files of every earlier schema version open in this version: migrated in one transaction,
// their rows kept, and entered on the ledger so that undo and the replay work on them too.

#include <doctest/doctest.h>

#include <SQLiteCpp/Database.h>

#include <filesystem>
#include <string>
#include <vector>

#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "db/journal.hpp"
#include "db/schema.hpp"
#include "tests/support/temp_folder.hpp"

using tachanka::db::CampaignFile;
using tachanka::db::dumpState;
using tachanka::testing::TempFolder;

namespace {

// A campaign as the first release (schema 1) wrote it: a side each, a formation, two units,
// the creation action and its ledger row.
void writeVersion1Campaign(const std::filesystem::path& file) {
    SQLite::Database database(file.string(), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    database.exec(std::string(tachanka::db::migrations()[0]));
    database.exec("PRAGMA application_id = " + std::to_string(tachanka::db::applicationId));
    database.exec("PRAGMA user_version = 1");
    database.exec(R"sql(
        INSERT INTO side (id, position, name, commander, recruit_points, prisoners)
          VALUES (1, 0, 'Whites', 'А. П. Кутепов', 4, 2), (2, 1, 'Reds', 'А. И. Егоров', 0, 0);
        INSERT INTO campaign VALUES (1, 'Осень 1919', 'before-orel', 'Before Orël', 99,
          '1919-10-15', 3, '1919-10-16', 'movement', 2, 1);
        INSERT INTO formation (id, side_id, parent_id, name, commander)
          VALUES (1, 1, NULL, '1st Infantry Division', 'Timanovski'),
                 (2, 2, NULL, '9th Rifle Division', 'Solodoukhine');
        INSERT INTO unit (id, side_id, formation_id, code, name, kind, steps_max, steps_lost,
                          troop_quality, hex)
          VALUES (1, 1, 1, 'off/2K', 'Officers Battalion', 'infantry', 3, 1, 7, '2705'),
                 (2, 2, 2, '1/9', '1st Regiment', 'infantry', 4, 0, 5, '3002');
        INSERT INTO action (id, kind, description) VALUES (1, 'create', 'created');
        INSERT INTO ledger (action_id, game_date, kind, note)
          VALUES (1, '1919-10-15', 'campaign-created', 'scenario before-orel, seed 99');
    )sql");
}

}  // namespace

TEST_CASE("a schema 1 campaign opens as schema 2 with every row and its state kept") {
    TempFolder folder;
    const auto file = folder / "old.tachanka";
    writeVersion1Campaign(file);
    auto campaign = CampaignFile::open(file);
    CHECK(campaign.schemaVersion() == tachanka::db::currentSchemaVersion());
    const auto loaded = tachanka::db::loadCampaign(campaign.database());
    CHECK(loaded.name == "Осень 1919");
    CHECK(loaded.date.iso() == "1919-10-16");
    CHECK(loaded.activeSide == "Reds");
    REQUIRE(loaded.sides.size() == 2);
    CHECK(loaded.sides[0].recruitPoints == 4);
    CHECK(loaded.sides[0].prisoners == 2);
    const auto* officers = loaded.unit("off/2K");
    REQUIRE(officers != nullptr);
    CHECK(officers->stepsLost == 1);
    CHECK(officers->troopQuality == 7);
    CHECK(officers->hex->label() == "2705");
    CHECK(officers->mode == tachanka::model::UnitMode::Combat);
    CHECK(officers->fate == tachanka::model::UnitFate::Active);
    CHECK(loaded.recruitPointsPercent == 100);
}

TEST_CASE("a migrated campaign's ledger rebuilds it, and undo stops at the migration") {
    TempFolder folder;
    const auto file = folder / "old.tachanka";
    writeVersion1Campaign(file);
    auto campaign = CampaignFile::open(file);
    auto& database = campaign.database();
    CHECK(database.execAndGet("SELECT kind FROM action ORDER BY id DESC LIMIT 1").getString() ==
          "migrate");
    const std::string migrated = dumpState(database, true);
    campaign.act("test", "income", [](tachanka::db::Journal& journal) {
        journal.set(tachanka::db::Table::Side, 2, tachanka::db::Column::RecruitPoints,
                    tachanka::db::Value(std::int64_t{2}),
                    tachanka::db::LedgerTags::of(tachanka::model::LedgerKind::RpIncome).forSide(2).by(2));
    });

    const auto replayedFile = folder / "replayed.tachanka";
    CampaignFile::create(replayedFile, [&](SQLite::Database& target) {
        tachanka::db::replayLedger(database, target);
    });
    auto replayed = CampaignFile::open(replayedFile);
    CHECK(dumpState(replayed.database(), false) == dumpState(database, false));

    REQUIRE(campaign.undo());
    CHECK(dumpState(database, true) == migrated);
    CHECK_FALSE(campaign.undo());
}

TEST_CASE("a migration that fails leaves the file at its old version, rows untouched") {
    TempFolder folder;
    const auto file = folder / "old.tachanka";
    writeVersion1Campaign(file);
    {
        // A table the migration means to create is already there: the migration must fail
        // as a whole.
        SQLite::Database database(file.string(), SQLite::OPEN_READWRITE);
        database.exec("CREATE TABLE depot (id INTEGER PRIMARY KEY)");
    }
    CHECK_THROWS_AS(CampaignFile::open(file), tachanka::db::StoreError);
    SQLite::Database database(file.string(), SQLite::OPEN_READONLY);
    CHECK(database.execAndGet("PRAGMA user_version").getInt() == 1);
    CHECK(database.execAndGet("SELECT count(*) FROM unit").getInt() == 2);
    CHECK(database.execAndGet("SELECT count(*) FROM action").getInt() == 1);
}

TEST_CASE("reading a schema 1 campaign shows it migrated and leaves the file as it was") {
    TempFolder folder;
    const auto file = folder / "old.tachanka";
    writeVersion1Campaign(file);
    const std::string before = tachanka::testing::readFile(file);

    {
        auto campaign = CampaignFile::openForReading(file);
        CHECK(campaign.schemaVersion() == tachanka::db::currentSchemaVersion());
        const auto loaded = tachanka::db::loadCampaign(campaign.database());
        CHECK(loaded.name == "Осень 1919");
        CHECK(loaded.sides.at(0).commander == "А. П. Кутепов");
        CHECK(loaded.recruitPointsPercent == 100);
    }
    CHECK(tachanka::testing::readFile(file) == before);
    CHECK(tachanka::testing::fileNamesIn(folder.path()) == std::vector<std::string>{"old.tachanka"});
    SQLite::Database database(file.string(), SQLite::OPEN_READONLY);
    CHECK(database.execAndGet("PRAGMA user_version").getInt() == 1);
}

TEST_CASE("a schema 13 campaign keeps its senior officers' fates on the table, and from "
          "schema 14 one may be wounded") {
    TempFolder folder;
    const auto file = folder / "old.tachanka";
    writeVersion1Campaign(file);
    {
        SQLite::Database database(file.string(), SQLite::OPEN_READWRITE);
        for (std::size_t version = 1; version < 13; ++version) {
            database.exec(std::string(tachanka::db::migrations()[version]));
        }
        database.exec("PRAGMA user_version = 13");
        database.exec(R"sql(
            INSERT INTO officer (id, side_id, formation_id, name, rank)
              VALUES (1, 2, 2, 'Солодухин', 'senior'), (2, 1, 1, 'Тимановский', 'senior');
            INSERT INTO battle (id, game_date, hex, system, attacker_id, seed)
              VALUES (1, '1919-10-16', '3002', 'orel-1919', 2, 7);
            INSERT INTO tactical_senior (id, battle_id, officer_id, side_id, fate)
              VALUES (1, 1, 1, 2, 'killed'), (2, 1, 2, 1, '');
        )sql");
    }
    auto campaign = CampaignFile::open(file);
    CHECK(campaign.schemaVersion() == tachanka::db::currentSchemaVersion());
    auto& database = campaign.database();
    CHECK(database.execAndGet("SELECT fate FROM tactical_senior WHERE id = 1").getString() ==
          "killed");
    CHECK(database.execAndGet("SELECT count(*) FROM tactical_senior").getInt() == 2);
    database.exec("UPDATE tactical_senior SET fate = 'wounded' WHERE id = 2");
    CHECK(database.execAndGet("SELECT fate FROM tactical_senior WHERE id = 2").getString() ==
          "wounded");
    CHECK_THROWS(database.exec("UPDATE tactical_senior SET fate = 'captured' WHERE id = 2"));
    CHECK(database.execAndGet("SELECT count(*) FROM sqlite_master WHERE name = "
                              "'tactical_senior_by_battle'")
              .getInt() == 1);
}
