// export and import end to end: whole campaigns, army lists (as templates/armies/ writes them,
// replaced through the journal and undone), and bad input refused with one line.

#include <doctest/doctest.h>

#include "db/schema.hpp"
#include "tests/campaign_queries/played_campaign.hpp"
#include "tests/cli/cli.hpp"
#include "tests/support/campaign_dump.hpp"
#include "tests/support/data_home.hpp"
#include "tests/support/json_value.hpp"

using namespace tachanka;
using tachanka::testing::cli;
using tachanka::testing::freshHome;
using tachanka::testing::IsolatedDataHome;
using tachanka::testing::isOneLineError;
using tachanka::testing::JsonValue;
using tachanka::testing::readFile;
using tachanka::testing::TempFolder;
using tachanka::testing::writeFile;

namespace {

const std::filesystem::path shippedArmies = std::filesystem::path(TACHANKA_SOURCE_DIR) /
                                            "templates" / "armies";

std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

}  // namespace

TEST_CASE("export then import through the CLI gives the same campaign") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = (folder / "orel.tachanka").string();
    testing::playCampaign(file);
    const auto exported = cli({"export", file, "-o", (folder / "c.xml").string()},
                              freshHome(folder));
    REQUIRE(exported.exitCode == 0);
    CHECK(exported.out == "wrote " + (folder / "c.xml").string() + "\n");
    const auto imported = cli({"import", (folder / "c.xml").string(),
                               (folder / "copy.tachanka").string()},
                              freshHome(folder));
    REQUIRE(imported.exitCode == 0);
    CHECK(testing::campaignDump(folder / "copy.tachanka") == testing::campaignDump(file));
    const auto shown = cli({"show", (folder / "copy.tachanka").string(), "--json"},
                           freshHome(folder));
    CHECK(JsonValue::parse(shown.out)["turn"]["date"].string() == "1919-10-16");
}

TEST_CASE("export --army writes the list the campaign keeps, as templates/armies holds it") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = (folder / "orel.tachanka").string();
    testing::playCampaign(file);
    const auto result = cli({"export", file, "--army", "afsr", "-o",
                             (folder / "afsr.xml").string()},
                            freshHome(folder));
    REQUIRE(result.exitCode == 0);
    CHECK(readFile(folder / "afsr.xml") == readFile(shippedArmies / "afsr.xml"));
}

TEST_CASE("import --army replaces the campaign's list through the journal, and undo restores it") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = (folder / "orel.tachanka").string();
    testing::playCampaign(file);
    const auto before = testing::campaignDump(file);
    const auto edited = replaced(readFile(shippedArmies / "afsr.xml"),
                                 "name=\"Whites (Armed Forces of South Russia)\"",
                                 "name=\"ВСЮР (Whites, house rules)\"");
    writeFile(folder / "house.xml", edited);
    const auto result = cli({"import", file, "--army", (folder / "house.xml").string()},
                            freshHome(folder));
    REQUIRE(result.exitCode == 0);
    CHECK(result.out == "replaced army list afsr (ВСЮР (Whites, house rules))\n");

    const auto exported = cli({"export", file, "--army", "afsr", "-o",
                               (folder / "back.xml").string()},
                              freshHome(folder));
    REQUIRE(exported.exitCode == 0);
    CHECK(readFile(folder / "back.xml") == edited);

    const auto ledger = cli({"ledger", file, "--kind", "army-list", "--limit", "2", "--json"},
                            freshHome(folder));
    const auto rows = JsonValue::parse(ledger.out);
    REQUIRE(rows.array().size() == 2);
    CHECK(rows[0]["field"].string() == "name");
    CHECK(rows[0]["after"].string() == "ВСЮР (Whites, house rules)");
    CHECK(rows[1]["field"].string() == "source");
    CHECK(rows[1]["note"].string() ==
          "army list ВСЮР (Whites, house rules) imported from house.xml");
    // The ledger's lines are read at a glance: the list's XML is summarised, not printed.
    const auto lines = cli({"ledger", file, "--kind", "army-list", "--limit", "2"},
                           freshHome(folder));
    REQUIRE(lines.exitCode == 0);
    CHECK(lines.out.find("<army ") == std::string::npos);
    CHECK(lines.out.find("source: (a text of ") != std::string::npos);
    CHECK(lines.out.find("name: Whites (Armed Forces of South Russia) → ВСЮР") !=
          std::string::npos);

    REQUIRE(cli({"undo", file}, freshHome(folder)).exitCode == 0);
    CHECK(testing::campaignDump(file) == before);
}

