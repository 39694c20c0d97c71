// A whole campaign to XML and back: the same bytes on a second export, the same state and
// ledger in the new file (undo still works), every value keeping its type, and bad files
// refused with file:line leaving nothing behind.

#include <doctest/doctest.h>

#include <algorithm>

#include "app/core/exchange/campaign_xml.hpp"
#include "app/core/campaign/campaign_action.hpp"
#include "app/core/common/user_error.hpp"
#include "db/campaign_file.hpp"
#include "db/schema.hpp"
#include "db/ledger_queries.hpp"
#include "tests/campaign_queries/played_campaign.hpp"
#include "tests/support/campaign_dump.hpp"
#include "tests/support/data_home.hpp"

using namespace tachanka;
using tachanka::testing::IsolatedDataHome;
using tachanka::testing::readFile;
using tachanka::testing::TempFolder;
using tachanka::testing::writeFile;

TEST_CASE("export, import, export: byte-identical XML and the same campaign") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto original = folder / "orel.tachanka";
    testing::playCampaign(original);
    core::exportCampaign(original, folder / "first.xml");
    core::importCampaign(folder / "first.xml", folder / "copy.tachanka");
    core::exportCampaign(folder / "copy.tachanka", folder / "second.xml");
    CHECK(readFile(folder / "first.xml") == readFile(folder / "second.xml"));
    CHECK(testing::campaignDump(folder / "copy.tachanka") == testing::campaignDump(original));
}

TEST_CASE("undo works on an imported campaign as on the original") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto original = folder / "orel.tachanka";
    testing::playCampaign(original);
    core::exportCampaign(original, folder / "c.xml");
    core::importCampaign(folder / "c.xml", folder / "copy.tachanka");
    core::undoLastAction(original);
    core::undoLastAction(folder / "copy.tachanka");
    CHECK(testing::campaignDump(folder / "copy.tachanka") == testing::campaignDump(original));
}

TEST_CASE("Cyrillic and diacritics survive, text stays text and numbers stay numbers") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto original = folder / "orel.tachanka";
    testing::playCampaign(original);
    core::exportCampaign(original, folder / "c.xml");
    const auto xml = readFile(folder / "c.xml");
    CHECK(xml.find("А. П. Кутепов") != std::string::npos);
    CHECK(xml.find("name=\"Orël\"") != std::string::npos);
    // A ledger row's after value of a hex is text "0118", a step count the number 1.
    CHECK(xml.find("after=\"text:0118\"") != std::string::npos);
    CHECK(xml.find("after=\"int:1\"") != std::string::npos);
    core::importCampaign(folder / "c.xml", folder / "copy.tachanka");
    auto copy = db::CampaignFile::open(folder / "copy.tachanka");
    db::LedgerFilter moved;
    moved.kind = "moved";
    const auto rows = db::ledgerEntries(copy.database(), moved);
    REQUIRE(rows.size() == 1);
    CHECK(rows[0].after == db::Value(std::string("0118")));
}

TEST_CASE("an import onto an existing file is refused and the file is left alone") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto original = folder / "orel.tachanka";
    testing::playCampaign(original);
    core::exportCampaign(original, folder / "c.xml");
    const auto before = testing::campaignDump(original);
    CHECK_THROWS_AS(core::importCampaign(folder / "c.xml", original), core::UserError);
    CHECK(testing::campaignDump(original) == before);
}

namespace {

// The schema attribute an export writes today, or `ahead` versions later.
std::string schemaAttribute(int ahead) {
    return "schema=\"" + std::to_string(tachanka::db::currentSchemaVersion() + ahead) + "\"";
}

// The exported campaign with one piece of text replaced.
std::string edited(std::string xml, const std::string& from, const std::string& to) {
    const auto at = xml.find(from);
    REQUIRE(at != std::string::npos);
    return xml.replace(at, from.size(), to);
}

std::size_t lineOf(const std::string& xml, const std::string& text) {
    const auto at = xml.find(text);
    return static_cast<std::size_t>(std::count(xml.begin(), xml.begin() + static_cast<long>(at),
                                               '\n')) + 1;
}

}  // namespace

TEST_CASE("bad campaign XML is refused with file:line and creates nothing") {
    IsolatedDataHome home;
    TempFolder folder;
    const auto original = folder / "orel.tachanka";
    testing::playCampaign(original);
    core::exportCampaign(original, folder / "c.xml");
    const auto xml = readFile(folder / "c.xml");
    const std::string formation = "<formation id=\"2\" side_id=\"1\" parent_id=\"1\"";
    struct Case {
        std::string what;
        std::string text;
        std::string expected;  // in the message
        std::string atText;    // the line the message names, found by this text
    };
    const std::vector<Case> cases{
        {"malformed", edited(xml, "<side id=\"1\"", "<side id=\"1\" <"), "", ""},
        {"newer schema", edited(xml, schemaAttribute(0), schemaAttribute(1)), "newer Tachanka", ""},
        {"unknown table", edited(xml, "<formation id=\"2\"", "<brigade id=\"2\""),
         "no table of a campaign", "<brigade id=\"2\""},
        {"unknown column", edited(xml, formation, formation + " colour=\"red\""),
         "no column 'colour'", formation},
        {"bad number", edited(xml, formation, "<formation id=\"two\" side_id=\"1\" parent_id=\"1\""),
         "expected a whole number", "<formation id=\"two\""},
        {"broken reference",
         edited(xml, formation, "<formation id=\"2\" side_id=\"1\" parent_id=\"999\""),
         "refers to a formation row that is not in the file", formation.substr(0, 20)},
        {"untyped any", edited(xml, "after=\"text:0118\"", "after=\"0118\""),
         "expected \"int:\" or \"text:\"", "after=\"0118\""},
        {"broken rule", edited(xml, "<side id=\"2\" position=\"1\"", "<side id=\"2\" position=\"0\""),
         "cannot be stored", "<side id=\"2\""},
        {"wrong root", edited(edited(xml, "<tachanka-campaign", "<campaign-file"),
                              "</tachanka-campaign>", "</campaign-file>"),
         "expected the root element", ""},
    };
    for (const auto& each : cases) {
        CAPTURE(each.what);
        writeFile(folder / "bad.xml", each.text);
        try {
            core::importCampaign(folder / "bad.xml", folder / "bad.tachanka");
            FAIL("the import was not refused");
        } catch (const core::UserError& error) {
            const std::string message = error.what();
            CHECK(message.starts_with((folder / "bad.xml").string() + ":"));
            CHECK(message.find('\n') == std::string::npos);
            CHECK(message.find(each.expected) != std::string::npos);
            if (!each.atText.empty()) {
                CHECK(message.starts_with((folder / "bad.xml").string() + ":" +
                                          std::to_string(lineOf(each.text, each.atText)) + ":"));
            }
        }
        CHECK_FALSE(std::filesystem::exists(folder / "bad.tachanka"));
    }
    CHECK(testing::fileNamesIn(folder.path()) ==
          std::vector<std::string>{"bad.xml", "c.xml", "orel.tachanka"});
}
