#include <iostream>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/cli/json_writer.hpp"
#include "app/cli/orel/orel_combat_cli.hpp"
#include "app/cli/text_table.hpp"
#include "app/core/orel/orel_combat_service.hpp"

namespace tachanka::cli {
namespace {

int runPredominantTq(std::span<const std::string> words) {
    const Arguments args(words, {{"units", true}, {"json", false}}, "orel predominant-tq");
    const auto answer = core::predominantQuality(args.requiredList("units"));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("predominant_tq").value(answer.predominant);
        json.key("most_numerous_tq").value(answer.mostNumerous);
        json.key("steps").value(answer.steps);
        json.endObject();
        json.finish();
    } else {
        std::cout << "predominant TQ " << answer.predominant << " (most steps at TQ "
                  << answer.mostNumerous << ", " << answer.steps << " steps)\n";
    }
    return 0;
}

int runRatio(std::span<const std::string> words) {
    const Arguments args(words, {{"attacker", numbers}, {"defender", numbers}, {"json", false}},
                         "orel ratio");
    const auto answer = core::combatRatio(args.requiredInt("attacker", 0, 999),
                                          args.requiredInt("defender", 0, 999));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("ratio").value(answer.ratio);
        json.key("cohesion_ratio").value(answer.cohesionRatio);
        json.key("cohesion_modifier_attacker").value(answer.cohesionModifierAttacker);
        json.key("cohesion_modifier_defender").value(answer.cohesionModifierDefender);
        json.key("assault_modifier").value(answer.assaultModifier);
        json.key("provisional").value(answer.provisional);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << core::ratioLines(answer) << '\n';
    if (answer.provisional) std::cout << provisionalNote;
    return 0;
}

int runCohesion(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"roll", numbers},
                          {"tq", numbers},
                          {"modifier", numbers},
                          {"morale", false},
                          {"json", false}},
                         "orel cohesion");
    const auto answer = core::cohesionLookup(args.requiredInt("roll", 1, 6),
                                             args.intValue("modifier", -20, 20).value_or(0),
                                             args.requiredInt("tq", 1, 6), args.flag("morale"));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("roll").value(answer.roll);
        json.key("modifier").value(answer.modifier);
        json.key("tq").value(answer.troopQuality);
        json.key("difference").value(answer.difference);
        json.key("result").value(answer.result);
        json.key("provisional").value(answer.provisional);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << answer.result << " (" << answer.roll << std::showpos << answer.modifier
              << std::noshowpos << " against TQ " << answer.troopQuality << ")\n";
    if (answer.provisional) std::cout << provisionalNote;
    return 0;
}

int runAssault(std::span<const std::string> words) {
    const Arguments args(words, {{"roll", numbers}, {"json", false}}, "orel assault");
    const auto answer = core::assaultLookup(args.requiredInt("roll", -30, 50));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("roll").value(answer.roll);
        writeAssaultCell(json, answer.result);
        json.key("provisional").value(answer.provisional);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << answer.result.text() << "  (attacker/defender losses, * marks the loser)\n";
    if (answer.provisional) std::cout << provisionalNote;
    return 0;
}

int runBarrage(std::span<const std::string> words) {
    const Arguments args(
        words, {{"roll", numbers}, {"fire", numbers}, {"modifier", numbers}, {"json", false}},
        "orel barrage");
    const int total = args.requiredInt("roll", 2, 12) + args.intValue("fire", 0, 99).value_or(0) +
                      args.intValue("modifier", -20, 20).value_or(0);
    const auto answer = core::barrageLookup(total);
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("total").value(answer.total);
        json.key("losses").value(answer.row.losses);
        json.key("cohesion_check").value(answer.row.cohesionCheck);
        json.key("provisional").value(answer.provisional);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << "total " << answer.total << ": " << answer.row.losses << " step loss(es)"
              << (answer.row.cohesionCheck ? " and a cohesion check" : "") << '\n';
    if (answer.provisional) std::cout << provisionalNote;
    return 0;
}

