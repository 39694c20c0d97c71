// tachanka-cli print cards end to end: every army list's troops with the numbers its XML gives,
// both papers, one-line errors, and the cards of the list a campaign keeps.

#include <doctest/doctest.h>

#include <pugixml.hpp>

#include <filesystem>
#include <regex>
#include <string>

#include "tests/cli/cli.hpp"
#include "tests/support/poppler.hpp"
#include "tests/support/temp_folder.hpp"

using tachanka::testing::cli;
using tachanka::testing::freshHome;
using tachanka::testing::isOneLineError;
using tachanka::testing::TempFolder;

namespace {

const std::filesystem::path templates = std::filesystem::path(TACHANKA_SOURCE_DIR) / "templates";

std::string escaped(const std::string& text) {
    return std::regex_replace(text, std::regex(R"([.^$|()\[\]{}*+?\\])"), R"(\$&)");
}

// The text writes a direct-hit number "9+", and "12" where only a 12 hits.
std::string hitNumber(int roll) {
    if (roll > 12) return "–";
    return roll == 12 ? "12" : std::to_string(roll) + "+";
}

std::string number(const pugi::xml_node& troop, const char* attribute) {
    return troop.attribute(attribute).as_string();
}

// What the card of `troop` must read, box by box, from its army list's XML.
std::string expectedNumbers(const pugi::xml_node& troop, const pugi::xml_node& directHits) {
    const std::string evasive =
        troop.attribute("evasive-move") ? number(troop, "evasive-move") + "\"" : "–";
    std::string pattern = "Charge\\s+" + number(troop, "charge") + "\\s+Fear\\s+" +
                          number(troop, "fear") + "\\s+Serious\\s+" + number(troop, "serious") +
                          "\\s+Rally\\s+" + number(troop, "rally") + "\\s+Shooting\\s+" +
                          number(troop, "shooting") + "\\s+Range\\s+" + number(troop, "range") +
                          "\"\\s+Fighting\\s+" + number(troop, "fighting") + "\\s+Move\\s+" +
                          number(troop, "move") + "\"\\s+Evasive move\\s+" + evasive;
    const std::string gun = number(troop, "direct-hit");
    if (gun.empty()) return pattern;
    const int early = troop.attribute("early-artillery").as_bool()
                          ? directHits.find_child_by_attribute("modifier", "id", "early-soviet")
                                .attribute("add")
                                .as_int()
                          : 0;
    for (const char* target : {"building", "moving-vehicle", "stationary-vehicle", "other"}) {
        for (const auto& cell : directHits.children("number")) {
            if (gun != cell.attribute("gun").as_string() ||
                std::string(target) != cell.attribute("target").as_string()) {
                continue;
            }
            std::string label = target;
            std::replace(label.begin(), label.end(), '-', ' ');
            label[0] = static_cast<char>(std::toupper(label[0]));
            const int roll = cell.attribute("roll").as_int() + early;
            pattern += "\\s+" + label + "\\s+" + escaped(hitNumber(roll));
        }
    }
    return pattern;
}

}  // namespace

TEST_CASE("print cards --army: a card per troop type with the numbers its army list gives") {
    pugi::xml_document rules;
    REQUIRE(rules.load_file((templates / "rules" / "red-actions.xml").c_str()));
    const auto directHits = rules.child("red-actions").child("direct-hits");
    int armies = 0;
    for (const auto& file : std::filesystem::directory_iterator(templates / "armies")) {
        pugi::xml_document xml;
        REQUIRE(xml.load_file(file.path().c_str()));
        const auto army = xml.child("army");
        const std::string id = army.attribute("id").as_string();
        CAPTURE(id);
        ++armies;
        TempFolder folder;
        const auto pdf = folder / "cards.pdf";
        const auto result =
            cli({"print", "cards", "--army", id, "-o", pdf.string()}, freshHome(folder));
        REQUIRE(result.exitCode == 0);
        CHECK(result.out == "wrote " + pdf.string() + "\n");
        const std::string text = tachanka::testing::pdfRawText(pdf);
        std::size_t from = 0;
        for (const auto& troop : army.children("troop")) {
            const std::string name = troop.attribute("name").as_string();
            CAPTURE(name);
            // Cards follow the list's order, each starting with its name on a line of its own.
            const auto at = text.find("\n" + name + "\n", from);
            REQUIRE(at != std::string::npos);
            const auto charge = text.find("Charge", at);
            const auto card = text.substr(at, text.find("Charge", charge + 1) - at);
            CHECK(std::regex_search(card, std::regex(expectedNumbers(troop, directHits))));
            from = at + 1;
        }
        const bool provisional = army.attribute("provisional").as_bool();
        CHECK((text.find("provisional values") != std::string::npos) == provisional);
        CHECK(tachanka::testing::pdfProblems(pdf).empty());
    }
    CHECK(armies >= 10);
}

TEST_CASE("print cards on A4 and on US Letter: pages of the paper's size, fonts embedded") {
    for (const auto& [paper, size] : {std::pair{"a4", "595.276 x 841.89 pts (A4)"},
                                      std::pair{"letter", "612 x 792 pts (letter)"}}) {
        CAPTURE(paper);
        TempFolder folder;
        const auto pdf = folder / "cards.pdf";
        REQUIRE(cli({"print", "cards", "--army", "afsr", "--paper", paper, "-o", pdf.string()},
                    freshHome(folder))
                    .exitCode == 0);
        const auto info = tachanka::testing::pdfInfo(pdf);
        CHECK(info.at("Page size") == size);
        CHECK(std::stoi(info.at("Pages")) >= 3);  // 14 troop types, six cards to a page at most
        CHECK(tachanka::testing::pdfFonts(pdf).find("yes yes") != std::string::npos);
        CHECK(tachanka::testing::pdfProblems(pdf).empty());
    }
}

