// The unit card layout: cards on A4 and US Letter with crop marks, legible sizes, the
// provisional marks, and a card that carries a unit's state.

#include <doctest/doctest.h>

#include <algorithm>

#include "reports/cards/card_face.hpp"
#include "reports/cards/card_grid.hpp"
#include "reports/cards/unit_cards.hpp"
#include "tests/support/poppler.hpp"
#include "tests/support/temp_folder.hpp"

using namespace tachanka;
using namespace tachanka::reports;
using tachanka::testing::TempFolder;

namespace {

UnitCard officerCompany() {
    UnitCard card;
    card.troopType = "Officer Company";
    card.arm = "Riflemen";
    card.army = "Whites (Armed Forces of South Russia)";
    card.charge = 9;
    card.fear = 9;
    card.serious = 8;
    card.rally = 7;
    card.shooting = 3;
    card.range = 12;
    card.fighting = 4;
    card.move = 6;
    card.evasiveMove = 3;
    card.traits = {{"Storm", "May lose a base instead of taking a retire result."}};
    card.blankBases = 6;
    return card;
}

UnitCardSheet sheetOf(int cards, bool provisional) {
    UnitCardSheet sheet;
    sheet.title = "Test cards";
    for (int i = 1; i <= cards; ++i) {
        auto card = officerCompany();
        card.troopType = "Company " + std::to_string(i);
        card.provisional = provisional;
        sheet.cards.push_back(card);
    }
    if (provisional) sheet.provisionalNotice = "Provisional values: replace them with yours.";
    return sheet;
}

std::size_t occurrences(const std::string& text, const std::string& word) {
    std::size_t count = 0;
    for (auto at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) ++count;
    return count;
}


}  // namespace

TEST_CASE("cards are six to a page on A4 and on US Letter, each page its paper's size") {
    for (const auto& [paper, size] : {std::pair{Paper::A4, "595.276 x 841.89"},
                                      std::pair{Paper::Letter, "612 x 792"}}) {
        CAPTURE(size);
        TempFolder folder;
        const auto pdf = folder / "cards.pdf";
        const auto written = writeUnitCards(sheetOf(13, false), findDejaVuFonts(), paper, pdf);
        const auto info = testing::pdfInfo(pdf);
        CHECK(info.at("Pages") == "3");
        CHECK(written.pages == 3);
        CHECK(info.at("Page size").find(size) != std::string::npos);
        CHECK(occurrences(testing::pdfPageText(pdf, 1), "Company ") == 6);
        CHECK(occurrences(testing::pdfPageText(pdf, 3), "Company 13") == 1);
        CHECK(testing::pdfProblems(pdf).empty());
        CHECK(testing::pdfFonts(pdf).find("DejaVuSans-Bold") != std::string::npos);
    }
}

TEST_CASE("no text on a card is set below 7 pt, even with long names and reminders") {
    auto card = officerCompany();
    card.unitName = "1st Composite Regiment of the Drozdovsky Officer Rifle Division";
    card.unitCode = "1/Drozd";
    card.traits.push_back({"Specialist", "May take a terror marker instead of a retire result. "
                                         "Ignores Mob officers."});
    card.directHits = {{"Building", 9}, {"Moving vehicle", 12}, {"Stationary vehicle", 13},
                       {"Other", 11}};
    card.directHitReminder = "2d6 per gun base, first: this or more removes an enemy base.";
    UnitCardSheet sheet{"Long", {card}, ""};
    TempFolder folder;
    const auto written = writeUnitCards(sheet, findDejaVuFonts(), Paper::Letter, folder / "l.pdf");
    CHECK(written.smallestFontSize >= minimumCardFontSize);
    CHECK(minimumCardFontSize >= 7.0f);
    CHECK(written.incompleteCards.empty());
    const std::string text = testing::pdfText(folder / "l.pdf");
    CHECK(text.find("1/Drozd") != std::string::npos);
    CHECK(text.find("Stationary vehicle") != std::string::npos);
}

TEST_CASE("reminders too long for the card are cut with an ellipsis and reported") {
    auto card = officerCompany();
    std::string sermon;
    for (int i = 0; i < 40; ++i) sermon += "Every soldier knows the true Leninist path. ";
    card.traits = {{"Commissar", sermon}};
    TempFolder folder;
    const auto written = writeUnitCards(UnitCardSheet{"Long", {card}, ""}, findDejaVuFonts(),
                                        Paper::A4, folder / "cut.pdf");
    CHECK(written.incompleteCards == std::vector<std::string>{"Officer Company"});
    CHECK(written.smallestFontSize >= minimumCardFontSize);
    CHECK(testing::pdfText(folder / "cut.pdf").find("…") != std::string::npos);
}

TEST_CASE("provisional values: a notice on the first page and a mark on every card") {
    TempFolder folder;
    const auto pdf = folder / "provisional.pdf";
    writeUnitCards(sheetOf(8, true), findDejaVuFonts(), Paper::A4, pdf);
    const std::string first = testing::pdfPageText(pdf, 1);
    CHECK(first.find("replace them with yours") != std::string::npos);
    CHECK(testing::pdfPageText(pdf, 2).find("replace them with yours") == std::string::npos);
    CHECK(occurrences(testing::pdfText(pdf), "provisional values") == 8);

    const auto plain = folder / "published.pdf";
    writeUnitCards(sheetOf(2, false), findDejaVuFonts(), Paper::A4, plain);
    CHECK(testing::pdfText(plain).find("provisional") == std::string::npos);
}