constexpr std::string_view combatHelp =
    "usage: tachanka-cli orel combat --input FILE.json [--dice 4,4,6,...] [--seed N] [--json]\n"
    "\n"
    "Resolves one declared combat through the whole sequence of 8.1 II: retreat before\n"
    "combat, support coordination and cavalry charges, cohesion checks, advance and\n"
    "pursuit, assault, advance after assault. Every die is listed with what it decided.\n"
    "Example: templates/examples/extended-combat-example.json with --dice 4,4,6,4,6,4.\n"
    "\n"
    "  --input FILE   the combat, as JSON (below)\n"
    "  --dice LIST    typed dice, in the order asked (default: seeded dice)\n"
    "  --seed N       seed for the dice when none are typed (default: random)\n"
    "  --json         machine output: {\"attacker_strength\", \"defender_strength\",\n"
    "                 \"assault\": {\"ratio\", \"modifier\", \"roll\", \"text\", ...},\n"
    "                 \"checks\": [...], \"units\": [...], \"dice\": [...], \"log\": [...]}\n"
    "\n"
    "Input (every key but attackers and defenders is optional; defaults shown):\n"
    "  {\"attack\": \"prepared\" | \"hasty\", \"terrain\": \"clear\" (a Terrain Effects\n"
    "   Table name: clear, forest, town, orel-suburbs, orel-centre), \"river\": false,\n"
    "   \"encircled\": false, \"munitions_from_depot\": true,\n"
    "   \"retreat_before_combat\": false, \"assault\": true, \"advance\": true,\n"
    "   \"pursuit\": false,\n"
    "   \"defender_retreat\" / \"defender_rout\" / \"attacker_retreat\" / \"attacker_rout\":\n"
    "     \"clear\" | \"infantry-zoc\" | \"cavalry-zoc\" | \"blocked\" (what the path meets),\n"
    "   \"options\": {\"single_die_coordination\", \"new_cohesion_rules\",\n"
    "                \"vehicle_checks_per_loss\"} (false),\n"
    "   \"attackers\": [UNIT...], \"defenders\": [UNIT...],\n"
    "   \"sheltering\": [UNIT...] (units that retreated or routed into the hex earlier in\n"
    "     the phase: they do not fight and leave with the defenders),\n"
    "   \"attacker_support\": [SUPPORT...], \"defender_support\": [SUPPORT...],\n"
    "   \"attacker_loss_order\": [CODE...], \"defender_loss_order\": [CODE...]}\n"
    "  UNIT: {\"code\", \"kind\": infantry | cavalry | artillery | horse-artillery |\n"
    "   armoured-train | tank | armoured-car, \"steps\", \"tq\", \"strength\" (dismounted\n"
    "   for cavalry, fire for artillery), \"charge\" (cavalry), \"hex\" (the attacker's\n"
    "   stack), \"mode\": combat | march | routed, and true/false flags \"recruits\",\n"
    "   \"unsupplied\", \"entrenched\", \"integrated_artillery\", \"heavy\", \"damaged\",\n"
    "   \"in_contact\", \"broken_down\", \"charges\" (true), \"in_supply_range\" (true)}\n"
    "  SUPPORT: {\"code\", \"kind\": artillery | armoured-train, \"fire\", \"tq\", \"steps\",\n"
    "   \"unsupplied\"}\n";

