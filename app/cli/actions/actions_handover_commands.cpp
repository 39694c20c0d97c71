// `actions order --from-ra`: an uncommanded unit of a Red Actions! battle handed to the Actions
// Table. Its risk factor comes from its state as the `ra` commands describe it (bases, terror
// and humiliated markers, routing) and the situation on the table; the order's effect is
// applied to that state. Provisional, and it says so.

#include <algorithm>
#include <iostream>

#include "app/cli/actions/actions_cli.hpp"
#include "app/cli/odds_output.hpp"
#include "app/cli/redactions/army_cli.hpp"
#include "app/cli/redactions/redactions_cli.hpp"

namespace tachanka::cli {
namespace {

namespace actions = rules::actions;

Arguments handoverArguments(std::span<const std::string> words, const std::string& command) {
    const auto accepted = situationOptions(false, {{"from-ra", false},
                                                   {"table", true},
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

}  // namespace

bool fromRedActions(std::span<const std::string> words) {
    return std::find(words.begin(), words.end(), "--from-ra") != words.end();
}

int runOrderFromRedActions(std::span<const std::string> words) {
    const std::string command = "actions order --from-ra";
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

int runOddsOrderFromRedActions(std::span<const std::string> words) {
    const std::string command = "actions odds order --from-ra";
    const Arguments args = handoverArguments(words, command);
    refuseRoll(args, command);
    const auto odds = core::handOverOdds(handoverRequest(args, command));
    if (args.flag("json")) return printOdds(odds, true);
    std::cout << core::handoverNote() << '\n';
    return printOdds(odds, false);
}

}  // namespace tachanka::cli
