#include <algorithm>
#include <iostream>
#include <string>
#include <vector>

#include "app/cli/arguments.hpp"
#include "app/cli/json_writer.hpp"
#include "app/cli/orel/orel_operations_runs.hpp"
#include "app/cli/text_table.hpp"
#include "app/core/orel/orel_operations_checks.hpp"
#include "app/core/orel/orel_operations_lookups.hpp"
#include "app/core/map/map_situation.hpp"
#include "app/core/orel/orel_operations_situation.hpp"

namespace tachanka::cli {
namespace {

namespace ops = rules::orel::operations;

// A refusal of the rules is bad input for a look-up: one line, exit 2.
void refuseIf(const std::optional<std::string>& refusal, const char* command) {
    if (refusal) throw UsageError(std::string("tachanka-cli orel ") + command + ": " + *refusal);
}

}  // namespace

int runEvents(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"side", true}, {"roll", numbers}, {"dice", numbers}, {"json", false}},
                         "orel events");
    const auto dice = args.intListValue("dice", 0, 10);
    if (dice.has_value() == args.value("roll").has_value()) {
        throw UsageError("tachanka-cli orel events: give either --roll N or --dice TENS,ONES");
    }
    const auto lookup =
        dice ? core::eventLookup(args.requiredValue("side"), *dice)
             : core::eventLookup(args.requiredValue("side"), args.requiredInt("roll", 1, 100));
    const auto& event = lookup.event;
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject()
            .key("roll")
            .value(lookup.roll)
            .key("event")
            .value(event.id)
            .key("title")
            .value(event.title)
            .key("kind")
            .value(ops::eventKindName(event.kind))
            .key("effect")
            .value(event.effect)
            .key("range")
            .beginArray()
            .value(event.from)
            .value(event.to)
            .endArray()
            .key("formation_chosen_by")
            .value(lookup.procedure.formationChosenBy)
            .key("units_chosen_by")
            .value(lookup.procedure.unitsChosenBy)
            .key("timing")
            .value(lookup.procedure.timing)
            .key("provisional")
            .value(lookup.provisional)
            .endObject();
        json.finish();
    } else {
        std::cout << event.title << " (" << ops::eventKindName(event.kind) << ", " << event.from
                  << "-" << event.to << "): " << event.effect << '\n'
                  << "  " << lookup.procedure.timing << '\n';
        if (lookup.provisional) {
            std::cout << "unverified: a provisional events list (see the note in "
                         "rules/orel-1919.xml)\n";
        }
    }
    return 0;
}

int runRecover(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"side", true},
                          {"unit", true},
                          {"mode", true},
                          {"steps", numbers},
                          {"original", numbers},
                          {"tq", numbers},
                          {"recruits-marker", false},
                          {"out-of-range", false},
                          {"off-map", false},
                          {"points", numbers},
                          {"saved", numbers},
                          {"json", false}},
                         "orel recover");
    core::RecoveryRequest request;
    request.side = args.requiredValue("side");
    request.unit = args.value("unit").value_or("infantry");
    request.mode = args.value("mode").value_or("combat");
    request.steps = args.requiredInt("steps", 0, 20);
    request.originalSteps = args.requiredInt("original", 1, 20);
    request.troopQuality = args.requiredInt("tq", 1, 9);
    request.hasRecruitsMarker = args.flag("recruits-marker");
    request.withinRangeOfFunctionalDepot = !args.flag("out-of-range");
    request.offMap = args.flag("off-map");
    request.points = args.intValue("points", 1, 20).value_or(1);
    request.pool = args.requiredInt("saved", 0, 99);
    const auto result = core::recoveryCheck(request);
    refuseIf(result.refusal, "recover");
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject()
            .key("steps")
            .value(result.steps)
            .key("points_spent")
            .value(result.pointsSpent)
            .key("saved")
            .value(result.pool)
            .key("recruits_marker_placed")
            .value(result.recruitsMarkerPlaced)
            .key("tq")
            .value(result.troopQuality)
            .endObject();
        json.finish();
    } else {
        std::cout << "steps " << result.steps << ", " << result.pointsSpent << " RP spent, "
                  << result.pool << " saved";
        if (result.recruitsMarkerPlaced)
            std::cout << "; Recruits -1Q marker: TQ " << result.troopQuality;
        std::cout << '\n';
    }
    return 0;
}

