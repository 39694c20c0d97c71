// actions-table.xml read back: bad or missing data is an error naming file and line.

#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "rules/actions/table_file.hpp"
#include "tests/actions/tables_fixture.hpp"
#include "tests/rules/xml_error.hpp"

using tachanka::rules::actions::parseActionsTables;

namespace {

std::string shippedText() {
    return tachanka::testing::textOf(tachanka::testing::shippedActionsFile());
}

// The error of the shipped file with the first `from` replaced by `to`.
std::string errorWith(const std::string& from, const std::string& to) {
    std::string text = tachanka::testing::replacedOnce(shippedText(), from, to);
    return tachanka::testing::xmlErrorOf(
        [&] { parseActionsTables(std::move(text), "actions-table.xml"); });
}

// "actions-table.xml:LINE:" with the line of `from` in the shipped file.
std::string lineOf(const std::string& from) {
    return "actions-table.xml:" + std::to_string(tachanka::testing::lineIn(shippedText(), from)) +
           ":";
}

}  // namespace

TEST_CASE("actions-table.xml: the shipped file reads") {
    CHECK(tachanka::testing::xmlErrorOf([] { tachanka::testing::shippedActionsTables(); }) ==
          "(no error)");
}

TEST_CASE("actions-table.xml: a missing order cell names its band's line") {
    const std::string cell = "<cell roll=\"2\" order=\"withdraw\"/>";
    const auto error = errorWith(cell, "");
    CHECK(error.find("no cell for roll 2") != std::string::npos);
    CHECK(error.starts_with("actions-table.xml:"));
}

TEST_CASE("actions-table.xml: an unknown order, a gap between bands, a missing factor") {
    const std::string halt = "<cell roll=\"2\" order=\"halt\" italic=\"true\"/>";
    const auto unknown = errorWith(halt, "<cell roll=\"2\" order=\"hlat\" italic=\"true\"/>");
    CHECK(unknown.starts_with(lineOf(halt)));
    CHECK(unknown.find("'hlat'") != std::string::npos);
    const std::string band = "<band from=\"3\" to=\"5\">";
    const auto gap = errorWith(band, "<band from=\"4\" to=\"5\">");
    CHECK(gap.starts_with(lineOf(band)));
    CHECK(gap.find("not at 3") != std::string::npos);
    const auto factor = errorWith("<factor id=\"running\"", "<factor id=\"runing\"");
    CHECK(factor.find("'runing'") != std::string::npos);
}

TEST_CASE("actions-table.xml: a to-hit number beyond the die, an unknown attribute") {
    const std::string range = "<range name=\"long\" open=\"6\" soft=\"7\" hard=\"8\"/>";
    const auto beyond = errorWith(range, "<range name=\"long\" open=\"6\" soft=\"7\" hard=\"9\"/>");
    CHECK(beyond.starts_with(lineOf(range)));
    CHECK(beyond.find("hard") != std::string::npos);
    const auto typo = errorWith("<formed-troops platoon-within-cm", "<formed-troops platon-cm");
    CHECK(typo.find("platon-cm") != std::string::npos);
}

TEST_CASE("actions-table.xml: a damage row with a cell missing, a class given twice") {
    const auto missing = errorWith("<cell roll=\"6\" result=\"kill\"/>", "");
    CHECK(missing.find("no cell for roll 6") != std::string::npos);
    const auto twice = errorWith("<command-dice class=\"raw\"", "<command-dice class=\"hero\"");
    CHECK(twice.find("'hero' is given twice") != std::string::npos);
}
