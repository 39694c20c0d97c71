// Every cell of the shooting table against READINGS.md (rows 2-11 as READINGS.md writes them;
// row 12 against the reading's rule: no cell milder than the one above it).

#include <doctest/doctest.h>

#include <array>
#include <string>

#include "rules/redactions/shooting_table.hpp"
#include "tests/redactions/tables_fixture.hpp"

using namespace tachanka::rules::redactions;
using tachanka::testing::shippedTables;

namespace {

// Copied from READINGS.md, "Red Actions! shooting table".
constexpr std::array<const char*, 10> readingColumns{"2",     "3-4",   "5-8",   "9-12",  "13-16",
                                                     "17-20", "21-24", "25-28", "29-36", "37+"};
constexpr std::array<std::array<const char*, 10>, 10> readingRows{{
    {"-", "-", "-", "-", "-", "-", "-", "-", "-", "Ret"},
    {"-", "-", "-", "-", "-", "-", "-", "-", "Ret", "Ter"},
    {"-", "-", "-", "-", "-", "-", "Ret", "Ret", "Ter", "Ter"},
    {"-", "-", "-", "-", "Ret", "Ret", "Ret", "Ret", "Ter", "Ter + Ret"},
    {"-", "-", "-", "Ret", "Ret", "Ret", "Ter", "Ter + Ret", "Ter + Ret", "Ter + Ret"},
    {"-", "-", "Ret", "Ret", "Ter", "Ter", "Ter", "Ter", "2 x Ter", "2 x Ter S!"},
    {"-", "Ret", "Ret", "Ter", "Ter", "Ter", "2 x Ter", "2 x Ter S!", "2 x Ter S! Off",
     "2 x Ter S! Off"},
    {"-", "Ret", "Ter", "Ter", "2 x Ter", "2 x Ter S!", "2 x Ter S! Off", "2 x Ter S! Off",
     "Kill! S! Off", "Kill! S! Off"},
    {"Ret", "Ter", "Ter", "2 x Ter S!", "2 x Ter S! Off", "2 x Ter S! Off", "Kill! S! Off",
     "Kill! S! Off", "Kill! S! Off", "Kill! S! Off"},
    {"Ter", "Ter S! Off", "2 x Ter S! Off", "2 x Ter S! Off", "Kill! S! Off", "Kill! S! Off",
     "Kill! S! Off", "Kill! S! Off", "Kill! S! Off", "Kill! S! Off"},
}};
// The first total of each column, from the labels.
constexpr std::array<int, 10> firstTotals{2, 3, 5, 9, 13, 17, 21, 25, 29, 37};

// A cell is no milder than another if it keeps every effect the other has, at least as much.
bool noMilder(const ShootingCell& below, const ShootingCell& above) {
    if (above.kill && !below.kill) return false;
    if (!below.kill && below.terror + below.retires < above.terror + above.retires) return false;
    return (below.pinned || !above.pinned) && (below.seriousTest || !above.seriousTest) &&
           (below.officerTest || !above.officerTest);
}

}  // namespace

TEST_CASE("shooting table: the column labels are READINGS.md's") {
    const auto& table = shippedTables().shooting;
    REQUIRE(table.columns.size() == readingColumns.size());
    for (std::size_t column = 0; column < readingColumns.size(); ++column) {
        INFO("column " << readingColumns[column]);
        CHECK(table.columns[column].label == readingColumns[column]);
    }
}

TEST_CASE("shooting table: every cell of rows 2 to 11 is READINGS.md's") {
    const auto& table = shippedTables().shooting;
    for (int roll = 2; roll <= 11; ++roll) {
        for (std::size_t column = 0; column < readingColumns.size(); ++column) {
            const auto reading = readingRows[static_cast<std::size_t>(roll - 2)][column];
            INFO("row " << roll << ", column " << readingColumns[column]);
            // Looked up through the engine at the column's first and last totals.
            const int first = firstTotals[column];
            CHECK(lookUpShooting(table, first, 0, roll).cell.text == reading);
            if (column + 1 < firstTotals.size()) {
                CHECK(lookUpShooting(table, firstTotals[column + 1] - 1, 0, roll).cell.text ==
                      reading);
            }
        }
    }
}

TEST_CASE("shooting table: row 12 is an interpretation no milder than row 11") {
    const auto& table = shippedTables().shooting;
    CHECK(!table.row12Note.empty());
    for (std::size_t column = 0; column < readingColumns.size(); ++column) {
        INFO("row 12, column " << readingColumns[column]);
        const auto& row12 = table.rows.at(12)[column];
        const auto row11 = parseShootingCell(readingRows[9][column]);
        CHECK(noMilder(row12, row11));
    }
    // The chosen reading, cell by cell.
    CHECK(table.rows.at(12)[0].text == "Ter S!");
    CHECK(table.rows.at(12)[1].text == "2 x Ter S! Off");
    CHECK(table.rows.at(12)[2].text == "2 x Ter S! Off");
    for (std::size_t column = 3; column < readingColumns.size(); ++column) {
        INFO("row 12, column " << readingColumns[column]);
        CHECK(table.rows.at(12)[column].text == "Kill! S! Off");
    }
}

TEST_CASE("shooting table: cells read into their effects") {
    const auto cell = parseShootingCell("2 x Ter S! Off");
    CHECK(cell.terror == 2);
    CHECK(cell.pinned);
    CHECK(cell.seriousTest);
    CHECK(cell.officerTest);
    CHECK_FALSE(cell.kill);
    const auto both = parseShootingCell("Ter + Ret");
    CHECK(both.terror == 1);
    CHECK(both.retires == 1);
    CHECK_FALSE(both.pinned);
    const auto kill = parseShootingCell("Kill! S! Off");
    CHECK(kill.kill);
    CHECK(kill.pinned);
    CHECK(kill.terror == 0);
    CHECK(parseShootingCell("-").noEffect());
    CHECK_THROWS_AS(parseShootingCell("Tre"), std::invalid_argument);
    CHECK_THROWS_AS(parseShootingCell(""), std::invalid_argument);
}

// fuzz_typed_text (issue 22): a cell with a line break was repeated whole in the refusal.
TEST_CASE("shooting table: a cell with a line break is refused in one line") {
    CHECK_THROWS_WITH_AS(parseShootingCell("Ret\nTre"),
                         "'Ret\\nTre' is not a shooting result: 'Tre' is none of -, Ret, Ter, "
                         "2 x Ter, Kill!, S!, Off",
                         std::invalid_argument);
    CHECK_THROWS_WITH_AS(parseShootingCell("2\nx Tre"),
                         "'2\\nx Tre' is not a result: expected 'N x Ter'",
                         std::invalid_argument);
}