int runBattalion(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"side", true},
                          {"saved", numbers},
                          {"on-map", numbers},
                          {"station", false},
                          {"edge", false},
                          {"enemy-zoc", false},
                          {"friendly-present", false},
                          {"not-connected", false},
                          {"json", false}},
                         "orel battalion");
    ops::BattalionPlacement where;
    where.atStation = args.flag("station");
    where.viaFriendlyEdge = args.flag("edge");
    where.inEnemyZoc = args.flag("enemy-zoc");
    where.friendlyUnitPresent = args.flag("friendly-present");
    where.connectedToFriendlyEdge = !args.flag("not-connected");
    where.friendlyControlled = !args.flag("not-connected");
    const auto result =
        core::battalionCheck(args.requiredValue("side"), args.requiredInt("saved", 0, 99),
                             args.intValue("on-map", 0, 99).value_or(0), where);
    refuseIf(result.refusal, "battalion");
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject()
            .key("saved")
            .value(result.pool)
            .key("battalions_on_map")
            .value(result.battalionsOnMap)
            .endObject();
        json.finish();
    } else {
        std::cout << "battalion created: " << result.pool << " RP saved, " << result.battalionsOnMap
                  << " recruit battalions on the map\n";
    }
    return 0;
}

int runMunitions(std::span<const std::string> words) {
    const Arguments args(
        words, {{"type", true}, {"artillery", numbers}, {"depot", numbers}, {"json", false}},
        "orel munitions");
    const auto result = core::munitionsCheck(args.requiredValue("type"),
                                             args.intValue("artillery", 0, 99).value_or(0),
                                             args.requiredInt("depot", 0, 999));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject()
            .key("supplied")
            .value(!result.refusal.has_value())
            .key("cost")
            .value(result.cost)
            .key("depot_left")
            .value(result.left);
        if (result.refusal) json.key("note").value(*result.refusal);
        json.endObject();
        json.finish();
    } else if (result.refusal) {
        std::cout << *result.refusal << '\n';
    } else {
        std::cout << result.cost << " munitions points; " << result.left << " left\n";
    }
    return 0;
}

int runVictory(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"scenario", true},
                          {"whites", true},
                          {"reds", true},
                          {"double-track-clear", false},
                          {"red-station", false},
                          {"white-losses", numbers},
                          {"red-losses", numbers},
                          {"json", false}},
                         "orel victory");
    core::VictoryRequest request;
    request.scenario = args.value("scenario").value_or(request.scenario);
    request.whitesHold = args.listValue("whites").value_or(std::vector<std::string>{});
    request.redsHold = args.listValue("reds").value_or(std::vector<std::string>{});
    request.doubleTrackClearOfRedInfantry = args.flag("double-track-clear");
    request.redInfantryOnDoubleTrackSouthOfWhites = args.flag("red-station");
    request.whiteCombatUnitsLost = args.intValue("white-losses", 0, 999).value_or(0);
    request.redCombatUnitsLost = args.intValue("red-losses", 0, 999).value_or(0);
    const auto result = core::victoryCheck(request);
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        for (const ops::Side side : {ops::Side::Whites, ops::Side::Reds}) {
            json.key(ops::sideName(side))
                .beginObject()
                .key("earned")
                .value(result.earned.at(side).name)
                .key("shift")
                .value(result.shift.at(side))
                .key("level")
                .value(result.level.at(side).name)
                .endObject();
        }
        json.key("winner").value(result.winner ? ops::sideName(*result.winner) : "draw");
        json.endObject();
        json.finish();
    } else {
        std::cout << result.explanation << '\n';
    }
    return 0;
}

