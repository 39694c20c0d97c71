// Every listing's --csv (units, officers, battles, ledger, attrition, prisoners) end to end: the
// same records as its --json, RFC 4180's quoting, the campaign's UTF-8 text whole, and each file
// read back by LibreOffice Calc (soffice --headless --convert-to) cell for cell.

#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>

#include "tests/battles/battle_campaign.hpp"
#include "tests/cli/cli_json.hpp"
#include "tests/support/csv_table.hpp"

using namespace tachanka;
using namespace tachanka::testing;

namespace {

// The note a player gives, with what CSV must quote: commas, quotes, a line break, any script.
const std::string playersReason = "Orël, \"Кутепов\" ♥ ♣\nat dusk";
// What a hostile campaign file could hold: a formula a spreadsheet would run.
const std::string formulaReason = "=HYPERLINK(\"http://example.com\",\"x\")";

struct Listing {
    std::string name;
    std::vector<std::string> words;  // the command without --json or --csv
};

// The Extended Combat Example fought to its end and applied, and prisoners taken with the
// player's note and the hostile one, in the Reds' combat phase.
std::string playedCampaign(const ExampleCampaign& example) {
    const auto file = example.file().string();
    const auto planned = cliJson({"battle", "plan", file, "--attackers", "1/9D,2/9D,Cv/9D", "--hex",
                                  "1005", "--support", "Art/9D", "--loss-order",
                                  "1/9D,2/9D,Cv/9D,1/1K,2/1K,Cv/1K", "--json"});
    const auto id = std::to_string(static_cast<int>(planned["id"].number()));
    const auto retreat = exampleHexes().retreat.label();
    for (const auto& words : std::vector<std::vector<std::string>>{
             {"battle", "resolve", file, id, "--dice", "4,4,6"},
             {"battle", "decide", file, id, "--assault", "yes", "--dice", "4,6,4"},
             {"battle", "decide", file, id, "--retreat", "1/1K=" + retreat},
             {"battle", "decide", file, id, "--advance", "1/9D,2/9D,Cv/9D"},
             {"battle", "apply", file, id, "--retreat-to", retreat},
             {"prisoners", file, "--side", "Reds", "--add", "2", "--reason", playersReason},
             {"prisoners", file, "--side", "Reds", "--add", "1", "--reason", formulaReason}}) {
        const auto result = cli(words);
        REQUIRE_MESSAGE(result.exitCode == 0, result.err);
    }
    return file;
}

std::vector<Listing> listings(const std::string& file) {
    return {{"units", {"units", file, "--fate", "all"}},
            {"officers", {"officers", file}},
            {"battles", {"battle", "list", file}},
            {"ledger", {"ledger", file}},
            {"attrition", {"attrition", file}},
            {"prisoners", {"prisoners", file}}};
}

std::string csvOf(const Listing& listing) {
    auto words = listing.words;
    words.emplace_back("--csv");
    const auto result = cli(words);
    REQUIRE_MESSAGE(result.exitCode == 0, result.err);
    return result.out;
}

// The records its --json gives, as the CSV holds them: attrition's days, then its totals.
std::vector<JsonValue> jsonRecords(const Listing& listing) {
    auto words = listing.words;
    words.emplace_back("--json");
    const auto json = cliJson(words);
    if (!json.isObject()) return json.array();
    auto records = json["turns"].array();
    for (const auto& total : json["totals"].array()) records.push_back(total);
    return records;
}

std::string integerText(double number) {
    return std::to_string(static_cast<long long>(std::llround(number)));
}

// A CSV field holds what the JSON value holds: text quoted, a number or a yes/no bare, nothing
// as an empty field; a formula behind the apostrophe that keeps a spreadsheet from running it.
void checkField(const CsvField& field, const JsonValue& value) {
    if (value.isString()) {
        CHECK(field.quoted);
        const bool formula = !value.string().empty() && value.string().front() == '=';
        CHECK(field.text == (formula ? "'" : "") + value.string());
    } else if (value.isNumber()) {
        CHECK_FALSE(field.quoted);
        CHECK(field.text == integerText(value.number()));
    } else if (value.isBoolean()) {
        CHECK_FALSE(field.quoted);
        CHECK(field.text == (value.boolean() ? "true" : "false"));
    } else if (value.isNull()) {
        CHECK_FALSE(field.quoted);
        CHECK(field.text.empty());
    }
}

std::string joinedStrings(const JsonValue& list) {
    std::string text;
    for (const auto& item : list.array()) text += (text.empty() ? "" : ", ") + item.string();
    return text;
}

// A battle's row: its scalars as --json gives them, its forces joined, its steps lost summed.
void checkBattleRow(const CsvTable& table, const std::vector<CsvField>& row,
                    const JsonValue& battle) {
    std::map<std::string, int> lost;
    for (const auto& effect : battle["effects"].array()) {
        lost[effect["role"].string()] += static_cast<int>(effect["steps_lost"].number());
    }
    CHECK(row[table.column("attacker_steps_lost")].text == std::to_string(lost["attacker"]));
    CHECK(row[table.column("defender_steps_lost")].text == std::to_string(lost["defender"]));
    for (const char* list : {"attackers", "defenders", "support", "options"}) {
        CHECK(row[table.column(list)].text == joinedStrings(battle[list]));
    }
}

void checkAgainstJson(const Listing& listing, const CsvTable& table,
                      const std::vector<JsonValue>& records) {
    REQUIRE(table.rows.size() == records.size());
    for (std::size_t i = 0; i < records.size(); ++i) {
        const auto& object = records[i].object();
        for (std::size_t c = 0; c < table.header.size(); ++c) {
            CAPTURE(listing.name);
            CAPTURE(i);
            CAPTURE(table.header[c]);
            const auto found = object.find(table.header[c]);
            if (found == object.end()) {
                // Attrition's totals have no day in --json; the sheet dates them "total".
                if (listing.name == "attrition" && table.header[c] == "date") {
                    CHECK(table.rows[i][c].text == "total");
                }
                continue;
            }
            if (!found->second.isArray()) checkField(table.rows[i][c], found->second);
        }
        if (listing.name == "battles") checkBattleRow(table, table.rows[i], records[i]);
    }
}

// What Calc writes back of a file it read with quoted fields as text: the same texts; its own
// TRUE and FALSE for the yes/no cells.
void checkReadBack(const CsvTable& ours, const CsvTable& calc) {
    REQUIRE(calc.header == ours.header);
    REQUIRE(calc.rows.size() == ours.rows.size());
    for (std::size_t i = 0; i < ours.rows.size(); ++i) {
        for (std::size_t c = 0; c < ours.header.size(); ++c) {
            CAPTURE(ours.header[c]);
            auto expected = ours.rows[i][c].text;
            if (!ours.rows[i][c].quoted) {
                std::ranges::transform(expected, expected.begin(),
                                       [](unsigned char ch) { return std::toupper(ch); });
            }
            CHECK(calc.rows[i][c].text == expected);
        }
    }
}

bool anyField(const CsvTable& table, const std::string& column, const std::string& text) {
    const auto at = table.column(column);
    return std::ranges::any_of(table.rows, [&](const auto& row) { return row[at].text == text; });
}

// soffice converts each file to CSV again, in a profile of its own (a test never touches the
// user's): `options` are its Text CSV import options, empty for Calc's defaults.
void convertWithCalc(const TempFolder& folder, const std::vector<std::string>& files,
                     const std::string& options, const std::string& outdir) {
    std::vector<std::string> words{"soffice",
                                   "-env:UserInstallation=file://" + (folder / "profile").string(),
                                   "--headless"};
    if (!options.empty()) words.push_back("--infilter=Text - txt - csv (StarCalc):" + options);
    // Written back as UTF-8, comma-separated, text quoted.
    for (const char* word : {"--convert-to", "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,true",
                             "--outdir"}) {
        words.emplace_back(word);
    }
    words.push_back((folder / outdir).string());
    words.insert(words.end(), files.begin(), files.end());
    const auto result = runProcess(words);
    REQUIRE_MESSAGE(result.exitCode == 0, result.err);
}

}  // namespace

