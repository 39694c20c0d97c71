// tachanka-cli print battle-pack, end to end: the Orel extended combat example planned and
// converted with 'battle fight', its pack printed before play and read back the way a player
// reads it (the roster, the cards of exactly its tactical units, the Red Actions! QRS after
// them), and the one-line refusals of a battle not fought on the table, not there, or over.

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <optional>
#include <regex>
#include <vector>

#include "tests/battles/battle_campaign.hpp"
#include "tests/cli/cli_json.hpp"
#include "tests/support/poppler.hpp"

using namespace tachanka;
using namespace tachanka::testing;

namespace {

// The campaign units the example's battle puts on the table, and their bases: each unit's
// steps at two bases a step, as the link table's scale reads (none is over its 8 bases).
struct OnTable {
    const char* code;
    int bases;
};
constexpr OnTable onTable[] = {{infA, 6},  {infB, 6},  {redCavalry, 4},
                               {unitX, 6}, {unitY, 6}, {unitZ, 4}};

int pageCount(const std::filesystem::path& pdf) { return std::stoi(pdfInfo(pdf).at("Pages")); }

// "595.276 x 841.89 pts (A4)" of page `page`.
std::string pageSize(const std::filesystem::path& pdf, int page) {
    const auto number = std::to_string(page);
    const auto info = runPoppler({"pdfinfo", "-f", number, "-l", number, pdf.string()});
    std::smatch size;
    REQUIRE(std::regex_search(info, size, std::regex("Page +" + number + " size: +([^\n]*)")));
    return size[1];
}

bool landscape(const std::string& size) {
    std::smatch points;
    REQUIRE(std::regex_search(size, points, std::regex("([0-9.]+) x ([0-9.]+)")));
    return std::stod(points[1]) > std::stod(points[2]);
}

// The word printed right of `label` on the same line, within the card whose code is `code`: a
// card's code sits at its top right, and the card is CardWidth wide below it.
std::optional<std::string> onCardAfter(const std::vector<PdfWord>& words, const std::string& code,
                                       const std::string& label) {
    constexpr float cardWidth = 248;
    constexpr float cardHeight = 228;
    for (const auto& codeWord : words) {
        if (codeWord.text != code) continue;
        const float right = codeWord.right + 8;
        const float left = right - cardWidth - 4;
        for (const auto& labelWord : words) {
            if (labelWord.text != label || labelWord.left < left || labelWord.right > right ||
                labelWord.top < codeWord.top || labelWord.top > codeWord.top + cardHeight) {
                continue;
            }
            const PdfWord* next = nullptr;
            for (const auto& word : words) {
                if (std::abs(word.bottom - labelWord.bottom) < 3 && word.left > labelWord.right &&
                    (next == nullptr || word.left < next->left)) {
                    next = &word;
                }
            }
            if (next != nullptr) return next->text;
        }
    }
    return std::nullopt;
}

// The officer of 1/9D, as a game master renames him: a name the PDF must keep in Cyrillic.
const std::string officerName = "Пётр Ёлкин";

void renameOfficerOf(ExampleCampaign& example, const std::string& unit) {
    const auto officers = cliJson({"officers", example.file().string(), "--json"});
    for (const auto& officer : officers.array()) {
        if (officer["name"].string() == "officer of " + unit) {
            example.set(db::Table::Officer, static_cast<std::int64_t>(officer["id"].number()),
                        db::Column::Name, text(officerName));
            return;
        }
    }
    FAIL("no officer of " << unit);
}

// The words of the roster row that starts with `code` (its first cell, at the left margin).
std::vector<std::string> rosterRow(const std::vector<PdfWord>& words, const std::string& code) {
    std::vector<std::string> row;
    for (const auto& first : words) {
        if (first.text != code || first.left > 60) continue;
        for (const auto& word : words) {
            if (std::abs(word.bottom - first.bottom) < 2) row.push_back(word.text);
        }
        break;
    }
    return row;
}

bool has(const std::vector<std::string>& words, const std::string& word) {
    return std::find(words.begin(), words.end(), word) != words.end();
}

std::string boxes(int count) {
    std::string text;
    for (int i = 0; i < count; ++i) text += "☐";
    return text;
}

std::string planAndFight(ExampleCampaign& example) {
    renameOfficerOf(example, infA);
    const auto planned = cliJson({"battle", "plan", example.file().string(), "--attackers",
                                  "1/9D,2/9D,Cv/9D", "--hex", "1005", "--json"});
    const auto id = std::to_string(static_cast<int>(planned["id"].number()));
    REQUIRE(cli({"battle", "fight", example.file().string(), id, "--system", "red-actions"})
                .exitCode == 0);
    return id;
}

}  // namespace

