// loadScenario on faulty scenario files: each is refused with an XmlError that starts with
// file:line: of the offending element and says what is wrong there.

#include <doctest/doctest.h>

#include <string>

#include "tests/scenarios/refusal.hpp"  // checkRefused, replaced

using tachanka::rules::orel::loadScenario;
using tachanka::testing::checkRefused;
using tachanka::testing::replaced;
using tachanka::testing::TempFolder;
using tachanka::testing::writeFile;

namespace {

// A valid scenario; each test swaps one piece of it for a faulty one.
const std::string validScenario = R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario id="test-scenario" title="Test" start="1919-10-15" turns="2">
  <side name="Whites" commander="Kutepov" edges="south" recruit-battalions="3">
    <formation name="1st Infantry Division" kind="division">
      <unit code="Res/1D" kind="infantry" steps="2" tq="5" strength="3" mp="5" hex="2705"/>
      <formation name="2nd Kornilov" kind="infantry">
        <unit code="off/2K" kind="infantry" steps="3" tq="7" strength="7" mp="5" hex="2705"/>
      </formation>
    </formation>
  </side>
  <side name="Reds" commander="Egorov" edges="north west" recruit-battalions="4">
    <formation name="9th Rifle Division" kind="infantry">
      <unit code="1/9" kind="infantry" steps="4" tq="5" strength="5" mp="5" hex="3002"/>
    </formation>
  </side>
</scenario>
)";

}  // namespace

TEST_CASE("the valid template used by these tests loads") {
    TempFolder folder;
    writeFile(folder / "good.xml", validScenario);
    CHECK(loadScenario(folder / "good.xml").sides.size() == 2);
}

TEST_CASE("a unit missing its kind attribute is refused at the unit's line") {
    const std::string content =
        replaced(validScenario, R"(code="1/9" kind="infantry")", R"(code="1/9")");
    checkRefused(content, R"(code="1/9")", "needs 'kind' (or a type that gives it)");
}

TEST_CASE("a unit missing its code attribute is refused at the unit's line") {
    const std::string content = replaced(validScenario, R"(code="off/2K" )", "");
    checkRefused(content, R"(steps="3" tq="7")", "missing attribute 'code'");
}

TEST_CASE("a scenario missing its start date is refused at the scenario element") {
    const std::string content = replaced(validScenario, R"( start="1919-10-15")", "");
    checkRefused(content, "<scenario ", "missing attribute 'start'");
}

TEST_CASE("a unit with a hex that is not four digits is refused, naming the text") {
    const std::string content = replaced(validScenario, R"(hex="3002")", R"(hex="30-2")");
    checkRefused(content, R"(hex="30-2")", "'30-2' is not a hex number");
}

TEST_CASE("a unit of an unknown kind is refused, listing the known kinds") {
    const std::string content = replaced(validScenario, R"(code="off/2K" kind="infantry")",
                                         R"(code="off/2K" kind="dragoon")");
    checkRefused(content, "dragoon",
                 "'dragoon' is not one of infantry, cavalry, artillery, armoured-train");
}

TEST_CASE("a unit code used twice in one formation is refused at the second unit") {
    const std::string content =
        replaced(validScenario, R"(strength="5" mp="5" hex="3002"/>)",
                 R"(strength="5" mp="5" hex="3002"/>
      <unit code="1/9" kind="cavalry" steps="1" tq="5" strength="1" charge="2" mp="8" hex="2901"/>)");
    checkRefused(content, R"(kind="cavalry")", "unit code '1/9' is used twice");
}

TEST_CASE("a unit code used twice across nested formations is refused") {
    const std::string content = replaced(validScenario, R"(code="off/2K")", R"(code="Res/1D")");
    checkRefused(content, R"(steps="3" tq="7")", "unit code 'Res/1D' is used twice");
}

TEST_CASE("a unit code used on both sides is refused: codes name units in the whole scenario") {
    const std::string content = replaced(validScenario, R"(code="1/9")", R"(code="off/2K")");
    checkRefused(content, R"(hex="3002")", "unit code 'off/2K' is used twice");
}

TEST_CASE("a scenario with one side is refused: it needs exactly two") {
    const auto from = validScenario.find(R"(  <side name="Reds")");
    const auto to = validScenario.find("</scenario>");
    std::string content = validScenario;
    content.erase(from, to - from);
    checkRefused(content, "<scenario ", "exactly two <side> elements, found 1");
}

TEST_CASE("a scenario with three sides is refused: it needs exactly two") {
    const std::string content = replaced(validScenario, "</scenario>", R"(  <side name="Greens" edges="east" recruit-battalions="0">
    <formation name="Makhno" kind="cavalry">
      <unit code="M/1" kind="cavalry" steps="2" tq="6" strength="2" charge="4" mp="8" hex="1010"/>
    </formation>
  </side>
</scenario>)");
    checkRefused(content, "<scenario ", "exactly two <side> elements, found 3");
}

