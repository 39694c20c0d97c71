#include "app/cli/battles/tactical_commands.hpp"

#include <iostream>

#include "app/cli/actions/actions_cli.hpp"
#include "app/cli/battles/tactical_output.hpp"
#include "app/core/redactions/hidden_table.hpp"

namespace tachanka::cli {
namespace {

// The action and its units from the words after FILE and ID, and its options.
core::TacticalActionRequest actionRequest(const Arguments& args, std::string_view command) {
    const auto& words = args.positionals();
    if (words.size() < 3) {
        throw UsageError("tachanka-cli battle " + std::string(command) +
                         ": say the action (Red Actions!: initiative, move, shoot, charge, "
                         "combat, pursue, morale, rally, dig, wire, vehicle, handover, fire, "
                         "train, scout, order-out, reveal; Bullets & Bolsheviks: initiative, fire, artillery, assault, "
                         "morale, cohesion, vehicle; Red Flags & Iron Crosses: deal, fire, "
                         "assault, cohesion, join)");
    }
    core::TacticalActionRequest request;
    request.action = words[2];
    if (words.size() > 3) request.actor = words[3];
    if (words.size() > 4) request.target = words[4];
    request.distance = args.intValue("distance", 0, 10'000);
    request.longRange = args.flag("long-range");
    if (request.distance && request.longRange) {
        throw UsageError("tachanka-cli battle " + std::string(command) +
                         ": --distance decides --long-range; give one of them");
    }
    request.cover = args.value("cover").value_or("none");
    request.enfiladed = args.flag("enfiladed");
    request.speculative = args.flag("speculative");
    request.indirect = args.value("indirect").value_or("none");
    request.ambush = args.flag("ambush");
    request.gas = args.flag("gas");
    request.again = args.flag("again");
    request.targetMoving = args.flag("target-moving");
    request.building = args.value("building").value_or("");
    request.returnFire = args.flag("return-fire");
    request.returnCover = args.value("return-cover").value_or("none");
    request.direction = args.value("direction").value_or("front");
    request.targetFlees = args.flag("flees");
    request.targetShoots = args.flag("target-shoots");
    request.counterCharge = args.flag("counter-charge");
    request.chargerModifiers = args.listValue("charger-modifiers").value_or(
        std::vector<std::string>{});
    request.defenderModifiers = args.listValue("defender-modifiers").value_or(
        std::vector<std::string>{});
    request.halted = args.flag("halted");
    request.cornered = args.flag("cornered");
    request.test = args.value("test").value_or("fear");
    request.method = args.value("method").value_or("standard");
    request.newTurn = args.flag("new-turn");
    request.onesEndTurn = args.flag("ones-end-turn");
    request.preempt = args.flag("preempt");
    request.entrenchingTools = args.flag("tools");
    request.vehicleCheck = args.value("check").value_or("fast-move");
    request.orderTable = args.value("table").value_or("firearms");
    request.situation = situationFrom(args, false);
    request.senior = args.value("senior").value_or("");
    request.seniorDistance = args.intValue("senior-distance", 0, 10'000).value_or(0);
    request.seniorInSight = args.flag("senior-in-sight");
    request.personalCommand = args.flag("personal-command");
    if (request.senior.empty() &&
        (args.value("senior-distance") || request.seniorInSight || request.personalCommand)) {
        throw UsageError("tachanka-cli battle " + std::string(command) +
                         ": --senior-distance, --senior-in-sight and --personal-command place "
                         "the senior officer --senior names");
    }
    request.fightFire = args.flag("fight");
    request.trainOrder = args.value("order").value_or("hold");
    request.reverseTrain = args.flag("reverse");
    request.trainCar = args.value("car").value_or("");
    request.trainCarNumber = args.intValue("car-number", 1, 99).value_or(1);
    request.dicePerStand = args.intValue("dice-per-stand", 1, 9);
    request.ranging = args.listValue("ranging").value_or(std::vector<std::string>{});
    request.underFire = args.flag("under-fire");
    request.occasion = args.value("occasion").value_or("taking-losses");
    request.moraleModifiers = args.listValue("modifiers").value_or(std::vector<std::string>{});
    request.cards = args.value("cards").value_or("");
    request.moved = args.flag("moved");
    request.commanderInHex = args.flag("commander-in-hex");
    return request;
}

}  // namespace

std::vector<OptionSpec> actionOptions(std::initializer_list<OptionSpec> extra) {
    std::vector<OptionSpec> options{{"distance", numbers}, {"long-range", false},
                                    {"cover", true},       {"enfiladed", false},
                                    {"speculative", false}, {"indirect", true},
                                    {"ambush", false},     {"gas", false},
                                    {"again", false},      {"target-moving", false},
                                    {"building", true},    {"direction", true},
                                    {"flees", false},      {"target-shoots", false},
                                    {"counter-charge", false},
                                    {"charger-modifiers", true},
                                    {"defender-modifiers", true},
                                    {"halted", false},     {"cornered", false},
                                    {"test", true},        {"method", true},
                                    {"new-turn", false},   {"ones-end-turn", false},
                                    {"tools", false},      {"check", true},
                                    {"preempt", false},    {"return-fire", false},
                                    {"return-cover", true},
                                    {"fight", false},      {"order", true},
                                    {"reverse", false},    {"car", true},
                                    {"car-number", numbers},
                                    {"senior", true},      {"senior-distance", numbers},
                                    {"senior-in-sight", false},
                                    {"personal-command", false},
                                    {"dice-per-stand", numbers},
                                    {"ranging", true},     {"under-fire", false},
                                    {"occasion", true},    {"modifiers", true},
                                    {"cards", true},       {"moved", false},
                                    {"commander-in-hex", false}};
    const auto situation = situationOptions(false, {{"table", true}});
    options.insert(options.end(), situation.begin(), situation.end());
    options.insert(options.end(), extra);
    return options;
}

int runFight(std::span<const std::string> words) {
    const Arguments args(words, {{"system", true}, {"json", false}}, "battle fight",
                         {2, 2, "FILE and ID"});
    const auto view = core::fightBattle(args.positionals()[0], battleId(args, "fight"),
                                        args.value("system").value_or("red-actions"));
    return printTacticalUnits(view, args.flag("json"));
}

int runAdjust(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"bases", numbers},
                          {"terror", numbers},
                          {"routing", false},
                          {"steady", false},
                          {"troop-type", true},
                          {"reason", true},
                          {"json", false}},
                         "battle adjust", {3, 3, "FILE, ID and UNIT"});
    if (args.flag("routing") && args.flag("steady")) {
        throw UsageError("tachanka-cli battle adjust: --routing and --steady contradict each other");
    }
    core::ForceAdjustment adjustment;
    adjustment.unit = args.positionals()[2];
    adjustment.bases = args.intValue("bases", 1, 99);
    adjustment.terror = args.intValue("terror", 0, 99);
    if (args.flag("routing") || args.flag("steady")) adjustment.routing = args.flag("routing");
    adjustment.troopType = args.value("troop-type");
    adjustment.reason = args.value("reason").value_or("");
    const auto view =
        core::adjustForces(args.positionals()[0], battleId(args, "adjust"), adjustment);
    return printTacticalUnits(view, args.flag("json"));
}