namespace {

void writeSituationJson(const core::SituationReport& report) {
    JsonWriter json(std::cout);
    json.beginObject().key("date").value(report.date.iso());
    json.key("provisional_terrain").value(report.provisionalTerrain);
    json.key("depots").beginArray();
    for (const auto& line : report.depots) {
        json.beginObject()
            .key("hex")
            .value(line.depot.hex.label())
            .key("side")
            .value(ops::sideName(line.depot.side))
            .key("type")
            .value(line.depot.type == ops::DepotType::Convoy ? "convoy" : "railroad")
            .key("functional")
            .value(line.status.functional)
            .key("reason")
            .value(line.status.reason)
            .key("capacity")
            .value(line.capacity)
            .endObject();
    }
    json.endArray().key("units").beginArray();
    for (const auto& line : report.units) {
        json.beginObject()
            .key("code")
            .value(line.unit.code)
            .key("side")
            .value(ops::sideName(line.unit.side))
            .key("hex")
            .value(line.unit.hex.label())
            .key("stack_zoc")
            .value(line.stackExertsZoc)
            .key("in_enemy_zoc")
            .value(line.inEnemyZoc)
            .key("in_supply_range")
            .value(line.inSupplyRange)
            .key("in_command")
            .value(line.inCommand)
            .endObject();
    }
    json.endArray().key("main_body_ties").beginArray();
    for (const auto& formation : report.formations) {
        if (formation.tiedGroups.empty()) continue;
        json.beginObject().key("formation").value(formation.formation).key("groups").beginArray();
        for (const auto& group : formation.tiedGroups) {
            json.beginArray();
            for (const auto& code : group) json.value(code);
            json.endArray();
        }
        json.endArray().endObject();
    }
    json.endArray().key("overstacked").beginArray();
    for (const auto& line : report.overstacked) json.value(line);
    json.endArray().key("occupied").beginObject();
    for (const auto& [place, side] : report.victorySituation.occupied)
        json.key(place).value(ops::sideName(side));
    json.endObject().key("victory").beginObject();
    for (const ops::Side side : {ops::Side::Whites, ops::Side::Reds}) {
        json.key(ops::sideName(side)).value(report.victory.level.at(side).name);
    }
    json.key("winner").value(report.victory.winner ? ops::sideName(*report.victory.winner)
                                                   : "draw");
    json.endObject().endObject();
    json.finish();
}

void writeSituationText(const core::SituationReport& report) {
    std::cout << report.date.longForm() << "\n\n";
    TextTable depots({"Depot", "Side", "Type", "Functional", "Capacity", "Why"});
    for (const auto& line : report.depots) {
        depots.addRow({line.depot.hex.label(), std::string(ops::sideName(line.depot.side)),
                       line.depot.type == ops::DepotType::Convoy ? "convoy" : "railroad",
                       line.status.functional ? "yes" : "no", std::to_string(line.capacity),
                       line.status.reason});
    }
    depots.print(std::cout);
    std::cout << '\n';
    TextTable units(
        {"Unit", "Side", "Hex", "Stack ZoC", "In enemy ZoC", "Supply range", "Command"});
    for (const auto& line : report.units) {
        units.addRow({line.unit.code, std::string(ops::sideName(line.unit.side)),
                      line.unit.hex.label(), line.stackExertsZoc ? "yes" : "no",
                      line.inEnemyZoc ? "yes" : "no", line.inSupplyRange ? "yes" : "no",
                      line.inCommand ? "in" : "out"});
    }
    units.print(std::cout);
    for (const auto& formation : report.formations) {
        if (!formation.tiedGroups.empty()) {
            std::cout << formation.formation
                      << ": groups tie for main body; name one with --main-bodies\n";
        }
    }
    for (const auto& line : report.overstacked) std::cout << "overstacked: " << line << '\n';
    std::cout << '\n' << report.victory.explanation << '\n';
    if (report.provisionalTerrain) {
        std::cout << "MP costs from the provisional Terrain Effects Table\n";
    }
}

}  // namespace

int runSituation(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"main-bodies", true}, {"scenario", true}, {"campaign", true},
                          {"json", false}},
                         "orel situation", {0, 1, "FILE"});
    const auto choices = args.listValue("main-bodies").value_or(std::vector<std::string>{});
    const std::set<std::string> ownerChoices(choices.begin(), choices.end());
    std::optional<core::SituationReport> report;
    bool unpainted = false;
    if (const auto campaign = args.value("campaign")) {
        args.expectPositionals(0, "no situation FILE with --campaign");
        if (args.value("scenario")) {
            throw UsageError("tachanka-cli orel situation: a campaign plays its own scenario; "
                             "--scenario is for a situation FILE");
        }
        auto situation = core::campaignSituation(*campaign, ownerChoices);
        unpainted = !situation.terrainKnown;
        report = std::move(situation.report);
    } else {
        args.expectPositionals(1, "FILE");
        report = core::situationReport(args.positionals()[0], ownerChoices,
                                       args.value("scenario").value_or("historical"));
    }
    if (args.flag("json")) {
        writeSituationJson(*report);
    } else {
        writeSituationText(*report);
        if (unpainted) {
            std::cout << "the campaign's map has no terrain painted yet: supply lines count "
                         "every hex as clear ('tachanka-cli map paint')\n";
        }
    }
    return 0;
}

}  // namespace tachanka::cli
