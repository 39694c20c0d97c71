// `actions handover`: an uncommanded unit of a Red Actions! battle handed to the Actions
// Table. Its risk factor comes from its state as the `ra` commands describe it (bases, terror
// and humiliated markers, routing) and the situation on the table; the order's effect is
// applied to that state. Provisional, and it says so.

#include <algorithm>
#include <iostream>

#include "app/cli/actions/actions_cli.hpp"
#include "app/cli/odds_output.hpp"
#include "app/cli/dice_options.hpp"

namespace tachanka::cli {
namespace {

namespace actions = rules::actions;

Arguments handoverArguments(std::span<const std::string> words, const std::string& command) {
    const auto accepted = situationOptions(false, {{"table", true},
                                                   {"bases", numbers},
                                                   {"starting-bases", numbers},
                                                   {"terror", numbers},
                                                   {"humiliated", numbers},
                                                   {"pinned", false},
                                                   {"routing", false},
                                                   {"roll", numbers},
                                                   {"seed", numbers},
                                                   {"json", false}});
    return Arguments(words, accepted, command);
}

core::HandoverRequest handoverRequest(const Arguments& args, const std::string& command) {
    core::HandoverRequest request;
    request.table =
        named(args, "table", command, actions::orderTableNames, actions::OrderTableKind::Firearms);
    auto& unit = request.unit;
    unit.state.bases = args.requiredInt("bases", 0, 100);
    unit.startingBases = args.intValue("starting-bases", std::max(unit.state.bases, 1), 100)
                             .value_or(std::max(unit.state.bases, 1));
    unit.state.terror = args.intValue("terror", 0, 100).value_or(0);
    unit.state.humiliated = args.intValue("humiliated", 0, 100).value_or(0);
    unit.state.pinned = args.flag("pinned");
    unit.state.routing = args.flag("routing");
    request.situation = situationFrom(args, false);
    return request;
}

void writeUnit(JsonWriter& json, const rules::redactions::UnitState& unit) {
    json.key("unit").beginObject();
    json.key("bases").value(unit.bases);
    json.key("terror").value(unit.terror);
    json.key("humiliated").value(unit.humiliated);
    json.key("pinned").value(unit.pinned);
    json.key("routing").value(unit.routing);
    json.endObject();
}

int runHandover(std::span<const std::string> words) {
    const std::string command = "actions handover";
    const Arguments args = handoverArguments(words, command);
    const auto request = handoverRequest(args, command);
    const auto rolled = core::handOver(request, rolledDie(args, command));
    const auto& result = rolled.result;
    const std::string effect(model::nameOf(actions::unitEffectNames, result.effect));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("table").value(model::nameOf(actions::orderTableNames, request.table));
        writeRisk(json, result.risk);
        json.key("band").value(result.order.band);
        json.key("roll").value(result.order.roll);
        json.key("order").value(result.order.cell.text);
        json.key("order_id").value(result.order.cell.orderId);
        json.key("italic").value(result.order.cell.italic);
        json.key("effect").value(effect);
        writeUnit(json, result.after);
        json.key("provisional").value(true);
        json.key("note").value(core::handoverNote());
        writeDice(json, rolled.rolls);
        json.endObject();
        json.finish();
        return 0;
    }
    printRisk(result.risk);
    std::cout << result.order.band << ", d6 " << result.order.roll << ": " << result.order.cell.text
              << (result.order.cell.italic ? " (italics)" : "") << '\n'
              << "  Red Actions! unit: " << effect << '\n'
              << core::handoverNote() << '\n';
    return 0;
}

int runOddsHandover(std::span<const std::string> words) {
    const std::string command = "actions odds handover";
    const Arguments args = handoverArguments(words, command);
    refuseRoll(args, command);
    const auto odds = core::handOverOdds(handoverRequest(args, command));
    if (args.flag("json")) return printOdds(odds, true);
    std::cout << core::handoverNote() << '\n';
    return printOdds(odds, false);
}

#define HANDOVER_OPTIONS                                                                    \
    "  --bases B          the unit's bases now\n"                                            \
    "  --starting-bases N its bases when the battle began (default B): each base lost, and\n" \
    "                     each --terror T and --humiliated H marker, counts as wounded or\n"  \
    "                     killed\n"                                                           \
    "  --terror T, --humiliated H  its markers\n"                                             \
    "  --pinned, --routing  its state; a routing unit counts as running from the enemy\n"     \
    "  --table firearms|melee  its weapons (default firearms)\n"                              \
    "  and the circumstances of 'actions risk' but --figures and --casualties\n"             \
    "  --json             machine output\n"

constexpr Command commands[] = {
    {"handover", "an uncommanded Red Actions! unit's order and its effect (provisional)",
     "usage: tachanka-cli actions handover --bases B [STATE...] [CIRCUMSTANCES...]\n"
     "       (--roll R | --seed S) [--json]\n\n"
     "Hands an uncommanded unit of a Red Actions! battle to the Actions Table: its risk factor\n"
     "from its state and the situation, the order read on the d6, and the order's effect on\n"
     "the unit applied (provisional: the texts do not join the two systems). JSON: table,\n"
     "risk, factors, band, roll, order, order_id, italic, effect, unit, provisional, note,\n"
     "dice.\n\n" HANDOVER_OPTIONS,
     runHandover, nullptr},
};

constexpr Command oddsCommands[] = {
    {"handover", "the chance of each order and effect for a Red Actions! unit",
     "usage: tachanka-cli actions odds handover --bases B [STATE...] [CIRCUMSTANCES...]\n"
     "       [--json]\n\n" HANDOVER_OPTIONS,
     runOddsHandover, nullptr},
};

#undef HANDOVER_OPTIONS

}  // namespace

std::span<const Command> actionsHandoverCommands() { return commands; }
std::span<const Command> actionsHandoverOddsCommands() { return oddsCommands; }

}  // namespace tachanka::cli
