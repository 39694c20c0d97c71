// tachanka-cli print battle, end to end: the report of a battle fought through the use cases,
// and a one-line refusal that leaves the output alone for a battle the campaign does not have.

#include <doctest/doctest.h>

#include "tests/cli/cli.hpp"
#include "tests/reports/battle_fixture.hpp"
#include "tests/support/poppler.hpp"

using namespace tachanka;
using namespace tachanka::testing;

TEST_CASE("print battle writes the battle's report, and refuses a battle there is not") {
    HistoricalCampaign game;
    const auto fought = fightFirstBattles(game);
    TempFolder folder;
    const auto pdf = folder / "battle.pdf";
    const std::string id = std::to_string(fought.applied.battle.id);
    const auto printed = cli({"print", "battle", game.file().string(), "--battle", id,
                              "--paper", "letter", "-o", pdf.string()});
    CHECK(printed.exitCode == 0);
    CHECK(printed.out == "wrote " + pdf.string() + "\n");
    CHECK(printed.err.empty());
    CHECK(pdfProblems(pdf).empty());
    CHECK(pdfInfo(pdf).at("Page size").find("612 x 792") != std::string::npos);
    const auto text = pdfText(pdf);
    CHECK(text.find("Battle " + id + " · 15 October 1919") != std::string::npos);
    CHECK(text.find("Кутепов") != std::string::npos);
    CHECK(text.find("Dice rolled") != std::string::npos);
    CHECK(text.find("Effects on the units") != std::string::npos);

    // Without a number: the day's battles, the voided one left out.
    const auto day = folder / "day.pdf";
    CHECK(cli({"print", "battle", game.file().string(), "-o", day.string()}).exitCode == 0);
    const auto dayText = pdfText(day);
    CHECK(dayText.find("Battle " + id + " · ") != std::string::npos);
    CHECK(dayText.find("Battle " + std::to_string(fought.voided) + " · ") == std::string::npos);

    // The refusals: one line, exit 2, the PDF already there left as it was.
    writeFile(folder / "kept.pdf", "not a battle");
    const auto kept = (folder / "kept.pdf").string();
    const auto unknown =
        cli({"print", "battle", game.file().string(), "--battle", "99", "-o", kept});
    CHECK(isOneLineError(unknown));
    CHECK(unknown.err.find("no battle 99 in this campaign") != std::string::npos);
    for (const char* bad : {"0", "two"}) {
        CAPTURE(bad);
        CHECK(isOneLineError(
            cli({"print", "battle", game.file().string(), "--battle", bad, "-o", kept})));
    }
    CHECK(isOneLineError(cli({"print", "summary", game.file().string(), "--battle", id, "-o",
                              kept})));
    CHECK(isOneLineError(cli({"print", "battle", game.file().string(), "--battle", id,
                              "--turn", "1", "-o", kept})));
    CHECK(readFile(folder / "kept.pdf") == "not a battle");
    CHECK(fileNamesIn(folder.path()) ==
          std::vector<std::string>{"battle.pdf", "day.pdf", "kept.pdf"});
    CHECK(cli({"help", "print"}).out.find("battle FILE --battle ID") != std::string::npos);
}
