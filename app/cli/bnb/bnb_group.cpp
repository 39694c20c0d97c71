// `tachanka-cli bnb`: Bullets & Bolsheviks look-ups with typed or seeded dice, and their odds.

#include <iostream>
#include <vector>

#include "app/cli/bnb/bnb_cli.hpp"
#include "app/cli/system_commands.hpp"

namespace tachanka::cli {
namespace {

std::vector<Command> joined(std::initializer_list<std::span<const Command>> tables) {
    std::vector<Command> all;
    for (const auto table : tables) all.insert(all.end(), table.begin(), table.end());
    return all;
}

std::span<const Command> oddsCommands() {
    static const std::vector<Command> commands =
        joined({bnbMovementOddsCommands(), bnbFireOddsCommands(), bnbAssaultOddsCommands(),
                bnbMoraleOddsCommands(), bnbLeaderOddsCommands()});
    return commands;
}

const SystemCommandsRegistration registration{"bullets-and-bolsheviks", bnbCommands};

}  // namespace

core::BnbDice bnbDice(const Arguments& args, bool takesRoll) {
    core::BnbDice dice;
    if (takesRoll) dice.roll = args.intValue("roll", 1, 36);
    dice.typed = args.intListValue("dice", 1, 6);
    dice.seed = args.seedValue();
    return dice;
}

std::vector<std::string> joinRepeated(std::span<const std::string> words, std::string_view option) {
    const std::string name = "--" + std::string(option);
    std::vector<std::string> out;
    std::string values;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (words[i] == "--") {
            out.insert(out.end(), words.begin() + static_cast<std::ptrdiff_t>(i), words.end());
            break;
        }
        if (words[i] == name && i + 1 < words.size()) {
            values += (values.empty() ? "" : ",") + words[++i];
        } else if (words[i].starts_with(name + "=")) {
            values += (values.empty() ? "" : ",") + words[i].substr(name.size() + 1);
        } else {
            out.push_back(words[i]);
        }
    }
    if (!values.empty()) {
        out.insert(out.begin(), {name, values});
    }
    return out;
}

void requireOptions(const Arguments& args, const std::string& command,
                    std::initializer_list<const char*> options) {
    for (const char* option : options) {
        if (!args.value(option)) {
            throw UsageError("tachanka-cli " + command + ": --" + option + " is required");
        }
    }
}

void writeDamage(JsonWriter& json, const std::vector<bnb::VehicleDamage>& damage) {
    json.beginArray();
    for (const auto each : damage) json.value(model::nameOf(bnb::vehicleDamageNames, each));
    json.endArray();
}

int printBnbOdds(const rules::Distribution& odds, bool asJson, bool provisional) {
    if (asJson) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("provisional").value(provisional);
        json.key("outcomes");
        writeOutcomes(json, odds);
        json.endObject();
        json.finish();
        return 0;
    }
    if (provisional) std::cout << "provisional: the failure result is a reading of the text\n";
    printOutcomes(std::cout, odds);
    return 0;
}

std::span<const Command> bnbCommands() {
    static const std::vector<Command> commands = [] {
        auto all = joined({bnbMovementCommands(), bnbFireCommands(), bnbAssaultCommands(),
                           bnbMoraleCommands(), bnbLeaderCommands()});
        all.push_back({"odds", "exact odds of every roll", "", nullptr, oddsCommands});
        return all;
    }();
    return commands;
}

}  // namespace tachanka::cli