TEST_CASE("import --army adds a list the campaign did not keep") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = (folder / "orel.tachanka").string();
    testing::playCampaign(file);
    const auto result = cli({"import", file, "--army", (shippedArmies / "poles.xml").string()},
                            freshHome(folder));
    REQUIRE(result.exitCode == 0);
    CHECK(result.out.starts_with("added army list poles ("));
    const auto exported = cli({"export", file, "--army", "poles", "-o",
                               (folder / "poles.xml").string()},
                              freshHome(folder));
    REQUIRE(exported.exitCode == 0);
    CHECK(readFile(folder / "poles.xml") == readFile(shippedArmies / "poles.xml"));
}

TEST_CASE("bad export and import input: exit 2, one line, nothing created or changed") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto file = (folder / "orel.tachanka").string();
    testing::playCampaign(file);
    REQUIRE(cli({"export", file, "-o", (folder / "c.xml").string()}, freshHome(folder))
                .exitCode == 0);
    const auto xml = readFile(folder / "c.xml");
    writeFile(folder / "malformed.xml", xml.substr(0, xml.size() / 2));
    const auto schema = "schema=\"" + std::to_string(tachanka::db::currentSchemaVersion()) + "\"";
    writeFile(folder / "newer.xml", replaced(xml, schema, "schema=\"99\""));
    writeFile(folder / "table.xml", replaced(xml, "<side id=\"2\"", "<camp id=\"2\""));
    writeFile(folder / "column.xml", replaced(xml, "<side id=\"2\"", "<side colour=\"red\" id=\"2\""));
    writeFile(folder / "reference.xml",
              replaced(xml, "<formation id=\"1\" side_id=\"1\"", "<formation id=\"1\" side_id=\"7\""));
    writeFile(folder / "bad-army.xml",
              replaced(readFile(shippedArmies / "afsr.xml"), "flight-percent=\"50\"",
                       "flight-percent=\"lots\""));
    const auto before = testing::campaignDump(file);
    const auto path = [&](const char* name) { return (folder / name).string(); };
    struct Case {
        std::vector<std::string> arguments;
        std::string fileLine;  // the message starts with this file and a line number
    };
    const std::vector<Case> cases{
        {{"import", path("malformed.xml"), path("new.tachanka")}, path("malformed.xml")},
        {{"import", path("newer.xml"), path("new.tachanka")}, path("newer.xml")},
        {{"import", path("table.xml"), path("new.tachanka")}, path("table.xml")},
        {{"import", path("column.xml"), path("new.tachanka")}, path("column.xml")},
        {{"import", path("reference.xml"), path("new.tachanka")}, path("reference.xml")},
        {{"import", path("c.xml"), file}, ""},
        {{"import", path("missing.xml"), path("new.tachanka")}, ""},
        {{"import", path("c.xml")}, ""},
        {{"export", file}, ""},
        {{"export", path("none.tachanka"), "-o", path("none.xml")}, ""},
        {{"export", file, "--army", "martians", "-o", path("martians.xml")}, ""},
        {{"import", file, "--army", path("bad-army.xml")}, path("bad-army.xml")},
        {{"import", file, "--army", path("missing.xml")}, ""},
    };
    for (const auto& each : cases) {
        CAPTURE(each.arguments);
        const auto result = cli(each.arguments, freshHome(folder));
        CHECK(isOneLineError(result));
        if (!each.fileLine.empty()) {
            CHECK(result.err.find(each.fileLine + ":") != std::string::npos);
        }
    }
    CHECK_FALSE(std::filesystem::exists(folder / "new.tachanka"));
    CHECK_FALSE(std::filesystem::exists(folder / "none.xml"));
    CHECK_FALSE(std::filesystem::exists(folder / "martians.xml"));
    CHECK(testing::campaignDump(file) == before);
}
