// tachanka-cli ra terrain, visibility, vehicle-test, vehicle-fire, train, scout, wire, fire,
// dig: the field rules, one look-up or roll each, as a small record of named values.

#include <charconv>
#include <cmath>
#include <iostream>
#include <optional>

#include "app/cli/redactions/army_cli.hpp"
#include "app/cli/redactions/field_record.hpp"
#include "app/cli/json_writer.hpp"
#include "app/cli/text_table.hpp"
#include "app/core/redactions/army_field.hpp"

namespace tachanka::cli {
namespace {

namespace ra = rules::redactions;

constexpr int maxInches = 1000;

int runTerrain(std::span<const std::string> words) {
    const std::string command = "ra terrain";
    const Arguments args(words,
                         {{"mover", true},
                          {"move", numbers},
                          {"road", false},
                          {"part-of-move", false},
                          {"weather", true},
                          {"json", false}},
                         command, {0, 1, "TERRAIN"});
    const auto mover = namedOption(args, "mover", command, ra::moverNames, "");
    const int move = args.requiredInt("move", 0, maxInches);
    const bool road = args.flag("road");
    if (!road && (args.flag("part-of-move") || args.value("weather"))) {
        throw UsageError("tachanka-cli " + command +
                         ": --part-of-move and --weather are for a column on a road: add --road");
    }
    if (!road && args.positionals().empty()) {
        throw UsageError("tachanka-cli " + command + ": give the TERRAIN (or --road)");
    }
    const auto terrain = args.positionals().empty()
                             ? std::optional<std::string_view>()
                             : std::optional<std::string_view>(args.positionals()[0]);
    const auto result =
        road ? core::lookUpRoadMove(terrain, mover, move, !args.flag("part-of-move"),
                                    args.value("weather").value_or("clear"))
             : core::lookUpTerrainMove(*terrain, mover, move);
    Record record;
    record.add("terrain", std::string(terrain.value_or("open")))
        .add("mover", std::string(model::nameOf(ra::moverNames, mover)));
    if (road) record.add("road", true);
    record.add("cell", result.cell).add("allowed", result.allowed).add("inches", result.inches);
    record.add("crossing_takes_move", result.crossingTakesMove)
        .add("halt_and_test", result.haltAndTest);
    record.add("breakdown_test", result.breakdownTest)
        .add("column_required", result.columnRequired);
    return print(record, args.flag("json"));
}

int runVisibility(std::span<const std::string> words) {
    const std::string command = "ra visibility";
    const Arguments args(words, {{"weather", true}, {"json", false}}, command);
    const auto answer = core::visibilityIn(args.value("weather").value_or("clear"));
    const auto& weather = answer.weather;
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("weather").value(weather.id);
        json.key("distances").beginArray();
        for (const auto& distance : answer.distances) {
            json.beginObject();
            json.key("id").value(distance.id);
            json.key("inches").value(distance.inches);
            json.key("text").value(distance.text);
            json.endObject();
        }
        json.endArray();
        json.key("within_cover").value(answer.withinCover);
        json.key("night_or_fog").value(weather.nightOrFog);
        json.key("humiliated_markers").value(weather.humiliatedMarkers);
        json.key("road_bonus").value(weather.roadBonus);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << weather.name << '\n';
    TextTable table({"Id", "Inches", "What can be seen"});
    for (const auto& distance : answer.distances) {
        table.addRow({distance.id, std::to_string(distance.inches), distance.text});
    }
    table.addRow({"within-cover", std::to_string(answer.withinCover),
                  "both units within built-up areas, woods or scrub"});
    table.print(std::cout);
    return 0;
}

int runVehicleTest(std::span<const std::string> words) {
    const std::string command = "ra vehicle-test";
    const Arguments args(words,
                         {{"vehicle", true},
                          {"condition", true},
                          {"grenadiers", false},
                          {"seed", true},
                          {"dice", true},
                          {"odds", false},
                          {"json", false}},
                         command, {1, 1, "TEST"});
    const auto& test = args.positionals()[0];
    const bool json = args.flag("json");
    if (test == "contact" && args.flag("odds")) {
        return printOdds(core::vehicleContactOdds(args.flag("grenadiers")), json);
    }
    Record record;
    record.add("test", test);
    if (test == "contact") {
        const auto rolled =
            core::rollVehicleContact(args.flag("grenadiers"), diceChoice(args, command));
        record.add("total", rolled.result.total).add("immobilised", rolled.result.immobilised);
        record.rolled(rolled);
        return print(record, args.flag("json"));
    }
    const auto kind = model::valueNamed(core::vehicleTestKindNames, test);
    if (!kind) {
        throw UsageError("tachanka-cli ra vehicle-test: unknown test '" + test + "' (tests: " +
                         model::joinedNames(core::vehicleTestKindNames) + ", contact)");
    }
    const auto vehicle = namedOption(args, "vehicle", command, ra::vehicleNames, "tank");
    const auto condition =
        namedOption(args, "condition", command, ra::vehicleConditionNames, "broken-down");
    if (args.flag("odds")) return printOdds(core::vehicleTestOdds(*kind, vehicle, condition), json);
    const auto rolled = core::rollVehicleTest(*kind, vehicle, condition, diceChoice(args, command));
    record.add("condition",
               std::string(model::nameOf(ra::vehicleConditionNames, rolled.result.condition)));
    record.rolled(rolled);
    return print(record, args.flag("json"));
}

// A distance in inches that may be a fraction (a braking train moves 1.5"): the shared
// argument parser reads whole numbers only.
std::optional<double> inchesValue(const Arguments& args, std::string_view option,
                                  const std::string& command) {
    const auto text = args.value(option);
    if (!text) return std::nullopt;
    double inches = 0;
    const auto* end = text->data() + text->size();
    const auto [last, error] = std::from_chars(text->data(), end, inches);
    if (error != std::errc() || last != end || !std::isfinite(inches) || inches < 0 ||
        inches > maxInches) {
        throw UsageError("tachanka-cli " + command + ": --" + std::string(option) + " '" + *text +
                         "' is not a number of inches from 0 to " + std::to_string(maxInches));
    }
    return inches;
}

std::optional<ra::VehicleSide> sideOption(const Arguments& args, std::string_view option,
                                          const std::string& command) {
    if (!args.value(option)) return std::nullopt;
    return namedOption(args, option, command, ra::vehicleSideNames, "");
}

int runVehicleFire(std::span<const std::string> words) {
    const std::string command = "ra vehicle-fire";
    const Arguments args(
        words, {{"weapon", true}, {"side", true}, {"fired", true}, {"json", false}}, command);
    const auto weapon = namedOption(args, "weapon", command, ra::vehicleWeaponNames, "");
    const auto fire = core::vehicleFireFor(weapon, sideOption(args, "side", command),
                                           sideOption(args, "fired", command));
    Record record;
    record.add("weapon", std::string(model::nameOf(ra::vehicleWeaponNames, weapon)));
    record.add("arc_degrees", fire.arcDegrees).add("may_fire", fire.allowed);
    if (!fire.allowed) record.add("why_not", fire.reason);
    return print(record, args.flag("json"));
}

int runTrain(std::span<const std::string> words) {
    const std::string command = "ra train";
    const Arguments args(
        words, {{"speed", true}, {"order", true}, {"engine-hits", numbers}, {"json", false}},
        command);
    ra::TrainState state;
    state.speed = inchesValue(args, "speed", command).value_or(0);
    state.engineHits = args.intValue("engine-hits", 0, 20).value_or(0);
    const auto order = namedOption(args, "order", command, ra::trainOrderNames, "");
    const auto move = core::lookUpTrainMove(state, order);
    Record record;
    record.add("order", std::string(model::nameOf(ra::trainOrderNames, order)));
    record.add("inches", move.inches)
        .add("speed_after", move.after.speed)
        .add("stopped", move.stopped);
    return print(record, args.flag("json"));
}

int runScout(std::span<const std::string> words) {
    const std::string command = "ra scout";
    const Arguments args(words,
                         {{"distance", numbers},
                          {"partisans-or-clever", false},
                          {"seed", true},
                          {"dice", true},
                          {"odds", false},
                          {"json", false}},
                         command);
    const int distance = args.requiredInt("distance", 0, maxInches);
    if (args.flag("odds")) {
        return printOdds(core::ambushScoutingOdds(distance, args.flag("partisans-or-clever")),
                         args.flag("json"));
    }
    const auto rolled = core::rollAmbushScouting(distance, args.flag("partisans-or-clever"),
                                                 diceChoice(args, command));
    Record record;
    record.add("range", rolled.result.range).add("in_range", rolled.result.inRange);
    record.add("discovered", rolled.result.discovered);
    record.rolled(rolled);
    return print(record, args.flag("json"));
}

int runWire(std::span<const std::string> words) {
    const std::string command = "ra wire";
    const Arguments args(
        words,
        {{"engineers", false}, {"seed", true}, {"dice", true}, {"odds", false}, {"json", false}},
        command);
    if (args.flag("odds")) {
        return printOdds(core::wireCrossingOdds(args.flag("engineers")), args.flag("json"));
    }
    const auto rolled = core::rollWireCrossing(args.flag("engineers"), diceChoice(args, command));
    Record record;
    record.add("roll", rolled.result.roll).add("crossed", rolled.result.crossed);
    record.add("path_cut", rolled.result.pathCut);
    record.rolled(rolled);
    return print(record, args.flag("json"));
}

int runFire(std::span<const std::string> words) {
    const std::string command = "ra fire";
    const Arguments args(
        words,
        {{"markers", numbers}, {"seed", true}, {"dice", true}, {"odds", false}, {"json", false}},
        command, {1, 1, "set|fight|spread"});
    const auto& action = args.positionals()[0];
    const int markers = args.intValue("markers", 0, 20).value_or(0);
    Record record;
    record.add("action", action);
    if (action == "spread" && args.flag("odds")) {
        throw UsageError("tachanka-cli ra fire: a fire spreads without dice, so it has no odds");
    }
    if (action == "spread") {
        const auto fire = core::lookUpFireSpread(markers);
        record.add("markers", fire.markers).add("destroyed", fire.destroyed);
    } else if (action == "set" && args.flag("odds")) {
        return printOdds(core::fireSettingOdds(markers), args.flag("json"));
    } else if (action == "fight" && args.flag("odds")) {
        return printOdds(core::fireFightingOdds(markers), args.flag("json"));
    } else if (action == "set") {
        const auto rolled = core::rollFireSetting(markers, diceChoice(args, command));
        record.add("caught", rolled.result.caught).add("markers", rolled.result.markers);
        record.add("destroyed", rolled.result.destroyed);
        record.rolled(rolled);
    } else if (action == "fight") {
        const auto rolled = core::rollFireFighting(markers, diceChoice(args, command));
        record.add("removed", rolled.result.removed).add("markers", rolled.result.markers);
        record.rolled(rolled);
    } else {
        throw UsageError("tachanka-cli ra fire: unknown action '" + action +
                         "' (set, fight, spread)");
    }
    return print(record, args.flag("json"));
}

int runMoveAndShoot(std::span<const std::string> words) {
    const std::string command = "ra move-and-shoot";
    const Arguments args(words, {{"troops", true}, {"move", numbers}, {"json", false}}, command);
    const auto arm = namedOption(args, "troops", command, ra::armNames, "");
    const auto result = core::lookUpShootAndMove(arm, args.requiredInt("move", 0, maxInches));
    Record record;
    record.add("troops", std::string(model::nameOf(ra::armNames, arm)))
        .add("row", result.row.name);
    record.add("before_firing", result.row.before).add("after_firing", result.row.after);
    record.add("inches_after_firing", result.inchesAfterFiring)
        .add("may_move_after_firing", result.mayMoveAfterFiring);
    return print(record, args.flag("json"));
}

int runDig(std::span<const std::string> words) {
    const std::string command = "ra dig";
    const Arguments args(words, {{"quarters", numbers}, {"tools", false}, {"json", false}},
                         command);
    const auto digging =
        core::lookUpDigging(args.intValue("quarters", 0, 40).value_or(0), args.flag("tools"));
    Record record;
    record.add("quarters", digging.quarters).add("columns", digging.quarters / 4.0);
    record.add("complete", digging.complete);
    record.add("cover", digging.cover ? std::string(model::nameOf(ra::coverNames, *digging.cover))
                                      : std::string("none"));
    return print(record, args.flag("json"));
}

// The dice options every rolling command shares, at the end of its help.
#define TACHANKA_DICE_HELP                                                                 \
    "  --seed S     roll with dice from this seed\n"                                       \
    "  --dice LIST  roll with the dice you rolled, e.g. 4,5 (exactly as many as needed)\n" \
    "  --odds       instead of rolling, the exact chance of every outcome\n"

constexpr Command commands[] = {
    {"terrain", "how far a unit moves in or across a terrain (Terrain Effects)",
     "usage: tachanka-cli ra terrain TERRAIN --mover M --move N [--json]\n"
     "       tachanka-cli ra terrain [TERRAIN] --road --mover M --move N [--part-of-move]\n"
     "                               [--weather W] [--json]\n\n"
     "Looks up the Terrain Effects table: the share of its N-inch move a unit of kind M keeps,\n"
     "whether it may go there at all, and whether a vehicle must test for a breakdown.\n"
     "With --road the unit is in column on a road through TERRAIN (none: open ground): it\n"
     "ignores every penalty but up hill slopes, and gains 2\" for a whole move on roads.\n\n"
     "  --mover M       infantry, sabres, tachankas-and-limbered-guns, armoured-cars or tanks\n"
     "  --move N        the unit's move in inches\n"
     "  --part-of-move  only part of the move is on roads: no 2\" bonus\n"
     "  --weather W     clear (default), rain (no road bonus), dark-night, moonlight or\n"
     "                  light-fog\n",
     runTerrain},
    {"visibility", "how far things can be seen, in a weather (Visibility, Weather)",
     "usage: tachanka-cli ra visibility [--weather W] [--json]\n\n"
     "  --weather W  clear (default), rain, dark-night, moonlight or light-fog\n",
     runVisibility},
    {"vehicle-test",
     "a tank or armoured car's breakdown, obstacle, wire, get-going or contact roll",
     "usage: tachanka-cli ra vehicle-test breakdown|obstacle|wire|get-going|contact\n"
     "       [--vehicle tank|armoured-car] [--condition broken-down|stuck] [--grenadiers]\n"
     "       (--seed S | --dice LIST | --odds) [--json]\n\n"
     "  --condition  the vehicle's condition before a get-going test (default broken-down)\n"
     "  --grenadiers the troops it contacted are grenadiers (contact: +2)\n" TACHANKA_DICE_HELP,
     runVehicleTest},
    {"vehicle-fire", "a vehicle weapon's fire arc, and a tank's one sponson a turn",
     "usage: tachanka-cli ra vehicle-fire --weapon turret|sponson|other [--side left|right]\n"
     "                                    [--fired left|right] [--json]\n\n"
     "Turrets fire all round, sponsons across 180 degrees, other weapons 45 degrees either\n"
     "side of where they point; tanks with sponson guns on both sides fire only one a turn.\n\n"
     "  --side S   the sponson that would fire\n"
     "  --fired S  the sponson that has already fired this turn\n",
     runVehicleFire},
    {"train", "an armoured train's move this turn (Trains)",
     "usage: tachanka-cli ra train --order accelerate|hold|brake [--speed S]\n"
     "                             [--engine-hits N] [--json]\n\n"
     "  --speed S        inches moved last turn, e.g. 1.5 (default 0: stopped)\n"
     "  --engine-hits N  direct hits the engine has taken\n",
     runTrain},
    {"scout", "scout one piece of terrain for an ambush (Ambushes)",
     "usage: tachanka-cli ra scout --distance D [--partisans-or-clever]\n"
     "                             (--seed S | --dice LIST | --odds) [--json]\n\n"
     "  --distance D           inches to the suspicious terrain\n"
     "  --partisans-or-clever  partisans or a unit with a clever officer (double "
     "range)\n" TACHANKA_DICE_HELP,
     runScout},
    {"wire", "infantry in the wire try to cross it (Barbed Wire)",
     "usage: tachanka-cli ra wire [--engineers] (--seed S | --dice LIST | --odds) "
     "[--json]\n\n" TACHANKA_DICE_HELP,
     runWire},
    {"fire", "set a building on fire, fight the fire, or let it spread (Buildings)",
     "usage: tachanka-cli ra fire set|fight|spread [--markers N]\n"
     "                            [--seed S | --dice LIST | --odds] [--json]\n\n"
     "  --markers N  terror markers on the building now (default 0)\n" TACHANKA_DICE_HELP,
     runFire},
    {"move-and-shoot", "what a unit may move before and after firing (Moving and Shooting)",
     "usage: tachanka-cli ra move-and-shoot --troops ARM --move N [--json]\n\n"
     "Looks up the Moving and Shooting table: the movement a unit may make before it fires\n"
     "and how far it may still move after firing (tachankas cannot shoot and move).\n\n"
     "  --troops ARM  riflemen, sabres, machine-guns, tachankas, mortars, field-guns,\n"
     "                heavy-guns, armoured-car or tank\n"
     "  --move N      the unit's move in inches\n",
     runMoveAndShoot},
    {"dig", "one move of digging foxholes (Digging in)",
     "usage: tachanka-cli ra dig [--quarters N] [--tools] [--json]\n\n"
     "Says the cover dug after this move, and the --cover of 'ra shoot' at the diggers: whole\n"
     "columns only (foxholes-1 to foxholes-3), which also ignore a first retire result.\n\n"
     "  --quarters N  cover dug so far, in quarter columns\n"
     "  --tools       proper entrenching equipment\n",
     runDig},
};

#undef TACHANKA_DICE_HELP

}  // namespace

std::span<const Command> fieldCommands() { return commands; }

}  // namespace tachanka::cli
