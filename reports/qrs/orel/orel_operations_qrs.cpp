// The Orel 1919 operational rules on the sheet: the sequence of play, then stacking, ZoC,
// special actions, supply, recruitment, command and the random events.

#include "model/phase.hpp"
#include "reports/qrs/orel/orel_qrs.hpp"
#include "reports/qrs/qrs_sheet.hpp"
#include "rules/orel/operations/sequence.hpp"

namespace tachanka::reports {
namespace {

namespace ops = rules::orel::operations;
using namespace qrs;

constexpr model::Phase phases[] = {model::Phase::DepotStatus,  model::Phase::Recruitment,
                                   model::Phase::CommandCheck, model::Phase::RandomEvents,
                                   model::Phase::Movement,     model::Phase::Combat,
                                   model::Phase::CleanUp};

std::string sideTitle(ops::Side side) { return side == ops::Side::Whites ? "Whites" : "Reds"; }

std::string moverWords(ops::Mover mover) {
    switch (mover) {
        case ops::Mover::Infantry: return "Infantry";
        case ops::Mover::Cavalry: return "Cavalry";
        case ops::Mover::Artillery: return "Artillery";
        case ops::Mover::Tank: return "Tanks";
        case ops::Mover::ArmouredCar: return "Armoured cars";
        case ops::Mover::Convoy: return "Convoys";
        case ops::Mover::ArmouredTrain: return "Armoured trains";
        case ops::Mover::RailroadDepot: return "Railroad depots";
    }
    return "?";
}

std::vector<Panel> movementPanels(const ops::OperationsTables& tables) {
    Table stacking = sheetTable({{"Stacking, per hex"}, {"At most", Align::Centre}});
    stacking.addRow({"Stacking points", std::to_string(tables.stackingPoints)});
    stacking.addRow({"Units", std::to_string(tables.stackingUnits)});
    addNote(stacking, "A unit's stacking points are its current steps. Vehicles and depots do "
                      "not count.");
    Table zoc = sheetTable({{"Enemy ZoC"}, {"MP", Align::Centre}});
    zoc.addRow({"Leaving an enemy ZoC", "+" + std::to_string(tables.zoc.leaveExtra)});
    for (const auto& [mover, extra] : tables.zoc.zocToZocExtra) {
        zoc.addRow({"ZoC to ZoC: " + moverWords(mover),
                    extra ? "+" + std::to_string(*extra) : "all but 1"});
    }
    addNote(zoc, "A lone 1-step unit, vehicles, depots and routed units have no ZoC.");
    const auto& actions = tables.actions;
    Table special = sheetTable({{"Special actions"}, {"MP", Align::Centre}});
    special.addRow({"Ending in Combat mode", std::to_string(actions.combatMode)});
    special.addRow({"Whites' marching day: extra MP",
                    "+" + std::to_string(actions.marchingDayBonus)});
    special.addRow({"Barrage: artillery", std::to_string(actions.barrageArtillery)});
    special.addRow({"Barrage: armoured train", std::to_string(actions.barrageArmouredTrain)});
    special.addRow({"Prepared attack: Reds", std::to_string(actions.preparedReds)});
    special.addRow({"Prepared attack: Red shock units", std::to_string(actions.preparedRedShock)});
    special.addRow({"Prepared attack: Whites", std::to_string(actions.preparedWhites)});
    special.addRow({"Prepared attack: tanks", std::to_string(actions.preparedTank)});
    special.addRow({"Prepared attack: armoured cars", std::to_string(actions.preparedArmouredCar)});
    special.addRow({"Prepared attack: armoured trains",
                    std::to_string(actions.preparedArmouredTrain)});
    special.addRow({"Hasty attack or support", std::to_string(actions.hastyAll)});
    special.addRow({"Hasty attack: armoured trains", std::to_string(actions.hastyArmouredTrain)});
    return {Panel{"Stacking and zones of control", {std::move(stacking), std::move(zoc)}, 1.0f},
            Panel{"Movement", {std::move(special)}, 1.0f}};
}

std::vector<Panel> supplyPanels(const ops::OperationsTables& tables) {
    const auto& supply = tables.supply;
    Table depots = sheetTable({{"Supply"}, {"", Align::Centre}});
    depots.addRow({"Supply line from a unit to its depot (MP)",
                   std::to_string(supply.supplyRange)});
    depots.addRow({"Convoy's line to a linked railroad hex (MP)",
                   std::to_string(supply.convoyLine)});
    for (const auto& [side, exception] : supply.convoyExceptions) {
        std::string hexes;
        for (const auto& hex : exception.hexes) hexes += (hexes.empty() ? "" : ", ") + hex.label();
        depots.addRow({sideTitle(side) + ": or a line to " + hexes + " (MP)",
                       std::to_string(exception.line)});
    }
    depots.addRow({"Railroad depot on the double track: capacity",
                   "×" + std::to_string(supply.doubleTrackFactor)});
    Table points = sheetTable({{"Munitions points"}, {"MP", Align::Centre}});
    points.addRow({"Prepared attack", std::to_string(supply.preparedAttack)});
    points.addRow({"Hasty attack", std::to_string(supply.hastyAttack)});
    points.addRow({"Barrage, per artillery unit", std::to_string(supply.barragePerArtillery)});
    points.addRow({"Resupplying an Unsupplied unit", std::to_string(supply.resupplyPerUnit)});
    points.addRow({"Enemy depot eliminated: own units relieved",
                   std::to_string(supply.eliminationRelief) + " (" +
                       std::to_string(supply.eliminationReliefDoubleTrack) + " double track)"});
    const auto& recruits = tables.recruitment;
    Table recruitment = sheetTable({{"Recruitment"}, {"", Align::Centre}});
    recruitment.addRow({"Recruit points saved, at most", std::to_string(recruits.savedMaximum)});
    recruitment.addRow({"Side holding Orël: RP a turn", "+" + std::to_string(recruits.orelBonus)});
    recruitment.addRow({"Prisoners for 1 RP", std::to_string(recruits.prisonersPerRp)});
    recruitment.addRow({"A step for 1 RP: within range of a functional depot (MP)",
                        std::to_string(recruits.recoveryRange)});
    recruitment.addRow({"Back to full strength: Recruits marker, TQ",
                        signedNumber(-recruits.recruitsPenalty)});
    recruitment.addRow({"New recruit battalion (RP)", std::to_string(recruits.battalionCost)});
    for (const auto& [side, limit] : recruits.battalionLimit) {
        recruitment.addRow({sideTitle(side) + ": battalions, at most", std::to_string(limit)});
    }
    for (const auto& [side, floor] : recruits.tqFloor) {
        recruitment.addRow(
            {sideTitle(side) + ": Recruits marker never below TQ", std::to_string(floor)});
    }
    return {Panel{"Supply", {std::move(depots), std::move(points)}, 1.2f},
            Panel{"Recruitment", {std::move(recruitment)}, 1.0f}};
}

Panel commandPanel(const ops::OperationsTables& tables) {
    std::vector<TableColumn> columns{{"Most hexes between"}};
    for (const auto& [side, distances] : tables.command) {
        columns.push_back({sideTitle(side), Align::Centre});
    }
    Table command = sheetTable(std::move(columns));
    const auto addRow = [&](std::string what, int ops::CommandDistances::*distance) {
        std::vector<std::string> row{std::move(what)};
        for (const auto& [side, distances] : tables.command) {
            row.push_back(std::to_string(distances.*distance));
        }
        command.addRow(row);
    };
    addRow("Units of a main body", &ops::CommandDistances::mainBody);
    addRow("Main body and attached cavalry", &ops::CommandDistances::cavalry);
    addRow("Main body and attached artillery", &ops::CommandDistances::artillery);
    addRow("Units of a cavalry formation", &ops::CommandDistances::cavalryFormation);
    addNote(command, "Units outside the main body are out of command.");
    for (const auto& shared : tables.sharedCommand) {
        std::string units;
        for (const auto& unit : shared.units) units += (units.empty() ? "" : " ") + unit;
        addNote(command, units + " may also be commanded by the " + shared.formation +
                             (shared.from ? " from " + shared.from->longForm() : ""));
    }
    return Panel{"Command", {std::move(command)}, 1.0f};
}

std::vector<Panel> eventsPanels(const ops::EventsTable& events, const RulesSource& source) {
    std::vector<Panel> panels;
    for (const auto& [side, list] : events.events) {
        Table table = sheetTable({{"d100", Align::Centre}, {"Event"}, {"Effect"}});
        for (const auto& event : list) {
            const std::string range = event.from == event.to
                                          ? std::to_string(event.from)
                                          : std::to_string(event.from) + "–" +
                                                std::to_string(event.to);
            const std::string kind(ops::eventKindName(event.kind));
            table.addRow({range, event.title + " (" + kind + ")", event.effect});
        }
        addNote(table, "Other rolls: no event.");
        panels.push_back(Panel{sideTitle(side) + "' random events", {std::move(table)}, 1.4f});
    }
    if (events.provisional) {
        panels.push_back(Panel{"", {provisionalNotice(events.note, source)}, 0.8f});
    }
    return panels;
}

}  // namespace

void writeOrelSequence(PageFlow& flow, const OrelQrsData& data) {
    Table table = sheetTable({{"Phase", Align::Centre}, {"Name"}, {"What the rules do"}});
    int number = 1;
    for (const auto phase : phases) {
        std::string steps;
        for (const auto& step : ops::automaticSteps(phase, data.tables.operations.recruitment)) {
            steps += (steps.empty() ? "" : "; ") + step;
        }
        table.addRow({std::to_string(number++), std::string(model::phaseTitle(phase)), steps});
    }
    addNote(table, "Each day the White player's turn, then the Red player's, each the same seven "
                   "phases.");
    fullWidth(flow, Panel{"Sequence of play", {std::move(table)}});
}

void writeOrelOperations(PageFlow& flow, const OrelQrsData& data) {
    const auto& tables = data.tables.operations;
    auto row = movementPanels(tables);
    for (auto& panel : supplyPanels(tables)) row.push_back(std::move(panel));
    section(flow, "Operations", row);
    auto events = eventsPanels(tables.events, data.source);
    events.insert(events.begin(), commandPanel(tables));
    panelRow(flow, events);
}

}  // namespace tachanka::reports
