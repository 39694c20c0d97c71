// tachanka-cli print counters | turn-sheet | attrition, end to end: the PDFs a user gets from a
// new campaign, and the one-line errors for options that make no sense.

#include <doctest/doctest.h>

#include "tests/cli/cli.hpp"
#include "tests/support/poppler.hpp"

using namespace tachanka::testing;

namespace {

struct Campaign {
    TempFolder folder;
    std::string file = (folder / "club.tachanka").string();
    Campaign() {
        REQUIRE(cli({"new", file, "--scenario", "historical", "--seed", "1919"}, freshHome(folder))
                    .exitCode == 0);
    }
    ProcessResult print(std::vector<std::string> words) const {
        words.insert(words.begin(), "print");
        return cli(words, freshHome(folder));
    }
};

}  // namespace

TEST_CASE("print counters, turn-sheet and attrition write PDFs a player can read") {
    Campaign campaign;
    for (const char* document : {"counters", "turn-sheet", "attrition"}) {
        CAPTURE(document);
        const auto pdf = campaign.folder / (std::string(document) + ".pdf");
        const auto printed =
            campaign.print({document, campaign.file, "--paper", "letter", "-o", pdf.string()});
        CHECK(printed.exitCode == 0);
        CHECK(printed.out == "wrote " + pdf.string() + "\n");
        CHECK(pdfProblems(pdf).empty());
        CHECK(pdfInfo(pdf).at("Page size").find("612 x 792") != std::string::npos);
        const std::string text = pdfText(pdf);
        CHECK(text.find("Кутепов") != std::string::npos);
        CHECK(text.find("Егоров") != std::string::npos);
        CHECK(text.find("15 October 1919") != std::string::npos);
    }
}

TEST_CASE("a turn sheet for one side and day, and the help naming the new documents") {
    Campaign campaign;
    const auto pdf = campaign.folder / "reds.pdf";
    const auto printed = campaign.print(
        {"turn-sheet", campaign.file, "--side", "reds", "--turn", "4", "-o", pdf.string()});
    CHECK(printed.exitCode == 0);
    const std::string text = pdfText(pdf);
    CHECK(text.find("Reds — turn sheet, 18 October 1919") != std::string::npos);
    CHECK(text.find("Whites — turn sheet") == std::string::npos);
    const auto help = cli({"help", "print"});
    for (const char* document : {"counters FILE", "turn-sheet FILE", "attrition FILE"}) {
        CAPTURE(document);
        CHECK(help.out.find(document) != std::string::npos);
    }
}

TEST_CASE("a bad side or turn is one line on stderr and no PDF") {
    Campaign campaign;
    const auto pdf = campaign.folder / "bad.pdf";
    const std::string out = pdf.string();
    CHECK(isOneLineError(
        campaign.print({"turn-sheet", campaign.file, "--side", "greens", "-o", out})));
    CHECK(isOneLineError(campaign.print({"turn-sheet", campaign.file, "--turn", "11", "-o", out})));
    CHECK(isOneLineError(campaign.print({"attrition", campaign.file, "--turn", "2", "-o", out})));
    CHECK(isOneLineError(campaign.print({"counters", campaign.file, "--turn", "1", "-o", out})));
    CHECK(isOneLineError(campaign.print({"counters", "-o", out})));
    CHECK_FALSE(std::filesystem::exists(pdf));
}

TEST_CASE("text over 64 KB in a campaign (names, commanders) prints in every document") {
    Campaign campaign;
    const auto home = freshHome(campaign.folder);
    std::string word;  // one 70 KB word: no space to break it at
    while (word.size() < 70000) word += "Кутепов";
    std::string words;
    while (words.size() < 70000) words += "Кутепов Orël ";
    const std::vector<std::vector<std::string>> changes{
        {"campaign", "name", word},
        {"side", "Whites", "commander", word},
        {"formation", "1st Infantry Division", "commander", words},
        {"officer", "2", "name", word},
    };
    for (const auto& change : changes) {
        std::vector<std::string> arguments{"set", campaign.file};
        arguments.insert(arguments.end(), change.begin(), change.end());
        arguments.insert(arguments.end(), {"--reason", words});
        REQUIRE(cli(arguments, home).exitCode == 0);
    }
    for (const char* document : {"summary", "counters", "turn-sheet", "attrition"}) {
        CAPTURE(document);
        const auto pdf = campaign.folder / (std::string(document) + ".pdf");
        const auto printed = campaign.print({document, campaign.file, "-o", pdf.string()});
        CHECK(printed.err.empty());
        CHECK(printed.exitCode == 0);
        CHECK(printed.out == "wrote " + pdf.string() + "\n");
        CHECK(pdfProblems(pdf).empty());
        // The campaign's name heads the document, cut short.
        CHECK(pdfText(pdf).find("КутеповКутепов…") != std::string::npos);
    }
    const auto cards = campaign.folder / "cards.pdf";
    const auto printed =
        campaign.print({"cards", campaign.file, "--army", "afsr", "-o", cards.string()});
    CHECK(printed.exitCode == 0);
    CHECK(pdfProblems(cards).empty());
}
