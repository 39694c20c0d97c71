#include <iostream>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/cli/json_writer.hpp"
#include "app/cli/records.hpp"
#include "app/cli/text_table.hpp"
#include "app/core/queries/prisoner_ledger.hpp"
#include "app/core/recruitment/battalion_actions.hpp"
#include "app/core/recruitment/recruitment_actions.hpp"

namespace tachanka::cli {
namespace {

// Wide enough for any count a campaign holds, small enough to stay far from overflow.
constexpr int mostPrisoners = 100000;

int runRecruit(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"unit", true}, {"steps", numbers}, {"side", true}, {"json", false}},
                         "recruit", {1, 1, "FILE"});
    const auto done =
        core::recoverSteps(args.positionals()[0], args.requiredValue("unit"),
                           args.intValue("steps", 1, 99).value_or(1), args.value("side"));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("side").value(done.side);
        json.key("unit").value(done.unit);
        json.key("rp_spent").value(done.pointsSpent);
        json.key("steps").value(done.steps);
        json.key("steps_max").value(done.stepsMax);
        json.key("recruits_marker_placed").value(done.recruitsMarkerPlaced);
        json.key("tq").value(done.troopQuality);
        json.key("recruit_points").value(done.pool);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << done.unit << " recovers " << done.pointsSpent << " step(s) for "
              << done.pointsSpent << " RP: " << done.steps << " of " << done.stepsMax << " steps; "
              << done.side << " pool " << done.pool << '\n';
    if (done.recruitsMarkerPlaced) {
        std::cout << "Recruits -1Q marker placed: TQ " << done.troopQuality << " (4.3.1 B)\n";
    }
    return 0;
}

int runBattalion(std::span<const std::string> words) {
    const Arguments args(words, {{"side", true}, {"hex", true}, {"edge", false}, {"json", false}},
                         "battalion", {1, 1, "FILE"});
    const auto hex = args.value("hex");
    if (hex.has_value() == args.flag("edge")) {
        throw UsageError(
            "tachanka-cli battalion: give either --hex H (a station, recruitment phase) or "
            "--edge (a friendly board edge, movement phase)");
    }
    const auto done =
        core::buildBattalion(args.positionals()[0], {args.requiredValue("side"), hex});
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("side").value(done.side);
        json.key("code").value(done.code);
        json.key("formation").value(done.formation);
        json.key("hex");
        if (done.hex) {
            json.value(*done.hex);
        } else {
            json.value("edge");
        }
        json.key("tq").value(done.troopQuality);
        json.key("steps").value(done.steps);
        json.key("rp_spent").value(done.pointsSpent);
        json.key("recruit_points").value(done.pool);
        json.key("battalions").value(done.battalionsOnMap);
        json.key("limit").value(done.limit);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << done.side << " raise recruit battalion " << done.code << " (" << done.steps
              << " steps, TQ " << done.troopQuality << ") in " << done.formation
              << (done.hex ? " at " + *done.hex : std::string(", entering via a friendly edge"))
              << " for " << done.pointsSpent << " RP; pool " << done.pool << "; battalions "
              << done.battalionsOnMap << " of " << done.limit << '\n';
    return 0;
}

// Every change to the sides' Prisoners markers, with the count held after each.
int listPrisoners(const Arguments& args, const std::filesystem::path& file) {
    if (args.value("groups") || args.value("reason")) {
        throw UsageError("tachanka-cli prisoners: --groups goes with --convert, --reason with --add");
    }
    const auto changes = core::prisonerLedger(file, args.value("side"));
    if (const auto format = recordFormat(args, "prisoners")) {
        RecordWriter records(std::cout, *format,
                             {"action", "date", "phase", "side", "kind", "change", "held",
                              "battle", "note"});
        for (const auto& change : changes) {
            records.row({change.action, change.date, change.phase, change.side, change.kind,
                         change.change, change.held, cellOf(change.battle), change.note});
        }
        records.finish();
        return 0;
    }
    if (changes.empty()) {
        std::cout << "no prisoners taken yet\n";
        return 0;
    }
    TextTable table({"Action", "Date", "Phase", "Side", "Change", "Held", "Battle", "Note"});
    for (const auto& change : changes) {
        table.addRow({std::to_string(change.action), change.date, change.phase, change.side,
                      (change.change > 0 ? "+" : "") + std::to_string(change.change),
                      std::to_string(change.held),
                      change.battle ? std::to_string(*change.battle) : "", change.note});
    }
    table.print(std::cout);
    return 0;
}

