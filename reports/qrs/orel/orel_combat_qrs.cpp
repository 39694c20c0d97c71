#include "reports/qrs/orel/orel_qrs.hpp"

#include <optional>

#include "reports/qrs/qrs_sheet.hpp"
#include "rules/orel/combat/definitions.hpp"

namespace tachanka::reports {
namespace {

namespace orel = rules::orel;
namespace ops = rules::orel::operations;
using namespace qrs;

// The odds as players say them: 4:1, 1.5:1, 1:2.
using rules::orel::oddsText;

// A chart whose end rows go on: the first reads "N or less", the last "N or more".
std::string openEnded(int value, std::size_t index, std::size_t count) {
    if (index == 0) return std::to_string(value) + " or less";
    if (index + 1 == count) return std::to_string(value) + " or more";
    return std::to_string(value);
}

void addNotice(Panel& panel, const orel::ChartNote& note, const RulesSource& source) {
    if (note.provisional) panel.tables.push_back(provisionalNotice(note.note, source));
}

Panel oddsPanel(const orel::CombatTables& combat, const RulesSource& source) {
    Table table = sheetTable({{"Odds (at least)", Align::Centre}, {"Assault roll", Align::Centre}});
    const auto& ratios = combat.assaultRatio;
    bool anyProvisional = false;
    for (std::size_t i = 0; i < ratios.size(); ++i) {
        std::string label;
        if (i == 0) label = oddsText(ratios[i].atLeast) + " or more";
        else if (ratios[i].atLeast > 0) label = oddsText(ratios[i].atLeast);
        else label = "below " + oddsText(ratios[i - 1].atLeast);
        const auto shade = ratios[i].provisional ? std::optional(provisionalFill) : std::nullopt;
        anyProvisional = anyProvisional || ratios[i].provisional;
        table.addRow(TableRow{{TableCell{label, FontStyle::Regular, shade},
                               TableCell{signedNumber(ratios[i].modifier), FontStyle::Regular,
                                         shade}}});
    }
    addNote(table, "Attacker's strength to the defender's, rounded down (2.6 is 2); an assault "
                   "from 1.5 to 1.99 is 1.5:1. Below 1:1 the odds are 1:N against the attacker. "
                   "Strengths divided alike are summed first; a value divided several times is "
                   "rounded once, at the end.");
    Panel panel{"Combat odds", {std::move(table)}, 1.0f};
    // 8.8 gives +1 at 1.5:1 and a negative modifier below 1:1; the other values are the
    // provisional Assault Results Table's.
    if (anyProvisional) {
        panel.tables.push_back(provisionalNotice(
            "Shaded rows are provisional: the text gives only +1 at 1.5:1 and a negative "
            "modifier below 1:1 (8.8). " + combat.assaultNote.note,
            source));
    }
    return panel;
}

Panel cohesionPanel(const orel::CombatTables& combat, const RulesSource& source) {
    Table table = sheetTable({{"d6 + modifiers − TQ", Align::Centre},
                              {"Cohesion check", Align::Centre},
                              {"Assault morale check", Align::Centre}});
    const std::string passed = readable(orel::checkResultName(orel::CheckResult::Passed));
    table.addRow({"0 or less", passed, passed});
    const auto& rows = combat.cohesion;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const std::string difference =
            std::to_string(rows[i].difference) + (i + 1 == rows.size() ? " or more" : "");
        table.addRow({difference, readable(orel::checkResultName(rows[i].cohesion)),
                      readable(orel::checkResultName(rows[i].morale))});
    }
    addNote(table, "Each unit against its own TQ; a natural 1 always passes. Disorganized: "
                   "strength halved in the assault. Repulsed: stays, no part in the assault.");
    Panel panel{"Cohesion table", {std::move(table)}, 1.2f};
    addNotice(panel, combat.cohesionNote, source);
    return panel;
}

Panel barragePanel(const orel::CombatTables& combat, const RulesSource& source) {
    Table table = sheetTable({{"2d6 + fire strength + modifiers", Align::Centre},
                              {"Step losses", Align::Centre},
                              {"Cohesion check", Align::Centre}});
    const auto& rows = combat.barrage;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        table.addRow({openEnded(rows[i].total, i, rows.size()), std::to_string(rows[i].losses),
                      rows[i].cohesionCheck ? "yes" : "—"});
    }
    addNote(table, "Its Disorganized result is ignored. A barrage never takes the last step of "
                   "a combat unit.");
    Panel panel{"Barrage table", {std::move(table)}, 1.1f};
    addNotice(panel, combat.barrageNote, source);
    return panel;
}

Panel assaultPanel(const orel::CombatTables& combat, const RulesSource& source) {
    Table table = sheetTable({{"2d6 + modifiers", Align::Centre},
                              {"Attacker loses", Align::Centre},
                              {"Defender loses", Align::Centre},
                              {"Loser", Align::Centre},
                              {"Morale check", Align::Centre}});
    const auto& rows = combat.assault;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const auto& result = rows[i].result;
        table.addRow({openEnded(rows[i].roll, i, rows.size()),
                      std::to_string(result.attackerLosses), std::to_string(result.defenderLosses),
                      readable(orel::combatSideName(result.loser)),
                      result.moraleCheck ? "m" + signedNumber(result.moraleModifier) : "—"});
    }
    addNote(table, "Losses in steps. The loser checks morale with the m modifier (and its "
                   "own); even passing, it retreats one hex. Extra losses: see the modifiers.");
    Panel panel{"Assault Results Table", {std::move(table)}, 1.2f};
    addNotice(panel, combat.assaultNote, source);
    return panel;
}