TEST_CASE("print battle-pack prints the roster, the cards of the battle's units and the QRS") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto id = planAndFight(example);
    TempFolder folder;
    const auto pack = folder / "pack.pdf";
    const auto printed = cli({"print", "battle-pack", file, "--battle", id, "-o", pack.string()});
    REQUIRE_MESSAGE(printed.exitCode == 0, printed.err);
    CHECK(printed.out == "wrote " + pack.string() + "\n");
    CHECK(pdfProblems(pack).empty());
    const auto fonts = pdfFonts(pack);
    CHECK(fonts.find("DejaVuSans") != std::string::npos);
    CHECK(fonts.find(" no ") == std::string::npos);  // every font embedded (the "emb" column)

    // One roster page, one page of what goes back, one page of six cards (two by three), then
    // the whole QRS as 'print qrs' prints it, turned on its side.
    const auto qrs = folder / "qrs.pdf";
    REQUIRE(cli({"print", "qrs", "-o", qrs.string()}).exitCode == 0);
    const int qrsPages = pageCount(qrs);
    REQUIRE(pageCount(pack) == 3 + qrsPages);
    for (const int page : {1, 2, 3}) CHECK_FALSE(landscape(pageSize(pack, page)));
    CHECK(landscape(pageSize(pack, 4)));
    CHECK(pdfPageText(pack, 4) == pdfPageText(qrs, 1));

    const auto roster = pdfPageText(pack, 1);
    CHECK(roster.find("Battle pack · Battle " + id + " · 15 October 1919") != std::string::npos);
    CHECK(roster.find("Attacker: Reds") != std::string::npos);
    CHECK(roster.find("Defender: Whites") != std::string::npos);
    CHECK(roster.find("provisional") != std::string::npos);
    CHECK(pdfPageText(pack, 2).find("2 bases = 1 step") != std::string::npos);
    const auto rosterWords = pdfWords(pack, 1);
    const auto cardWords = pdfWords(pack, 3);
    for (const auto& unit : onTable) {
        CAPTURE(unit.code);
        const std::string bases = std::to_string(unit.bases);
        // Its roster row: the code, its bases, a box to tick for each base lost and each
        // terror marker.
        const auto row = rosterRow(rosterWords, unit.code);
        CHECK(has(row, bases));
        CHECK(std::count(row.begin(), row.end(), boxes(unit.bases)) == 2);
        CHECK(onCardAfter(cardWords, unit.code, "Bases") == bases);
    }
    CHECK(pdfPageText(pack, 3).find("provisional values") != std::string::npos);
    // Exactly the units on the table: the division's artillery only supports.
    CHECK(roster.find(redArtillery) == std::string::npos);
    CHECK(pdfPageText(pack, 2).find(redArtillery) == std::string::npos);
    CHECK(pdfPageText(pack, 3).find(redArtillery) == std::string::npos);

    // The officer with his token, on the roster and on his unit's card.
    CHECK(roster.find(officerName) != std::string::npos);
    // The senior officers of the formations present, each under his side, with a box for his
    // fate: the 9th Rifle Division's and the 13th Army's commanders for the Reds.
    const auto seniors = cliJson({"battle", "units", file, id, "--json"})["seniors"];
    REQUIRE(seniors.array().size() == 4);
    const auto reds = roster.find("Attacker: Reds");
    const auto whites = roster.find("Defender: Whites");
    for (const auto& senior : seniors.array()) {
        CAPTURE(senior["name"].string());
        const auto at = roster.find(senior["name"].string());
        REQUIRE(at != std::string::npos);
        CHECK((senior["side"].string() == "Reds") == (at > reds && at < whites));
        CHECK(roster.find(senior["name"].string() + " (") != std::string::npos);
    }
    CHECK(onCardAfter(cardWords, infA, "Officer") == "Пётр");

    // Printed again in the middle of the battle: a fear test of 12 always fails, and the unit
    // that routed is ticked so on the roster and on its card.
    REQUIRE(cli({"battle", "act", file, id, "morale", unitX, "--test", "fear", "--dice", "6,6"})
                .exitCode == 0);
    REQUIRE(cli({"print", "battle-pack", file, "--battle", id, "-o", pack.string()}).exitCode ==
            0);
    CHECK(has(rosterRow(pdfWords(pack, 1), unitX), "☒"));
    CHECK_FALSE(has(rosterRow(pdfWords(pack, 1), unitY), "☒"));
    CHECK(onCardAfter(pdfWords(pack, 3), unitX, "Routing") == "✗");
    CHECK(onCardAfter(pdfWords(pack, 3), unitY, "Routing") != "✗");
}

