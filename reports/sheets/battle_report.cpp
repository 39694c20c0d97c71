#include "reports/sheets/battle_report.hpp"

#include <algorithm>

#include "reports/layout/page_flow.hpp"
#include "reports/layout/table.hpp"

namespace tachanka::reports {
namespace {

constexpr float tableSize = 8.0f;
// The shade of a value a provisional chart gave: the QRS shades them the same way, so a
// player who knows the one reads the other.
constexpr Colour provisionalShade{1.0f, 0.93f, 0.80f};

TableCell bold(std::string text) { return TableCell{std::move(text), FontStyle::Bold}; }

std::string orDash(const std::string& text) { return text.empty() ? "—" : text; }

void writeHead(PageFlow& flow, const BattleReport& report) {
    flow.title(report.title);
    flow.paragraph(report.campaign + " · " + report.system + " · " + report.state,
                   FontStyle::Bold, 9.5f);
    if (report.provisional) {
        // Above everything else: a result a reconstructed chart decided may not stand.
        flow.notice("PROVISIONAL — " + report.provisionalNote);
    }
    if (!report.stateNote.empty()) flow.paragraph(report.stateNote);
    if (!report.outcome.empty()) flow.paragraph("Outcome: " + report.outcome, FontStyle::Bold);
}

void writeForce(PageFlow& flow, const BattleForce& force) {
    flow.subheading(force.role + ": " + force.side);
    if (!force.commander.empty()) flow.paragraph("Commander: " + force.commander);
    Table table({{"Code"},
                 {"Unit"},
                 {"Role"},
                 {"Steps"},
                 {"TQ", Align::Centre},
                 {"Strength", Align::Centre},
                 {"Mode", Align::Centre},
                 {"Hex", Align::Centre},
                 {"Notes"}},
                tableSize);
    table.fillWidth();
    for (const auto& unit : force.units) {
        table.addRow(TableRow{{bold(unit.code), TableCell{unit.name}, TableCell{unit.role},
                               TableCell{unit.steps}, TableCell{unit.troopQuality},
                               TableCell{unit.strength}, TableCell{unit.mode},
                               TableCell{orDash(unit.hex)}, TableCell{unit.notes}}});
    }
    if (table.empty()) flow.paragraph("No unit.");
    else table.draw(flow);
}

void writeChoiceTable(PageFlow& flow, const std::vector<BattleChoiceLine>& lines,
                      const std::string& valueHeading) {
    Table table({{""}, {valueHeading, Align::Centre}, {"Rule", Align::Centre, 40.0f}},
                tableSize);
    table.fillWidth();
    for (const auto& line : lines) {
        const auto shade = line.provisional ? std::optional(provisionalShade) : std::nullopt;
        table.addRow(TableRow{{TableCell{line.what, FontStyle::Regular, shade},
                               TableCell{line.value, FontStyle::Bold, shade},
                               TableCell{orDash(line.rule), FontStyle::Regular, shade}}});
    }
    table.draw(flow);
}

void writePlan(PageFlow& flow, const BattleReport& report) {
    flow.heading("The plan");
    writeChoiceTable(flow, report.choices, "Choice");
    if (report.modifiers.empty()) return;
    flow.subheading("Modifiers the charts give these choices");
    writeChoiceTable(flow, report.modifiers, "Modifier");
    const bool shaded = std::any_of(report.modifiers.begin(), report.modifiers.end(),
                                    [](const BattleChoiceLine& line) { return line.provisional; });
    flow.paragraph(std::string(shaded ? "Shaded values come from a provisional chart. " : "") +
                       "The odds, the troop quality and each unit's own modifiers are in the "
                       "dice below, cell by cell.",
                   FontStyle::Regular, 8.0f, Colour::gray(0.3f));
}

void writeRolls(PageFlow& flow, const BattleReport& report) {
    flow.heading("Dice rolled");
    if (report.rolls.empty()) {
        flow.paragraph(report.state == "voided" ? "No die rolled: the battle was voided."
                                                : "No die rolled yet: the battle is not resolved.");
        return;
    }
    Table table({{"#", Align::Right, 16.0f},
                 {"Purpose"},
                 {"Dice", Align::Centre, 34.0f},
                 {"Table cell"}},
                tableSize);
    table.fillWidth();
    table.striped();
    for (const auto& roll : report.rolls) {
        table.addRow(TableRow{{TableCell{std::to_string(roll.sequence)},
                               TableCell{roll.purpose}, bold(roll.dice),
                               TableCell{roll.tableCell}}});
    }
    table.draw(flow);
}

std::string prisonersOf(const BattleForce& taker) {
    return taker.side + " " + std::to_string(taker.prisonersTaken) +
           (taker.prisonersTaken == 1 ? " step" : " steps");
}

void writeResults(PageFlow& flow, const BattleReport& report) {
    flow.heading("Effects on the units");
    if (report.results.empty()) {
        flow.paragraph(report.state == "voided" ? "None: the battle was voided."
                                                : "None yet: the battle is not resolved.");
        return;
    }
    Table table({{"Unit"},
                 {"Side"},
                 {"Steps lost", Align::Centre},
                 {"Mode"},
                 {"Retreat, rout or advance"},
                 {"Fate"},
                 {"Now in", Align::Centre},
                 {"Notes"}},
                tableSize);
    table.fillWidth();
    for (const auto& result : report.results) {
        table.addRow(TableRow{{bold(result.code), TableCell{result.side},
                               TableCell{std::to_string(result.stepsLost)},
                               TableCell{orDash(result.mode)}, TableCell{orDash(result.movement)},
                               TableCell{result.fate}, TableCell{orDash(result.movedTo)},
                               TableCell{result.notes}}});
    }
    table.draw(flow);
    flow.paragraph("Prisoners taken: " + prisonersOf(report.attacker) + ", " +
                       prisonersOf(report.defender) + ".",
                   FontStyle::Bold);
    if (report.effectLines.empty()) return;
    flow.subheading(report.state == "applied" ? "What the campaign recorded"
                                              : "What applying the battle writes");
    for (const auto& line : report.effectLines) flow.paragraph("• " + line);
}

void writeReport(PageFlow& flow, const BattleReport& report) {
    writeHead(flow, report);
    flow.heading("Forces");
    writeForce(flow, report.attacker);
    writeForce(flow, report.defender);
    writePlan(flow, report);
    writeRolls(flow, report);
    writeResults(flow, report);
}

}  // namespace

void writeBattleReports(const std::vector<BattleReport>& reports, const FontSet& fonts,
                        Paper paper, const std::filesystem::path& output) {
    const std::string campaign = reports.empty() ? std::string() : reports.front().campaign;
    PdfDocument document(fonts, campaign + " — battle reports");
    PageFlow flow(document, paper, "Tachanka · " + campaign + " · battle report");
    for (std::size_t i = 0; i < reports.size(); ++i) {
        if (i > 0) flow.newPage();
        writeReport(flow, reports[i]);
    }
    document.save(output);
}

}  // namespace tachanka::reports
