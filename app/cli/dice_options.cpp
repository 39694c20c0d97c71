#include "app/cli/dice_options.hpp"

#include "model/die_text.hpp"

namespace tachanka::cli {

std::optional<std::uint64_t> seedInsteadOf(const Arguments& args, const std::string& command,
                                           std::initializer_list<const char*> tableRolls) {
    const auto seed = args.seedValue();
    for (const char* option : tableRolls) {
        if (seed && args.value(option)) {
            throw UsageError("tachanka-cli " + command + ": give --" + option +
                             " or --seed, not both");
        }
    }
    return seed;
}

core::DiceChoice diceChoice(const Arguments& args, const std::string& command) {
    const auto seed = args.seedValue();
    const auto dice = args.intListValue("dice", 1, 100);
    if (seed && dice) {
        throw UsageError("tachanka-cli " + command + ": give --seed or --dice, not both");
    }
    if (!seed && !dice) {
        throw UsageError("tachanka-cli " + command + ": give --seed N or --dice LIST");
    }
    core::DiceChoice choice;
    if (seed) choice.seed = *seed;
    if (dice) choice.typed = *dice;
    return choice;
}

void printDice(const std::vector<rules::DieRoll>& rolls) {
    for (const auto& roll : rolls) {
        std::cout << "  " << model::dieRollLine(roll.purpose, roll.sides, roll.value) << '\n';
    }
}

void writeDice(JsonWriter& json, const std::vector<rules::DieRoll>& rolls) {
    json.key("dice").beginArray();
    for (const auto& roll : rolls) {
        json.beginObject();
        json.key("purpose").value(roll.purpose);
        json.key("sides").value(roll.sides);
        json.key("value").value(roll.value);
        json.endObject();
    }
    json.endArray();
}

}  // namespace tachanka::cli
