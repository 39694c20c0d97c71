// insertNewCampaign and loadCampaign: a campaign made from a scenario reads back as the
// scenario stated it, with the campaign at its first day and phase.

#include <doctest/doctest.h>

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Statement.h>

#include <cstdint>
#include <filesystem>
#include <string>

#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"
#include "model/campaign.hpp"
#include "model/scenario.hpp"
#include "tests/support/temp_folder.hpp"
#include "tests/db/sample_campaign.hpp"

using tachanka::db::CampaignFile;
using tachanka::db::loadCampaign;
using tachanka::model::Campaign;
using tachanka::model::Formation;
using tachanka::model::GameDate;
using tachanka::model::Hex;
using tachanka::model::Phase;
using tachanka::model::Unit;
using tachanka::model::UnitKind;
using tachanka::testing::TempFolder;

namespace {

Campaign createAndLoad(std::uint64_t seed = 1919) {
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    tachanka::testing::sample::createCampaign(file, seed);
    auto campaign = CampaignFile::open(file);
    return loadCampaign(campaign.database());
}

const Unit* findUnit(const tachanka::model::Side& side, const std::string& code) {
    for (const auto& formation : side.formations) {
        for (const auto& unit : formation.units) {
            if (unit.code == code) return &unit;
        }
    }
    return nullptr;
}

}  // namespace

TEST_CASE("a new campaign starts on the scenario's first day, in the first phase, White to move") {
    const Campaign campaign = createAndLoad();
    CHECK(campaign.name == "Autumn 1919");
    CHECK(campaign.scenarioId == "sample-orel");
    CHECK(campaign.scenarioTitle == "Sample Orël");
    CHECK(campaign.date == GameDate{1919, 10, 15});
    CHECK(campaign.phase == Phase::DepotStatus);
    CHECK(campaign.activeSide == "Whites");  // the first side of the scenario moves first
    CHECK(campaign.provisionalData);
}

TEST_CASE("a campaign from a non-provisional scenario is not marked provisional") {
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    tachanka::db::NewCampaign made;
    made.name = "Confirmed";
    made.scenario = tachanka::testing::sample::scenario();
    made.scenario.provisional = false;
    made.scenario.provisionalNote.clear();
    CampaignFile::create(file, [&made](SQLite::Database& database) {
        tachanka::db::insertNewCampaign(database, made);
    });
    auto campaign = CampaignFile::open(file);
    CHECK_FALSE(loadCampaign(campaign.database()).provisionalData);
}

TEST_CASE("the seed keeps all 64 bits through the signed SQLite integer") {
    for (const std::uint64_t seed :
         {std::uint64_t{0}, std::uint64_t{1919}, std::uint64_t{0x7FFFFFFFFFFFFFFFull},
          std::uint64_t{0x8000000000000000ull}, std::uint64_t{0xFFFFFFFFFFFFFFFFull}}) {
        CAPTURE(seed);
        CHECK(createAndLoad(seed).seed == seed);
    }
}

TEST_CASE("sides load in scenario order with their commanders and empty pools") {
    const Campaign campaign = createAndLoad();
    REQUIRE(campaign.sides.size() == 2);
    CHECK(campaign.sides[0].name == "Whites");
    CHECK(campaign.sides[0].commander == "А. П. Кутепов");
    CHECK(campaign.sides[1].name == "Reds");
    CHECK(campaign.sides[1].commander == "А. И. Егоров");
    for (const auto& side : campaign.sides) {
        CHECK(side.recruitPoints == 0);
        CHECK(side.prisoners == 0);
    }
}

TEST_CASE("nested formations load parents before subordinates, linked by parentId") {
    const Campaign campaign = createAndLoad();
    const auto& whites = campaign.sides.at(0).formations;
    REQUIRE(whites.size() == 2);
    CHECK(whites[0].name == "1st Infantry Division");
    CHECK(whites[0].commander == "Maj.Gen. Timanovski");
    CHECK_FALSE(whites[0].parentId.has_value());
    CHECK(whites[1].name == "2nd “General Kornilov” Shock Regiment");
    CHECK(whites[1].parentId == whites[0].id);

    const auto& reds = campaign.sides.at(1).formations;
    REQUIRE(reds.size() == 3);
    CHECK(reds[0].name == "13th Army");
    CHECK_FALSE(reds[0].parentId.has_value());
    CHECK(reds[0].units.empty());
    CHECK(reds[1].name == "9th Rifle Division");
    CHECK(reds[1].parentId == reds[0].id);
    CHECK(reds[2].name == "Reserve");
    CHECK(reds[2].commander.empty());
    CHECK_FALSE(reds[2].parentId.has_value());
}

TEST_CASE("units load into their own formation in scenario order") {
    const Campaign campaign = createAndLoad();
    const auto& whites = campaign.sides.at(0).formations;
    REQUIRE(whites.size() == 2);
    REQUIRE(whites[0].units.size() == 2);
    CHECK(whites[0].units[0].code == "Res/1D");
    CHECK(whites[0].units[1].code == "Offitser");
    REQUIRE(whites[1].units.size() == 2);
    CHECK(whites[1].units[0].code == "off/2K");
    CHECK(whites[1].units[1].code == "Cv/2K");
}

