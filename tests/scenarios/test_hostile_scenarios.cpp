// A shared scenario file made to break the reader, end to end through every command that reads
// a scenario: nesting deep enough to overflow the stack is refused at its file:line, and text
// from the file comes back as a short, escaped excerpt on one line.

#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "tests/cli/cli.hpp"
#include "tests/scenarios/refusal.hpp"
#include "tests/support/data_home.hpp"
#include "tests/support/temp_folder.hpp"

using tachanka::testing::cli;
using tachanka::testing::IsolatedDataHome;
using tachanka::testing::isOneLineError;
using tachanka::testing::lineOf;
using tachanka::testing::replaced;
using tachanka::testing::TempFolder;
using tachanka::testing::writeFile;

namespace {

const std::string scenario = R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario id="hostile" title="Hostile" start="1919-10-15" turns="2">
  <counter-types>
    <counter type="rifle" kind="infantry" steps="3" tq="5" strength="5" mp="5"/>
  </counter-types>
  <victory>
    <location name="Orël" hex="2705"/>
    <level side="Whites" level="minor" rank="1">
CONDITION
    </level>
  </victory>
  <side name="Whites" edges="south" recruit-battalions="3">
FORMATIONS
  </side>
  <side name="Reds" edges="north" recruit-battalions="4">
    <formation name="9th Rifle Division" kind="infantry">
      <unit code="1/9D" type="rifle" hex="3002"/>
    </formation>
  </side>
</scenario>
)";

std::string withCondition(const std::string& condition) {
    return replaced(replaced(scenario, "CONDITION", condition), "FORMATIONS",
                    "<formation name=\"1st Kornilov\" kind=\"infantry\">\n"
                    "<unit code=\"1/1K\" type=\"rifle\" hex=\"2903\"/>\n</formation>");
}

// `depth` formations each under the one before, every one on its own line; the last has a unit.
std::string withFormations(int depth, const std::string& unitType = "rifle") {
    std::string formations;
    for (int level = 1; level <= depth; ++level) {
        formations += "<formation name=\"F" + std::to_string(level) + "\" kind=\"infantry\">\n";
    }
    formations += "<unit code=\"1/1K\" type=\"" + unitType + "\" hex=\"2903\"/>\n";
    for (int level = 1; level <= depth; ++level) formations += "</formation>";
    return replaced(replaced(scenario, "FORMATIONS", formations), "CONDITION",
                    "<occupy location=\"Orël\"/>");
}

// Every command that reads the scenario "hostile", each given a file or folder of its own.
std::vector<std::vector<std::string>> commandsReading(const TempFolder& folder) {
    return {{"orel", "scenario", "hostile"},
            {"new", (folder / "new.tachanka").string(), "--scenario", "hostile"},
            {"orel", "victory", "--scenario", "hostile", "--whites", "Orël"}};
}

// Runs every command on the user's scenario `content` and checks that each refuses it in one
// line naming the file and `line`, and `problem`, and creates nothing.
void checkEveryCommandRefuses(const std::string& content, int line, const std::string& problem) {
    IsolatedDataHome home;
    std::filesystem::create_directories(home.scenarioOverrides());
    const auto file = home.scenarioOverrides() / "hostile.xml";
    writeFile(file, content);
    TempFolder folder;
    for (const auto& command : commandsReading(folder)) {
        CAPTURE(command);
        const auto result = cli(command);
        CHECK(isOneLineError(result));
        CHECK(result.err.find(file.string() + ":" + std::to_string(line) + ":") !=
              std::string::npos);
        CHECK(result.err.find(problem) != std::string::npos);
    }
    CHECK(tachanka::testing::fileNamesIn(folder.path()).empty());
}

}  // namespace

TEST_CASE("the hostile scenario's template is read by every command") {
    IsolatedDataHome home;
    std::filesystem::create_directories(home.scenarioOverrides());
    writeFile(home.scenarioOverrides() / "hostile.xml", withFormations(3));
    TempFolder folder;
    for (const auto& command : commandsReading(folder)) {
        CAPTURE(command);
        CHECK(cli(command).exitCode == 0);
    }
}

TEST_CASE("13,000 nested conditions are refused at the first too deep, not a crash") {
    std::string condition;
    for (int level = 0; level < 13000; ++level) condition += "<not>\n";
    condition += "<occupy location=\"Orël\"/>";
    for (int level = 0; level < 13000; ++level) condition += "</not>";
    const std::string content = withCondition(condition);
    // <scenario>, <victory> and <level> come first: the 62nd <not>, on the 62nd line after
    // <level>, is the 65th level.
    checkEveryCommandRefuses(content, lineOf(content, "<level side=") + 62,
                             "nested more than 64 deep");
}

TEST_CASE("20,000 nested formations are refused at the first too deep, not a crash") {
    const std::string content = withFormations(20000);
    // <scenario> and <side> come first: formation 63 is the 65th level.
    checkEveryCommandRefuses(content, lineOf(content, "<formation name=\"F63\""),
                             "nested more than 64 deep");
}

TEST_CASE("formations nested deeper than a chain of command may go are refused") {
    // Within the XML bound, beyond what a campaign keeps (model::maxFormationLevels).
    const std::string content = withFormations(17);
    checkEveryCommandRefuses(content, lineOf(content, "<formation name=\"F17\""),
                             "formations are nested more than 16 levels deep");
}

TEST_CASE("text quoted from the file is a short escaped excerpt on one line") {
    struct Nasty {
        std::string what;
        std::string inFile;  // as the XML attribute holds it
        std::string quoted;  // as the message must show it
    };
    const std::vector<Nasty> cases{
        {"a line break", "ri&#10;fle", "'ri\\nfle'"},
        {"100 KB", std::string(100 * 1024, 'r'), "'" + std::string(60, 'r') + "…'"},
        {"invalid UTF-8", "ri\xff\xfe" "fle", "'ri\\xff\\xfefle'"},
        {"terminal escapes", "&#27;[2J&#27;]0;owned&#7;", "'\\x1b[2J\\x1b]0;owned\\x07'"},
    };
    for (const auto& each : cases) {
        CAPTURE(each.what);
        const std::string content = withFormations(1, each.inFile);
        checkEveryCommandRefuses(content, lineOf(content, "<unit code=\"1/1K\""),
                                 "no counter type " + each.quoted);
        IsolatedDataHome home;
        std::filesystem::create_directories(home.scenarioOverrides());
        writeFile(home.scenarioOverrides() / "hostile.xml", content);
        const auto result = cli({"orel", "scenario", "hostile"});
        CHECK(result.err.size() < 400);
        for (std::size_t at = 0; at + 1 < result.err.size(); ++at) {
            CHECK(static_cast<unsigned char>(result.err[at]) >= 0x20);
        }
    }
}
