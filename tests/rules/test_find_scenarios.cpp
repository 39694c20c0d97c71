// findScenarios: the scenarios on offer from several folders, user overrides first.

#include <doctest/doctest.h>

#include <filesystem>
#include <string>

#include "rules/orel/scenario_file.hpp"
#include "rules/xml/xml_document.hpp"
#include "tests/support/temp_folder.hpp"

using tachanka::rules::orel::findScenarios;
using tachanka::testing::TempFolder;
using tachanka::testing::writeFile;

namespace {

// Only the root element is needed to list a scenario.
void writeScenario(const std::filesystem::path& file, const std::string& id,
                   const std::string& title, const std::string& extra = "") {
    writeFile(file, "<scenario id=\"" + id + "\" title=\"" + title +
                        "\" start=\"1919-10-15\" turns=\"2\"" + extra + "/>\n");
}

}  // namespace

TEST_CASE("findScenarios lists the three shipped Orel 1919 scenarios of section 10, by id") {
    const auto folder = std::filesystem::path(TACHANKA_SOURCE_DIR) / "templates" / "scenarios";
    const auto entries = findScenarios({folder});
    REQUIRE(entries.size() == 3);
    CHECK(entries[0].id == "brasovo");  // 10.1
    CHECK(entries[0].title == "Orel 1919 — introductory scenario: Brasovo");
    CHECK(entries[0].basedOn == "historical");
    CHECK(entries[1].id == "historical");  // 10.2
    CHECK(entries[1].title == "Orel 1919 — historical scenario");
    CHECK(entries[1].basedOn.empty());
    CHECK(entries[1].file == folder / "historical.xml");
    CHECK(entries[2].id == "hypothetical");  // 10.3
    CHECK(entries[2].basedOn == "historical");
    for (const auto& entry : entries) {
        CAPTURE(entry.id);
        CHECK(entry.provisional);  // counter values are not in the text
        CHECK_FALSE(entry.description.empty());
    }
}

TEST_CASE("findScenarios: where two folders hold the same id, the earlier folder wins") {
    TempFolder user;
    TempFolder shipped;
    writeScenario(user / "mine.xml", "historical", "My Orël");
    writeScenario(shipped / "historical.xml", "historical", "Shipped Orël");
    writeScenario(shipped / "brasovo.xml", "brasovo", "Brasovo");

    const auto entries = findScenarios({user.path(), shipped.path()});
    REQUIRE(entries.size() == 2);
    CHECK(entries[0].id == "brasovo");
    CHECK(entries[0].file == shipped / "brasovo.xml");
    CHECK(entries[1].id == "historical");
    CHECK(entries[1].title == "My Orël");
    CHECK(entries[1].file == user / "mine.xml");

    const auto reversed = findScenarios({shipped.path(), user.path()});
    REQUIRE(reversed.size() == 2);
    CHECK(reversed[1].title == "Shipped Orël");
}

TEST_CASE("findScenarios sorts the result by id, not by file name or folder") {
    TempFolder first;
    TempFolder second;
    writeScenario(first / "a.xml", "zulu", "Z");
    writeScenario(first / "b.xml", "mike", "M");
    writeScenario(second / "0.xml", "alpha", "A");

    const auto entries = findScenarios({first.path(), second.path()});
    REQUIRE(entries.size() == 3);
    CHECK(entries[0].id == "alpha");
    CHECK(entries[1].id == "mike");
    CHECK(entries[2].id == "zulu");
}

TEST_CASE("findScenarios ignores files that do not end in .xml") {
    TempFolder folder;
    writeScenario(folder / "real.xml", "real", "Real");
    writeFile(folder / "notes.txt", "not xml at all <<<");
    writeFile(folder / "real.xml.bak", "<broken");
    writeFile(folder / "README", "scenarios go here");
    writeScenario(folder / "other.XMLX", "other", "Other");

    const auto entries = findScenarios({folder.path()});
    REQUIRE(entries.size() == 1);
    CHECK(entries[0].id == "real");
}

TEST_CASE("findScenarios skips a folder that does not exist or is not a folder") {
    TempFolder folder;
    writeScenario(folder / "here.xml", "here", "Here");
    writeFile(folder / "plain-file", "");

    const auto entries =
        findScenarios({folder / "no-such-folder", folder / "plain-file", folder.path()});
    REQUIRE(entries.size() == 1);
    CHECK(entries[0].id == "here");
    CHECK(findScenarios({folder / "no-such-folder"}).empty());
    CHECK(findScenarios({}).empty());
}

TEST_CASE("findScenarios reads the provisional flag and folds the description") {
    TempFolder folder;
    writeFile(folder / "p.xml",
              R"(<scenario id="p" title="P" start="1919-10-15" turns="1" provisional="true">
  <description>
    Two lines
    of text.
  </description>
  <provisional-note>guessed</provisional-note>
</scenario>
)");
    writeScenario(folder / "q.xml", "q", "Q");
    const auto entries = findScenarios({folder.path()});
    REQUIRE(entries.size() == 2);
    CHECK(entries[0].provisional);
    CHECK(entries[0].description == "Two lines of text.");
    CHECK_FALSE(entries[1].provisional);
    CHECK(entries[1].description.empty());
}

TEST_CASE("findScenarios reports a broken .xml file with its location instead of skipping it") {
    TempFolder folder;
    const auto file = folder / "broken.xml";
    writeFile(file, "<scenario id=\"Bad Id\" title=\"x\" start=\"1919-10-15\" turns=\"1\"/>\n");
    try {
        findScenarios({folder.path()});
        FAIL("a broken scenario file was listed silently");
    } catch (const tachanka::xml::XmlError& error) {
        const std::string message = error.what();
        CHECK(message.rfind(file.string() + ":1:", 0) == 0);
        CHECK(message.find("'Bad Id'") != std::string::npos);
    }
}
