#include "reports/sheets/turn_sheet.hpp"

#include <algorithm>

#include "reports/layout/page_flow.hpp"
#include "reports/layout/table.hpp"
#include "reports/sheets/unit_text.hpp"

namespace tachanka::reports {
namespace {

constexpr float tableSize = 8.0f;
constexpr float noteLeading = 18.0f;  // a handwritten line
constexpr int battleRows = 5;       // at least, recorded and blank
constexpr int blankBattleRows = 2;  // at least, after the recorded ones
const Pen writingLine{0.4f, Colour::gray(0.6f)};

std::string joined(const std::vector<std::string>& items) {
    std::string text;
    for (const auto& item : items) text += (text.empty() ? "" : ", ") + item;
    return text.empty() ? "none" : text;
}

TableCell boxCell(bool ticked) {
    return TableCell{ticked ? "☑" : "☐", FontStyle::Regular, std::nullopt, Align::Centre};
}

void writeHead(PageFlow& flow, const TurnSheet& sheet) {
    flow.title(sheet.side + " — turn sheet, " + sheet.date);
    flow.paragraph("Turn " + std::to_string(sheet.turn) + " of " + std::to_string(sheet.turns) +
                       " (" + sheet.standing + ") · " + sheet.campaign,
                   FontStyle::Bold, 9.5f);
    if (!sheet.commander.empty()) flow.paragraph("Commander: " + sheet.commander);
    if (sheet.provisional) {
        flow.notice("Provisional data: the scenario's turn track and counter values are a "
                    "reconstruction; the scenario file's note says how to put in yours.");
    }
}

void writeSequence(PageFlow& flow, const TurnSheet& sheet) {
    flow.heading("Sequence of play (2.1)");
    Table table({{"Done", Align::Centre, 26.0f}, {"Phase"}, {"What the rules do"}}, tableSize);
    table.fillWidth();
    for (const auto& phase : sheet.phases) {
        std::string steps;
        for (const auto& step : phase.steps) steps += (steps.empty() ? "• " : "\n• ") + step;
        table.addRow(TableRow{{boxCell(phase.done),
                               TableCell{std::to_string(phase.number) + ". " + phase.title,
                                         FontStyle::Bold},
                               TableCell{steps}}});
    }
    table.draw(flow);
}

std::string orNotYet(const std::optional<int>& value) {
    return value ? std::to_string(*value) : std::string("____");
}

void writeRecruitment(PageFlow& flow, const RecruitPoints& rp) {
    flow.heading("Recruit points and prisoners (4)", 110.0f);
    const std::string received = rp.recorded ? "received" : "to receive";
    Table points({{"Recruit points"}, {"", Align::Right, 40.0f}}, tableSize);
    points.fillWidth();
    points.addRow({"Saved before the day's income", orNotYet(rp.savedBefore)});
    points.addRow({"Turn track", std::to_string(rp.fromTrack)});
    points.addRow({std::string("Orël (+1 for the side holding it): ") +
                       (rp.orelHeld ? "held" : "not held"),
                   std::to_string(rp.orelBonus)});
    points.addRow({"Income " + received + " (saved maximum " + std::to_string(rp.savedMaximum) +
                       ")",
                   std::to_string(rp.received)});
    if (rp.lost > 0) points.addRow({"Lost above the saved maximum", std::to_string(rp.lost)});
    points.addRow(TableRow{{TableCell{"Available after the income", FontStyle::Bold},
                            TableCell{orNotYet(rp.available), FontStyle::Bold}}});

    Table prisoners({{"Prisoners and recruits"}, {"", Align::Right, 40.0f}}, tableSize);
    prisoners.fillWidth();
    prisoners.addRow({"Prisoners held", std::to_string(rp.prisoners)});
    prisoners.addRow({"Worth in recruit points (" + std::to_string(rp.prisonersPerRp) +
                          " prisoners for 1 RP)",
                      std::to_string(rp.prisonerRp)});
    prisoners.addRow(
        {"Recruit battalions the scenario allows", std::to_string(rp.battalionsAllowed)});
    prisoners.addRow({"RP spent this day", orNotYet(rp.spent)});

    const float gap = 12.0f;
    const float half = (flow.width() - gap) / 2;
    const float height = std::max(points.height(flow.page(), half),
                                  prisoners.height(flow.page(), half));
    flow.needs(height);
    points.drawAt(flow.page(), flow.left(), flow.y(), half);
    prisoners.drawAt(flow.page(), flow.left() + half + gap, flow.y(), half);
    flow.advance(height + 6.0f);
    if (!rp.recorded) {
        flow.paragraph("The income is what the turn track and the rules give; it is recorded "
                       "when the side's recruitment phase comes.",
                       FontStyle::Regular, 8.0f, Colour::gray(0.3f));
    }
}

void writeState(PageFlow& flow, const TurnSheet& sheet) {
    flow.heading("Depots and munitions (3)");
    if (!sheet.stateNote.empty()) {
        flow.paragraph(sheet.stateNote, FontStyle::Regular, 8.0f, Colour::gray(0.3f));
    }
    Table depots({{"Depot"}, {"Munitions", Align::Centre}, {"Hex", Align::Centre}, {"State"}},
                 tableSize);
    depots.fillWidth();
    for (const auto& depot : sheet.depots) {
        depots.addRow({std::string(model::depotKindName(depot.kind)),
                       std::to_string(depot.munitions), depot.hex ? depot.hex->label() : "—",
                       depotState(depot)});
    }
    if (depots.empty()) flow.paragraph("No depot.");
    else depots.draw(flow);

    flow.heading("Units needing attention");
    Table units({{"Code"},
                 {"Unit"},
                 {"Steps"},
                 {"TQ", Align::Centre},
                 {"Mode", Align::Centre},
                 {"Hex", Align::Centre},
                 {"Status"}},
                tableSize);
    units.fillWidth();
    for (const auto& [unit, troopQuality] : sheet.attention) {
        units.addRow(TableRow{{TableCell{unit.code, FontStyle::Bold}, TableCell{unit.name},
                               TableCell{stepBoxes(unit)}, TableCell{troopQuality},
                               TableCell{std::string(model::unitModeName(unit.mode))},
                               TableCell{unit.whereabouts()},
                               TableCell{unitNotes(unit)}}});
    }
    if (!units.empty()) units.draw(flow);
    flow.paragraph(std::to_string(sheet.unitsInOrder) + (sheet.attention.empty() ? "" : " other") +
                   " units in play at full strength, in Combat mode, supplied and in command.");
    flow.paragraph("Out of command (5.2): " + joined(sheet.outOfCommand), FontStyle::Bold);
    flow.paragraph("Unsupplied (8.2): " + joined(sheet.unsupplied), FontStyle::Bold);
}

void writeArrivals(PageFlow& flow, const TurnSheet& sheet) {
    flow.heading("Reinforcements arriving on " + sheet.date + " (7.4)");
    Table arrivals({{"Arriving"}, {"Enters"}}, tableSize);
    arrivals.fillWidth();
    for (const auto& unit : sheet.arrivingUnits) {
        if (!unit.arrival) continue;
        arrivals.addRow({unit.code + " " + unit.name, arrivalText(*unit.arrival)});
    }
    for (const auto& depot : sheet.arrivingDepots) {
        if (!depot.arrival) continue;
        arrivals.addRow({std::string(model::depotKindName(depot.kind)) + " depot (" +
                             std::to_string(depot.munitions) + " munitions)",
                         arrivalText(*depot.arrival)});
    }
    if (arrivals.empty()) flow.paragraph("None.");
    else arrivals.draw(flow);
    flow.heading("Inactive formations (10.2)");
    if (sheet.inactive.empty()) {
        flow.paragraph("None.");
        return;
    }
    Table table({{"Formation"}, {"Inactive through"}, {"Released earlier if"}}, tableSize);
    table.fillWidth();
    for (const auto& formation : sheet.inactive) {
        table.addRow({formation.name, formation.through, formation.releasedIf});
    }
    table.draw(flow);
}

void writeBattles(PageFlow& flow, const TurnSheet& sheet) {
    flow.heading("Battles of the day (8)", 100.0f);
    Table table({{"Hex", Align::Left, 36.0f},
                 {"Attacking units"},
                 {"Defending units"},
                 {"Odds", Align::Left, 34.0f},
                 {"Result", Align::Left, 60.0f},
                 {"Steps lost", Align::Left, 44.0f},
                 {"Prisoners", Align::Left, 44.0f}},
                tableSize);
    table.fillWidth();
    for (const auto& battle : sheet.battles) {
        table.addRow(TableRow{{TableCell{battle.hex, FontStyle::Bold}, TableCell{battle.attackers},
                               TableCell{battle.defenders}, TableCell{battle.odds},
                               TableCell{battle.result}, TableCell{battle.stepsLost},
                               TableCell{battle.prisoners}}});
    }
    // Two empty lines a row: room to write by hand the battles still to be fought.
    const int blanks =
        std::max(blankBattleRows, battleRows - static_cast<int>(sheet.battles.size()));
    for (int row = 0; row < blanks; ++row) {
        table.addRow({"\n", "\n", "\n", "\n", "\n", "\n", "\n"});
    }
    table.draw(flow);
}

void writeLedger(PageFlow& flow, const TurnSheet& sheet) {
    flow.heading("Recorded on the ledger for " + sheet.side + " on " + sheet.date);
    if (sheet.events.empty()) {
        flow.paragraph("Nothing recorded yet.");
        return;
    }
    Table table({{"Phase"}, {"Record"}, {"Unit"}, {"Amount", Align::Right}, {"Details"}},
                tableSize);
    table.fillWidth();
    table.striped();
    for (const auto& event : sheet.events) {
        table.addRow({event.phase, event.kind, event.unit, event.amount, event.note});
    }
    table.draw(flow);
    if (sheet.ledgerRowsNotPrinted > 0) {
        flow.paragraph("… and " + std::to_string(sheet.ledgerRowsNotPrinted) +
                       " more ledger rows of this day, not printed here: the Ledger page, or "
                       "the ledger command with --side and --date, lists them all.");
    }
}

// Lines to write on, down to the foot of the page (at least a few, on a new page if need be).
void writeNotes(PageFlow& flow) {
    flow.heading("Notes", 5 * noteLeading);
    do {
        flow.advance(noteLeading);
        flow.page().line(flow.left(), flow.y(), flow.left() + flow.width(), flow.y(),
                         writingLine);
    } while (flow.y() + noteLeading <= flow.bottom());
}

void writeSheet(PageFlow& flow, const TurnSheet& sheet) {
    writeHead(flow, sheet);
    writeSequence(flow, sheet);
    writeRecruitment(flow, sheet.recruitment);
    if (sheet.showState) writeState(flow, sheet);
    writeArrivals(flow, sheet);
    writeBattles(flow, sheet);
    writeLedger(flow, sheet);
    writeNotes(flow);
}

}  // namespace

void writeTurnSheets(const std::vector<TurnSheet>& sheets, const FontSet& fonts, Paper paper,
                     const std::filesystem::path& output) {
    const std::string campaign = sheets.empty() ? std::string() : sheets.front().campaign;
    PdfDocument document(fonts, campaign + " — turn sheets");
    PageFlow flow(document, paper, "Tachanka · " + campaign + " · turn sheet");
    for (std::size_t i = 0; i < sheets.size(); ++i) {
        if (i > 0) flow.newPage();
        writeSheet(flow, sheets[i]);
    }
    document.save(output);
}

}  // namespace tachanka::reports
