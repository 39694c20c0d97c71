// A campaign file whose schema version is no version Tachanka ever wrote (-1, 0) is refused
// by every command in one line, reading and changing alike, and left byte for byte as it was:
// reading never rewrites a file into the current version.

#include <doctest/doctest.h>

#include <SQLiteCpp/Database.h>

#include <string>
#include <vector>

#include "tests/cli/cli.hpp"
#include "tests/support/temp_folder.hpp"
#include "tests/support/text.hpp"

using tachanka::testing::cli;
using tachanka::testing::contains;
using tachanka::testing::fileNamesIn;
using tachanka::testing::freshHome;
using tachanka::testing::isOneLineError;
using tachanka::testing::readFile;
using tachanka::testing::TempFolder;

TEST_CASE("a campaign of schema version -1 or 0 is refused in one line and left unchanged") {
    TempFolder folder;
    const auto file = (folder / "c.tachanka").string();
    REQUIRE(cli({"new", file, "--scenario", "brasovo"}, freshHome(folder)).exitCode == 0);
    for (const int version : {-1, 0}) {
        CAPTURE(version);
        {
            SQLite::Database database(file, SQLite::OPEN_READWRITE);
            database.exec("PRAGMA user_version = " + std::to_string(version));
        }
        const std::string before = readFile(file);
        const auto namesBefore = fileNamesIn(folder.path());
        for (const std::vector<std::string>& command :
             {std::vector<std::string>{"show", file}, std::vector<std::string>{"units", file},
              std::vector<std::string>{"prisoners", file, "--side", "Reds", "--add", "1"}}) {
            const auto result = cli(command, freshHome(folder));
            CAPTURE(command.front());
            CAPTURE(result.err);
            CHECK(isOneLineError(result));
            CHECK(contains(result.err, "'" + file + "' has an unknown schema version (" +
                                           std::to_string(version) + ")"));
            CHECK(readFile(file) == before);
            CHECK(fileNamesIn(folder.path()) == namesBefore);
        }
    }
}
