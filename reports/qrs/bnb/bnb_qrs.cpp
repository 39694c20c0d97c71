#include "reports/qrs/bnb/bnb_qrs.hpp"

#include "rules/bnb/movement.hpp"

namespace tachanka::reports {
namespace {

namespace bnb = rules::bnb;
using namespace qrs;

// The entries the text does not give, to be named at the foot of every page.
std::string provisionalEntries(const bnb::BnbTables& tables) {
    std::string entries;
    for (const auto& occasion : bnb::moraleOccasionNames) {
        if (tables.morale.occasions.at(occasion.value).provisional) {
            entries += (entries.empty() ? "" : ", ") + readable(occasion.name) + " failure";
        }
    }
    return entries;
}

std::string unitTitle(bnb::UnitType unit) {
    switch (unit) {
        case bnb::UnitType::Infantry:
            return "Infantry";
        case bnb::UnitType::Mg:
            return "MGs";
        case bnb::UnitType::Cavalry:
            return "Cavalry";
        case bnb::UnitType::FieldArtillery:
            return "Field artillery";
        case bnb::UnitType::HeavyArtillery:
            return "Heavy artillery";
        case bnb::UnitType::Tachanka:
            return "Tachankas";
        case bnb::UnitType::ArmoredCar:
            return "Armoured cars";
        case bnb::UnitType::Tank:
            return "Tanks";
    }
    return "?";
}

std::string costCell(const bnb::HalfPoints& cost) {
    if (!cost) return "P";
    const int whole = *cost / 2;
    if (*cost % 2 == 0) return std::to_string(whole);
    return whole == 0 ? "½" : std::to_string(whole) + "½";
}

Panel sequencePanel(const bnb::BnbTables& tables) {
    Table steps = sheetTable({{"Step", Align::Centre}, {"Turn sequence"}});
    steps.addRow({"1", "Both sides roll " + std::to_string(tables.initiativeDice) +
                           "d6: the highest total takes the initiative (a tie stays with the "
                           "holder) and chooses to be side A or B."});
    steps.addRow({"2", "Both sides fire any artillery bombardment."});
    steps.addRow({"3", "Side A moves; side B may fire during the move, then fires any units."});
    steps.addRow({"4", "Side B moves; side A fires any unit that has not yet fired."});
    steps.addRow({"5", "Side B fires any units that have yet to fire."});
    steps.addRow({"6", "Turn ends; both sides re-roll for the initiative."});
    return {"Turn sequence", {std::move(steps)}, 1.0f};
}

Panel movementPanel(const bnb::Movement& movement) {
    std::vector<TableColumn> columns{{"Unit"}, {"MP", Align::Centre}};
    for (const auto& terrain : bnb::terrainNames) {
        columns.push_back({readable(terrain.name), Align::Centre});
    }
    Table costs = sheetTable(std::move(columns));
    for (const auto& unit : bnb::unitTypeNames) {
        const auto& data = movement.units.at(unit.value);
        std::vector<std::string> row{unitTitle(unit.value), std::to_string(data.movementPoints)};
        for (const auto& terrain : bnb::terrainNames)
            row.push_back(costCell(data.costs.at(terrain.value)));
        costs.addRow(row);
    }
    addNote(costs,
            "Costs per hex in MP; P = prohibited. Road: only in a one-deep road column "
            "that begins and ends on the road, else as Normal.");
    std::string trenches;
    for (const auto& unit : bnb::unitTypeNames) {
        if (movement.units.at(unit.value).crossesTrenches) {
            trenches += (trenches.empty() ? "" : ", ") + unitTitle(unit.value);
        }
    }
    Table notes = sheetTable({{"Movement notes"}});
    notes.addRow({"Trenches: crossed only by " + trenches + "."});
    notes.addRow({"Barbed wire: infantry and MGs +" + std::to_string(movement.wireExtraMp) +
                  " MP to cross; tanks cut through; the rest are stopped."});
    notes.addRow({"Artillery: " + std::to_string(movement.artilleryActionsPerTurn) +
                  " of move, fire, limber, unlimber a turn."});
    const auto& car = movement.mechanicalFailure.at(bnb::Vehicle::ArmoredCar);
    const auto& tank = movement.mechanicalFailure.at(bnb::Vehicle::Tank);
    notes.addRow({"Mechanical failure, each turn they move: armoured cars " +
                  std::to_string(car.dice) + "d6 = " + std::to_string(car.failsOn) + ", tanks " +
                  std::to_string(tank.dice) + "d6 = " + std::to_string(tank.failsOn) + "."});
    notes.addRow({std::to_string(movement.mobilityBoxes) +
                  " mobility boxes: a mobility hit or a mechanical failure removes one."});
    notes.addRow(
        {"Generals and commanders move as infantry or cavalry. Unfordable rivers: "
         "bridges or boats."});
    return {"Movement", {std::move(costs), std::move(notes)}, 2.0f};
}

}  // namespace

void writeBnbMovement(PageFlow& flow, const BnbQrsData& data) {
    section(flow, "Turn and movement",
            {sequencePanel(data.tables), movementPanel(data.tables.movement)});
}

void addBnbQrs(PdfDocument& document, const BnbQrsData& data, Paper paper) {
    const std::string provisional = provisionalEntries(data.tables);
    PageFlow flow(document, paper,
                  "Tachanka · Bullets & Bolsheviks quick-reference sheet" +
                      (provisional.empty() ? "" : " · provisional: " + provisional),
                  Orientation::Landscape);
    sheetHead(flow, "Bullets & Bolsheviks — quick-reference sheet", {{"Tables", data.source}});
    writeBnbMovement(flow, data);
    writeBnbFire(flow, data);
    writeBnbMorale(flow, data);
}

void writeBnbQrs(const BnbQrsData& data, const FontSet& fonts, Paper paper,
                 const std::filesystem::path& output) {
    PdfDocument document(fonts, "Bullets & Bolsheviks — quick-reference sheet",
                         Orientation::Landscape);
    addBnbQrs(document, data, paper);
    document.save(output);
}

}  // namespace tachanka::reports
