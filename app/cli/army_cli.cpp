// Helpers shared by the army-list and field-rule commands: dice options, dice and odds output.

#include "app/cli/army_cli.hpp"

#include <charconv>
#include <iostream>
#include <sstream>

#include "app/cli/text_table.hpp"

namespace tachanka::cli {
namespace {

constexpr std::size_t maxTypedDice = 1000;

std::uint64_t parseSeed(const std::string& text, const std::string& command) {
    std::uint64_t seed = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), seed);
    if (text.empty() || error != std::errc{} || end != text.data() + text.size()) {
        throw UsageError("tachanka-cli " + command + ": --seed '" + text +
                         "' is not a whole number from 0 to 18446744073709551615");
    }
    return seed;
}

std::vector<int> parseDice(const std::string& text, const std::string& command) {
    std::vector<int> dice;
    std::istringstream in(text);
    for (std::string item; std::getline(in, item, ',');) {
        int value = 0;
        const auto [end, error] = std::from_chars(item.data(), item.data() + item.size(), value);
        if (item.empty() || error != std::errc{} || end != item.data() + item.size() || value < 1 ||
            dice.size() >= maxTypedDice) {
            throw UsageError("tachanka-cli " + command + ": --dice '" + text +
                             "' is not a comma-separated list of die results (1 or more)");
        }
        dice.push_back(value);
    }
    if (dice.empty()) throw UsageError("tachanka-cli " + command + ": --dice is empty");
    return dice;
}

}  // namespace

core::DiceChoice diceChoice(const Arguments& args, const std::string& command) {
    const auto seed = args.value("seed");
    const auto dice = args.value("dice");
    if (seed && dice) {
        throw UsageError("tachanka-cli " + command + ": give --seed or --dice, not both");
    }
    if (!seed && !dice) {
        throw UsageError("tachanka-cli " + command + ": give --seed N or --dice LIST");
    }
    core::DiceChoice choice;
    if (seed) choice.seed = parseSeed(*seed, command);
    if (dice) choice.typed = parseDice(*dice, command);
    return choice;
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

int printOdds(const rules::Distribution& odds, bool asJson) {
    if (asJson) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("outcomes").beginArray();
        for (const auto& outcome : odds.outcomes()) {
            json.beginObject();
            json.key("result").value(outcome.result);
            json.key("probability").value(outcome.probability.value());
            json.key("fraction").value(outcome.probability.text());
            json.endObject();
        }
        json.endArray();
        json.endObject();
        json.finish();
        return 0;
    }
    TextTable table({"Result", "Probability", "Exactly"});
    for (const auto& outcome : odds.outcomes()) {
        std::ostringstream percent;
        percent.precision(1);
        percent << std::fixed << outcome.probability.value() * 100 << "%";
        table.addRow({outcome.result, percent.str(), outcome.probability.text()});
    }
    table.print(std::cout);
    return 0;
}

}  // namespace tachanka::cli