TEST_CASE("every listing's --csv holds its --json's records, quoted as RFC 4180") {
    ExampleCampaign example;
    const auto file = playedCampaign(example);
    for (const auto& listing : listings(file)) {
        CAPTURE(listing.name);
        const auto table = parseCsv(csvOf(listing));
        const auto records = jsonRecords(listing);
        CHECK_FALSE(records.empty());
        checkAgainstJson(listing, table, records);
    }
    const auto ledger = parseCsv(csvOf(listings(file)[3]));
    CHECK(anyField(ledger, "note", playersReason));
    CHECK(anyField(ledger, "note", "'" + formulaReason));
    const auto prisoners = parseCsv(csvOf(listings(file)[5]));
    REQUIRE(prisoners.rows.size() == 2);
    CHECK(prisoners.rows[0][prisoners.column("held")].text == "2");
    CHECK(prisoners.rows[1][prisoners.column("change")].text == "1");
    CHECK(prisoners.rows[1][prisoners.column("held")].text == "3");
}

TEST_CASE("a listing's --csv and --json together is one line's refusal") {
    ExampleCampaign example;
    const auto result = cli({"units", example.file().string(), "--json", "--csv"});
    CHECK(isOneLineError(result));
    CHECK(result.err.find("--json or --csv, not both") != std::string::npos);
}

