// undo on a damaged campaign: the file is read and checked as every other command reads it,
// and refused in one line (exit 2) with not a byte changed, however it was damaged.

#include <doctest/doctest.h>

#include <SQLiteCpp/Database.h>

#include <fstream>
#include <functional>
#include <string>
#include <vector>

#include "tests/cli/cli.hpp"
#include "tests/support/temp_folder.hpp"
#include "tests/support/text.hpp"

using tachanka::testing::cli;
using tachanka::testing::contains;
using tachanka::testing::freshHome;
using tachanka::testing::isOneLineError;
using tachanka::testing::readFile;
using tachanka::testing::TempFolder;

namespace {

struct Damage {
    std::string name;
    std::function<void(const std::string& file)> inflict;
    std::string expected;  // in the refusal
};

void execute(const std::string& file, const std::string& sql) {
    SQLite::Database database(file, SQLite::OPEN_READWRITE);
    database.exec(sql);
}

// Scribbles over the first bytes of the page holding the unit table's root, as a disk fault
// would: SQLite then calls the file malformed when the table is read.
void scribbleOverUnitPage(const std::string& file) {
    int page = 0;
    int pageSize = 0;
    {
        SQLite::Database database(file, SQLite::OPEN_READONLY);
        page = database.execAndGet("SELECT rootpage FROM sqlite_master WHERE name = 'unit'")
                   .getInt();
        pageSize = database.execAndGet("PRAGMA page_size").getInt();
    }
    std::fstream bytes(file, std::ios::in | std::ios::out | std::ios::binary);
    bytes.seekp(static_cast<std::streamoff>(page - 1) * pageSize);
    const std::string garbage(64, '\xff');
    bytes.write(garbage.data(), static_cast<std::streamsize>(garbage.size()));
}

}  // namespace

TEST_CASE("undo refuses a damaged campaign as show does, leaving it byte for byte unchanged") {
    const std::vector<Damage> damages{
        {"a unit on hex zzzz",
         [](const std::string& file) {
             execute(file, "UPDATE unit SET hex = 'zzzz' WHERE id = (SELECT min(id) FROM unit)");
         },
         "'zzzz' is not a hex number"},
        {"a dropped column",
         [](const std::string& file) { execute(file, "ALTER TABLE unit DROP COLUMN entrenchment"); },
         "entrenchment"},
        {"a missing settings table",
         [](const std::string& file) { execute(file, "DROP TABLE setting"); }, "setting"},
        {"no campaign row",
         [](const std::string& file) { execute(file, "DELETE FROM campaign"); }, "no campaign"},
        {"a malformed page", scribbleOverUnitPage, "malformed"},
    };
    for (const auto& damage : damages) {
        CAPTURE(damage.name);
        TempFolder folder;
        const auto file = (folder / "club.tachanka").string();
        const auto home = freshHome(folder);
        REQUIRE(cli({"new", file, "--scenario", "historical", "--seed", "1919"}, home).exitCode ==
                0);
        REQUIRE(cli({"turn", file, "--advance"}, home).exitCode == 0);
        damage.inflict(file);
        const auto shown = cli({"show", file}, home);
        REQUIRE(isOneLineError(shown));
        const std::string before = readFile(file);

        const auto undone = cli({"undo", file}, home);
        CAPTURE(undone.err);
        CHECK(isOneLineError(undone));
        CHECK(contains(undone.err, damage.expected));
        CHECK(undone.out.empty());
        CHECK(readFile(file) == before);
    }
}