std::string moveCost(const ops::MoveCosts& costs, ops::Mover mover, bool added) {
    const auto cost = costs.find(mover);
    if (cost == costs.end()) return "—";
    if (!cost->second) return "P";
    return (added ? "+" : "") + std::to_string(*cost->second);
}

std::string moverHeading(ops::Mover mover) {
    switch (mover) {
        case ops::Mover::Infantry: return "Infantry";
        case ops::Mover::Cavalry: return "Cavalry";
        case ops::Mover::Artillery: return "Artillery";
        case ops::Mover::Tank: return "Tank";
        case ops::Mover::ArmouredCar: return "Armoured car";
        case ops::Mover::Convoy: return "Convoy";
        case ops::Mover::ArmouredTrain: return "Armoured train";
        case ops::Mover::RailroadDepot: return "Railroad depot";
    }
    return "?";
}

Panel terrainPanel(const orel::OrelTables& tables, const RulesSource& source) {
    std::vector<TableColumn> columns{{"Terrain", Align::Left, 62.0f}};
    for (const auto mover : ops::terrainMovers) {
        columns.push_back({moverHeading(mover) + " MP", Align::Centre});
    }
    for (const char* heading : {"Cavalry charge", "Defender's cohesion", "Assault roll"}) {
        columns.push_back({heading, Align::Centre});
    }
    Table table = sheetTable(std::move(columns));
    const auto& movement = tables.operations.terrain;
    const auto addRow = [&](const std::string& name, const ops::MoveCosts* costs, bool added,
                            const orel::TerrainCombat* combat) {
        std::vector<std::string> row{name};
        for (const auto mover : ops::terrainMovers) {
            row.push_back(costs ? moveCost(*costs, mover, added) : "—");
        }
        row.push_back(combat ? std::string(combat->cavalryMayCharge ? "yes" : "no") : "—");
        row.push_back(combat ? signedNumber(combat->cohesion) : "—");
        row.push_back(combat ? signedNumber(combat->assault) : "—");
        table.addRow(row);
    };
    for (const auto& terrain : tables.combat.terrain) {
        const auto moving = ops::terrainNamed(terrain.name);
        const ops::MoveCosts* costs = terrain.hexside ? &movement.riverExtra
                                      : moving        ? &movement.terrain.at(*moving)
                                                      : nullptr;
        addRow(readable(terrain.name) + (terrain.hexside ? " (hexside)" : ""), costs,
               terrain.hexside, &terrain);
    }
    addRow("Road (along it)", &movement.road, false, nullptr);
    addRow(readable(tables.combat.entrenchment.name), nullptr, false, &tables.combat.entrenchment);
    addNote(table, "MP to enter (P: prohibited). A river hexside adds its MP to the terrain's "
                   "and its combat values to the best in-hex terrain's; a road replaces terrain "
                   "and rivers, a railroad replaces forest. An entrenchment replaces terrain in "
                   "combat, for the entrenched units only.");
    Panel panel{"Terrain Effects Table", {std::move(table)}, 2.0f};
    if (!tables.combat.terrainNote.provisional && movement.provisional) {
        panel.tables.push_back(provisionalNotice(movement.note, source));
    }
    addNotice(panel, tables.combat.terrainNote, source);
    return panel;
}

std::string retreatHow(std::string_view how) {
    if (how == "check") return "on a passed TQ check";
    if (how == "with-combat-units") return "with its stack's combat units";
    if (how == "automatic") return "automatically";
    if (how == "never") return "never";
    return std::string(how);
}

Panel retreatPanel(const orel::CombatTables& combat, const RulesSource& source) {
    Table table = sheetTable({{"Unit"}, {"Retreats before combat"}});
    for (const auto& rule : combat.retreatRules) {
        table.addRow({readable(rule.kind), retreatHow(rule.how)});
    }
    Panel panel{"Retreat before combat", {std::move(table)}, 1.0f};
    if (combat.terrainNote.provisional) {
        panel.tables.push_back(provisionalNotice(
            "Part of the provisional Terrain Effects Table: its note says where the published "
            "values belong.",
            source));
    }
    return panel;
}

}  // namespace

void writeOrelCombat(PageFlow& flow, const OrelQrsData& data) {
    const auto& combat = data.tables.combat;
    section(flow, "Combat",
            {oddsPanel(combat, data.source), cohesionPanel(combat, data.source),
             barragePanel(combat, data.source)});
    panelRow(flow, {assaultPanel(combat, data.source), terrainPanel(data.tables, data.source)});
    writeOrelModifiers(flow, data, retreatPanel(combat, data.source));
}

}  // namespace tachanka::reports