TEST_CASE("a card with a unit's state: its name, officer and token, lost bases and markers") {
    auto card = officerCompany();
    card.unitName = "Orël Officer Company";
    card.unitCode = "1/OffK";
    card.state = CardState{5, 2, 1, 1,
                           CardOfficer{"Кутепов", 1, {{"Clever", "May try to pre-empt."}}}};
    TempFolder folder;
    const auto pdf = folder / "state.pdf";
    const auto written =
        writeUnitCards(UnitCardSheet{"Battle", {card}, ""}, findDejaVuFonts(), Paper::A4, pdf);
    CHECK(written.incompleteCards.empty());
    const std::string text = testing::pdfText(pdf);
    CHECK(text.find("Orël Officer Company") != std::string::npos);
    CHECK(text.find("1/OffK") != std::string::npos);
    CHECK(text.find("Officer Company · Whites") != std::string::npos);  // its troop type
    CHECK(text.find("Кутепов") != std::string::npos);
    CHECK(text.find("+1") != std::string::npos);
    CHECK(text.find("Clever officer: May try to pre-empt.") != std::string::npos);
    // One cross per base lost (2), terror marker (1) and humiliated marker (1).
    CHECK(occurrences(text, "✗") == 4);
    CHECK(text.find("Unit ") == std::string::npos);  // no blank line for a name it has

    const auto blank = folder / "blank.pdf";
    writeUnitCards(UnitCardSheet{"Blank", {officerCompany()}, ""}, findDejaVuFonts(), Paper::A4,
                   blank);
    const std::string blankText = testing::pdfText(blank);
    CHECK(occurrences(blankText, "✗") == 0);
    CHECK(blankText.find("Unit") != std::string::npos);
    CHECK(blankText.find("Morale bonus") != std::string::npos);
}

TEST_CASE("crop marks run in the gutters and margins, stopping short of every card") {
    CHECK(CardGrid::markOffset > 0);
    CHECK(CardGrid::markOffset + CardGrid::markLength < CardGrid::gutter);
    for (const auto paper : {Paper::A4, Paper::Letter}) {
        PdfDocument document(findDejaVuFonts(), "grid");
        PageFlow flow(document, paper, "grid");
        CardGrid grid(flow, cardWidth, cardHeight);
        CHECK(grid.columns() == 2);
        std::vector<std::pair<int, CardPlace>> places;
        for (int i = 0; i < 12; ++i) {
            const auto place = grid.next();
            places.emplace_back(flow.pageNumber(), place);
            // Within the margins, which leave the marks room outside the outer cards.
            CHECK(place.x >= pageMargin);
            CHECK(place.x + cardWidth <= flow.page().width() - pageMargin);
            CHECK(place.y >= pageMargin);
            CHECK(place.y + cardHeight <= flow.bottom());
        }
        CHECK(flow.pageNumber() == 2);
        for (std::size_t a = 0; a < places.size(); ++a) {
            for (std::size_t b = a + 1; b < places.size(); ++b) {
                if (places[a].first != places[b].first) continue;
                const auto& p = places[a].second;
                const auto& q = places[b].second;
                const float gapX = std::max(q.x - (p.x + cardWidth), p.x - (q.x + cardWidth));
                const float gapY = std::max(q.y - (p.y + cardHeight), p.y - (q.y + cardHeight));
                CHECK(std::max(gapX, gapY) >= CardGrid::gutter - 0.01f);
            }
        }
    }
}

TEST_CASE("a characteristic's name of any length or with line breaks wraps inside the card") {
    std::string oneWord;
    for (int i = 0; i < 20; ++i) oneWord += "Сапёры";
    const std::vector<std::pair<std::string, std::string>> names{
        {"Sappers of the Drozdovsky Rifle Division, who cut the wire under fire at night",
         "Sappers of the Drozdovsky Rifle Division, who cut the wire under fire at night"},
        {oneWord, oneWord},
        {"Engineers\nof the\t Drozdovsky\n\n  Division", "Engineers of the Drozdovsky Division"},
    };
    const auto withoutSpaces = [](std::string text) {
        std::erase_if(text, [](char c) { return c == ' ' || c == '\n' || c == '\f'; });
        return text;
    };
    for (const auto& [name, printed] : names) {
        CAPTURE(name);
        auto card = officerCompany();
        card.traits.push_back({name, "In wire, 7+ on 2d6 cuts a base-wide path through it."});
        TempFolder folder;
        const auto pdf = folder / "lead.pdf";
        const float left = 60;
        const float top = 80;
        CardFit fit;
        {
            PdfDocument document(findDejaVuFonts(), "lead");
            auto page = document.addPage(Paper::A4);
            fit = drawUnitCard(page, card, left, top);
            document.save(pdf);
        }
        CHECK(fit.complete);
        CHECK(fit.smallestFontSize >= minimumCardFontSize);
        for (const auto& word : testing::pdfWords(pdf, 1)) {
            CAPTURE(word.text);
            CHECK(word.left >= left - 0.5f);
            CHECK(word.right <= left + cardWidth + 0.5f);
            CHECK(word.top >= top - 0.5f);
            CHECK(word.bottom <= top + cardHeight + 0.5f);
        }
        const std::string text = withoutSpaces(testing::pdfRawText(pdf));
        CHECK(text.find(withoutSpaces(printed + ": In wire, 7+ on 2d6 cuts a base-wide path")) !=
              std::string::npos);
        CHECK(testing::pdfProblems(pdf).empty());
    }
}