TEST_CASE("a provisional scenario without a provisional-note is refused") {
    const std::string content =
        replaced(validScenario, R"(turns="2">)", R"(turns="2" provisional="true">)");
    checkRefused(content, "<scenario ", "provisional scenario needs a <provisional-note>");
}

TEST_CASE("a provisional scenario whose provisional-note is blank is refused") {
    const std::string content = replaced(validScenario, R"(turns="2">)",
                                         "turns=\"2\" provisional=\"true\">\n"
                                         "  <provisional-note>\n    \n  </provisional-note>");
    checkRefused(content, "<scenario ", "provisional scenario needs a <provisional-note>");
}

TEST_CASE("a provisional scenario with its note loads and keeps the note") {
    TempFolder folder;
    const std::string content =
        replaced(validScenario, R"(turns="2">)",
                 "turns=\"2\" provisional=\"true\">\n"
                 "  <provisional-note>Steps are\n    guessed.</provisional-note>");
    writeFile(folder / "ok.xml", content);
    const auto scenario = loadScenario(folder / "ok.xml");
    CHECK(scenario.provisional);
    CHECK(scenario.provisionalNote == "Steps are guessed.");
}

TEST_CASE("an unknown attribute on a unit is refused, naming it") {
    const std::string content = replaced(validScenario, R"(tq="7")", R"(tq="7" morale="3")");
    checkRefused(content, R"(morale="3")", "unknown attribute 'morale'");
}

TEST_CASE("an unknown element inside a formation is refused at that element") {
    const std::string content =
        replaced(validScenario, R"(<formation name="2nd Kornilov" kind="infantry">)",
                 "<formation name=\"2nd Kornilov\" kind=\"infantry\">\n"
                 "        <leader name=\"Pachkevitch\"/>");
    checkRefused(content, "<leader", "unknown element");
}

TEST_CASE("text inside a side element is refused") {
    const std::string content =
        replaced(validScenario, R"(recruit-battalions="4">)", "recruit-battalions=\"4\">\n    Red Army");
    checkRefused(content, R"(<side name="Reds")", "unexpected text 'Red Army'");
}

TEST_CASE("steps and troop quality outside their ranges are refused with the range") {
    checkRefused(replaced(validScenario, R"(steps="4")", R"(steps="21")"), R"(steps="21")",
                 "from 1 to 20");
    checkRefused(replaced(validScenario, R"(steps="4")", R"(steps="0")"), R"(steps="0")",
                 "from 1 to 20");
    checkRefused(replaced(validScenario, R"(tq="7")", R"(tq="10")"), R"(tq="10")", "from 1 to 9");
}

TEST_CASE("a start date that is not a calendar day is refused at the scenario element") {
    const std::string content =
        replaced(validScenario, R"(start="1919-10-15")", R"(start="1919-02-29")");
    checkRefused(content, "<scenario ", "'1919-02-29'");
}

TEST_CASE("turns outside 1 to 366 are refused") {
    checkRefused(replaced(validScenario, R"(turns="2")", R"(turns="0")"), "<scenario ",
                 "'turns' is '0'");
    checkRefused(replaced(validScenario, R"(turns="2")", R"(turns="367")"), "<scenario ",
                 "'turns' is '367'");
}

TEST_CASE("a scenario id with characters outside a-z, 0-9 and '-' is refused") {
    checkRefused(replaced(validScenario, R"(id="test-scenario")", R"(id="Test_Scenario")"),
                 "<scenario ", "id 'Test_Scenario' may hold only");
}

TEST_CASE("two sides of the same name are refused at the second") {
    const std::string content =
        replaced(validScenario, R"(<side name="Reds")", R"(<side name="Whites")");
    checkRefused(content, R"(commander="Egorov")", "side 'Whites' is named twice");
}

TEST_CASE("a side without any formation is refused at the side") {
    const auto from = validScenario.find(R"(    <formation name="9th Rifle Division")");
    const auto to = validScenario.find("  </side>\n</scenario>");
    std::string content = validScenario;
    content.erase(from, to - from);
    checkRefused(content, R"(<side name="Reds")", "needs at least one <formation>");
}

TEST_CASE("a file whose root element is not <scenario> is refused") {
    const std::string content =
        replaced(replaced(validScenario, "<scenario ", "<campaign "), "</scenario>", "</campaign>");
    checkRefused(content, "<campaign ", "expected the root element <scenario>");
}

TEST_CASE("malformed XML in a scenario file is refused with file:line:column") {
    const std::string content =
        replaced(validScenario, R"(mp="5" hex="2705"/>
      </formation>)", R"(mp="5" hex="2705">
      </formation>)");
    checkRefused(content, "</formation>", "mismatch");
}
