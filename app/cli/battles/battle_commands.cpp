// tachanka-cli battle ...: the campaign's battles, planned, weighed, resolved and applied.

#include <charconv>
#include <climits>
#include <iostream>

#include "app/cli/arguments.hpp"
#include "app/cli/battles/battle_act_usage.hpp"
#include "app/cli/battles/battle_output.hpp"
#include "app/cli/battles/battle_usage.hpp"
#include "app/cli/battles/decision_commands.hpp"
#include "app/cli/battles/table_dice.hpp"
#include "app/cli/battles/tactical_commands.hpp"
#include "app/cli/command.hpp"
#include "app/core/battles/battles.hpp"
#include "app/core/battles/tactical_battles.hpp"

namespace tachanka::cli {

std::int64_t battleId(const Arguments& args, std::string_view command) {
    const auto& text = args.positionals()[1];
    std::int64_t id = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), id);
    if (error != std::errc() || end != text.data() + text.size() || id < 1) {
        throw UsageError("tachanka-cli battle " + std::string(command) + ": the battle ID '" +
                         text + "' is not a battle number (1, 2, ...)");
    }
    return id;
}

namespace {

int runPlan(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"attackers", true},
                          {"hex", true},
                          {"terrain", true},
                          {"river", false},
                          {"attack", true},
                          {"support", true},
                          {"defender-support", true},
                          {"loss-order", true},
                          {"options", true},
                          {"depot", numbers},
                          {"json", false}},
                         "battle plan", {1, 1, "FILE"});
    core::BattlePlanRequest request;
    request.attackers = args.requiredList("attackers");
    request.hex = args.requiredValue("hex");
    request.support = args.listValue("support").value_or(std::vector<std::string>{});
    request.defenderSupport =
        args.listValue("defender-support").value_or(std::vector<std::string>{});
    request.lossOrder = args.listValue("loss-order").value_or(std::vector<std::string>{});
    request.choices.terrain = args.value("terrain").value_or("clear");
    request.choices.river = args.flag("river");
    request.groundFromMap = !args.value("terrain") && !args.flag("river");
    request.choices.attack = args.value("attack").value_or("prepared");
    request.choices.options = args.listValue("options").value_or(std::vector<std::string>{});
    if (const auto depot = args.intValue("depot", 1, INT_MAX)) request.depot = *depot;
    const auto view = core::planBattle(args.positionals()[0], request);
    return printBattle(view, args.flag("json"));
}

int runBarrage(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"gun", true},
                          {"target", true},
                          {"counterbattery", true},
                          {"terrain", true},
                          {"gun-terrain", true},
                          {"depot", numbers},
                          {"json", false}},
                         "battle barrage", {1, 1, "FILE"});
    core::BarragePlanRequest request;
    request.gun = args.requiredValue("gun");
    request.target = args.requiredValue("target");
    request.counterbattery = args.listValue("counterbattery").value_or(std::vector<std::string>{});
    request.terrain = args.value("terrain").value_or("clear");
    request.gunTerrain = args.value("gun-terrain").value_or("clear");
    request.terrainFromMap = !args.value("terrain");
    request.gunTerrainFromMap = !args.value("gun-terrain");
    if (const auto depot = args.intValue("depot", 1, INT_MAX)) request.depot = *depot;
    return printBattle(core::planBarrage(args.positionals()[0], request), args.flag("json"));
}

int runContacts(std::span<const std::string> words) {
    const Arguments args(words, {{"json", false}}, "battle contacts", {1, 1, "FILE"});
    return printPossibleAttacks(core::possibleAttacks(args.positionals()[0]), args.flag("json"));
}

int runList(std::span<const std::string> words) {
    const Arguments args(words, {{"date", true}, {"json", false}, {"csv", false}}, "battle list",
                         {1, 1, "FILE"});
    return printBattles(core::listBattles(args.positionals()[0], args.value("date")),
                        recordFormat(args, "battle list"));
}

int runShow(std::span<const std::string> words) {
    const Arguments args(words, {{"json", false}}, "battle show", {2, 2, "FILE and ID"});
    const auto& file = args.positionals()[0];
    return printBattle(core::showBattle(file, battleId(args, "show")), args.flag("json"), file);
}

