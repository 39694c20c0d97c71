#include "reports/sheets/counters_sheet.hpp"

#include <algorithm>

#include "reports/layout/page_flow.hpp"
#include "reports/layout/table.hpp"
#include "reports/sheets/unit_text.hpp"

namespace tachanka::reports {
namespace {

// What needs a second look at the table stands out in grey prints too: bold on a tint.
constexpr Colour attention = Colour{1.0f, 0.88f, 0.80f};

std::string optionalNumber(const std::optional<int>& value) {
    return value ? std::to_string(*value) : std::string();
}

TableCell centred(std::string text) {
    return TableCell{std::move(text), FontStyle::Regular, std::nullopt, Align::Centre};
}

TableCell flagged(std::string text, bool raised) {
    TableCell cell = centred(std::move(text));
    if (raised) {
        cell.style = FontStyle::Bold;
        cell.fill = attention;
    }
    return cell;
}

TableRow unitRow(const UnitEntry& line) {
    const model::Unit& unit = line.unit;
    TableRow row;
    row.cells.push_back(TableCell{unit.code, FontStyle::Bold});
    row.cells.push_back(TableCell{unit.name});
    row.cells.push_back(
        TableCell{stepBoxes(unit), unit.stepsLost > 0 ? FontStyle::Bold : FontStyle::Regular});
    row.cells.push_back(flagged(line.troopQuality, unit.recruitsMarker));
    row.cells.push_back(centred(std::to_string(unit.strength)));
    row.cells.push_back(centred(optionalNumber(unit.charge)));
    row.cells.push_back(centred(optionalNumber(unit.fire)));
    row.cells.push_back(centred(unit.movement ? std::to_string(*unit.movement) : "rail"));
    row.cells.push_back(flagged(std::string(model::unitModeName(unit.mode)),
                                unit.mode != model::UnitMode::Combat));
    row.cells.push_back(centred(unit.whereabouts()));
    const bool raised = unit.outOfCommand || unit.unsupplied;
    row.cells.push_back(TableCell{unitNotes(unit), raised ? FontStyle::Bold : FontStyle::Regular,
                                  raised ? std::optional(attention) : std::nullopt});
    return row;
}

void writeSide(PageFlow& flow, const CounterSide& side) {
    flow.heading("Counters — " + side.name, 120.0f);
    std::string line = std::to_string(side.steps) + " steps in units not lost";
    if (!side.commander.empty()) line = "Commander: " + side.commander + " · " + line;
    flow.paragraph(line);
    Table table({{"Code"},
                 {"Unit"},
                 {"Steps"},
                 {"TQ", Align::Centre},
                 {"Str", Align::Centre},
                 {"Chg", Align::Centre},
                 {"Fire", Align::Centre},
                 {"MP", Align::Centre},
                 {"Mode", Align::Centre},
                 {"Hex", Align::Centre},
                 {"Notes"}},
                8.0f);
    table.fillWidth();
    for (const auto& formation : side.formations) {
        // Em spaces: the table's wrapping drops leading plain spaces.
        std::string band;
        for (int level = 0; level < formation.depth; ++level) band += "\u2003\u2003";
        band += formation.name;
        if (!formation.commander.empty()) band += " — " + formation.commander;
        if (!formation.state.empty()) band += " · " + formation.state;
        // Bands of deeper formations are lighter, so the nesting reads at a glance.
        const float shade = std::min(0.78f + 0.06f * static_cast<float>(formation.depth), 0.94f);
        table.addRow(TableRow{{TableCell{band, FontStyle::Bold, Colour::gray(shade)}}, true});
        for (const auto& unit : formation.units) table.addRow(unitRow(unit));
    }
    table.draw(flow);
    if (side.lost.empty()) {
        flow.paragraph("No unit lost.", FontStyle::Regular, 8.5f);
        return;
    }
    std::string lost = std::to_string(side.lost.size()) + " unit" +
                       (side.lost.size() == 1 ? "" : "s") + " lost: ";
    for (std::size_t i = 0; i < side.lost.size(); ++i) {
        lost += (i == 0 ? "" : "; ") + side.lost[i].code + " " + side.lost[i].name + " (" +
                side.lost[i].fate + ")";
    }
    flow.paragraph(lost, FontStyle::Regular, 8.5f);
}

}  // namespace

void writeCountersSheet(const CountersSheet& sheet, const FontSet& fonts, Paper paper,
                        const std::filesystem::path& output) {
    PdfDocument document(fonts, sheet.campaign + " — counters");
    PageFlow flow(document, paper, "Tachanka · " + sheet.campaign + " · counters");
    flow.title(sheet.campaign + " — counters");
    flow.paragraph(sheet.turnLine);
    flow.paragraph("Steps: ☐ a step the unit still has (cross it at the table when lost), ☒ a "
                   "step lost. TQ −1Q: the unit carries a Recruits marker (4.3.1 B). Str: "
                   "combat strength; Chg: cavalry charge; Fire: artillery and train fire.",
                   FontStyle::Regular, 8.0f, Colour::gray(0.3f));
    if (sheet.provisional) {
        flow.notice("Provisional data: this scenario's counter values are a reconstruction, not "
                    "the published counters; the scenario file's note says how to put in yours.");
    }
    for (std::size_t i = 0; i < sheet.sides.size(); ++i) {
        if (i > 0) flow.newPage();
        writeSide(flow, sheet.sides[i]);
    }
    document.save(output);
}

}  // namespace tachanka::reports
