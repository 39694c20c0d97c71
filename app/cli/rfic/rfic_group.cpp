// `tachanka-cli rfic`: Red Flags & Iron Crosses's rules, each with its cards typed or shuffled
// and its dice typed or seeded, and the odds of every card and roll given the pile.

#include <iostream>
#include <vector>

#include "app/cli/rfic/rfic_cli.hpp"
#include "app/cli/system_commands.hpp"
#include "rules/rfic/deck_odds.hpp"

namespace tachanka::cli {

std::optional<std::vector<rules::rfic::Card>> cardsOption(const Arguments& args,
                                                          std::string_view name,
                                                          const std::string& command) {
    const auto text = args.value(name);
    if (!text) return std::nullopt;
    try {
        return rules::rfic::parseCards(*text);
    } catch (const std::invalid_argument& error) {
        throw UsageError("tachanka-cli " + command + ": --" + std::string(name) + ": " +
                         error.what());
    }
}

core::CardChoice cardChoice(const Arguments& args, const std::string& command,
                            std::string_view option) {
    const auto seed = args.seedValue();
    auto typed = cardsOption(args, option, command);
    const std::string name(option);
    if (seed && typed) {
        throw UsageError("tachanka-cli " + command + ": give --" + name + " or --seed, not both");
    }
    if (!seed && !typed) {
        throw UsageError("tachanka-cli " + command + ": give --" + name + " or --seed N");
    }
    core::CardChoice choice;
    choice.typed = std::move(typed);
    if (seed) choice.seed = *seed;
    choice.jokers = args.intValue("jokers", 0, 2).value_or(0);
    return choice;
}

std::vector<OptionSpec> pileOptions() {
    return {{"seen", true},     {"jokers", numbers},       {"red", numbers},
            {"black", numbers}, {"court-hearts", numbers}, {"hearts", numbers},
            {"clubs", numbers}, {"diamonds", numbers},     {"spades", numbers}};
}

std::vector<rules::rfic::Card> pileFrom(const Arguments& args, const std::string& command) {
    const int jokers = args.intValue("jokers", 0, 2).value_or(0);
    const bool byColour = args.value("red") || args.value("black");
    const bool bySuit = args.value("hearts") || args.value("clubs") || args.value("diamonds") ||
                        args.value("spades");
    const auto seen = cardsOption(args, "seen", command);
    if (int(byColour) + int(bySuit) + int(seen.has_value()) > 1) {
        throw UsageError("tachanka-cli " + command +
                         ": give the pile one way: --seen, --red/--black or the suits");
    }
    if (seen) return core::pileAfterSeen(*seen, jokers);
    if (byColour) {
        return core::pileByColour(args.intValue("red", 0, 26).value_or(26),
                                  args.intValue("black", 0, 26).value_or(26),
                                  args.intValue("court-hearts", 0, 3).value_or(3), jokers);
    }
    if (bySuit) {
        const int hearts = args.intValue("hearts", 0, 13).value_or(13);
        return core::pileOf({hearts, args.intValue("clubs", 0, 13).value_or(13),
                             args.intValue("diamonds", 0, 13).value_or(13),
                             args.intValue("spades", 0, 13).value_or(13),
                             args.intValue("court-hearts", 0, 3).value_or(std::min(3, hearts)),
                             jokers});
    }
    return rules::rfic::fullPack(jokers);
}

void writeCards(JsonWriter& json, const std::vector<rules::rfic::CardEvent>& cards) {
    json.key("cards").beginArray();
    for (const auto& event : cards) {
        json.beginObject();
        json.key("card").value(rules::rfic::textOf(event.card));
        json.key("ascii").value(rules::rfic::asciiOf(event.card));
        json.key("purpose").value(event.purpose);
        json.endObject();
    }
    json.endArray();
}

void printCards(const std::vector<rules::rfic::CardEvent>& cards) {
    for (const auto& event : cards) {
        std::cout << "  " << rules::rfic::textOf(event.card) << "  " << event.purpose << '\n';
    }
}

std::string shownCards(const std::vector<rules::rfic::Card>& cards) {
    std::string text;
    for (const auto& card : cards) text += (text.empty() ? "" : " ") + rules::rfic::textOf(card);
    return "[" + text + "]";
}

namespace {

template <typename... Tables>
std::vector<Command> joined(Tables... tables) {
    std::vector<Command> all;
    for (const auto table : {tables...}) all.insert(all.end(), table.begin(), table.end());
    return all;
}

constexpr Command oddsGroup[] = {
    {"odds", "exact odds of fire, cover, damage, cohesion, aircraft and minefields, given the pile",
     "", nullptr, rficOddsCommands},
};

std::span<const Command> rficCommands() {
    static const std::vector<Command> all =
        joined(rficTurnCommands(), rficFireCommands(), rficCardCommands(),
               std::span<const Command>(oddsGroup));
    return all;
}

const SystemCommandsRegistration registration{"red-flags-iron-crosses", rficCommands};

}  // namespace
}  // namespace tachanka::cli