TEST_CASE("a unit's code, name, kind, strength, quality and hex survive the round trip") {
    const Campaign campaign = createAndLoad();
    const Unit* officers = findUnit(campaign.sides.at(0), "off/2K");
    REQUIRE(officers != nullptr);
    CHECK(officers->id > 0);
    CHECK(officers->name == "Officers Battalion");
    CHECK(officers->kind == UnitKind::Infantry);
    CHECK(officers->stepsMax == 3);
    CHECK(officers->stepsLost == 0);
    CHECK(officers->troopQuality == 7);
    CHECK(officers->hex == Hex{27, 5});

    const Unit* train = findUnit(campaign.sides.at(0), "Offitser");
    REQUIRE(train != nullptr);
    CHECK(train->name == "Armoured train “Offitser”");
    CHECK(train->kind == UnitKind::ArmouredTrain);

    const Unit* guns = findUnit(campaign.sides.at(1), "Art/9");
    REQUIRE(guns != nullptr);
    CHECK(guns->kind == UnitKind::Artillery);
    CHECK(guns->hex == Hex{29, 1});

    const Unit* tank = findUnit(campaign.sides.at(1), "T/1");
    REQUIRE(tank != nullptr);
    CHECK(tank->kind == UnitKind::Tank);
    CHECK(tank->troopQuality == 4);
}

TEST_CASE("a unit without a hex stays off map after the round trip") {
    const Campaign campaign = createAndLoad();
    const Unit* squadron = findUnit(campaign.sides.at(0), "Cv/2K");
    REQUIRE(squadron != nullptr);
    CHECK_FALSE(squadron->hex.has_value());
    const Unit* tank = findUnit(campaign.sides.at(1), "T/1");
    REQUIRE(tank != nullptr);
    CHECK_FALSE(tank->hex.has_value());
}

TEST_CASE("each side's unit and step counts match the scenario's order of battle") {
    const Campaign campaign = createAndLoad();
    CHECK(campaign.sides.at(0).unitCount() == 4);
    CHECK(campaign.sides.at(0).stepCount() == 7);  // 2 + 1 + 3 + 1
    CHECK(campaign.sides.at(1).unitCount() == 3);
    CHECK(campaign.sides.at(1).stepCount() == 6);  // 4 + 1 + 1
}

TEST_CASE("loadCampaign reads losses, recruit points and prisoners as the file holds them") {
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    tachanka::testing::sample::createCampaign(file, 5);
    auto campaign = CampaignFile::open(file);
    auto& database = campaign.database();
    database.exec("UPDATE unit SET steps_lost = 2 WHERE code = 'off/2K'");
    database.exec("UPDATE side SET recruit_points = 3, prisoners = 1 WHERE name = 'Whites'");

    const Campaign loaded = loadCampaign(database);
    const Unit* officers = findUnit(loaded.sides.at(0), "off/2K");
    REQUIRE(officers != nullptr);
    CHECK(officers->stepsLost == 2);
    CHECK(officers->stepsRemaining() == 1);
    CHECK(loaded.sides.at(0).stepCount() == 5);
    CHECK(loaded.sides.at(0).recruitPoints == 3);
    CHECK(loaded.sides.at(0).prisoners == 1);
    CHECK(loaded.sides.at(1).recruitPoints == 0);
}

TEST_CASE("a new campaign's ledger records one creation action naming scenario and seed") {
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    tachanka::testing::sample::createCampaign(file, 424242);
    auto campaign = CampaignFile::open(file);
    auto& database = campaign.database();
    CHECK(database.execAndGet("SELECT count(*) FROM action").getInt() == 1);
    CHECK(database.execAndGet("SELECT kind FROM action").getString() == "create");
    CHECK(database.execAndGet("SELECT description FROM action").getString().find("sample-orel") !=
          std::string::npos);

    // Every row the action wrote is on the ledger as a new row of that action; the campaign
    // row's entry names the scenario and seed.
    CHECK(database.execAndGet("SELECT count(*) FROM ledger WHERE kind <> 'created'").getInt() == 0);
    CHECK(database.execAndGet("SELECT count(*) FROM ledger WHERE entity = 'unit'").getInt() ==
          database.execAndGet("SELECT count(*) FROM unit").getInt());
    SQLite::Statement ledger(database,
                             "SELECT game_date, note FROM ledger WHERE entity = 'campaign'");
    REQUIRE(ledger.executeStep());
    CHECK(ledger.getColumn(0).getString() == "1919-10-15");
    const std::string note = ledger.getColumn(1).getString();
    CHECK(note.find("sample-orel") != std::string::npos);
    CHECK(note.find("424242") != std::string::npos);
    CHECK_FALSE(ledger.executeStep());
}

TEST_CASE("loadCampaign of a file with the schema but no campaign row is a StoreError") {
    TempFolder folder;
    const auto file = folder / "c.tachanka";
    CampaignFile::create(file, [](SQLite::Database&) {});
    auto campaign = CampaignFile::open(file);
    CHECK_THROWS_WITH_AS(loadCampaign(campaign.database()), doctest::Contains("holds no campaign"),
                         tachanka::db::StoreError);
}

TEST_CASE("insertNewCampaign refuses a scenario with the same unit code twice on a side") {
    TempFolder folder;
    tachanka::db::NewCampaign made;
    made.name = "Broken";
    made.scenario = tachanka::testing::sample::scenario();
    auto& units = made.scenario.sides.at(0).formations.at(0).units;
    units.push_back(units.front());
    CHECK_THROWS_AS(CampaignFile::create(folder / "c.tachanka",
                                         [&made](SQLite::Database& database) {
                                             tachanka::db::insertNewCampaign(database, made);
                                         }),
                    tachanka::db::StoreError);
    CHECK_FALSE(std::filesystem::exists(folder / "c.tachanka"));
}
