#include <climits>
#include <iostream>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/cli/json_writer.hpp"
#include "app/core/records/unit_records.hpp"

namespace tachanka::cli {
namespace {

// One of two opposite flags (--supplied / --unsupplied); none when neither is given.
std::optional<bool> eitherFlag(const Arguments& args, std::string_view yes, std::string_view no) {
    if (args.flag(yes) && args.flag(no)) {
        throw UsageError("tachanka-cli unit: --" + std::string(yes) + " and --" + std::string(no) +
                         " contradict each other");
    }
    if (args.flag(yes)) return true;
    if (args.flag(no)) return false;
    return std::nullopt;
}

std::string statusLine(const core::UnitChangeResult& result) {
    const auto& unit = result.unit;
    std::string line = unit.code + " (" + result.side + "): ";
    if (unit.lost()) return line + std::string(model::unitFateName(unit.fate));
    line += std::to_string(unit.stepsRemaining()) + " of " + std::to_string(unit.stepsMax) +
            " steps, " + std::string(model::unitModeName(unit.mode));
    if (unit.mode != model::UnitMode::Routed) line += " mode";
    if (unit.unsupplied) line += ", unsupplied";
    if (unit.entrenchment != model::Entrenchment::None) {
        line += ", " + std::string(model::entrenchmentName(unit.entrenchment));
    }
    if (unit.outOfCommand) line += ", out of command";
    if (unit.offMap) {
        line += ", off the map";
    } else if (unit.hex) {
        line += ", in hex " + unit.hex->label();
        if (unit.townCentre) line += " (Orël's town centre)";
    }
    return line;
}

void writeJson(const core::UnitChangeResult& result) {
    const auto& unit = result.unit;
    JsonWriter json(std::cout);
    json.beginObject();
    json.key("unit").beginObject();
    json.key("code").value(unit.code);
    json.key("side").value(result.side);
    json.key("steps").value(unit.stepsRemaining());
    json.key("steps_max").value(unit.stepsMax);
    json.key("steps_lost").value(unit.stepsLost);
    json.key("mode").value(model::unitModeName(unit.mode));
    json.key("routed_on").value(unit.routedOn ? unit.routedOn->iso() : "");
    json.key("unsupplied").value(unit.unsupplied);
    json.key("entrenchment").value(model::entrenchmentName(unit.entrenchment));
    json.key("hex").value(unit.hex ? unit.hex->label() : "");
    json.key("off_map").value(unit.offMap);
    json.key("town_centre").value(unit.townCentre);
    json.key("out_of_command").value(unit.outOfCommand);
    json.key("fate").value(model::unitFateName(unit.fate));
    json.endObject();
    json.key("changes").beginArray();
    for (const auto& change : result.changes) json.value(change);
    json.endArray();
    json.endObject();
    json.finish();
}

int runUnit(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"side", true},
                          {"lose", numbers},
                          {"recover", numbers},
                          {"mode", true},
                          {"supplied", false},
                          {"unsupplied", false},
                          {"entrench", true},
                          {"hex", true},
                          {"path", true},
                          {"marching-day", false},
                          {"orel", true},
                          {"off-map", false},
                          {"on-map", false},
                          {"out-of-command", false},
                          {"in-command", false},
                          {"eliminate", false},
                          {"capture", false},
                          {"battle", numbers},
                          {"reason", true},
                          {"json", false}},
                         "unit", {2, 2, "FILE and CODE"});
    core::UnitChangeRequest request;
    request.code = args.positionals()[1];
    request.side = args.value("side");
    request.loseSteps = args.intValue("lose", 1, 99);
    request.recoverSteps = args.intValue("recover", 1, 99);
    request.mode = args.value("mode");
    if (const auto supplied = eitherFlag(args, "supplied", "unsupplied")) {
        request.unsupplied = !*supplied;
    }
    request.entrenchment = args.value("entrench");
    request.hex = args.value("hex");
    request.path = args.listValue("path").value_or(std::vector<std::string>{});
    request.marchingDay = args.flag("marching-day");
    request.orelPlace = args.value("orel");
    request.offMap = eitherFlag(args, "off-map", "on-map");
    request.outOfCommand = eitherFlag(args, "out-of-command", "in-command");
    request.eliminate = args.flag("eliminate");
    request.capture = args.flag("capture");
    if (const auto battle = args.intValue("battle", 1, INT_MAX)) request.battleId = *battle;
    request.reason = args.value("reason").value_or("");
    const auto result = core::recordUnitChange(args.positionals()[0], request);
    if (args.flag("json")) {
        writeJson(result);
        return 0;
    }
    for (const auto& change : result.changes) std::cout << change << '\n';
    std::cout << statusLine(result) << '\n';
    return 0;
}

