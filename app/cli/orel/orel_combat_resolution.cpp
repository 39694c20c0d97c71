// tachanka-cli orel combat and orel odds: a combat described in a JSON file, resolved with
// typed or seeded dice, or counted over every possible sequence of dice.

#include <iostream>

#include "app/cli/arguments.hpp"
#include "app/cli/odds_output.hpp"
#include "app/cli/orel/orel_combat_cli.hpp"
#include "app/cli/text_table.hpp"
#include "app/core/orel/orel_combat_service.hpp"

namespace tachanka::cli {

void writeAssaultCell(JsonWriter& json, const rules::orel::AssaultResult& cell) {
    json.key("attacker_losses").value(cell.attackerLosses);
    json.key("defender_losses").value(cell.defenderLosses);
    json.key("loser").value(rules::orel::combatSideName(cell.loser));
    json.key("morale_check").value(cell.moraleCheck);
    json.key("morale_modifier").value(cell.moraleModifier);
    json.key("text").value(cell.text());
}

namespace {

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
                      std::string(model::nameOf(rules::orel::unitModeNames, fate.unit.mode)),
                      what});
    }
    units.print(std::cout);
    if (run.provisional) std::cout << '\n' << provisionalNote;
}

// The facts of a combat, exact (CombatOdds) or sampled (CombatShares), as "cohesion" per
// unit, "assault" and "hex", each written by `write`.
template <typename Facts, typename Write>
void writeCombatFacts(JsonWriter& json, const Facts& facts, Write&& write) {
    json.key("cohesion").beginArray();
    for (const auto& unit : facts.cohesion) {
        json.beginObject();
        json.key("unit").value(unit.unit);
        json.key("results");
        write(json, unit.results);
        json.endObject();
    }
    json.endArray();
    json.key("assault");
    write(json, facts.assault);
    json.key("hex");
    write(json, facts.hex);
}

// The same for people: a titled table per fact, each printed by `print`.
template <typename Facts, typename Print>
void printCombatFacts(const Facts& facts, Print&& print) {
    const auto section = [&](const std::string& title, const auto& outcomes) {
        std::cout << title << '\n';
        print(std::cout, outcomes);
        std::cout << '\n';
    };
    for (const auto& unit : facts.cohesion) section("cohesion " + unit.unit, unit.results);
    section("assault (attacker/defender losses, * marks the loser)", facts.assault);
    section("attacked hex", facts.hex);
}

}  // namespace

int runDescribedCombat(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"input", true}, {"dice", numbers}, {"seed", numbers}, {"json", false}},
                         "orel combat");
    const auto run = core::runCombat(args.requiredValue("input"), args.intListValue("dice", 1, 100),
                                     args.seedValue());
    if (args.flag("json")) {
        writeCombatJson(run);
    } else {
        writeCombatText(run);
    }
    return 0;
}

int runCombatOdds(std::span<const std::string> words) {
    const Arguments args(words, {{"input", true}, {"json", false}}, "orel odds");
    const auto answer = core::combatOdds(args.requiredValue("input"));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("provisional").value(answer.provisional);
        writeCombatFacts(json, answer.odds, [](JsonWriter& out, const rules::Distribution& odds) {
            writeOutcomes(out, odds);
        });
        json.endObject();
        json.finish();
        return 0;
    }
    printCombatFacts(answer.odds, [](std::ostream& out, const rules::Distribution& odds) {
        printOutcomes(out, odds);
    });
    if (answer.provisional) std::cout << provisionalNote;
    return 0;
}

int runCombatAuto(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"input", true}, {"runs", numbers}, {"seed", numbers}, {"json", false}},
                         "orel auto");
    const auto answer = core::combatShares(
        args.requiredValue("input"), args.intValue("runs", 1, 10'000'000).value_or(10'000),
        args.seedValue());
    const auto& shares = answer.shares;
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("runs").value(shares.runs);
        json.key("seed").value(std::to_string(answer.seed));
        json.key("provisional").value(answer.provisional);
        writeCombatFacts(json, shares,
                         [](JsonWriter& out, const std::vector<rules::SampledOutcome>& outcomes) {
                             writeSampledOutcomes(out, outcomes);
                         });
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << shares.runs << " combats resolved with seed " << answer.seed << "\n\n";
    printCombatFacts(shares,
                     [](std::ostream& out, const std::vector<rules::SampledOutcome>& outcomes) {
                         printSampledOutcomes(out, outcomes);
                     });
    if (answer.provisional) std::cout << provisionalNote;
    return 0;
}

}  // namespace tachanka::cli
