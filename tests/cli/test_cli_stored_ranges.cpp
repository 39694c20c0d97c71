// Numbers a campaign file holds beyond what the rules can (issue 53): a file edited by hand
// showed 9223372036854775807 recruit points as -1, 4,000,000,000 prisoners as -294967296, a
// side's steps as -2147483544, ran `print counters` out of memory or past 25 s, and undo of a
// damaged ledger row ended in an internal error. Each is now one line, exit 2.

#include <doctest/doctest.h>

#include <SQLiteCpp/Database.h>

#include <chrono>
#include <string>
#include <vector>

#include "tests/cli/cli.hpp"
#include "tests/support/temp_folder.hpp"
#include "tests/support/text.hpp"

using tachanka::testing::cli;
using tachanka::testing::historicalCampaign;
using tachanka::testing::contains;
using tachanka::testing::freshHome;
using tachanka::testing::isOneLineError;
using tachanka::testing::readFile;
using tachanka::testing::TempFolder;

namespace {

// A change made with sqlite3 by hand, past Tachanka.
void execute(const std::string& file, const std::string& sql) {
    SQLite::Database database(file, SQLite::OPEN_READWRITE);
    database.exec(sql);
}

bool refusedInOneLine(const tachanka::testing::ProcessResult& result,
                      const std::vector<std::string>& words) {
    CAPTURE(result.err);
    bool all = isOneLineError(result) && !contains(result.err, "internal error");
    for (const auto& word : words) all = all && contains(result.err, word);
    return all;
}

}  // namespace

TEST_CASE("numbers past what the rules hold are refused in one line, naming what and where") {
    struct Case {
        std::string name;
        std::string sql;
        std::vector<std::string> words;
    };
    const std::vector<Case> cases{
        {"recruit points of 2^63-1",
         "UPDATE side SET recruit_points = 9223372036854775807 WHERE name = 'Reds'",
         {"side 'Reds'", "recruit points", "9223372036854775807", "more than Tachanka can hold"}},
        {"prisoners of four thousand million",
         "UPDATE side SET prisoners = 4000000000 WHERE name = 'Whites'",
         {"side 'Whites'", "prisoners", "4000000000", "more than Tachanka can hold"}},
        {"every unit of a hundred million steps, whose sum left an int",
         "UPDATE unit SET steps_max = 100000000",
         {"unit '", "steps max", "100000000", "more than Tachanka can hold"}},
        {"a formation of 2^40 main bodies", "UPDATE formation SET main_bodies = 1099511627776",
         {"formation '", "main bodies", "1099511627776", "more than Tachanka can hold"}},
    };
    for (const auto& each : cases) {
        CAPTURE(each.name);
        TempFolder folder;
        const auto file = historicalCampaign(folder);
        execute(file, each.sql);
        const auto shown = cli({"show", file}, freshHome(folder));
        CHECK(refusedInOneLine(shown, each.words));
        CHECK(shown.out.empty());
        const auto json = cli({"show", file, "--json"}, freshHome(folder));
        CHECK(refusedInOneLine(json, each.words));
    }
}

TEST_CASE("print counters on a unit of 1e8 steps is refused at once, not out of memory") {
    TempFolder folder;
    const auto file = historicalCampaign(folder);
    execute(file, "UPDATE unit SET steps_max = 1e8 WHERE id = (SELECT min(id) FROM unit)");
    const auto started = std::chrono::steady_clock::now();
    const auto printed =
        cli({"print", "counters", file, "-o", (folder / "counters.pdf").string()},
            freshHome(folder));
    CHECK(refusedInOneLine(printed, {"steps max 100000000", "at most"}));
    CHECK(!contains(printed.err, "bad_alloc"));
    CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(20));
}

TEST_CASE("undo of a damaged ledger row is refused in one line, the file unchanged") {
    struct Case {
        std::string name;
        std::string sql;
        std::vector<std::string> words;
    };
    const std::string last = " WHERE id = (SELECT max(id) FROM ledger)";
    const std::vector<Case> cases{
        {"text where the column keeps a number", "UPDATE ledger SET before = 'abc'" + last,
         {"ledger row", "recruit_points", "'abc'", "not a whole number"}},
        {"a column the table does not have", "UPDATE ledger SET field = 'bogus'" + last,
         {"ledger row", "'bogus'", "not a column of side"}},
        {"a number past what the rules hold",
         "UPDATE ledger SET before = 9223372036854775807" + last,
         {"ledger row", "9223372036854775807", "more than Tachanka can hold"}},
        {"a row that is not there", "UPDATE ledger SET entity_id = 424242" + last,
         {"no side row 424242"}},
    };
    for (const auto& each : cases) {
        CAPTURE(each.name);
        TempFolder folder;
        const auto file = historicalCampaign(folder);
        REQUIRE(cli({"set", file, "side", "Reds", "recruit_points", "5", "--reason", "errata"},
                    freshHome(folder))
                    .exitCode == 0);
        execute(file, each.sql);
        const std::string before = readFile(file);
        const auto undone = cli({"undo", file}, freshHome(folder));
        CHECK(refusedInOneLine(undone, each.words));
        CHECK(readFile(file) == before);
    }
}