constexpr Command commands[] = {
    {"unit", "record a unit's losses, mode, supply, hex, elimination or capture",
     "usage: tachanka-cli unit FILE CODE [--side S] [--lose N] [--recover N] [--mode M]\n"
     "       [--supplied|--unsupplied] [--entrench none|under-construction|entrenched]\n"
     "       [--hex H [--path H1,H2,...] [--marching-day]] [--orel suburbs|centre]\n"
     "       [--off-map|--on-map]\n"
     "       [--out-of-command|--in-command] [--eliminate] [--capture] [--battle ID]\n"
     "       [--reason TEXT] [--json]\n"
     "\n"
     "Records one or more changes to the unit CODE as one action (undo takes it back\n"
     "whole). Anything that makes no sense for the unit as it stands is refused and\n"
     "nothing is written. A move, Combat mode and entrenching are the owner's, in his\n"
     "movement phase (7): the MP they cost come out of what the unit has left today,\n"
     "and a unit that moved is in March mode unless it entered Combat mode (7.1.4).\n"
     "\n"
     "  --side S            the unit's side, when both sides use the code\n"
     "  --lose N            it loses N steps; losing the last one eliminates it\n"
     "  --recover N         it gets N lost steps back (a correction; recruitment is\n"
     "                      'tachanka-cli recruit')\n"
     "  --mode M            combat (1 MP), march or routed (routed notes today's date)\n"
     "  --supplied, --unsupplied\n"
     "  --entrench E        none, under-construction (all its MP: in-command infantry\n"
     "                      and artillery, 7.3) or entrenched\n"
     "  --hex H             it moved to hex H (2705 is Orël); a victory location there\n"
     "                      with no enemy unit passes to its side; a hex that holds only\n"
     "                      an enemy depot is entered by advancing after combat, and the\n"
     "                      depot is eliminated (3.3)\n"
     "  --path H1,H2,...    the hexes it entered on the way, for the MP they cost on the\n"
     "                      painted map (7.1); without it, the cheapest path counts\n"
     "  --marching-day      the move is a White Marching Day: +2 MP, never next to an\n"
     "                      enemy unit, then March mode and no special action (7.1.5)\n"
     "  --orel P            in Orël: suburbs or centre, for all its side's units there,\n"
     "                      changed in a friendly movement phase (7.1.1); a unit entering\n"
     "                      Orël joins its side's units' place\n"
     "  --off-map, --on-map          it left the map (7.5): it must come back as the line\n"
     "                      says, or is eliminated at the end of its last movement phase\n"
     "  --out-of-command, --in-command\n"
     "  --override          the umpire sets aside a rule that refuses the record; with\n"
     "                      --reason, kept on the ledger as an override (any command)\n"
     "  --eliminate         it is eliminated\n"
     "  --capture           it is captured by the other side, whose Prisoners marker\n"
     "                      moves by its remaining steps (4.1)\n"
     "  --battle ID         the battle these changes come from\n"
     "  --reason TEXT       why, for the ledger\n"
     "  --json              machine output: {\"unit\": {\"code\", \"side\", \"steps\",\n"
     "                      \"steps_max\", \"steps_lost\", \"mode\", \"routed_on\", "
     "\"unsupplied\",\n"
     "                      \"entrenchment\", \"hex\", \"off_map\", \"town_centre\",\n"
     "                      \"out_of_command\", \"fate\"},\n"
     "                      \"changes\": [text]}\n",
     runUnit},
};

}  // namespace

std::span<const Command> unitCommands() { return commands; }

}  // namespace tachanka::cli
