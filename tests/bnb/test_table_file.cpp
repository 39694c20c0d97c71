// bullets-and-bolsheviks.xml: file:line errors for bad or incomplete data.

#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "rules/bnb/table_file.hpp"
#include "tests/bnb/bnb_tables_fixture.hpp"
#include "tests/rules/xml_error.hpp"

using namespace tachanka::rules::bnb;

namespace {

std::string shippedText() {
    return tachanka::testing::textOf(tachanka::testing::shippedBnbFile());
}

// The shipped file with one piece of text replaced, parsed as "bnb.xml".
std::string errorWith(const std::string& from, const std::string& to) {
    std::string text = tachanka::testing::replacedOnce(shippedText(), from, to);
    return tachanka::testing::xmlErrorOf([&] { parseBnbTables(text, "bnb.xml"); });
}

int lineOf(const std::string& needle) {
    return tachanka::testing::lineIn(shippedText(), needle);
}

}  // namespace

TEST_CASE("the shipped file loads") {
    CHECK(tachanka::testing::xmlErrorOf([] { tachanka::testing::shippedBnbTables(); }) ==
          "(no error)");
}

TEST_CASE("a bad movement cost names the file and line") {
    const std::string unit = "<unit id=\"tank\" mp=\"2\" road=\"1\"";
    const auto error = errorWith(unit, "<unit id=\"tank\" mp=\"2\" road=\"x\"");
    CHECK(error.starts_with("bnb.xml:" + std::to_string(lineOf(unit)) + ":"));
    CHECK(error.find("'x' is not a cost") != std::string::npos);
}

TEST_CASE("a missing unit row is an error, never a silent gap") {
    const auto error = errorWith("<unit id=\"tachanka\"", "<!-- --><unit id=\"tachanka-gone\"");
    CHECK(error.find("bnb.xml:") == 0);
    CHECK(error.find("tachanka-gone") != std::string::npos);
    const auto missing = errorWith("<to-hit target=\"marsh\" hits-on=\"5\"/>", "");
    CHECK(missing.find("missing <to-hit> for: marsh") != std::string::npos);
}

TEST_CASE("a losses row given twice, and one missing") {
    CHECK(errorWith("<losses roll=\"6\"", "<losses roll=\"5\"").find("roll 5 is given twice") !=
          std::string::npos);
    CHECK(errorWith("<losses roll=\"6\" winner=\"1\" loser=\"4\"/>", "")
              .find("needs a <losses> row for each roll 1 to 6") != std::string::npos);
}

TEST_CASE("a damage table with a gap, and an unknown effect") {
    CHECK(errorWith("<result from=\"5\" to=\"5\" effect=\"mobility\"/>", "")
              .find("no <result> for roll 5") != std::string::npos);
    const auto asleep = errorWith("effect=\"crew-pinned\"", "effect=\"crew-asleep\"");
    INFO(asleep);
    CHECK(asleep.find("crew-asleep") != std::string::npos);
    CHECK(asleep.find("is not a battery damage") != std::string::npos);
}

TEST_CASE("an unknown attribute and a missing occasion are refused") {
    CHECK(errorWith("<stacking foot", "<stacking colour=\"red\" foot").find("colour") !=
          std::string::npos);
    const auto missing = errorWith("<occasion id=\"unpin\"", "<occasion id=\"leader-killed\"");
    CHECK(missing.find("given twice") != std::string::npos);
}
