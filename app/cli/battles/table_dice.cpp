#include "app/cli/battles/table_dice.hpp"

#include <unistd.h>

#include <iostream>

#include "app/cli/json_writer.hpp"
#include "app/cli/text_table.hpp"
#include "app/core/common/user_error.hpp"

namespace tachanka::cli {
namespace {

// One die asked on the terminal: its purpose, what each face reads, then a line typed.
int askOnTerminal(const core::AskedDie& die) {
    std::cout << "die " << die.number << ", d" << die.sides << ": " << die.purpose << '\n';
    for (const auto& faces : die.faces) {
        std::cout << "  " << core::facesLabel(faces) << "  " << faces.result << "  ("
                  << faces.chance.text() << ")\n";
    }
    if (die.faces.empty()) std::cout << "  read with the next die\n";
    for (;;) {
        std::cout << "roll (1–" << die.sides << "): " << std::flush;
        std::string line;
        if (!std::getline(std::cin, line)) {
            std::cout << '\n';
            throw core::UserError("the dice stopped at die " + std::to_string(die.number) + " (" +
                                  die.purpose + "): nothing was recorded");
        }
        try {
            std::size_t used = 0;
            const int value = std::stoi(line, &used);
            if (line.find_first_not_of(" \t\r", used) == std::string::npos && value >= 1 &&
                value <= die.sides) {
                return value;
            }
        } catch (const std::exception&) {  // not a number: asked again
        }
        std::cout << "a d" << die.sides << " shows 1 to " << die.sides << '\n';
    }
}

}  // namespace

bool asksWhichDice(const Arguments& args) { return args.value("dice") == "?"; }

core::BattleDice tableDice(const Arguments& args, const std::string& command) {
    core::BattleDice dice;
    dice.typed = args.intListValue("dice", 1, 6);
    dice.seed = args.seedValue();
    if (dice.typed && dice.seed) {
        throw UsageError("tachanka-cli " + command + ": --dice and --seed contradict each other");
    }
    if (!dice.typed && !dice.seed && isatty(STDIN_FILENO) == 1) dice.ask = askOnTerminal;
    return dice;
}

int printDiceNeeded(const rules::DiceNeeded& needed, std::int64_t id, const std::string& file,
                    bool asJson) {
    if (asJson) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("battle").value(id);
        json.key("fewest").value(needed.fewest);
        json.key("most").value(needed.most);
        json.key("dice").beginArray();
        for (const auto& die : needed.dice) {
            json.beginObject();
            json.key("number").value(die.number);
            json.key("sides").value(die.sides);
            json.key("purpose").value(die.purpose);
            json.key("probability").value(die.chance.value());
            json.key("fraction").value(die.chance.text());
            json.endObject();
        }
        json.endArray();
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << "battle " << id << " asks for "
              << (needed.fewest == needed.most
                      ? std::to_string(needed.most)
                      : std::to_string(needed.fewest) + " to " + std::to_string(needed.most))
              << (needed.most == 1 ? " die" : " dice") << ", in this order:\n";
    TextTable table({"Die", "Sides", "For", "Rolled"});
    for (const auto& die : needed.dice) {
        const bool always = die.chance == rules::Probability{1, 1};
        table.addRow({std::to_string(die.number), "d" + std::to_string(die.sides), die.purpose,
                   always ? "always" : die.chance.text()});
    }
    table.print(std::cout);
    std::cout << "Roll them and type them in that order: tachanka-cli battle resolve " << file
              << ' ' << id << " --dice a,b,...\n";
    return 0;
}

}  // namespace tachanka::cli
