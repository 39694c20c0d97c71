// The battle report's layout from a report made by hand: every part the players read at the
// table is on the page, Cyrillic and ë survive, a provisional battle says so above all else,
// and a battle not yet resolved says it has no dice rather than printing empty tables.

#include <doctest/doctest.h>

#include <regex>

#include "reports/sheets/battle_report.hpp"
#include "tests/support/poppler.hpp"
#include "tests/support/temp_folder.hpp"

using namespace tachanka;
using tachanka::testing::TempFolder;

namespace {

reports::BattleReport resolvedReport() {
    reports::BattleReport report;
    report.campaign = "Осень под Orël";
    report.title = "Battle 3 · 15 October 1919 · hex 2705 (Orël)";
    report.system = "Orel 1919";
    report.state = "resolved";
    report.stateNote = "Resolved: nothing of the campaign has changed yet.";
    report.outcome = "defender loses 2 steps and retreats";
    report.attacker = {"Whites", "Attacker", "А. П. Кутепов", {}, 1};
    report.attacker.units.push_back({"1/1K", "1-й Корниловский полк", "attacks", "☐☐☐ 3/3", "6",
                                     "5", "combat", "2704", ""});
    report.attacker.units.push_back({"Art/1K", "Kornilov artillery", "support", "☐ 1/1", "5",
                                     "fire 3", "combat", "2603", ""});
    report.defender = {"Reds", "Defender", "", {}, 0};
    report.defender.units.push_back({"3/9D", "Латышский стрелковый полк", "defends",
                                     "☐☐☒ 2/3", "5−1Q", "4", "combat", "2705", "entrenched"});
    report.choices = {{"Terrain", "woods", "8.7.1", false},
                      {"Attack", "hasty", "8.6.1", false}};
    report.modifiers = {{"Hasty attack: the attacker's cohesion check", "+1", "8.7.1", true}};
    report.rolls = {{1, "cohesion check: attacker", "4", "1/1K: 4+1 vs TQ 6 → passed"},
                    {2, "assault", "3 + 6", "9 +1 → 1/2* (m−1)"}};
    report.results = {{"1/1K", "Whites", 1, "", "advanced", "active", "2705", ""},
                      {"3/9D", "Reds", 2, "march", "retreats 1 hex", "active", "", ""}};
    report.effectLines = {"3/9D loses 2 steps, retreats 1 hex (March mode)"};
    return report;
}

std::string oneSpaced(const std::string& text) {
    return std::regex_replace(text, std::regex("[ \t]+"), " ");
}

}  // namespace

TEST_CASE("a resolved battle's report shows its forces, plan, dice and effects") {
    TempFolder folder;
    const auto pdf = folder / "battle.pdf";
    reports::writeBattleReports({resolvedReport()}, reports::findDejaVuFonts(),
                                reports::Paper::A4, pdf);
    CHECK(testing::pdfProblems(pdf).empty());
    const auto text = oneSpaced(testing::pdfText(pdf));
    CHECK(text.find("Battle 3 · 15 October 1919 · hex 2705 (Orël)") != std::string::npos);
    CHECK(text.find("Осень под Orël · Orel 1919 · resolved") != std::string::npos);
    CHECK(text.find("Outcome: defender loses 2 steps and retreats") != std::string::npos);
    CHECK(text.find("Attacker: Whites") != std::string::npos);
    CHECK(text.find("Defender: Reds") != std::string::npos);
    CHECK(text.find("Commander: А. П. Кутепов") != std::string::npos);
    CHECK(text.find("1-й Корниловский полк") != std::string::npos);
    CHECK(text.find("Латышский стрелковый полк") != std::string::npos);
    CHECK(text.find("5−1Q") != std::string::npos);
    CHECK(text.find("fire 3") != std::string::npos);
    CHECK(text.find("woods") != std::string::npos);
    CHECK(text.find("Hasty attack: the attacker's cohesion check +1 8.7.1") !=
          std::string::npos);
    CHECK(text.find("cohesion check: attacker 4 1/1K: 4+1 vs TQ 6 → passed") !=
          std::string::npos);
    // pdftotext closes up the spaces of a short centred cell.
    CHECK(std::regex_search(text, std::regex(R"(assault 3 ?\+ ?6 9 \+1 → 1/2\* \(m−1\))")));
    CHECK(text.find("3/9D Reds 2 march retreats 1 hex active") != std::string::npos);
    CHECK(text.find("Prisoners taken: Whites 1 step, Reds 0 steps.") != std::string::npos);
    CHECK(text.find("What applying the battle writes") != std::string::npos);
    CHECK(text.find("PROVISIONAL") == std::string::npos);
    CHECK(testing::pdfFonts(pdf).find("DejaVuSans") != std::string::npos);
}

TEST_CASE("a battle a provisional chart decided is marked PROVISIONAL at the top") {
    TempFolder folder;
    auto report = resolvedReport();
    report.provisional = true;
    report.provisionalNote = "the Assault Results Table is a reconstruction";
    const auto pdf = folder / "provisional.pdf";
    reports::writeBattleReports({report}, reports::findDejaVuFonts(), reports::Paper::Letter,
                                pdf);
    CHECK(testing::pdfProblems(pdf).empty());
    const auto text = oneSpaced(testing::pdfText(pdf));
    const auto mark = text.find("PROVISIONAL — the Assault Results Table is a reconstruction");
    REQUIRE(mark != std::string::npos);
    CHECK(mark < text.find("Attacker: Whites"));
}

TEST_CASE("a planned battle's report says no die is rolled and no unit affected yet") {
    TempFolder folder;
    auto planned = resolvedReport();
    planned.state = "planned";
    planned.outcome.clear();
    planned.rolls.clear();
    planned.results.clear();
    planned.effectLines.clear();
    const auto pdf = folder / "planned.pdf";
    reports::writeBattleReports({planned, resolvedReport()}, reports::findDejaVuFonts(),
                                reports::Paper::A4, pdf);
    CHECK(testing::pdfProblems(pdf).empty());
    const auto first = oneSpaced(testing::pdfPageText(pdf, 1));
    CHECK(first.find("No die rolled yet: the battle is not resolved.") != std::string::npos);
    CHECK(first.find("None yet: the battle is not resolved.") != std::string::npos);
    CHECK(first.find("Outcome:") == std::string::npos);
    // Each battle from a new page.
    CHECK(oneSpaced(testing::pdfPageText(pdf, 2)).find("Outcome: defender loses 2 steps") !=
          std::string::npos);
}
