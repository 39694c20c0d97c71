// import refuses, end to end, a campaign XML that every command would then call damaged or that
// undo could not take back: one line with file:line, exit 2, and no campaign file left behind.
// Text quoted from the file comes back short and escaped.

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "tests/campaign_queries/played_campaign.hpp"
#include "tests/cli/cli.hpp"
#include "tests/support/data_home.hpp"

using namespace tachanka;
using tachanka::testing::cli;
using tachanka::testing::freshHome;
using tachanka::testing::IsolatedDataHome;
using tachanka::testing::isOneLineError;
using tachanka::testing::readFile;
using tachanka::testing::TempFolder;
using tachanka::testing::writeFile;

namespace {

// The exported campaign with `from` replaced by `to` in the first row that starts with `row`.
std::string editedRow(std::string xml, const std::string& row, const std::string& from,
                      const std::string& to) {
    const auto start = xml.find(row);
    REQUIRE_MESSAGE(start != std::string::npos, "no row " << row);
    const auto end = xml.find("/>", start);
    const auto at = xml.find(from, start);
    REQUIRE_MESSAGE(at < end, "no " << from << " in " << row);
    return xml.replace(at, from.size(), to);
}

int lineOf(const std::string& xml, const std::string& text) {
    const auto at = xml.find(text);
    REQUIRE_MESSAGE(at != std::string::npos, "no " << text);
    int line = 1;
    for (std::size_t i = 0; i < at; ++i) line += xml[i] == '\n' ? 1 : 0;
    return line;
}

struct Refusal {
    std::string what;
    std::string xml;
    std::string problem;  // in the message
    std::string atText;   // the line the message names, found by this text ("": the root's)
};

class ExportedCampaign {
public:
    ExportedCampaign() {
        const auto file = (folder / "orel.tachanka").string();
        testing::playCampaign(file);
        REQUIRE(cli({"export", file, "-o", (folder / "c.xml").string()}, freshHome(folder))
                    .exitCode == 0);
        xml = readFile(folder / "c.xml");
        std::filesystem::remove(folder / "c.xml");
        std::filesystem::remove(file);
    }

    void checkRefused(const Refusal& refusal) {
        CAPTURE(refusal.what);
        const auto input = folder / "bad.xml";
        writeFile(input, refusal.xml);
        const auto result =
            cli({"import", input.string(), (folder / "new.tachanka").string()}, freshHome(folder));
        CHECK(isOneLineError(result));
        const int line = refusal.atText.empty() ? lineOf(refusal.xml, "<tachanka-campaign")
                                                : lineOf(refusal.xml, refusal.atText);
        CAPTURE(result.err);
        CHECK(result.err.find(input.string() + ":" + std::to_string(line) + ":") !=
              std::string::npos);
        CHECK(result.err.find(refusal.problem) != std::string::npos);
        for (const auto& name : testing::fileNamesIn(folder.path())) {
            CHECK_FALSE(name.starts_with("new.tachanka"));  // nor its staging files
        }
    }

    IsolatedDataHome home;
    TempFolder folder;
    std::string xml;
};

// The Whites' 4 RP of income on the 15th: a ledger row that sets side 1's recruit points.
const std::string rpIncome = "kind=\"rp-income\"";

// The start of the ledger row holding `text`, up to its id: "<ledger id=\"204\"".
std::string ledgerRowOf(const std::string& xml, const std::string& text) {
    const auto start = xml.rfind("<ledger id=\"", xml.find(text));
    const auto idEnd = xml.find('"', start + std::string_view("<ledger id=\"").size());
    return xml.substr(start, idEnd + 1 - start);
}

// `count` formations of the Whites, each under the one before, below their first formation.
std::string withChainOfFormations(const std::string& xml, int count) {
    std::string rows;
    for (int level = 1; level <= count; ++level) {
        const int parent = level == 1 ? 1 : 999 + level;
        rows += "  <formation id=\"" + std::to_string(1000 + level) +
                "\" side_id=\"1\" parent_id=\"" + std::to_string(parent) + "\" name=\"F" +
                std::to_string(level) + "\" kind=\"infantry\" />\n";
    }
    const auto end = xml.find("</tachanka-campaign>");
    return std::string(xml).insert(end, rows);
}

}  // namespace