int runOdds(std::span<const std::string> words) {
    const auto options = actionOptions({{"json", false}});
    const Arguments args(words, options, "battle odds", {2, 5, "FILE and ID"});
    const auto id = battleId(args, "odds");
    if (core::isTacticalBattle(args.positionals()[0], id)) return runTacticalOdds(args, id);
    if (args.positionals().size() > 2) {
        throw UsageError("tachanka-cli battle odds: battle " + std::to_string(id) +
                         " is resolved on the operational table: it takes no action");
    }
    return printBattleOdds(core::battleOdds(args.positionals()[0], id), args.flag("json"));
}

int runResolve(std::span<const std::string> words) {
    const Arguments args(words, {{"dice", true}, {"seed", numbers}, {"json", false}},
                         "battle resolve", {2, 2, "FILE and ID"});
    const auto& file = args.positionals()[0];
    const auto id = battleId(args, "resolve");
    if (asksWhichDice(args)) {
        if (args.value("seed")) {
            throw UsageError("tachanka-cli battle resolve: --dice ? lists the dice; it rolls none");
        }
        return printDiceNeeded(core::battleDiceNeeded(file, id), id, file, args.flag("json"));
    }
    return printBattle(core::resolveBattle(file, id, tableDice(args, "battle resolve")),
                       args.flag("json"), file);
}

int runApply(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"retreat-to", true},
                          {"attacker-retreat-to", true},
                          {"preview", false},
                          {"correct", true},
                          {"reason", true}},
                         "battle apply", {2, 2, "FILE and ID"});
    const core::BattleMoves moves{args.value("retreat-to"), args.value("attacker-retreat-to")};
    const auto& file = args.positionals()[0];
    const auto id = battleId(args, "apply");
    const bool tactical = core::isTacticalBattle(file, id);
    const auto corrections = resultCorrections(args);
    if (!tactical && !corrections.lines.empty()) {
        throw UsageError("tachanka-cli battle apply: --correct is for a battle fought on the "
                         "table; an operational battle is resolved again or voided");
    }
    if (args.flag("preview")) {
        const auto lines = tactical ? core::previewTacticalBattle(file, id, moves, corrections)
                                    : core::previewBattle(file, id, moves);
        for (const auto& line : lines) std::cout << line << '\n';
        return 0;
    }
    const auto view = tactical ? core::applyTacticalBattle(file, id, moves, corrections)
                               : core::applyBattle(file, id, moves);
    for (const auto& line : view.changes) std::cout << line << '\n';
    std::cout << "battle " << id << " applied\n";
    if (tactical) {
        for (const auto& officer : core::fallenInBattle(file, id)) {
            std::cout << officer.name << " (officer " << officer.id
                      << ") fell: replace him with `tachanka-cli officer " << file << " --replace "
                      << officer.id << "`\n";
        }
    }
    return 0;
}

int runVoid(std::span<const std::string> words) {
    const Arguments args(words, {{"reason", true}}, "battle void", {2, 2, "FILE and ID"});
    const auto view = core::voidBattle(args.positionals()[0], battleId(args, "void"),
                                       args.value("reason").value_or(""));
    std::cout << view.title << ": voided\n";
    return 0;
}

