#include "reports/sheets/battle_pack.hpp"

#include <algorithm>
#include <optional>

#include "reports/cards/unit_cards.hpp"
#include "reports/layout/page_flow.hpp"
#include "reports/layout/table.hpp"
#include "reports/qrs/qrs_sheet.hpp"

namespace tachanka::reports {
namespace {

constexpr float tableSize = 8.0f;
constexpr float writeInWidth = 44.0f;  // a column left blank to write a number in
// The box glyphs the battle report's steps use, so a ticked box reads as text too.
const std::string box = "☐";
const std::string ticked = "☒";
const std::string provisionalFootNote =
    "Shaded values come from the provisional link table or army list: not the published rules.";

TableCell bold(std::string text) { return TableCell{std::move(text), FontStyle::Bold}; }

// A cell in the QRS's provisional shade when the value it holds is provisional.
TableCell shaded(std::string text, bool provisional, std::optional<Align> align = std::nullopt) {
    return TableCell{std::move(text), FontStyle::Regular,
                     provisional ? std::optional(qrs::provisionalFill) : std::nullopt, align};
}

// `count` boxes, the first `done` ticked.
std::string boxes(int count, int done) {
    std::string text;
    for (int i = 0; i < count; ++i) text += i < done ? ticked : box;
    return text;
}

std::string tick(bool done) { return done ? ticked : box; }

// "1→1  2→1  3→2": what each count of bases from one up comes to.
std::string countsTo(const std::vector<int>& values) {
    std::string text;
    for (std::size_t n = 1; n < values.size(); ++n) {
        text += (text.empty() ? "" : "  ") + std::to_string(n) + "→" + std::to_string(values[n]);
    }
    return text.empty() ? "—" : text;
}

void writeUnits(PageFlow& flow, const BattlePack& pack, const PackSide& side) {
    std::vector<TableColumn> columns{{"Unit"},
                                     {"From"},
                                     {"Troop type"},
                                     {"Officer"},
                                     {pack.pieces, Align::Centre},
                                     {pack.pieces + " lost"}};
    // A system that counts no terror prints no column for it.
    if (pack.terror) columns.push_back({"Terror"});
    for (TableColumn column : {TableColumn{pack.routed, Align::Centre},
                               TableColumn{"Surrendered", Align::Centre, writeInWidth},
                               TableColumn{"Officer killed", Align::Centre},
                               TableColumn{"Officer captured", Align::Centre}}) {
        columns.push_back(std::move(column));
    }
    Table table(std::move(columns), tableSize);
    table.fillWidth();
    for (const auto& unit : side.units) {
        const bool officer = !unit.officer.empty();
        TableRow row{{bold(unit.code), TableCell{unit.operationalCode},
                      shaded(unit.troopType, unit.provisional),
                      TableCell{officer ? unit.officer : "—"},
                      shaded(std::to_string(unit.bases), unit.provisional),
                      TableCell{boxes(unit.bases, unit.basesLost)}}};
        if (pack.terror) {
            row.cells.push_back(TableCell{boxes(std::max(unit.bases, unit.terror), unit.terror)});
        }
        for (auto cell : {TableCell{tick(unit.routing)}, TableCell{""},
                          TableCell{officer ? tick(unit.officerKilled) : "—"},
                          TableCell{officer ? box : "—"}}) {
            row.cells.push_back(std::move(cell));
        }
        table.addRow(std::move(row));
    }
    table.draw(flow);
}

// One line for the side's senior officers: each with his bonus (or the figure he is) and boxes
// for his fate.
void writeSeniors(PageFlow& flow, const PackSide& side) {
    std::string line;
    for (const auto& senior : side.seniors) {
        const bool figure = !senior.figure.empty();
        const auto bonus = figure ? std::string()
                                  : (senior.moraleBonus > 0 ? "+" : "") +
                                        std::to_string(senior.moraleBonus) + ", ";
        line += (line.empty() ? (figure ? senior.figure + ": " : "Senior officers: ")
                              : "  ·  ") +
                senior.name + " (" + bonus + senior.command + ") " + tick(senior.killed) +
                " killed " + (figure ? tick(senior.wounded) + " wounded " : std::string()) + box +
                " captured";
    }
    flow.paragraph(line, FontStyle::Regular, tableSize);
}

void writeReturns(PageFlow& flow, const BattlePack& pack, const PackSide& side) {
    const bool provisional = pack.provisional;
    Table table({{"Unit"},
                 {"Steps", Align::Centre},
                 {pack.pieces, Align::Centre},
                 {pack.pieces + " destroyed → steps lost"},
                 {pack.pieces + " surrendered → prisoner steps"},
                 {"Steps lost", Align::Centre, writeInWidth},
                 {"Prisoners", Align::Centre, writeInWidth}},
                tableSize);
    table.fillWidth();
    for (const auto& unit : side.returns) {
        table.addRow(TableRow{{bold(unit.code + (unit.name.empty() ? "" : " " + unit.name)),
                               TableCell{std::to_string(unit.steps)},
                               shaded(std::to_string(unit.bases), provisional),
                               shaded(countsTo(unit.stepsLost), provisional),
                               shaded(countsTo(unit.prisonerSteps), provisional), TableCell{""},
                               TableCell{""}}});
    }
    table.draw(flow);
}

void writeRoster(PageFlow& flow, const BattlePack& pack) {
    flow.title("Battle pack · " + pack.title);
    flow.paragraph(pack.campaign + " · fought on the table with " + pack.system +
                       (pack.cards.cards.empty() && pack.textCards.empty()
                            ? " · roster and result sheet, quick-reference sheet"
                            : " · roster and result sheet, unit cards, quick-reference sheet"),
                   FontStyle::Bold, 9.5f);
    if (pack.provisional) flow.notice("PROVISIONAL — " + pack.provisionalNote);
    flow.paragraph(pack.instructions);
    for (const auto& side : pack.sides) {
        flow.heading(side.role + ": " + side.side);
        // Before and after: a table may run onto a page of its own.
        if (pack.provisional) flow.footNote(provisionalFootNote);
        writeUnits(flow, pack, side);
        if (!side.seniors.empty()) writeSeniors(flow, side);
        if (pack.provisional) flow.footNote(provisionalFootNote);
    }
    // The result sheet on a page of its own, however many units and officers the roster lists.
    flow.newPage();
    flow.heading(std::string("What goes back to the campaign") +
                 (pack.provisional ? " (provisional)" : ""));
    for (const auto& line : pack.returnRules) flow.paragraph("• " + line);
    for (const auto& side : pack.sides) {
        flow.subheading(side.role + ": " + side.side);
        if (pack.provisional) flow.footNote(provisionalFootNote);
        writeReturns(flow, pack, side);
        if (pack.provisional) flow.footNote(provisionalFootNote);
    }
}

// A card a unit, cut out along the crop marks: it sits beside the unit on the table.
void writeTextCards(PageFlow& flow, const BattlePack& pack) {
    flow.newPage();
    flow.heading("Unit cards");
    setTextCards(flow, pack.textCards, pack.pieces, provisionalFootNote);
}

}  // namespace

void writeBattlePack(const BattlePack& pack, const AddQrsPages& addQrs, const FontSet& fonts,
                     Paper paper, const std::filesystem::path& output) {
    PdfDocument document(fonts, pack.campaign + " — battle pack: " + pack.title);
    PageFlow flow(document, paper, "Tachanka · battle pack · " + pack.title);
    writeRoster(flow, pack);
    if (!addQrs) {
        flow.paragraph("Print the " + pack.system +
                           " quick-reference sheet on its own: 'tachanka-cli print qrs'.",
                       FontStyle::Bold);
    }
    if (!pack.textCards.empty()) writeTextCards(flow, pack);
    if (!pack.cards.cards.empty()) {
        flow.newPage();
        flow.heading("Unit cards");
        auto cards = pack.cards;
        if (pack.provisional) cards.provisionalFootNote = provisionalFootNote;
        setUnitCards(flow, cards);
    }
    if (addQrs) addQrs(document, paper);
    document.save(output);
}

}  // namespace tachanka::reports
