#include <iostream>

#include "app/cli/arguments.hpp"
#include "app/cli/json_writer.hpp"
#include "app/cli/orel_operations_runs.hpp"
#include "app/core/orel_operations_checks.hpp"

namespace tachanka::cli {
namespace {

namespace ops = rules::orel::operations;

// A refusal of the rules is bad input for a look-up: one line, exit 2.
void refuseIf(const std::optional<std::string>& refusal, const char* command) {
    if (refusal) throw UsageError(std::string("tachanka-cli orel ") + command + ": " + *refusal);
}

std::vector<std::string> commaList(const std::optional<std::string>& text) {
    std::vector<std::string> items;
    if (!text) return items;
    std::size_t start = 0;
    while (start <= text->size()) {
        const std::size_t end = std::min(text->find(',', start), text->size());
        if (end > start) items.push_back(text->substr(start, end - start));
        start = end + 1;
    }
    return items;
}

}  // namespace

int runRecover(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"side", true}, {"unit", true}, {"mode", true}, {"steps", true},
                          {"original", true}, {"tq", true}, {"recruits-marker", false},
                          {"out-of-range", false}, {"off-map", false}, {"points", true},
                          {"saved", true}, {"json", false}},
                         "orel recover");
    args.expectPositionals(0, "");
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
            .key("steps").value(result.steps)
            .key("points_spent").value(result.pointsSpent)
            .key("saved").value(result.pool)
            .key("recruits_marker_placed").value(result.recruitsMarkerPlaced)
            .key("tq").value(result.troopQuality)
            .endObject();
        json.finish();
    } else {
        std::cout << "steps " << result.steps << ", " << result.pointsSpent << " RP spent, "
                  << result.pool << " saved";
        if (result.recruitsMarkerPlaced) std::cout << "; Recruits -1Q marker: TQ " << result.troopQuality;
        std::cout << '\n';
    }
    return 0;
}

int runBattalion(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"side", true}, {"saved", true}, {"on-map", true}, {"station", false},
                          {"edge", false}, {"enemy-zoc", false}, {"friendly-present", false},
                          {"not-connected", false}, {"json", false}},
                         "orel battalion");
    args.expectPositionals(0, "");
    ops::BattalionPlacement where;
    where.atStation = args.flag("station");
    where.viaFriendlyEdge = args.flag("edge");
    where.inEnemyZoc = args.flag("enemy-zoc");
    where.friendlyUnitPresent = args.flag("friendly-present");
    where.connectedToFriendlyEdge = !args.flag("not-connected");
    where.friendlyControlled = !args.flag("not-connected");
    const auto result = core::battalionCheck(args.requiredValue("side"),
                                             args.requiredInt("saved", 0, 99),
                                             args.intValue("on-map", 0, 99).value_or(0), where);
    refuseIf(result.refusal, "battalion");
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject()
            .key("saved").value(result.pool)
            .key("battalions_on_map").value(result.battalionsOnMap)
            .endObject();
        json.finish();
    } else {
        std::cout << "battalion created: " << result.pool << " RP saved, "
                  << result.battalionsOnMap << " recruit battalions on the map\n";
    }
    return 0;
}

int runMunitions(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"type", true}, {"artillery", true}, {"depot", true}, {"json", false}},
                         "orel munitions");
    args.expectPositionals(0, "");
    const auto result = core::munitionsCheck(args.requiredValue("type"),
                                             args.intValue("artillery", 0, 99).value_or(0),
                                             args.requiredInt("depot", 0, 999));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject()
            .key("supplied").value(!result.refusal.has_value())
            .key("cost").value(result.cost)
            .key("depot_left").value(result.left);
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
                         {{"whites", true}, {"reds", true}, {"double-track-clear", false},
                          {"red-station", false}, {"white-losses", true}, {"red-losses", true},
                          {"json", false}},
                         "orel victory");
    args.expectPositionals(0, "");
    core::VictoryRequest request;
    request.whitesHold = commaList(args.value("whites"));
    request.redsHold = commaList(args.value("reds"));
    request.doubleTrackClearOfRedInfantry = args.flag("double-track-clear");
    request.redInfantryOnDoubleTrackSouthOfWhites = args.flag("red-station");
    request.whiteCombatUnitsLost = args.intValue("white-losses", 0, 999).value_or(0);
    request.redCombatUnitsLost = args.intValue("red-losses", 0, 999).value_or(0);
    const auto result = core::victoryCheck(request);
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        for (const ops::Side side : {ops::Side::Whites, ops::Side::Reds}) {
            json.key(ops::sideName(side)).beginObject()
                .key("earned").value(ops::victoryLevelName(result.earned.at(side)))
                .key("shift").value(result.shift.at(side))
                .key("level").value(ops::victoryLevelName(result.level.at(side)))
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

}  // namespace tachanka::cli