TEST_CASE("LibreOffice Calc reads every listing's CSV back cell for cell") {
    ExampleCampaign example;
    const auto file = playedCampaign(example);
    TempFolder folder;
    std::vector<std::string> files;
    std::map<std::string, CsvTable> ours;
    for (const auto& listing : listings(file)) {
        const auto csv = folder / (listing.name + ".csv");
        writeFile(csv, csvOf(listing));
        files.push_back(csv.string());
        ours[listing.name] = parseCsv(readFile(csv));
    }
    // Quoted fields as text, as the README tells an organiser to tick: hexes keep their zeros.
    convertWithCalc(folder, files, "44,34,76,1,,0,true", "astext");
    for (const auto& [name, table] : ours) {
        CAPTURE(name);
        checkReadBack(table, parseCsv(readFile(folder / "astext" / (name + ".csv"))));
    }
    const auto& units = ours["units"];
    const auto hex = units.column("hex");
    CHECK(std::ranges::any_of(units.rows, [&](const auto& row) {
        return row[hex].text.size() == 4 && row[hex].text.front() == '0';
    }));

    // Read as UTF-8 with Calc's other defaults (numbers detected in quoted fields too): every
    // record, the text whole, and the hostile formula shown as text, never run.
    convertWithCalc(folder, files, "44,34,76,1", "defaults");
    for (const auto& [name, table] : ours) {
        CAPTURE(name);
        const auto calc = parseCsv(readFile(folder / "defaults" / (name + ".csv")));
        CHECK(calc.header == table.header);
        CHECK(calc.rows.size() == table.rows.size());
    }
    const auto ledger = parseCsv(readFile(folder / "defaults" / "ledger.csv"));
    CHECK(anyField(ledger, "note", playersReason));
    CHECK(anyField(ledger, "note", "'" + formulaReason));
    const auto officers = parseCsv(readFile(folder / "defaults" / "officers.csv"));
    const auto name = officers.column("name");
    CHECK(std::ranges::any_of(officers.rows, [&](const auto& row) {
        return row[name].text.find("Кутепов") != std::string::npos;
    }));
}
