// red-flags-iron-crosses.xml read back: bad or missing data is an error naming file and line.

#include <doctest/doctest.h>

#include <string>

#include "tests/rfic/rfic_tables_fixture.hpp"
#include "tests/rules/xml_error.hpp"

using tachanka::rules::rfic::parseRficTables;

namespace {

const char* fileName = "red-flags-iron-crosses.xml";

std::string shippedText() {
    return tachanka::testing::textOf(tachanka::testing::shippedRficFile());
}

std::string errorWith(const std::string& from, const std::string& to) {
    std::string text = tachanka::testing::replacedOnce(shippedText(), from, to);
    return tachanka::testing::xmlErrorOf([&] { parseRficTables(std::move(text), fileName); });
}

std::string lineOf(const std::string& from) {
    return std::string(fileName) + ":" +
           std::to_string(tachanka::testing::lineIn(shippedText(), from)) + ":";
}

}  // namespace

TEST_CASE("red-flags-iron-crosses.xml: the shipped file reads") {
    CHECK(tachanka::testing::xmlErrorOf([] { tachanka::testing::shippedRficTables(); }) ==
          "(no error)");
}

TEST_CASE("red-flags-iron-crosses.xml: a bad cell names its file and line") {
    SUBCASE("a move with no hexes") {
        const std::string from = R"(text="Infantry unit" hexes="1")";
        const auto error = errorWith(from, R"(text="Infantry unit")");
        CHECK(error.starts_with(lineOf("<move mover=\"infantry\"")));
        CHECK(error.find("give 'hexes'") != std::string::npos);
    }
    SUBCASE("a mover missing") {
        const auto error = errorWith(R"(<move mover="cavalry")", R"(<move mover="infantry")");
        CHECK(error.find("'infantry' is given twice") != std::string::npos);
    }
    SUBCASE("a cohesion cell that is neither regains nor fails") {
        const std::string from = R"(<suit suit="clubs" good="regains")";
        const auto error = errorWith(from, R"(<suit suit="clubs" good="maybe")");
        CHECK(error.starts_with(lineOf(from)));
        CHECK(error.find("'good' is 'regains' or 'fails', not 'maybe'") != std::string::npos);
    }
    SUBCASE("a 2D6 score missing from the aircraft table") {
        const std::string from = R"(<row total="7")";
        const auto error = errorWith(from, R"(<row total="11")");
        CHECK(error.find("total 11 is given twice") != std::string::npos);
    }
    SUBCASE("a Commander table that leaves a card undecided") {
        const std::string from = R"(<commander-hit colour="black")";
        const auto error = errorWith(from, R"(<commander-hit cards="AS")");
        CHECK(error.find("no <commander-hit> row decides AC") != std::string::npos);
    }
    SUBCASE("a card no one can read") {
        const std::string from = R"(cards="KH,QH,JH")";
        const auto error = errorWith(from, R"(cards="KH,QX,JH")");
        CHECK(error.starts_with(lineOf("<commander-hit cards=")));
        CHECK(error.find("'QX' is no card") != std::string::npos);
    }
    SUBCASE("an attribute the reader does not know") {
        const std::string from = R"(<minefield dice="8")";
        const auto error = errorWith(from, R"(<minefield dice="8" depth="2")");
        CHECK(error.starts_with(lineOf("<minefield")));
        CHECK(error.find("depth") != std::string::npos);
    }
}
