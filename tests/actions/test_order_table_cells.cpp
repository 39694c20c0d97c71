// Every cell of both order tables against actions-table.txt: the instruction as the text words
// it, and whether the text sets it in italics. The "Up to RF0" row is the text's one sentence
// read as continue on 1-5, the move towards the enemy on the 6 (README.md).

#include <doctest/doctest.h>

#include <array>
#include <string>

#include "rules/actions/actions_tables.hpp"
#include "tests/actions/tables_fixture.hpp"

using namespace tachanka::rules::actions;
using tachanka::testing::shippedActionsTables;

namespace {

// The text's instructions, copied from actions-table.txt.
const std::string kContinue = "Continue current actions";
const std::string kTowards =
    "Move towards the nearest visible enemy (never out of a fortified position they are "
    "defending)";
const std::string kFacing = "Continue current actions facing the nearest enemy";
const std::string kFacingCharge = "Continue current actions facing the nearest enemy (Charge?)";
const std::string kAdvance = "Advance towards nearest enemy (Charge?)";
const std::string kHalt = "Halt in position facing the nearest enemy";
const std::string kCover =
    "Move to take cover in the nearest terrain within 1 move, or away from all enemies";
const std::string kWithdraw = "Withdraw towards cover further from enemy";
const std::string kRun = "Run from nearest enemy";

struct Cell {
    const std::string* text;
    bool italic;
};
using Row = std::array<Cell, 6>;

struct Band {
    const char* label;
    Row row;
};

const Row upToZero{{{&kContinue, false},
                    {&kContinue, false},
                    {&kContinue, false},
                    {&kContinue, false},
                    {&kContinue, false},
                    {&kTowards, false}}};

const std::array<Band, 5> firearms{{
    {"Up to RF0", upToZero},
    {"RF1-2",
     {{{&kCover, false},
       {&kHalt, true},
       {&kFacingCharge, true},
       {&kFacingCharge, true},
       {&kFacingCharge, true},
       {&kAdvance, true}}}},
    {"RF3-5",
     {{{&kWithdraw, false},
       {&kCover, true},
       {&kHalt, true},
       {&kFacingCharge, true},
       {&kFacingCharge, true},
       {&kAdvance, true}}}},
    {"RF6-8",
     {{{&kRun, false},
       {&kWithdraw, false},
       {&kCover, false},
       {&kCover, true},
       {&kHalt, true},
       {&kFacingCharge, true}}}},
    {"RF9+",
     {{{&kRun, false},
       {&kRun, false},
       {&kWithdraw, false},
       {&kCover, false},
       {&kCover, true},
       {&kHalt, true}}}},
}};

const std::array<Band, 5> melee{{
    {"Up to RF0", upToZero},
    {"RF1-2",
     {{{&kHalt, true},
       {&kFacing, true},
       {&kFacing, true},
       {&kFacingCharge, true},
       {&kAdvance, true},
       {&kAdvance, true}}}},
    {"RF3-6",
     {{{&kCover, false},
       {&kHalt, true},
       {&kHalt, true},
       {&kFacing, true},
       {&kFacingCharge, true},
       {&kAdvance, true}}}},
    {"RF7-8",
     {{{&kRun, false},
       {&kCover, false},
       {&kCover, false},
       {&kHalt, true},
       {&kHalt, true},
       {&kFacingCharge, true}}}},
    {"RF9+",
     {{{&kRun, false},
       {&kRun, false},
       {&kCover, false},
       {&kCover, false},
       {&kCover, false},
       {&kHalt, true}}}},
}};

void checkTable(OrderTableKind kind, const std::array<Band, 5>& expected) {
    const auto& table = shippedActionsTables().orderTable(kind);
    REQUIRE(table.bands.size() == expected.size());
    for (std::size_t band = 0; band < expected.size(); ++band) {
        const auto& read = table.bands[band];
        CHECK(read.label() == expected[band].label);
        for (std::size_t roll = 0; roll < 6; ++roll) {
            INFO(expected[band].label << ", d6 " << roll + 1);
            CHECK(read.cells[roll].text == *expected[band].row[roll].text);
            CHECK(read.cells[roll].italic == expected[band].row[roll].italic);
        }
    }
}

}  // namespace

TEST_CASE("firearms order table: every cell of Up to RF0, RF1-2, RF3-5, RF6-8 and RF9+") {
    checkTable(OrderTableKind::Firearms, firearms);
}

TEST_CASE("melee order table: every cell of Up to RF0, RF1-2, RF3-6, RF7-8 and RF9+") {
    checkTable(OrderTableKind::Melee, melee);
}

TEST_CASE("order tables: each risk factor falls in the text's band") {
    const auto& tables = shippedActionsTables();
    const auto bandOf = [&](OrderTableKind kind, int risk) {
        for (const auto& band : tables.orderTable(kind).bands) {
            if (band.covers(risk)) return band.label();
        }
        return std::string("none");
    };
    CHECK(bandOf(OrderTableKind::Firearms, -3) == "Up to RF0");
    CHECK(bandOf(OrderTableKind::Firearms, 0) == "Up to RF0");
    CHECK(bandOf(OrderTableKind::Firearms, 1) == "RF1-2");
    CHECK(bandOf(OrderTableKind::Firearms, 5) == "RF3-5");
    CHECK(bandOf(OrderTableKind::Firearms, 6) == "RF6-8");
    CHECK(bandOf(OrderTableKind::Firearms, 9) == "RF9+");
    CHECK(bandOf(OrderTableKind::Firearms, 30) == "RF9+");
    CHECK(bandOf(OrderTableKind::Melee, 6) == "RF3-6");
    CHECK(bandOf(OrderTableKind::Melee, 7) == "RF7-8");
}