constexpr Command commands[] = {
    {"plan", "plan a battle of the side to play against an enemy hex", battlePlanUsage,
     runPlan},
    {"barrage", "plan a barrage: one gun on one enemy unit, counterbattery answering",
     battleBarrageUsage, runBarrage},
    {"contacts", "where the side to play can attack, and with which units",
     "usage: tachanka-cli battle contacts FILE [--json]\n"
     "\n"
     "Each enemy hex next to units of the side to play that may attack today (not routed,\n"
     "not artillery or trains, not of an inactive formation), with those units.\n"
     "  --json  [{\"hex\", \"defenders\", \"attackers\"}]\n",
     runContacts},
    {"list", "the campaign's battles, by day",
     "usage: tachanka-cli battle list FILE [--date D] [--json|--csv]\n"
     "\n"
     "Lists the battles of the campaign FILE (of day D, 1919-10-15, when given): number, day,\n"
     "hex, state (planned, resolved, applied, voided), attackers, defenders and outcome.\n"
     "  --json  [each battle as battle show --json gives it]\n"
     "  --csv   a spreadsheet (UTF-8, RFC 4180), a row a battle: \"id\", \"state\", \"system\",\n"
     "          \"date\", \"hex\", \"title\", \"attacker_side\", \"defender_side\", \"attackers\",\n"
     "          \"defenders\", \"support\", \"terrain\", \"river\", \"attack\", \"options\",\n"
     "          \"depot\", \"munitions\", \"outcome\", \"provisional\",\n"
     "          \"attacker_steps_lost\", \"defender_steps_lost\", \"attacker_prisoners\",\n"
     "          \"defender_prisoners\"\n",
     runList},
    {"show", "one battle: forces, choices, every die and its effects",
     "usage: tachanka-cli battle show FILE ID [--json]\n"
     "\n"
     "  --json  {\"id\", \"state\", \"system\", \"date\", \"hex\", \"attackers\", \"defenders\",\n"
     "          \"support\", \"outcome\", \"events\": [{\"purpose\", \"dice\", \"table_cell\"}],\n"
     "          \"effects\": [{\"unit\", \"steps_lost\", \"mode\", \"hex\", \"fate\",\n"
     "          \"prisoners\", ...}]}\n",
     runShow},
    {"odds", "the exact odds of a planned battle, from the engine that resolves it",
     "usage: tachanka-cli battle odds FILE ID [--json]\n"
     "       tachanka-cli battle odds FILE ID ACTION [UNIT [TARGET]] [the options of\n"
     "                                battle act] [--json]\n"
     "\n"
     "Every way the planned battle can end, with its exact chance: each side's step losses,\n"
     "what becomes of the defender and who holds the hex. For a battle fought on the table\n"
     "(battle fight), every way the action can end, as battle act takes it, no die rolled:\n"
     "  --json  {\"provisional\", \"outcomes\": [{\"probability\", \"fraction\", \"result\"}]}\n"
     "For an operational battle:\n"
     "  --json  {\"provisional\", \"outcomes\": [{\"probability\", \"fraction\",\n"
     "          \"attacker_steps_lost\", \"defender_steps_lost\", \"defender_fate\", \"hex\",\n"
     "          \"result\"}]}\n",
     runOdds},
    {"resolve", "fight a planned battle with seeded or typed dice", battleResolveUsage,
     runResolve},
    {"decide", "answer the choice a resolving battle stopped at, and go on", battleDecideUsage,
     runDecide},
    {"retreats", "the units of a battle that retreat or rout, and the hexes 8.5.1 leaves each",
     "usage: tachanka-cli battle retreats FILE ID [--json]\n"
     "  --json  {\"units\": [{\"unit\", \"side\", \"from\", \"hexes_to_go\", \"asked\",\n"
     "          \"goes_to\", \"legal\": [{\"hex\", \"path\"}]}]}\n",
     runRetreats},
    {"apply", "write a resolved battle's effects into the campaign",
     "usage: tachanka-cli battle apply FILE ID [--retreat-to HEX] [--attacker-retreat-to HEX]\n"
     "                                 [--correct UNIT=STEPS[:FATE],... --reason TEXT]\n"
     "                                 [--preview]\n"
     "\n"
     "Applies the resolved battle ID (or ends the one fought on the table) as one action\n"
     "(undo takes it back whole): step losses,\n"
     "modes, retreats, advances, eliminated and captured units, prisoners, officers of lost\n"
     "units, victory locations.\n"
     "  --retreat-to HEX           where the defenders that retreat or rout go\n"
     "  --attacker-retreat-to HEX  where the attackers that retreat or rout go\n"
     "  --preview                  show what would change and write nothing\n"
     "  --correct UNIT=STEPS[:FATE]  a battle fought on the table: the club's correction of\n"
     "                             what goes back for a campaign unit, its steps lost and\n"
     "                             what became of it (stands, routs or eliminated), e.g.\n"
     "                             --correct 1/9D=1,2/1K:routs; --reason goes on the ledger\n",
     runApply},
    {"predict", "how a planned battle may go: the Orel table beside a battle on the table",
     "usage: tachanka-cli battle predict FILE ID [--runs N] [--seed N] [--json]\n"
     "\n"
     "Before choosing how to fight the planned battle ID: the Orel combat table's exact odds\n"
     "(as battle odds) beside the Red Actions! battle the link table would make of it,\n"
     "auto-resolved N times (10000 by default) with seeded dice, as battle auto would. Writes\n"
     "nothing.\n"
     "  --json  {\"id\", \"title\", \"provisional\", \"operational\": {\"hex_cleared\",\n"
     "          \"hex_cleared_fraction\", \"attacker_steps_lost\", \"defender_steps_lost\",\n"
     "          \"outcomes\"}, \"tactical\": {\"system\", \"units\", \"seed\", \"runs\", \"win\",\n"
     "          \"draw\", \"loss\" and their intervals, \"attacker_bases_lost\",\n"
     "          \"defender_bases_lost\"}, \"rows\": [{\"measure\", \"operational\", \"tactical\"}]}\n",
     runPredict},
    {"fight", "fight a planned battle on the table (Red Actions!, B&B or RF&IC)",
     "usage: tachanka-cli battle fight FILE ID [--system red-actions|bullets-and-bolsheviks|\n"
     "       red-flags-iron-crosses] [--json]\n"
     "\n"
     "Converts the planned battle ID into tactical units through the link table\n"
     "(templates/rules/links/orel-1919-to-SYSTEM.xml, yours first; provisional). In Red\n"
     "Actions! steps become bases, unit kind, army and TQ a troop type of the campaign's army\n"
     "list, the junior officer comes with his token, March mode brings terror and Routed a\n"
     "routing unit. In Bullets & Bolsheviks steps become stands, kind a unit type, TQ a\n"
     "morale level, and the junior officer is the attached leader, his token's bonus his\n"
     "rating. In Red Flags & Iron Crosses steps become figures and TQ a grade. Then play it\n"
     "with battle act, weigh an action with battle odds, end it with battle end and apply.\n"
     "  --json  as battle units\n",
     runFight},
    {"adjust", "adjust a tactical unit of a battle fought on the table before it starts",
     "usage: tachanka-cli battle adjust FILE ID UNIT [--bases N] [--terror N]\n"
     "       [--routing|--steady] [--troop-type T] --reason TEXT [--json]\n"
     "\n"
     "Before the first action, corrects what the provisional conversion made of UNIT (a\n"
     "tactical unit's code, as battle units lists it): its bases, terror markers, rout or\n"
     "troop type (an id of its army list). The reason goes on the ledger with each change;\n"
     "undo takes the adjustment back.\n"
     "  --json  as battle units\n",
     runAdjust},
    {"setup", "a side's hidden set-up on a Red Actions! table: ambushes and markers",
     "usage: tachanka-cli battle setup FILE ID --side SIDE [--ambush CODE[@SPOT],...]\n"
     "       [--position CODE[@SPOT],...] [--dummy N] [--json]\n"
     "\n"
     "Before the first initiative, once a side (\"Set-up\"): \"A defender notes any\n"
     "ambushes, and then places position markers which indicate the position of the\n"
     "non-ambushing troops\"; dummy markers by agreement; the attacker may use position\n"
     "markers too. SPOT is where it lies as the players name it (the code when not given).\n"
     "The other side sees the markers only (battle units --side), never the ambushes; a unit\n"
     "in ambush springs it by a shot or a charge, or leaves it when a senior officer orders\n"
     "it out (battle act FILE ID order-out UNIT --senior NAME); a marker lifts when its unit\n"
     "moves, shoots, charges or is shot at or charged, or when the enemy sees it (battle act\n"
     "FILE ID reveal MARKER); everything shows when the battle is applied. Undo takes the\n"
     "set-up back.\n"
     "  --json  as battle units\n",
     runSetup},
    {"units", "the tactical units of a battle fought on the table, and its log",
     "usage: tachanka-cli battle units FILE ID [--side SIDE] [--json]\n"
     "\n"
     "  --side  the table as SIDE may know it: its own units and markers, the enemy's\n"
     "          markers as markers only, no enemy unit under one or in ambush, and the\n"
     "          enemy's secret scouting rolls without their dice until revealed\n"
     "  --json  {\"id\", \"system\", \"provisional\", \"units\": [{\"code\", \"side\",\n"
     "          \"troop_type\", \"bases\", \"bases_lost\", \"surrendered\", \"terror\",\n"
     "          \"officer\", \"segment\", \"foxholes\", \"in_wire\", \"vehicle\", \"train\":\n"
     "          {\"speed\", \"forward\", \"engine_hits\", \"move_allowance\", \"car_hits\",\n"
     "          \"cars_destroyed\"} or null, \"actions\", ...}], \"buildings\": [{\"name\",\n"
     "          \"fire_markers\", \"destroyed\"}], \"seniors\": [{\"name\", \"side\", \"command\",\n"
     "          \"morale_bonus\", \"killed\"}], \"turn\": {\"number\", \"method\", \"next\",\n"
     "          \"cards\", \"to_act\", \"acted\", \"forfeited\"}, \"log\": [{\"sequence\",\n"
     "          \"action\", \"dice\", \"origin\", \"table_cell\", \"effects\", \"turn_step\",\n"
     "          \"corrects\"}], \"viewed_by\", \"markers\": [{\"label\", \"side\",\n"
     "          \"kind\", \"unit\", \"spot\", \"revealed\"}], \"scouting\": [{\"sequence\",\n"
     "          \"turn\", \"scout\", \"spot\", \"kept_by\", \"commitment\", \"die\",\n"
     "          \"nonce\", \"revealed\", \"holds\"}]}\n",
     runUnits},
    {"act", "one action of a battle fought on the table, umpired by the rules",
     battleActUsage,
     runAct},
    {"undo-action", "take back the last action of a battle fought on the table",
     "usage: tachanka-cli battle undo-action FILE ID [--json]\n"
     "\n"
     "Restores the units as they were before the last action not yet taken back. The log\n"
     "keeps the action and adds the correction, marked corrected.\n",
     runUndoAction},
    {"calibration", "the auto-resolve's forecasts beside the battles the club played",
     "usage: tachanka-cli battle calibration FILE [--runs N] [--seed N] [--json]\n"
     "\n"
     "Each battle fought on the table and applied, auto-resolved again (N runs, 10000 by\n"
     "default) from the forces it started with, beside the result the club rolled; then the\n"
     "mean forecast, the results played and the Brier score over them all. Writes nothing.\n"
     "  --json  {\"battles\": [{\"id\", \"title\", \"predicted\": {\"win\", \"draw\", \"loss\"\n"
     "          and their intervals}, \"played\"}], \"total\": {\"battles\",\n"
     "          \"predicted_win\", \"predicted_draw\", \"predicted_loss\", \"played_win\",\n"
     "          \"played_draw\", \"played_loss\", \"brier\"}, \"provisional\"}\n",
     runCalibration},
    {"auto", "auto-resolve a battle fought on the table: Monte Carlo over its rules",
     "usage: tachanka-cli battle auto FILE ID [--runs N] [--seed N] [--json]\n"
     "\n"
     "Plays the battle from where it stands N times (10000 by default) with seeded dice and\n"
     "gives the attacker's win, draw and loss shares with 95% intervals. Writes nothing.\n"
     "  --json  {\"runs\", \"win\", \"win_interval\", \"draw\", \"draw_interval\", \"loss\",\n"
     "          \"loss_interval\", \"attacker_bases_lost\", \"defender_bases_lost\"}\n",
     runAuto},
    {"end", "what ending a battle fought on the table gives back to the campaign",
     "usage: tachanka-cli battle end FILE ID [--retreat-to HEX] [--attacker-retreat-to HEX]\n"
     "                               [--correct UNIT=STEPS[:FATE],... --reason TEXT]\n"
     "\n"
     "Shows, writing nothing, what battle apply writes: bases lost as steps (the link\n"
     "table's rounding), surrendered bases as prisoners (Orel 4.1), officers killed, routed\n"
     "units routing 2 hexes, and who holds the hex. The club may correct any unit's line\n"
     "(as battle apply --correct), then apply with the same corrections.\n",
     runEnd},
    {"void", "set aside a planned or resolved battle of today",
     "usage: tachanka-cli battle void FILE ID [--reason TEXT]\n"
     "\n"
     "Voids battle ID; its units may fight again today. An applied battle is refused: undo\n"
     "its apply first. --reason (why the club set it aside) goes on the ledger.\n",
     runVoid},
};

}  // namespace

std::span<const Command> battleCommands() { return commands; }

}  // namespace tachanka::cli