int runUnits(std::span<const std::string> words) {
    const Arguments args(words, {{"side", true}, {"json", false}}, "battle units",
                         {2, 2, "FILE and ID"});
    const auto& file = args.positionals()[0];
    const auto id = battleId(args, "units");
    const auto side = args.value("side");
    return printTacticalUnits(side ? core::tacticalBattleSeenBy(file, id, *side)
                                   : core::tacticalBattle(file, id),
                              args.flag("json"));
}

int runSetup(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"side", true},
                          {"ambush", true},
                          {"position", true},
                          {"dummy", numbers},
                          {"json", false}},
                         "battle setup", {2, 2, "FILE and ID"});
    core::HiddenSetup setup;
    setup.side = args.value("side").value_or("");
    if (setup.side.empty()) throw UsageError("tachanka-cli battle setup: say whose set-up: --side SIDE");
    setup.ambushes = args.listValue("ambush").value_or(std::vector<std::string>{});
    setup.positions = args.listValue("position").value_or(std::vector<std::string>{});
    setup.dummies = args.intValue("dummy", 0, core::mostDummies).value_or(0);
    const auto view = core::setUpBattle(args.positionals()[0], battleId(args, "setup"), setup);
    return printTacticalUnits(view, args.flag("json"));
}

int runAct(std::span<const std::string> words) {
    const auto options = actionOptions({{"dice", numbers}, {"seed", numbers}, {"json", false}});
    const Arguments args(words, options, "battle act", {2, 5, "FILE, ID, ACTION and its units"});
    core::BattleDice dice;
    dice.typed = args.intListValue("dice", 1, 99);  // a card draw rolls a die per card left
    dice.seed = args.seedValue();
    if (dice.typed && dice.seed) {
        throw UsageError("tachanka-cli battle act: --dice and --seed contradict each other");
    }
    const auto id = battleId(args, "act");
    const auto report =
        core::actInBattle(args.positionals()[0], id, actionRequest(args, "act"), dice);
    return printTacticalAction(report, args.flag("json"));
}

int runUndoAction(std::span<const std::string> words) {
    const Arguments args(words, {{"json", false}}, "battle undo-action", {2, 2, "FILE and ID"});
    const auto report =
        core::undoBattleAction(args.positionals()[0], battleId(args, "undo-action"));
    return printTacticalAction(report, args.flag("json"));
}

int runAuto(std::span<const std::string> words) {
    const Arguments args(words, {{"runs", numbers}, {"seed", numbers}, {"json", false}},
                         "battle auto", {2, 2, "FILE and ID"});
    const int runs = args.intValue("runs", 1, 1'000'000).value_or(10'000);
    const auto id = battleId(args, "auto");
    const auto resolution =
        core::autoResolveBattle(args.positionals()[0], id, runs, args.seedValue().value_or(0));
    return printAutoResolution(resolution, args.flag("json"));
}

int runCalibration(std::span<const std::string> words) {
    const Arguments args(words, {{"runs", numbers}, {"seed", numbers}, {"json", false}},
                         "battle calibration", {1, 1, "FILE"});
    const int runs = args.intValue("runs", 1, 1'000'000).value_or(10'000);
    return printCalibration(
        core::calibrateBattles(args.positionals()[0], runs, args.seedValue().value_or(0)),
        args.flag("json"));
}

core::ResultCorrections resultCorrections(const Arguments& args) {
    return core::parseResultCorrections(args.value("correct").value_or(""),
                                        args.value("reason").value_or(""));
}

int runEnd(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"retreat-to", true},
                          {"attacker-retreat-to", true},
                          {"correct", true},
                          {"reason", true}},
                         "battle end", {2, 2, "FILE and ID"});
    const core::BattleMoves moves{args.value("retreat-to"), args.value("attacker-retreat-to")};
    for (const auto& line : core::previewTacticalBattle(
             args.positionals()[0], battleId(args, "end"), moves, resultCorrections(args))) {
        std::cout << line << '\n';
    }
    return 0;
}

int runTacticalOdds(const Arguments& args, std::int64_t id) {
    return printTacticalOdds(
        core::tacticalActionOdds(args.positionals()[0], id, actionRequest(args, "odds")),
        args.flag("json"));
}

}  // namespace tachanka::cli