TEST_CASE("ledger rows naming a missing row or a column the table lacks are refused") {
    ExportedCampaign campaign;
    const std::string& xml = campaign.xml;
    const auto income = ledgerRowOf(xml, rpIncome);
    campaign.checkRefused({"missing side",
                           editedRow(xml, income, "entity_id=\"1\"", "entity_id=\"99\""),
                           "no side row 99", income});
    campaign.checkRefused({"bad field",
                           editedRow(xml, income, "field=\"recruit_points\"", "field=\"colour\""),
                           "table side has no column 'colour'", income});
    campaign.checkRefused({"unknown table",
                           editedRow(xml, income, "entity=\"side\"", "entity=\"camp\""),
                           "unknown table 'camp'", income});
}

TEST_CASE("ledger rows that do not lead to the rows the file holds are refused") {
    ExportedCampaign campaign;
    const std::string& xml = campaign.xml;
    const auto income = ledgerRowOf(xml, rpIncome);
    campaign.checkRefused({"a change from another value than the one before it",
                           editedRow(xml, income, "before=\"int:0\"", "before=\"int:3\""),
                           "has recruit_points '0' here, not the '3' this change starts from",
                           income});
    campaign.checkRefused({"a row the ledger leaves otherwise",
                           editedRow(xml, "<side id=\"2\"", "prisoners=\"0\"", "prisoners=\"5\""),
                           "the ledger does not account for side row 2", "<side id=\"2\""});
}

TEST_CASE("officers, tokens and formations the commands would call damaged are refused") {
    ExportedCampaign campaign;
    const std::string& xml = campaign.xml;
    campaign.checkRefused({"fate true", editedRow(xml, "<officer id=\"3\"", "fate=\"serving\"",
                                                  "fate=\"true\""),
                           "officer 'officer of Cv/MN' has rank 'junior' and fate 'true'", ""});
    campaign.checkRefused({"rank general", editedRow(xml, "<officer id=\"2\"", "rank=\"senior\"",
                                                     "rank=\"general\""),
                           "has rank 'general'", ""});
    campaign.checkRefused({"bad characteristic",
                           editedRow(xml, "<token id=\"3\"", "characteristics=\"mob\"",
                                     "characteristics=\"mob fearless\""),
                           "unknown characteristic 'fearless'", ""});
    campaign.checkRefused({"10,000-deep chain of formations", withChainOfFormations(xml, 10000),
                           "more than 16 levels below its side", ""});
    // Formation 2 is under formation 1 already: now each is under the other.
    campaign.checkRefused({"a loop of formations",
                           editedRow(xml, "<formation id=\"1\"", "side_id=\"1\"",
                                     "side_id=\"1\" parent_id=\"2\""),
                           "chain of command goes round in a circle", ""});
}

TEST_CASE("text quoted from the imported file is a short escaped excerpt on one line") {
    ExportedCampaign campaign;
    struct Nasty {
        std::string what;
        std::string inFile;  // as the XML attribute holds it
        std::string quoted;  // as the message must show it
    };
    const std::vector<Nasty> cases{
        {"a line break", "int:1&#10;2", "'int:1\\n2'"},
        {"100 KB", "int:" + std::string(100 * 1024, '9'), "'int:" + std::string(56, '9') + "…'"},
        {"invalid UTF-8", "int:\xff\xfe", "'int:\\xff\\xfe'"},
        {"terminal escapes", "int:&#27;[2J&#27;]0;owned&#7;", "'int:\\x1b[2J\\x1b]0;owned\\x07'"},
    };
    const auto income = ledgerRowOf(campaign.xml, rpIncome);
    for (const auto& each : cases) {
        campaign.checkRefused({each.what,
                               editedRow(campaign.xml, income, "after=\"int:4\"",
                                         "after=\"" + each.inFile + "\""),
                               "attribute 'after' is " + each.quoted, income});
    }
}