TEST_CASE("print cards with an unknown army or none is one line listing the army ids") {
    TempFolder folder;
    const auto pdf = folder / "cards.pdf";
    const auto unknown = cli({"print", "cards", "--army", "tsarists", "-o", pdf.string()},
                             freshHome(folder));
    CHECK(isOneLineError(unknown));
    CHECK(unknown.err.find("no army 'tsarists'") != std::string::npos);
    CHECK(unknown.err.find("afsr") != std::string::npos);
    CHECK(unknown.err.find("soviet") != std::string::npos);
    const auto none = cli({"print", "cards", "-o", pdf.string()}, freshHome(folder));
    CHECK(isOneLineError(none));
    CHECK(none.err.find("--army ID") != std::string::npos);
    CHECK(none.err.find("makhnovists") != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(pdf));
}

TEST_CASE("print cards FILE --army prints the army list the campaign keeps, as it keeps it") {
    TempFolder folder;
    const auto home = freshHome(folder);
    const auto campaign = (folder / "club.tachanka").string();
    REQUIRE(cli({"new", campaign, "--scenario", "historical", "--seed", "7"}, home).exitCode == 0);
    const auto list = (folder / "afsr.xml").string();
    REQUIRE(cli({"export", campaign, "--army", "afsr", "-o", list}, home).exitCode == 0);
    std::string xml = tachanka::testing::readFile(list);
    const std::string from = "name=\"Officer Company\"";
    REQUIRE(xml.find(from) != std::string::npos);
    xml.replace(xml.find(from), from.size(), "name=\"Кутеповцы of Orël\"");
    tachanka::testing::writeFile(list, xml);
    REQUIRE(cli({"import", campaign, "--army", list}, home).exitCode == 0);

    const auto pdf = folder / "campaign-cards.pdf";
    REQUIRE(cli({"print", "cards", campaign, "--army", "afsr", "-o", pdf.string()}, home)
                .exitCode == 0);
    const std::string text = tachanka::testing::pdfText(pdf);
    CHECK(text.find("Кутеповцы of Orël") != std::string::npos);
    CHECK(text.find("This campaign keeps its own copy") != std::string::npos);
    CHECK(tachanka::testing::pdfProblems(pdf).empty());

    const auto shipped = folder / "shipped-cards.pdf";
    REQUIRE(cli({"print", "cards", "--army", "afsr", "-o", shipped.string()}, home).exitCode == 0);
    CHECK(tachanka::testing::pdfText(shipped).find("Кутеповцы") == std::string::npos);

    const auto missing =
        cli({"print", "cards", campaign, "--army", "poles", "-o", pdf.string()}, home);
    CHECK(isOneLineError(missing));
    CHECK(missing.err.find("keeps no army list 'poles'") != std::string::npos);
}

TEST_CASE("print --help lists the cards") {
    TempFolder folder;
    const auto help = cli({"help", "print"}, freshHome(folder));
    CHECK(help.exitCode == 0);
    CHECK(help.out.find("cards --army ID") != std::string::npos);
}

TEST_CASE("a house-rule ability name 79+ characters long or with line breaks prints, wrapped") {
    std::string oneWord;
    for (int i = 0; i < 16; ++i) oneWord += "Сапёры";
    const std::vector<std::pair<std::string, std::string>> names{
        {"Sappers of the Drozdovsky Rifle Division, who cut the wire under fire at night, 1919",
         "Sappers of the Drozdovsky Rifle Division, who cut the wire under fire at night, 1919"},
        {oneWord, oneWord},
        {"Engineers&#10;of the&#10;&#10;  Drozdovsky&#9;Division",
         "Engineers of the Drozdovsky Division"},
    };
    const auto withoutSpaces = [](std::string text) {
        std::erase_if(text, [](char c) { return c == ' ' || c == '\n' || c == '\f'; });
        return text;
    };
    for (const auto& [name, printed] : names) {
        CAPTURE(name);
        TempFolder folder;
        const auto home = freshHome(folder);
        // The user's own copy of the cards file, in their templates folder.
        std::string xml =
            tachanka::testing::readFile(templates / "rules" / "red-actions-cards.xml");
        const std::string from = "<ability id=\"engineers\" name=\"Engineers\">";
        REQUIRE(xml.find(from) != std::string::npos);
        xml.replace(xml.find(from), from.size(),
                    "<ability id=\"engineers\" name=\"" + name + "\">");
        const auto rules = folder / "data" / "tachanka" / "templates" / "rules";
        std::filesystem::create_directories(rules);
        tachanka::testing::writeFile(rules / "red-actions-cards.xml", xml);

        const auto pdf = folder / "cards.pdf";
        const auto result = cli({"print", "cards", "--army", "afsr", "-o", pdf.string()}, home);
        CHECK(result.err.empty());
        REQUIRE(result.exitCode == 0);
        CHECK(result.out == "wrote " + pdf.string() + "\n");
        // Every character of the name, then the reminder, in the order drawn.
        const std::string text = withoutSpaces(tachanka::testing::pdfRawText(pdf));
        CHECK(text.find(withoutSpaces(printed + ": In wire,")) != std::string::npos);
        CHECK(tachanka::testing::pdfProblems(pdf).empty());
    }
}
