#include "app/cli/battles/decision_commands.hpp"

#include <iostream>

#include "app/cli/arguments.hpp"
#include "app/cli/battles/battle_output.hpp"
#include "app/cli/battles/table_dice.hpp"
#include "app/cli/battles/tactical_commands.hpp"
#include "app/cli/json_writer.hpp"
#include "app/cli/text_table.hpp"

namespace tachanka::cli {
namespace {

// "yes" or "no" for --assault.
bool yesOrNo(const std::string& word) {
    if (word == "yes") return true;
    if (word == "no") return false;
    throw UsageError("tachanka-cli battle decide: --assault takes yes or no, not '" + word + "'");
}

// CODE=HEX,... for --retreat.
std::vector<std::pair<std::string, std::string>> retreatsOf(const std::vector<std::string>& items) {
    std::vector<std::pair<std::string, std::string>> retreats;
    for (const auto& item : items) {
        const auto equals = item.rfind('=');
        if (equals == std::string::npos || equals == 0 || equals + 1 == item.size()) {
            throw UsageError("tachanka-cli battle decide: --retreat takes CODE=HEX, not '" + item +
                             "'");
        }
        retreats.emplace_back(item.substr(0, equals), item.substr(equals + 1));
    }
    return retreats;
}

}  // namespace

int runDecide(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"assault", true},
                          {"advance", true},
                          {"retreat", true},
                          {"dice", true},
                          {"seed", numbers},
                          {"standing", false},
                          {"json", false}},
                         "battle decide", {2, 2, "FILE and ID"});
    core::BattleDecision decision;
    if (const auto assault = args.value("assault")) decision.assault = yesOrNo(*assault);
    if (const auto advance = args.listValue("advance")) {
        decision.advance = *advance;
        if (advance->size() == 1 && advance->front() == "none") decision.advance->clear();
    }
    if (const auto retreat = args.listValue("retreat")) decision.retreats = retreatsOf(*retreat);
    const auto& file = args.positionals()[0];
    if (args.flag("standing")) {
        if (args.value("dice") || args.value("seed")) {
            throw UsageError("tachanka-cli battle decide: standing orders roll no dice");
        }
        return printBattle(core::giveStandingOrders(file, battleId(args, "decide"), decision),
                           args.flag("json"), file);
    }
    return printBattle(core::decideBattle(file, battleId(args, "decide"), decision,
                                           tableDice(args, "battle decide")),
                       args.flag("json"), file);
}

int runRetreats(std::span<const std::string> words) {
    const Arguments args(words, {{"json", false}}, "battle retreats", {2, 2, "FILE and ID"});
    const auto units = core::battleRetreats(args.positionals()[0], battleId(args, "retreats"));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("units").beginArray();
        for (const auto& unit : units) {
            json.beginObject();
            json.key("unit").value(unit.code);
            json.key("side").value(unit.side);
            json.key("from").value(unit.from);
            json.key("hexes_to_go").value(unit.hexes);
            json.key("asked").value(unit.asked);
            json.key("goes_to");
            if (unit.goesTo) {
                json.value(*unit.goesTo);
            } else {
                json.null();
            }
            json.key("legal").beginArray();
            for (const auto& choice : unit.choices) {
                json.beginObject();
                json.key("hex").value(choice.hex);
                json.key("path").value(choice.path);
                json.endObject();
            }
            json.endArray();
            json.endObject();
        }
        json.endArray();
        json.endObject();
        json.finish();
        return 0;
    }
    if (units.empty()) {
        std::cout << "no unit of this battle retreats\n";
        return 0;
    }
    TextTable table({"Unit", "Side", "From", "Hexes", "May go to", "Goes to"});
    for (const auto& unit : units) {
        std::string legal;
        for (const auto& choice : unit.choices) {
            legal += (legal.empty() ? "" : ", ") + choice.hex +
                     (choice.path == "clear" ? std::string() : " (" + choice.path + ")");
        }
        table.addRow({unit.code, unit.side, unit.from, std::to_string(unit.hexes),
                      legal.empty() ? "none: blocked" : legal,
                      unit.goesTo ? *unit.goesTo : unit.asked ? "asked" : "given at apply"});
    }
    table.print(std::cout);
    return 0;
}

}  // namespace tachanka::cli
