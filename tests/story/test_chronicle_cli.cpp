// print chronicle end to end: two played days of the Extended Combat Example's campaign told
// with the players' notes and photos, the battle's forces, its odds before the dice, the dice
// that decided it and its result, and the attrition charts; one side's chronicle keeps to it.

#include <doctest/doctest.h>

#include "tests/battles/battle_campaign.hpp"
#include "tests/cli/cli_json.hpp"
#include "tests/support/poppler.hpp"

using namespace tachanka;
using namespace tachanka::testing;

namespace {

bool has(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

// The example fought to its end with the text's dice, noted and photographed, then a second
// day begun and noted.
struct PlayedDays {
    ExampleCampaign example;
    TempFolder folder;
    std::string file = example.file().string();

    PlayedDays() {
        const auto pdf = (folder / "summary.pdf").string();
        REQUIRE(cli({"print", "summary", file, "-o", pdf}).exitCode == 0);
        REQUIRE(runProcess({"pdftoppm", "-jpeg", "-r", "30", "-singlefile", pdf,
                            (folder / "table").string()})
                    .exitCode == 0);
        const auto retreat = exampleHexes().retreat.label();
        for (const auto& words : std::vector<std::vector<std::string>>{
                 {"battle", "plan", file, "--attackers", "1/9D,2/9D,Cv/9D", "--hex", "1005",
                  "--support", "Art/9D", "--loss-order", "1/9D,2/9D,Cv/9D,1/1K,2/1K,Cv/1K"},
                 {"battle", "resolve", file, "1", "--dice", "4,4,6"},
                 {"battle", "decide", file, "1", "--assault", "yes", "--dice", "4,6,4"},
                 {"battle", "decide", file, "1", "--retreat", "1/1K=" + retreat},
                 {"battle", "decide", file, "1", "--advance", "1/9D,2/9D,Cv/9D"},
                 {"battle", "apply", file, "1", "--retreat-to", retreat},
                 {"note", file, "--battle", "1", "--text", "The Kornilovtsy gave ground at dusk."},
                 {"photo", file, "--battle", "1", "--file", (folder / "table.jpg").string(),
                  "--caption", "Hex 1005 after the assault"},
                 {"note", file, "--day", "1919-10-15", "--text", "Кутепов ♥ opens the offensive."},
                 {"note", file, "--unit", "1/1K", "--text", "1/1K falls back to fight again."}}) {
            const auto result = cli(words);
            REQUIRE_MESSAGE(result.exitCode == 0, result.err);
        }
        example.advanceTo("1919-10-16", "Whites", model::Phase::Movement);
        REQUIRE(cli({"note", file, "--day", "1919-10-16", "--text", "Rain on the Oka."})
                    .exitCode == 0);
    }
};

}  // namespace

TEST_CASE("the chronicle tells two played days with their battle, notes and photo") {
    PlayedDays played;
    const auto pdf = played.folder / "chronicle.pdf";
    const auto printed = cli({"print", "chronicle", played.file, "-o", pdf.string()});
    REQUIRE_MESSAGE(printed.exitCode == 0, printed.err);
    CHECK(pdfProblems(pdf).empty());
    const auto text = pdfRawText(pdf);
    CHECK(has(text, "Turn 1 · 15 October 1919"));
    CHECK(has(text, "Turn 2 · 16 October 1919"));
    CHECK(has(text, "Кутепов ♥ opens the offensive."));
    CHECK(has(text, "Rain on the Oka."));
    CHECK(has(text, "1/1K falls back to fight again."));
    CHECK(has(text, "The Kornilovtsy gave ground at dusk."));
    CHECK(has(text, "Hex 1005 after the assault"));
    // The battle: its forces, its odds before the dice, the text's dice and its result.
    CHECK(has(text, "Battle 1"));
    CHECK(has(text, "1/9D, 2/9D, Cv/9D"));
    // Weighed on the units as they stood before the dice: the ending the dice gave among them.
    const auto odds = text.find("The odds before the dice");
    const auto dice = text.find("The dice that decided it");
    REQUIRE(odds != std::string::npos);
    REQUIRE(dice > odds);
    const auto weighed = text.substr(odds, dice - odds);
    CHECK(has(weighed, "%"));
    CHECK(has(weighed, "attacker loses 2 steps, defender loses 2 steps and retreats"));
    CHECK(has(text, "assault: 4 + 6"));
    CHECK(has(text, "Result:"));
    CHECK(has(text, "The campaign at a glance"));
    // The photo is in it, as a JPEG.
    const auto images = runPoppler({"pdfimages", "-list", pdf.string()});
    CHECK(has(images, "jpeg"));
}

TEST_CASE("one side's chronicle keeps the other side's unit notes out") {
    PlayedDays played;
    const auto pdf = played.folder / "reds.pdf";
    const auto printed = cli({"print", "chronicle", played.file, "--side", "Reds", "-o",
                              pdf.string()});
    REQUIRE_MESSAGE(printed.exitCode == 0, printed.err);
    const auto text = pdfRawText(pdf);
    CHECK(has(text, "Told for Reds."));
    CHECK(has(text, "Battle 1"));
    CHECK_FALSE(has(text, "1/1K falls back to fight again."));  // a White unit's note
    const auto refused = cli({"print", "chronicle", played.file, "--side", "Greens", "-o",
                              (played.folder / "x.pdf").string()});
    CHECK(isOneLineError(refused));
}
