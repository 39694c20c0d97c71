#include <charconv>
#include <iostream>
#include <sstream>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/cli/json_writer.hpp"
#include "app/cli/odds_output.hpp"
#include "app/cli/text_table.hpp"
#include "app/core/orel_combat_service.hpp"

namespace tachanka::cli {
namespace {

using rules::orel::AssaultResult;
using rules::orel::CombatSide;

constexpr std::string_view provisionalNote =
    "(provisional chart: a reconstruction, not the published one; put the published values "
    "in your templates folder's rules/orel-1919.xml)\n";

std::string ratioText(double ratio) {
    if (ratio >= 1) {
        std::ostringstream out;
        out << ratio << ":1";
        return out.str();
    }
    if (ratio <= 0) return "0:1";
    return "1:" + std::to_string(static_cast<int>(1.0 / ratio + 0.5));
}

void writeAssaultCell(JsonWriter& json, const AssaultResult& cell) {
    json.key("attacker_losses").value(cell.attackerLosses);
    json.key("defender_losses").value(cell.defenderLosses);
    json.key("loser").value(rules::orel::combatSideName(cell.loser));
    json.key("morale_check").value(cell.moraleCheck);
    json.key("morale_modifier").value(cell.moraleModifier);
    json.key("text").value(cell.text());
}

int runPredominantTq(std::span<const std::string> words) {
    const Arguments args(words, {{"units", true}, {"json", false}}, "orel predominant-tq");
    args.expectPositionals(0, "");
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
    const Arguments args(words, {{"attacker", true}, {"defender", true}, {"json", false}},
                         "orel ratio");
    args.expectPositionals(0, "");
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
    std::cout << "assault odds " << ratioText(answer.ratio) << ": " << std::showpos
              << answer.assaultModifier << " to the assault roll\n"
              << "cohesion odds " << ratioText(answer.cohesionRatio) << ": attacker "
              << answer.cohesionModifierAttacker << ", defender " << answer.cohesionModifierDefender
              << std::noshowpos << '\n';
    if (answer.provisional) std::cout << provisionalNote;
    return 0;
}

int runCohesion(std::span<const std::string> words) {
    const Arguments args(
        words,
        {{"roll", true}, {"tq", true}, {"modifier", true}, {"morale", false}, {"json", false}},
        "orel cohesion");
    args.expectPositionals(0, "");
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
    const Arguments args(words, {{"roll", true}, {"json", false}}, "orel assault");
    args.expectPositionals(0, "");
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
    const Arguments args(words,
                         {{"roll", true}, {"fire", true}, {"modifier", true}, {"json", false}},
                         "orel barrage");
    args.expectPositionals(0, "");
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

void writeCombatJson(const core::CombatRun& run) {
    const auto& report = run.report;
    JsonWriter json(std::cout);
    json.beginObject();
    json.key("provisional").value(run.provisional);
    json.key("attacker_strength").value(report.attackerStrength);
    json.key("defender_strength").value(report.defenderStrength);
    json.key("assaulted").value(report.assaulted);
    if (report.assaulted) {
        json.key("assault").beginObject();
        json.key("attacker_strength").value(report.assaultAttackerStrength);
        json.key("defender_strength").value(report.assaultDefenderStrength);
        json.key("ratio").value(report.assaultRatio);
        json.key("modifier").value(report.assaultModifier);
        json.key("roll").value(report.assaultRoll);
        writeAssaultCell(json, report.assaultResult);
        json.endObject();
    }
    json.key("hex_cleared").value(report.hexCleared);
    json.key("attacker_prisoners").value(report.attackerPrisoners);
    json.key("defender_prisoners").value(report.defenderPrisoners);
    json.key("checks").beginArray();
    for (const auto& check : report.checks) {
        json.beginObject();
        json.key("unit").value(check.unit);
        json.key("check").value(check.check);
        json.key("roll").value(check.roll);
        json.key("modifier").value(check.modifier);
        json.key("target").value(check.target);
        json.key("result").value(check.result);
        json.endObject();
    }
    json.endArray();
    json.key("units").beginArray();
    for (const auto& fate : report.units) {
        const auto& unit = fate.unit;
        json.beginObject();
        json.key("code").value(unit.code);
        json.key("side").value(rules::orel::combatSideName(fate.side));
        json.key("steps").value(unit.steps);
        json.key("steps_lost").value(fate.stepsLost);
        json.key("mode").value(model::nameOf(rules::orel::unitModeNames, unit.mode));
        json.key("unsupplied").value(unit.unsupplied);
        json.key("retreat_hexes").value(fate.retreatHexes);
        json.key("charged").value(fate.charged);
        json.key("repulsed").value(fate.repulsed);
        json.key("eliminated").value(fate.eliminated);
        json.key("surrendered").value(fate.surrendered);
        json.key("captured").value(fate.captured);
        json.key("advanced").value(fate.advanced);
        json.endObject();
    }
    json.endArray();
    json.key("dice").beginArray();
    for (const auto& roll : run.rolls) {
        json.beginObject();
        json.key("purpose").value(roll.purpose);
        json.key("value").value(roll.value);
        json.endObject();
    }
    json.endArray();
    json.key("log").beginArray();
    for (const auto& line : report.log) json.value(line);
    json.endArray();
    json.endObject();
    json.finish();
}

void writeCombatText(const core::CombatRun& run) {
    for (const auto& line : run.report.log) std::cout << line << '\n';
    std::cout << '\n';
    TextTable checks({"Unit", "Check", "Roll", "Mod", "TQ", "Result"});
    for (const auto& check : run.report.checks) {
        checks.addRow({check.unit, check.check, std::to_string(check.roll),
                       std::to_string(check.modifier), std::to_string(check.target), check.result});
    }
    checks.print(std::cout);
    std::cout << '\n';
    TextTable units({"Unit", "Side", "Steps", "Lost", "Mode", "Fate"});
    for (const auto& fate : run.report.units) {
        std::string what = fate.surrendered  ? "surrendered"
                           : fate.captured   ? "captured"
                           : fate.eliminated ? "eliminated"
                           : fate.advanced   ? "advanced"
                           : fate.retreatHexes > 0
                               ? "retreated " + std::to_string(fate.retreatHexes)
                               : (fate.repulsed ? "repulsed" : "in place");
        units.addRow({fate.unit.code, std::string(rules::orel::combatSideName(fate.side)),
                      std::to_string(fate.unit.steps), std::to_string(fate.stepsLost),
                      std::string(model::nameOf(rules::orel::unitModeNames, fate.unit.mode)), what});
    }
    units.print(std::cout);
    if (run.provisional) std::cout << '\n' << provisionalNote;
}

int runCombat(std::span<const std::string> words) {
    const Arguments args(words, {{"input", true}, {"dice", true}, {"seed", true}, {"json", false}},
                         "orel combat");
    args.expectPositionals(0, "");
    const auto run = core::runCombat(args.requiredValue("input"), args.intListValue("dice", 1, 100),
                                     args.seedValue());
    if (args.flag("json")) {
        writeCombatJson(run);
    } else {
        writeCombatText(run);
    }
    return 0;
}

void printDistribution(const std::string& title, const rules::Distribution& distribution) {
    std::cout << title << '\n';
    printOutcomes(std::cout, distribution);
    std::cout << '\n';
}

int runOdds(std::span<const std::string> words) {
    const Arguments args(words, {{"input", true}, {"json", false}}, "orel odds");
    args.expectPositionals(0, "");
    const auto answer = core::combatOdds(args.requiredValue("input"));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("provisional").value(answer.provisional);
        json.key("cohesion").beginArray();
        for (const auto& unit : answer.odds.cohesion) {
            json.beginObject();
            json.key("unit").value(unit.unit);
            json.key("results");
            writeOutcomes(json, unit.results);
            json.endObject();
        }
        json.endArray();
        json.key("assault");
        writeOutcomes(json, answer.odds.assault);
        json.key("hex");
        writeOutcomes(json, answer.odds.hex);
        json.endObject();
        json.finish();
        return 0;
    }
    for (const auto& unit : answer.odds.cohesion)
        printDistribution("cohesion " + unit.unit, unit.results);
    printDistribution("assault (attacker/defender losses, * marks the loser)", answer.odds.assault);
    printDistribution("attacked hex", answer.odds.hex);
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
    {"combat", "resolve a described combat (whole sequence of 8.1)", combatHelp, runCombat},
    {"odds", "exact odds of a described combat",
     "usage: tachanka-cli orel odds --input FILE.json [--json]\n"
     "\n"
     "Runs 'orel combat' for every possible sequence of dice and gives the exact chance of\n"
     "each cohesion result per unit, of each assault result and of the hex being cleared.\n"
     "The input is the same as for 'orel combat' (see its --help).\n"
     "\n"
     "  --json   {\"cohesion\": [{\"unit\", \"results\": [{\"result\", \"probability\",\n"
     "           \"fraction\"}]}], \"assault\": [...], \"hex\": [...], \"provisional\"}\n",
     runOdds},
};

}  // namespace

std::span<const Command> orelCombatCommands() { return commands; }

}  // namespace tachanka::cli
