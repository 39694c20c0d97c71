// tachanka-cli orel scenario ID: everything a scenario file sets up, as JSON or as tables.

#include <iostream>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/cli/json_writer.hpp"
#include "app/cli/text_table.hpp"
#include "app/core/orel/scenario_catalog.hpp"
#include "app/core/orel/scenario_text.hpp"

namespace tachanka::cli {
namespace {

using namespace model;
using core::conditionText;
using core::depotLabel;
using core::inactivityText;

std::string hexList(const std::vector<Hex>& hexes) {
    std::string text;
    for (const auto& hex : hexes) text += (text.empty() ? "" : " ") + hex.label();
    return text;
}

void writeCondition(JsonWriter& json, const VictoryCondition& condition) {
    json.beginObject();
    switch (condition.kind) {
        case ConditionKind::Occupy:
            json.key("occupy").value(condition.location);
            if (!condition.side.empty()) json.key("side").value(condition.side);
            break;
        case ConditionKind::Named:
            json.key("condition").value(condition.name);
            json.key("text").value(condition.text);
            break;
        default:
            json.key(condition.kind == ConditionKind::AllOf   ? "all_of"
                     : condition.kind == ConditionKind::AnyOf ? "any_of"
                                                              : "not");
            json.beginArray();
            for (const auto& nested : condition.conditions) writeCondition(json, nested);
            json.endArray();
    }
    json.endObject();
}

void writeArrival(JsonWriter& json, const ScenarioArrival& arrival) {
    json.key("date").value(arrival.date.iso());
    json.key("entry").beginArray();
    for (const auto& hex : arrival.entryHexes) json.value(hex.label());
    json.endArray();
    json.key("mp_penalty").value(arrival.mpPenalty);
    json.key("note").value(arrival.note);
}

void writeUnit(JsonWriter& json, const std::string& side, const UnitInFormation& found) {
    const ScenarioUnit& unit = *found.unit;
    json.beginObject();
    json.key("code").value(unit.code);
    json.key("name").value(unit.name);
    json.key("side").value(side);
    json.key("formation").value(found.formation->name);
    json.key("kind").value(unitKindName(unit.kind));
    json.key("steps").value(unit.steps);
    json.key("tq").value(unit.troopQuality);
    json.key("strength").value(unit.strength);
    if (unit.charge) json.key("charge").value(*unit.charge);
    if (unit.fire) json.key("fire").value(*unit.fire);
    if (unit.movement) json.key("mp").value(*unit.movement);
    if (unit.train) json.key("train").value(trainWeightName(*unit.train));
    json.key("shock").value(unit.shock);
    json.key("integrated_artillery").value(unit.integratedArtillery);
    json.key("ooc").value(unit.outOfCommand);
    if (unit.hex) json.key("hex").value(unit.hex->label());
    if (unit.arrival) {
        json.key("arrives").beginObject();
        writeArrival(json, *unit.arrival);
        json.endObject();
    }
    json.endObject();
}

void writeFormations(JsonWriter& json, const std::string& side,
                     const std::vector<ScenarioFormation>& formations, const std::string& parent) {
    for (const auto& formation : formations) {
        json.beginObject();
        json.key("name").value(formation.name);
        json.key("side").value(side);
        json.key("kind").value(formationKindName(formation.kind));
        json.key("commander").value(formation.commander);
        json.key("parent").value(parent);
        json.key("main_bodies").value(formation.mainBodies);
        if (formation.inactive) {
            json.key("inactive").beginObject();
            json.key("through").value(formation.inactive->through.iso());
            json.key("released_by").beginArray();
            for (const auto& release : formation.inactive->releasedBy) {
                json.beginObject();
                json.key("event").value(releaseEventName(release.event));
                if (release.hexes > 0) json.key("hexes").value(release.hexes);
                if (!release.exceptFormation.empty()) {
                    json.key("except").value(release.exceptFormation);
                }
                json.endObject();
            }
            json.endArray();
            json.endObject();
        }
        json.key("also_commands").beginArray();
        for (const auto& extra : formation.extraCommand) {
            json.beginObject();
            json.key("from").value(extra.from.iso());
            json.key("units").beginArray();
            for (const auto& code : extra.unitCodes) json.value(code);
            json.endArray();
            json.endObject();
        }
        json.endArray();
        json.endObject();
        writeFormations(json, side, formation.subordinates, formation.name);
    }
}

void writeDepot(JsonWriter& json, const std::string& side, const DepotInFormation& found) {
    json.beginObject();
    json.key("side").value(side);
    json.key("formation").value(found.formation->name);
    json.key("kind").value(depotKindName(found.depot->kind));
    json.key("munitions").value(found.depot->munitions);
    if (found.depot->hex) json.key("hex").value(found.depot->hex->label());
    if (found.depot->arrival) {
        json.key("arrives").beginObject();
        writeArrival(json, *found.depot->arrival);
        json.endObject();
    }
    json.endObject();
}

// What arrives: a unit's code or a depot's label.
std::string arrivingLabel(const ScheduledArrival& scheduled) {
    return scheduled.unit ? scheduled.unit->code : depotLabel(*scheduled.depot);
}

void printInactive(const std::vector<ScenarioFormation>& formations) {
    for (const auto& formation : formations) {
        if (formation.inactive) {
            std::cout << "  " << formation.name << ": " << inactivityText(*formation.inactive)
                      << '\n';
        }
        printInactive(formation.subordinates);
    }
}

void writeScenarioJson(const Scenario& scenario) {
    JsonWriter json(std::cout);
    json.beginObject();
    json.key("id").value(scenario.id);
    json.key("title").value(scenario.title);
    json.key("description").value(scenario.description);
    json.key("based_on").value(scenario.basedOn);
    json.key("provisional").value(scenario.provisional);
    json.key("provisional_note").value(scenario.provisionalNote);
    json.key("start").value(scenario.start.iso());
    json.key("last_day").value(scenario.lastDay().iso());
    json.key("turns").value(scenario.turns);
    json.key("recruit_points_percent").value(scenario.recruitPointsPercent);
    if (scenario.area) {
        json.key("area").beginObject();
        if (scenario.area->minColumn) json.key("min_column").value(*scenario.area->minColumn);
        if (scenario.area->maxColumn) json.key("max_column").value(*scenario.area->maxColumn);
        if (scenario.area->minRow) json.key("min_row").value(*scenario.area->minRow);
        if (scenario.area->maxRow) json.key("max_row").value(*scenario.area->maxRow);
        json.key("text").value(scenario.area->text);
        json.endObject();
    }
    json.key("sides").beginArray();
    for (const auto& side : scenario.sides) {
        json.beginObject();
        json.key("name").value(side.name);
        json.key("commander").value(side.commander);
        json.key("edges").beginArray();
        for (const auto edge : side.friendlyEdges) json.value(boardEdgeName(edge));
        json.endArray();
        json.key("recruit_battalions").value(side.recruitBattalions);
        if (side.recruitBattalion) {
            json.key("recruit_battalion").beginObject();
            json.key("type").value(side.recruitBattalion->code);
            json.key("steps").value(side.recruitBattalion->steps);
            json.key("tq").value(side.recruitBattalion->troopQuality);
            json.key("strength").value(side.recruitBattalion->strength);
            json.endObject();
        }
        json.key("units").value(static_cast<int>(allUnits(side).size()));
        json.endObject();
    }
    json.endArray();
    json.key("formations").beginArray();
    for (const auto& side : scenario.sides) writeFormations(json, side.name, side.formations, "");
    json.endArray();
    json.key("units").beginArray();
    for (const auto& side : scenario.sides) {
        for (const auto& found : allUnits(side)) writeUnit(json, side.name, found);
    }
    json.endArray();
    json.key("reinforcements").beginArray();
    for (const auto& scheduled : reinforcementSchedule(scenario)) {
        json.beginObject();
        json.key("side").value(scheduled.side);
        json.key(scheduled.unit ? "unit" : "depot").value(arrivingLabel(scheduled));
        writeArrival(json, *scheduled.arrival);
        json.endObject();
    }
    json.endArray();
    json.key("depots").beginArray();
    for (const auto& side : scenario.sides) {
        for (const auto& found : allDepots(side)) writeDepot(json, side.name, found);
    }
    json.endArray();
    json.key("turn_track").beginObject();
    json.key("provisional").value(scenario.track.provisional);
    json.key("days").beginArray();
    for (GameDate day = scenario.start; day <= scenario.lastDay(); day = day.nextDay()) {
        json.beginObject();
        json.key("date").value(day.iso());
        json.key("recruit_points").beginObject();
        for (const auto& side : scenario.sides) {
            json.key(side.name).value(rules::orel::recruitPointsFor(scenario, side.name, day));
        }
        json.endObject();
        json.endObject();
    }
    json.endArray();
    json.endObject();
    json.key("victory").beginObject();
    json.key("locations").beginArray();
    for (const auto& location : scenario.victory.locations) {
        json.beginObject();
        json.key("name").value(location.name);
        json.key("hex").value(location.hex.label());
        json.endObject();
    }
    json.endArray();
    json.key("levels").beginArray();
    for (const auto& level : scenario.victory.levels) {
        json.beginObject();
        json.key("side").value(level.side);
        json.key("level").value(level.level);
        json.key("rank").value(level.rank);
        json.key("condition");
        writeCondition(json, level.condition);
        json.endObject();
    }
    json.endArray();
    json.key("loss_shifts").beginArray();
    for (const auto& shift : scenario.victory.lossShifts) {
        json.beginObject();
        json.key("combat_units").value(shift.combatUnits);
        json.key("levels").value(shift.levels);
        json.endObject();
    }
    json.endArray();
    json.key("text").value(scenario.victory.text);
    json.endObject();
    json.key("special_rules").beginArray();
    for (const auto& rule : scenario.specialRules) json.value(rule);
    json.endArray();
    json.key("errata").beginArray();
    for (const auto& erratum : scenario.errata) json.value(erratum);
    json.endArray();
    json.endObject();
    json.finish();
}

std::string optionalNumber(const std::optional<int>& value) {
    return value ? std::to_string(*value) : "";
}

void writeScenarioText(const Scenario& scenario) {
    std::cout << scenario.title << " (" << scenario.id << ")\n"
              << "  " << scenario.start.longForm() << " to " << scenario.lastDay().longForm()
              << ", " << scenario.turns << " turns"
              << (scenario.basedOn.empty() ? "" : ", based on " + scenario.basedOn) << '\n';
    if (scenario.area) std::cout << "  area: " << scenario.area->text << '\n';
    if (scenario.recruitPointsPercent != 100) {
        std::cout << "  recruit points: " << scenario.recruitPointsPercent << "% of the track\n";
    }
    if (scenario.provisional) std::cout << "  PROVISIONAL: " << scenario.provisionalNote << '\n';
    std::cout << '\n';
    TextTable sides({"Side", "Commander", "Edges", "Recruit bns", "Units"});
    for (const auto& side : scenario.sides) {
        std::string edges;
        for (const auto edge : side.friendlyEdges) {
            edges += (edges.empty() ? "" : " ") + std::string(boardEdgeName(edge));
        }
        sides.addRow({side.name, side.commander, edges, std::to_string(side.recruitBattalions),
                      std::to_string(allUnits(side).size())});
    }
    sides.print(std::cout);
    std::cout << '\n';
    TextTable units({"Code", "Side", "Formation", "Kind", "Steps", "TQ", "Str", "Chg", "Fire", "MP",
                     "Setup"});
    for (const auto& side : scenario.sides) {
        for (const auto& found : allUnits(side)) {
            const ScenarioUnit& unit = *found.unit;
            const std::string setup =
                unit.hex ? unit.hex->label() + (unit.outOfCommand ? " OOC" : "")
                         : "arrives " + unit.arrival->date.iso();
            units.addRow({unit.code, side.name, found.formation->name,
                          std::string(unitKindName(unit.kind)), std::to_string(unit.steps),
                          std::to_string(unit.troopQuality), std::to_string(unit.strength),
                          optionalNumber(unit.charge), optionalNumber(unit.fire),
                          optionalNumber(unit.movement), setup});
        }
    }
    units.print(std::cout);
    std::cout << "\nReinforcements\n";
    TextTable arrivals({"Date", "Side", "Unit or depot", "Entry", "MP", "Note"});
    for (const auto& scheduled : reinforcementSchedule(scenario)) {
        const auto& arrival = *scheduled.arrival;
        arrivals.addRow({arrival.date.iso(), scheduled.side, arrivingLabel(scheduled),
                         hexList(arrival.entryHexes),
                         arrival.mpPenalty > 0 ? "-" + std::to_string(arrival.mpPenalty) : "",
                         arrival.note});
    }
    arrivals.print(std::cout);
    std::cout << "\nDepots at setup\n";
    TextTable depots({"Side", "Formation", "Depot", "Hex"});
    for (const auto& side : scenario.sides) {
        for (const auto& found : allDepots(side)) {
            if (found.depot->hex) {
                depots.addRow({side.name, found.formation->name, depotLabel(*found.depot),
                               found.depot->hex->label()});
            }
        }
    }
    depots.print(std::cout);
    std::cout << "\nInactive formations\n";
    for (const auto& side : scenario.sides) printInactive(side.formations);
    std::cout << "\nVictory\n";
    for (const auto& level : scenario.victory.levels) {
        std::cout << "  " << level.side << " " << level.level << ": "
                  << conditionText(level.condition) << '\n';
    }
    for (const auto& rule : scenario.specialRules) std::cout << "Special rule: " << rule << '\n';
    for (const auto& erratum : scenario.errata) std::cout << "Erratum: " << erratum << '\n';
}

int runScenario(std::span<const std::string> words) {
    const Arguments args(words, {{"json", false}}, "orel scenario", {1, 1, "ID"});
    const Scenario scenario = core::loadScenarioById(args.positionals()[0]);
    if (args.flag("json")) {
        writeScenarioJson(scenario);
    } else {
        writeScenarioText(scenario);
    }
    return 0;
}

constexpr Command commands[] = {
    {"scenario", "describe a scenario: order of battle, reinforcements, depots, victory",
     "usage: tachanka-cli orel scenario ID [--json]\n"
     "\n"
     "Shows everything scenario ID sets up (see 'tachanka-cli scenarios' for the ids):\n"
     "sides, formations with their inactive status, every unit with its counter values and\n"
     "setup hex, reinforcements, depots, the turn record track, victory conditions,\n"
     "special rules and errata. Values the rules text does not give are provisional.\n"
     "\n"
     "  --json   machine output: {\"id\", \"title\", \"provisional\", \"sides\",\n"
     "           \"formations\", \"units\": [{\"code\", \"side\", \"formation\", \"kind\",\n"
     "           \"steps\", \"tq\", \"strength\", \"hex\" | \"arrives\", ...}],\n"
     "           \"reinforcements\", \"depots\", \"turn_track\", \"victory\",\n"
     "           \"special_rules\", \"errata\"}\n",
     runScenario},
};

}  // namespace

std::span<const Command> orelScenarioCommands() { return commands; }

}  // namespace tachanka::cli
