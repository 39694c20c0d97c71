// The campaign schema: its identity marker, its version, and the rules its tables enforce.

#include <doctest/doctest.h>

#include <SQLiteCpp/Database.h>
#include <SQLiteCpp/Exception.h>

#include <string>

#include "db/schema.hpp"

using tachanka::db::applicationId;
using tachanka::db::currentSchemaVersion;
using tachanka::db::migrations;

namespace {

// An in-memory database brought to the current schema by running every migration in order.
SQLite::Database migratedDatabase() {
    SQLite::Database database(":memory:", SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    database.exec("PRAGMA foreign_keys = ON");
    for (const auto& step : migrations()) database.exec(std::string(step));
    return database;
}

void addSide(SQLite::Database& database, int id, const std::string& name) {
    database.exec("INSERT INTO side (id, position, name) VALUES (" + std::to_string(id) + ", " +
                  std::to_string(id) + ", '" + name + "')");
}

void addFormation(SQLite::Database& database, int id, int sideId) {
    database.exec("INSERT INTO formation (id, side_id, name) VALUES (" + std::to_string(id) + ", " +
                  std::to_string(sideId) + ", 'F')");
}

}  // namespace

TEST_CASE("the application id spells 'TACH' in ASCII") {
    CHECK(((applicationId >> 24) & 0xFF) == 'T');
    CHECK(((applicationId >> 16) & 0xFF) == 'A');
    CHECK(((applicationId >> 8) & 0xFF) == 'C');
    CHECK((applicationId & 0xFF) == 'H');
}

TEST_CASE("the current schema version is the number of migrations, at least 1") {
    CHECK(currentSchemaVersion() >= 1);
    CHECK(currentSchemaVersion() == static_cast<int>(migrations().size()));
    for (const auto& step : migrations()) CHECK_FALSE(step.empty());
}

TEST_CASE("the migrations create the campaign's tables") {
    auto database = migratedDatabase();
    for (const char* table : {"campaign", "side", "formation", "unit", "action", "ledger"}) {
        CAPTURE(table);
        CHECK(database.tableExists(table));
    }
}

TEST_CASE("a unit cannot lose more steps than it has") {
    auto database = migratedDatabase();
    addSide(database, 1, "Whites");
    addFormation(database, 1, 1);
    CHECK_NOTHROW(database.exec(
        "INSERT INTO unit (side_id, formation_id, code, name, kind, steps_max, steps_lost, "
        "troop_quality) VALUES (1, 1, 'a', 'A', 'infantry', 3, 3, 5)"));
    CHECK_THROWS_AS(
        database.exec("INSERT INTO unit (side_id, formation_id, code, name, kind, steps_max, "
                      "steps_lost, troop_quality) VALUES (1, 1, 'b', 'B', 'infantry', 3, 4, 5)"),
        SQLite::Exception);
}

TEST_CASE("troop quality must lie between 1 and 9") {
    auto database = migratedDatabase();
    addSide(database, 1, "Whites");
    addFormation(database, 1, 1);
    const std::string insert =
        "INSERT INTO unit (side_id, formation_id, code, name, kind, steps_max, troop_quality) "
        "VALUES (1, 1, ";
    CHECK_NOTHROW(database.exec(insert + "'a', 'A', 'infantry', 1, 9)"));
    CHECK_THROWS_AS(database.exec(insert + "'b', 'B', 'infantry', 1, 10)"), SQLite::Exception);
    CHECK_THROWS_AS(database.exec(insert + "'c', 'C', 'infantry', 1, 0)"), SQLite::Exception);
}

TEST_CASE("a unit code is unique on its side but may recur on the other side") {
    auto database = migratedDatabase();
    addSide(database, 1, "Whites");
    addSide(database, 2, "Reds");
    addFormation(database, 1, 1);
    addFormation(database, 2, 2);
    const std::string insert =
        "INSERT INTO unit (side_id, formation_id, code, name, kind, steps_max, troop_quality) "
        "VALUES ";
    database.exec(insert + "(1, 1, 'Cv', 'Cavalry', 'cavalry', 1, 5)");
    CHECK_NOTHROW(database.exec(insert + "(2, 2, 'Cv', 'Cavalry', 'cavalry', 1, 5)"));
    CHECK_THROWS_AS(database.exec(insert + "(1, 1, 'Cv', 'Again', 'cavalry', 1, 5)"),
                    SQLite::Exception);
}

TEST_CASE("side names are unique and recruit points cannot go negative") {
    auto database = migratedDatabase();
    addSide(database, 1, "Whites");
    CHECK_THROWS_AS(addSide(database, 2, "Whites"), SQLite::Exception);
    CHECK_THROWS_AS(database.exec("UPDATE side SET recruit_points = -1 WHERE id = 1"),
                    SQLite::Exception);
    CHECK_NOTHROW(database.exec("UPDATE side SET recruit_points = 3 WHERE id = 1"));
}

TEST_CASE("the campaign table holds a single row, id 1") {
    auto database = migratedDatabase();
    addSide(database, 1, "Whites");
    const std::string insert =
        "INSERT INTO campaign (id, name, scenario_id, scenario_title, seed, start_date, turns, "
        "game_date, phase, active_side_id, provisional) VALUES (";
    const std::string rest = ", 'c', 's', 'S', 1, '1919-10-15', 2, '1919-10-15', 'depots', 1, 0)";
    CHECK_NOTHROW(database.exec(insert + "1" + rest));
    CHECK_THROWS_AS(database.exec(insert + "2" + rest), SQLite::Exception);
}

TEST_CASE("tables are STRICT: text is refused where an integer belongs") {
    auto database = migratedDatabase();
    CHECK_THROWS_AS(
        database.exec("INSERT INTO side (position, name, recruit_points) VALUES (0, 'x', 'many')"),
        SQLite::Exception);
}

TEST_CASE("references are enforced with foreign keys on: no formation of a missing side") {
    auto database = migratedDatabase();
    CHECK_THROWS_AS(addFormation(database, 1, 42), SQLite::Exception);
}