constexpr Command commands[] = {
    {"predominant-tq", "predominant troop quality of units (1.2)",
     "usage: tachanka-cli orel predominant-tq --units TQ:STEPS,... [--json]\n"
     "\n"
     "The TQ with the most steps (ties: the worse), -1 if the worst unit is three or more\n"
     "below it, +1 if the best is three or more above. Example: --units 6:1,6:1,3:1 gives 5.\n"
     "\n"
     "  --json   {\"predominant_tq\", \"most_numerous_tq\", \"steps\"}\n",
     runPredominantTq},
    {"ratio", "combat odds and their cohesion and assault modifiers",
     "usage: tachanka-cli orel ratio --attacker A --defender D [--json]\n"
     "\n"
     "The strength ratio as each rule rounds it: cohesion odds rounded down (>= 2:1 and\n"
     "< 1:1 modify the checks), assault odds rounded down except 1.50-1.99 = 1.5.\n"
     "\n"
     "  --json   {\"ratio\", \"cohesion_ratio\", \"cohesion_modifier_attacker\",\n"
     "           \"cohesion_modifier_defender\", \"assault_modifier\", \"provisional\"}\n",
     runRatio},
    {"cohesion", "read a cohesion or morale check on the Cohesion Table",
     "usage: tachanka-cli orel cohesion --roll D6 --tq Q [--modifier M] [--morale] [--json]\n"
     "\n"
     "A natural 1 always passes; otherwise the result of roll + M - TQ. --morale reads the\n"
     "assault morale check (which adds Surrender).\n"
     "\n"
     "  --json   {\"roll\", \"modifier\", \"tq\", \"difference\", \"result\", \"provisional\"}\n",
     runCohesion},
    {"assault", "read the Assault Results Table",
     "usage: tachanka-cli orel assault --roll MODIFIED_2D6 [--json]\n"
     "\n"
     "The cell for a modified assault roll: attacker/defender losses, the loser, and the\n"
     "morale check m+/-#. The +1 loss rule is applied by 'orel combat', not here.\n"
     "\n"
     "  --json   {\"roll\", \"attacker_losses\", \"defender_losses\", \"loser\",\n"
     "           \"morale_check\", \"morale_modifier\", \"text\", \"provisional\"}\n",
     runAssault},
    {"barrage", "read the Barrage Table",
     "usage: tachanka-cli orel barrage --roll 2D6 [--fire F] [--modifier M] [--json]\n"
     "\n"
     "The result of 2d6 + fire strength + modifiers: step losses and whether the target\n"
     "checks cohesion (a Disorganized result is ignored; the last step of a combat unit is\n"
     "never taken).\n"
     "\n"
     "  --json   {\"total\", \"losses\", \"cohesion_check\", \"provisional\"}\n",
     runBarrage},
    {"combat", "resolve a described combat (whole sequence of 8.1)", combatHelp,
     runDescribedCombat},
    {"odds", "exact odds of a described combat",
     "usage: tachanka-cli orel odds --input FILE.json [--json]\n"
     "\n"
     "Runs 'orel combat' for every possible sequence of dice and gives the exact chance of\n"
     "each cohesion result per unit, of each assault result and of the hex being cleared.\n"
     "The input is the same as for 'orel combat' (see its --help).\n"
     "\n"
     "  --json   {\"cohesion\": [{\"unit\", \"results\": [{\"result\", \"probability\",\n"
     "           \"fraction\"}]}], \"assault\": [...], \"hex\": [...], \"provisional\"}\n",
     runCombatOdds},
    {"auto", "auto-resolve a described combat: Monte Carlo shares with 95% intervals",
     "usage: tachanka-cli orel auto --input FILE.json [--runs N] [--seed S] [--json]\n"
     "\n"
     "Runs 'orel combat' N times (10,000 unless given; at most 10,000,000) with dice from\n"
     "the seed (drawn and shown when not given: the same seed gives the same shares on every\n"
     "machine) and gives the share of the runs for each cohesion result per unit, each\n"
     "assault result and the hex, each with its 95% (Wilson) interval. 'orel odds' gives\n"
     "the exact chances; these agree with them within their intervals.\n"
     "\n"
     "  --json   {\"runs\", \"seed\", \"provisional\", \"cohesion\": [{\"unit\", \"results\":\n"
     "           [{\"result\", \"runs\", \"share\", \"share_interval\"}]}], \"assault\": [...],\n"
     "           \"hex\": [...]}\n",
     runCombatAuto},
};

}  // namespace

std::span<const Command> orelCombatCommands() { return commands; }

}  // namespace tachanka::cli