TEST_CASE("print battle-pack refuses, in one line, a battle not on the table, not there or over") {
    ExampleCampaign example;
    const auto file = example.file().string();
    const auto planned = cliJson({"battle", "plan", file, "--attackers", "1/9D,2/9D,Cv/9D",
                                  "--hex", "1005", "--json"});
    const auto id = std::to_string(static_cast<int>(planned["id"].number()));
    TempFolder folder;
    const auto pdf = (folder / "pack.pdf").string();
    const auto notFought = cli({"print", "battle-pack", file, "--battle", id, "-o", pdf});
    CHECK(isOneLineError(notFought));
    CHECK(notFought.err.find("battle " + id + " is not fought on the table: 'tachanka-cli " +
                             "battle fight FILE " + id + "' first") != std::string::npos);
    const auto missing = cli({"print", "battle-pack", file, "--battle", "99", "-o", pdf});
    CHECK(isOneLineError(missing));
    CHECK(missing.err.find("no battle 99") != std::string::npos);
    CHECK(isOneLineError(cli({"print", "battle-pack", file, "-o", pdf})));  // none on the table
    CHECK(isOneLineError(
        cli({"print", "battle-pack", file, "--battle", id, "--turn", "1", "-o", pdf})));
    CHECK_FALSE(std::filesystem::exists(pdf));

    // Without --battle, the one battle being fought on the table.
    REQUIRE(cli({"battle", "fight", file, id}).exitCode == 0);
    REQUIRE(cli({"print", "battle-pack", file, "-o", pdf}).exitCode == 0);
    CHECK(pdfPageText(pdf, 1).find("Battle pack · Battle " + id) != std::string::npos);

    // Once the battle is over (every defender fails a fear test of 12) and applied, its pack
    // is refused: the battle report is what a battle ended prints.
    for (const char* code : {unitX, unitY, unitZ}) {
        REQUIRE(cli({"battle", "act", file, id, "morale", code, "--dice", "6,6"}).exitCode == 0);
    }
    REQUIRE(cli({"battle", "apply", file, id, "--retreat-to", exampleHexes().retreat.label()})
                .exitCode == 0);
    const auto ended = cli({"print", "battle-pack", file, "--battle", id, "-o", pdf});
    CHECK(isOneLineError(ended));
    CHECK(ended.err.find("battle " + id + " is applied") != std::string::npos);
    CHECK(cli({"help", "print"}).out.find("battle-pack FILE --battle ID") != std::string::npos);
}