int runPrisoners(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"side", true},
                          {"add", numbers},
                          {"reason", true},
                          {"convert", false},
                          {"groups", numbers},
                          {"json", false},
                          {"csv", false}},
                         "prisoners", {1, 1, "FILE"});
    const std::filesystem::path file = args.positionals()[0];
    const bool adding = args.value("add").has_value();
    if (!adding && !args.flag("convert")) return listPrisoners(args, file);
    if (adding && args.flag("convert")) {
        throw UsageError("tachanka-cli prisoners: give either --add N or --convert");
    }
    if (args.flag("csv")) {
        throw UsageError("tachanka-cli prisoners: --csv is for the listing (no --add or --convert)");
    }
    const std::string side = args.requiredValue("side");
    if (adding && args.value("groups")) {
        throw UsageError("tachanka-cli prisoners: --groups goes with --convert");
    }
    if (!adding && args.value("reason")) {
        throw UsageError("tachanka-cli prisoners: --reason goes with --add");
    }
    if (adding) {
        const auto done = core::takePrisoners(file, side, args.requiredInt("add", 1, mostPrisoners),
                                              args.value("reason"));
        if (args.flag("json")) {
            JsonWriter json(std::cout);
            json.beginObject();
            json.key("side").value(done.side);
            json.key("taken").value(done.taken);
            json.key("prisoners").value(done.prisoners);
            json.endObject();
            json.finish();
        } else {
            std::cout << done.side << " take " << done.taken << " prisoner(s); " << done.prisoners
                      << " held\n";
        }
        return 0;
    }
    const auto done = core::convertPrisoners(file, side, args.intValue("groups", 1, mostPrisoners));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("side").value(done.side);
        json.key("prisoners_used").value(done.prisonersUsed);
        json.key("prisoners").value(done.prisonersLeft);
        json.key("rp_received").value(done.received);
        json.key("rp_lost").value(done.lost);
        json.key("recruit_points").value(done.pool);
        json.endObject();
        json.finish();
    } else {
        std::cout << done.side << " enlist " << done.prisonersUsed << " prisoners: +"
                  << done.received << " RP";
        if (done.lost > 0) std::cout << " (" << done.lost << " lost above the cap)";
        std::cout << "; pool " << done.pool << ", " << done.prisonersLeft << " prisoner(s) left\n";
    }
    return 0;
}

constexpr Command commands[] = {
    {"recruit", "spend recruit points to recover a unit's strength steps",
     "usage: tachanka-cli recruit FILE --unit CODE [--steps N] [--side S] [--json]\n"
     "\n"
     "In the unit's side's recruitment phase, spends one recruit point per strength step the\n"
     "unit recovers, up to its original steps (4.3.1). The unit must be in Combat mode, not\n"
     "Routed, not artillery, and within 5 MP of a functional depot of its side; the campaign\n"
     "has no map, so that range is read as 5 hexes from one of the side's functional depots\n"
     "in play. Units off the map (7.5) may always recover. The first return to full\n"
     "strength places a Recruits -1Q marker: TQ -1, to at least 2 (Reds) or 3 (Whites).\n"
     "\n"
     "  --unit CODE   the unit's counter code, e.g. 1/Let\n"
     "  --steps N     steps to recover (default 1), one RP each\n"
     "  --side S      the unit's side, when both sides use the code\n"
     "  --json        machine output: {\"side\", \"unit\", \"rp_spent\", \"steps\",\n"
     "                \"steps_max\", \"recruits_marker_placed\", \"tq\", \"recruit_points\"}\n",
     runRecruit},
    {"battalion", "raise a new battalion of recruits for 2 RP",
     "usage: tachanka-cli battalion FILE --side S (--hex H | --edge) [--json]\n"
     "\n"
     "Raises a battalion of recruits for 2 recruit points (4.3.2), with the counter the\n"
     "scenario gives the side's recruits, coded Rec/1, Rec/2, ... in the side's top\n"
     "formation (recruit battalions may be commanded by any formation). At most 4 for the\n"
     "Reds and 3 for the Whites on the map at a time, and no more than the scenario allows.\n"
     "\n"
     "  --side S   the side raising it\n"
     "  --hex H    in the side's recruitment phase, at the railroad station in hex H: the\n"
     "             campaign has no map, so H is taken as a friendly-controlled station linked\n"
     "             to a friendly edge; it must be on the map, free of enemy units and out of\n"
     "             enemy ZoC unless a friendly unit is there\n"
     "  --edge     in the side's movement phase, entering via a friendly board edge\n"
     "  --json     machine output: {\"side\", \"code\", \"formation\", \"hex\" (or \"edge\"),\n"
     "             \"tq\", \"steps\", \"rp_spent\", \"recruit_points\", \"battalions\",\n"
     "             \"limit\"}\n",
     runBattalion},
    {"prisoners", "list, record or enlist the prisoners each side holds",
     "usage: tachanka-cli prisoners FILE [--side S] [--json|--csv]\n"
     "       tachanka-cli prisoners FILE --side S --add N [--reason TEXT] [--json]\n"
     "       tachanka-cli prisoners FILE --side S --convert [--groups N] [--json]\n"
     "\n"
     "Alone, lists every change to the sides' Prisoners markers, oldest first: action, day,\n"
     "phase, side, the change (+ taken, - enlisted), the prisoners held after it, the battle\n"
     "that took them and the ledger's note; --json [{\"action\", \"date\", \"phase\",\n"
     "\"side\", \"kind\", \"change\", \"held\", \"battle\", \"note\"}], --csv the same as a\n"
     "spreadsheet (UTF-8, RFC 4180) with those names as its header row.\n"
     "--add moves the side's Prisoners marker up by N captured enemy steps (4.1), at any\n"
     "time. --convert, in the side's recruitment phase, turns each group of 3 prisoners into\n"
     "one recruit point (4.1), saved up to 12 (4).\n"
     "\n"
     "  --side S        the side holding the prisoners\n"
     "  --add N         prisoners taken\n"
     "  --reason TEXT   why, for the ledger (default: enemy strength steps captured)\n"
     "  --convert       enlist prisoners\n"
     "  --groups N      groups of 3 to enlist (default: every whole group held)\n"
     "  --json          machine output: {\"side\", \"taken\", \"prisoners\"} or {\"side\",\n"
     "                  \"prisoners_used\", \"prisoners\", \"rp_received\", \"rp_lost\",\n"
     "                  \"recruit_points\"}\n",
     runPrisoners},
};

}  // namespace

std::span<const Command> recruitmentCommands() { return commands; }

}  // namespace tachanka::cli
