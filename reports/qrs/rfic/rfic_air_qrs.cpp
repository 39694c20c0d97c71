#include "reports/qrs/qrs_sheet.hpp"
#include "reports/qrs/rfic/rfic_qrs.hpp"

namespace tachanka::reports {
namespace {

namespace rfic = rules::rfic;
using namespace qrs;

std::string hexes(int count) { return std::to_string(count) + (count == 1 ? " hex" : " hexes"); }

std::string dice(const std::optional<rfic::DicePer>& rate, const std::string& counted) {
    if (!rate) return "may not engage";
    return std::to_string(rate->dice) + "D6" +
           (counted == "bomb" ? ""
                              : " per " + (rate->per == 1 ? "" : std::to_string(rate->per) + " ") +
                                    counted + (rate->per == 1 ? "" : "s"));
}

Panel deploymentPanel(const rfic::AircraftRules& aircraft, const RulesSource& source) {
    Table table = sheetTable({{"2D6", Align::Centre}, {"Aircraft the turn after"}});
    bool provisional = false;
    for (auto row = aircraft.deployment.rbegin(); row != aircraft.deployment.rend(); ++row) {
        TableRow cells;
        if (row->provisional) {
            provisional = true;
            cells.cells = {{std::to_string(row->total) + " *", FontStyle::Bold, provisionalFill},
                           {row->text + " (PROVISIONAL)", FontStyle::Regular, provisionalFill}};
        } else {
            cells.cells = {{std::to_string(row->total), FontStyle::Bold}, {row->text}};
        }
        table.addRow(std::move(cells));
    }
    addNote(table,
            "A Joker (JK) dealt is set aside face up: before anyone is activated, 2D6 for "
            "each Joker on show, then the Jokers are discarded. Aircraft enter from their "
            "side's edge and stay at most " +
                std::to_string(aircraft.turnsOnTable) + " turns.");
    Panel panel{"Aircraft", {std::move(table)}, 1.2f};
    if (provisional) {
        panel.tables.push_back(provisionalNotice("* " + aircraft.provisionalNote, source));
    }
    return panel;
}

Panel airMovementPanel(const rfic::RficTables& tables) {
    Table table = sheetTable({{"Aircraft"}, {"Move", Align::Centre}, {"Examples"}});
    for (const auto& allowance : tables.movement.allowances) {
        if (allowance.kind != rfic::MoverKind::Aircraft) continue;
        table.addRow({allowance.text, hexes(*allowance.red), allowance.examples});
    }
    table.addRow({"Aircraft is a biplane", "−" + std::to_string(tables.movement.biplanePenalty),
                  "Hs123, I-15"});
    table.addRow({"To turn 60°", "−" + std::to_string(tables.movement.turnCost), ""});
    std::string note =
        "At least one hex forward before each 60° turn. Disrupted aircraft circle "
        "over their hex.";
    for (const auto& load : tables.aircraft.bombLoads) note += " " + load;
    addNote(table, note);
    return {"Aircraft movement", {std::move(table)}, 1.1f};
}

// The ranges of one kind of combat, then the D6s of each weapon (the text keeps them apart:
// bombs have one range for both weights).
std::vector<Table> combatTables(const rfic::FireRules& fire, rfic::Combat combat,
                                const std::string& steady, const std::string& disrupted) {
    Table ranges = sheetTable({{"Weapon"}, {"Range", Align::Centre}});
    for (const auto& range : fire.ranges) {
        if (range.combat == combat) ranges.addRow({range.text, hexes(range.hexes)});
    }
    Table thrown = sheetTable({{"Weapon"}, {steady}, {disrupted}});
    for (const auto& row : fire.dice) {
        if (row.combat != combat) continue;
        thrown.addRow(
            {row.text, dice(row.steady, row.counted), dice(row.movedOrDisrupted, row.counted)});
    }
    return {std::move(ranges), std::move(thrown)};
}

Panel airCombatPanel(const rfic::FireRules& fire) {
    auto air = combatTables(fire, rfic::Combat::AirToAir, "Not disrupted", "Disrupted");
    addNote(air.back(),
            "Air-to-air: pointing directly at the enemy aircraft. A " + std::to_string(fire.hitOn) +
                " hits; a hit disrupts, a second kills a fighter, fighter bomber or "
                "ground-attack aircraft; a light bomber turns a card (red: destroyed).");
    auto ground = combatTables(fire, rfic::Combat::AirToGround, "Not disrupted", "Disrupted");
    addNote(ground.back(),
            "Air-to-ground: pointing directly at the target hex at the end of the move; "
            "hits as any other hits on ground units.");
    Panel panel{"Air combat", std::move(air), 1.3f};
    for (auto& table : ground) panel.tables.push_back(std::move(table));
    return panel;
}

Panel antiAircraftPanel(const rfic::RficTables& tables) {
    Table table = sheetTable({{"Anti-aircraft gun"}, {"Range", Align::Centre}});
    for (const auto& range : tables.fire.ranges) {
        if (range.combat == rfic::Combat::GroundToAir)
            table.addRow({range.text, hexes(range.hexes)});
    }
    const auto& gun = tables.fire.weapon("aa-gun");
    addNote(table, "Not moved: " + dice(gun.steady, gun.counted) +
                       "; moved or disrupted: " + dice(gun.movedOrDisrupted, gun.counted) +
                       ". In ground combat and movement, as anti-tank guns of the same calibre.");
    Table mines = sheetTable({{"Minefields"}});
    mines.addRow(
        {"A unit or Commander (not aircraft) enters or leaves a minefield only when "
         "activated by a " +
         std::string(tables.minefield.entryColour == rfic::Colour::Black ? "black ♣ ♠"
                                                                         : "red ♥ ♦") +
         " card."});
    mines.addRow({"On entering, the opposing Commander throws " +
                  std::to_string(tables.minefield.dice) + "D6: each " +
                  std::to_string(tables.fire.hitOn) + " hits, dealt with as artillery hits."});
    return {"Anti-aircraft artillery and minefields", {std::move(table), std::move(mines)}, 1.0f};
}

}  // namespace

void writeRficAir(PageFlow& flow, const RficQrsData& data) {
    section(flow, "Aircraft, anti-aircraft artillery and minefields",
            {deploymentPanel(data.tables.aircraft, data.source), airMovementPanel(data.tables)});
    panelRow(flow, {airCombatPanel(data.tables.fire), antiAircraftPanel(data.tables)});
}

}  // namespace tachanka::reports
