// battle predict: the Orel table's exact odds beside the tactical battle's auto-resolve, the
// rows worded by core (predictionRows) so the desktop shows the same.

#include <iostream>

#include "app/cli/battles/battle_output.hpp"
#include "app/cli/battles/tactical_commands.hpp"
#include "app/cli/battles/tactical_output.hpp"
#include "app/cli/text_table.hpp"
#include "app/core/battles/fight_prediction.hpp"

namespace tachanka::cli {
namespace {

int printPrediction(const core::FightPrediction& prediction, bool asJson) {
    const auto rows = core::predictionRows(prediction);
    if (asJson) {
        const auto& expected = prediction.operationalExpected;
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("id").value(prediction.id);
        json.key("title").value(prediction.title);
        json.key("provisional").value(prediction.provisional);
        json.key("operational").beginObject();
        json.key("hex_cleared").value(expected.hexCleared.value());
        json.key("hex_cleared_fraction").value(expected.hexCleared.text());
        json.key("attacker_steps_lost").value(expected.attackerStepsLost);
        json.key("defender_steps_lost").value(expected.defenderStepsLost);
        json.key("outcomes");
        writeBattleOutcomes(json, prediction.operational);
        json.endObject();
        json.key("tactical").beginObject();
        json.key("system").value(prediction.tacticalSystem);
        json.key("units").value(prediction.tacticalUnits);
        json.key("seed").value(std::to_string(prediction.seed));
        writeAutoResolution(json, prediction.tactical);
        json.endObject();
        json.key("rows").beginArray();
        for (const auto& row : rows) {
            json.beginObject();
            json.key("measure").value(row.measure);
            json.key("operational").value(row.operational);
            json.key("tactical").value(row.tactical);
            json.endObject();
        }
        json.endArray();
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << prediction.title << "\n\n";  // "Battle 5 · 15 October 1919 · hex 0814"
    TextTable table({"", "Orel combat table", "On the table (" + prediction.tacticalSystemName + ")"});
    for (const auto& row : rows) table.addRow({row.measure, row.operational, row.tactical});
    table.print(std::cout);
    std::cout << "\nThe Orel table's outcomes:\n";
    printBattleOutcomes(prediction.operational);
    std::cout << "PROVISIONAL: the link table and the auto-resolve's choices of action are this "
                 "program's, not the texts'\n"
              << "Choose: battle resolve FILE " << prediction.id << " (the Orel table) or battle "
              << "fight FILE " << prediction.id << " (on the table)\n";
    return 0;
}

}  // namespace

int runPredict(std::span<const std::string> words) {
    const Arguments args(words, {{"runs", numbers}, {"seed", numbers}, {"json", false}},
                         "battle predict", {2, 2, "FILE and ID"});
    const int runs = args.intValue("runs", 1, 1'000'000).value_or(10'000);
    const auto prediction = core::predictFight(args.positionals()[0], battleId(args, "predict"),
                                               runs, args.seedValue().value_or(0));
    return printPrediction(prediction, args.flag("json"));
}

}  // namespace tachanka::cli
