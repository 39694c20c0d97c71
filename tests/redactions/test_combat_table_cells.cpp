// Every cell of the combat table against the text (READINGS.md: six columns, rows intact).

#include <doctest/doctest.h>

#include <array>

#include "rules/redactions/tables.hpp"
#include "tests/redactions/tables_fixture.hpp"

using namespace tachanka::rules::redactions;
using tachanka::testing::shippedTables;

namespace {

constexpr std::array<const char*, 6> readingColumns{"Advantage", "3:2", "2:1", "5:2", "3:1", "4:1"};
// Copied from the text's Combat Table.
constexpr std::array<std::array<const char*, 6>, 11> textRows{{
    {"S/Defeated", "S/Defeated", "S/Defeated", "S/Retires 2 x Ter", "S/Retires 1 x Ter",
     "S/Humiliated"},
    {"S/Defeated", "S/Defeated", "S/Retires 2 x Ter", "S/Retires 1 x Ter", "S/Humiliated",
     "W/Retires 1 x Ter"},
    {"S/Retires 3 x Ter", "S/Retires 3 x Ter", "S/Humiliated", "S/Humiliated", "W/Retires 1 x Ter",
     "W/Retires 2 x Ter"},
    {"S/Retires 2 x Ter", "S/Retires 2 x Ter", "W/Retires 1 x Ter", "W/Retires 1 x Ter",
     "W/Retires 2 x Ter", "W/Retires 2 x Ter"},
    {"S/Retires 1 x Ter", "W/Retires 1 x Ter", "W/Retires 2 x Ter", "W/Retires 2 x Ter",
     "W/Retires 3 x Ter", "W/Retires 3 x Ter"},
    {"W/Retires 1 x Ter", "W/Retires 2 x Ter", "W/Retires 2 x Ter", "W/Retires 2 x Ter",
     "W/Retires 3 x Ter", "W/Defeated"},
    {"W/Retires 1 x Ter", "W/Retires 2 x Ter", "W/Retires 2 x Ter", "W/Retires 3 x Ter",
     "W/Defeated", "W/Defeated"},
    {"W/Retires 2 x Ter", "W/Retires 2 x Ter", "W/Retires 3 x Ter", "W/Defeated", "W/Defeated",
     "W/Defeated"},
    {"W/Retires 3 x Ter", "W/Defeated", "W/Defeated", "W/Defeated", "W/Defeated", "W/Defeated"},
    {"W/Defeated", "W/Defeated", "W/Defeated", "W/Defeated", "W/Defeated", "W/Surrenders"},
    {"W/Defeated", "W/Defeated", "W/Defeated", "W/Defeated", "W/Surrenders", "W/Surrenders"},
}};

}  // namespace

TEST_CASE("combat table: the six columns are READINGS.md's") {
    const auto& table = shippedTables().combat;
    REQUIRE(table.columns.size() == readingColumns.size());
    for (std::size_t column = 0; column < readingColumns.size(); ++column) {
        INFO("column " << readingColumns[column]);
        CHECK(table.columns[column].label == readingColumns[column]);
    }
}

TEST_CASE("combat table: every cell of rows 2 to 12 is the text's") {
    const auto& table = shippedTables().combat;
    for (int roll = 2; roll <= 12; ++roll) {
        for (std::size_t column = 0; column < readingColumns.size(); ++column) {
            INFO("row " << roll << ", column " << readingColumns[column]);
            CHECK(table.rows.at(roll).at(column).text ==
                  textRows[static_cast<std::size_t>(roll - 2)][column]);
        }
    }
}

TEST_CASE("combat table: cells read into side, outcome and terror markers") {
    const auto retires = parseCombatCell("W/Retires 3 x Ter");
    CHECK(retires.side == CombatSideMark::Weaker);
    CHECK(retires.outcome == CombatOutcome::Retires);
    CHECK(retires.terror == 3);
    const auto humiliated = parseCombatCell("S/Humiliated");
    CHECK(humiliated.side == CombatSideMark::Stronger);
    CHECK(humiliated.outcome == CombatOutcome::Humiliated);
    CHECK_THROWS_AS(parseCombatCell("X/Defeated"), std::invalid_argument);
    CHECK_THROWS_AS(parseCombatCell("W/Retires"), std::invalid_argument);
    CHECK_THROWS_AS(parseCombatCell("W/Defeated badly"), std::invalid_argument);
}

// fuzz_typed_text (issue 22): a cell with a line break was repeated whole in the refusal.
TEST_CASE("combat table: a cell with a line break is refused in one line") {
    CHECK_THROWS_WITH_AS(parseCombatCell("S/Retires\n1 x Tre"),
                         "'S/Retires\\n1 x Tre' is not a result: expected 'N x Ter'",
                         std::invalid_argument);
    CHECK_THROWS_WITH_AS(parseCombatCell("W/Won\n"),
                         "'W/Won\\n' is not a combat result (S/ or W/ then Retires N x Ter, "
                         "Defeated, Humiliated or Surrenders)",
                         std::invalid_argument);
}
