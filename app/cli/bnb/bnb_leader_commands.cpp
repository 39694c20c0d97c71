// tachanka-cli bnb command, pass-down, boost and leader-casualty, and their odds.

#include <iostream>

#include "app/cli/bnb/bnb_cli.hpp"

namespace tachanka::cli {
namespace {

Arguments commandArguments(std::span<const std::string> words, const std::string& command) {
    return Arguments(words,
                     {{"rating", numbers},
                      {"no-leaders", false},
                      rollOption,
                      diceOption,
                      seedOption,
                      jsonOption},
                     command);
}

std::optional<int> ratingOf(const Arguments& args, const std::string& command) {
    const auto rating = args.intValue("rating", -10, 10);
    if (rating.has_value() == args.flag("no-leaders")) {
        throw UsageError("tachanka-cli " + command + ": give --rating R or --no-leaders");
    }
    return rating;
}

int runCommand(std::span<const std::string> words) {
    const std::string command = "bnb command";
    const Arguments args = commandArguments(words, command);
    const int cp = core::rollCommandPoints(ratingOf(args, command), bnbDice(args, true));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("cp").value(cp);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << cp << " CP this turn (1 a hex within 15 hexes of fighting; none saved)\n";
    return 0;
}

int runOddsCommand(std::span<const std::string> words) {
    const std::string command = "bnb odds command";
    const Arguments args = commandArguments(words, command);
    refuseRoll(args, command, {"roll", "dice", "seed"});
    return printBnbOdds(core::commandPointsOdds(ratingOf(args, command)), args.flag("json"));
}

int runPassDown(std::span<const std::string> words) {
    const std::string command = "bnb pass-down";
    const Arguments args(words, {{"cp", numbers}, jsonOption}, command);
    const int spent = args.requiredInt("cp", 0, 100);
    const int received = core::commandPointsPassedDown(spent);
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("spent").value(spent);
        json.key("received").value(received);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << spent << " CP passed down give the lower leader " << received << " CP\n";
    return 0;
}

Arguments boostArguments(std::span<const std::string> words, const std::string& command) {
    return Arguments(words, {{"rating", numbers}, rollOption, diceOption, seedOption, jsonOption},
                     command);
}

int runBoost(std::span<const std::string> words) {
    const std::string command = "bnb boost";
    const Arguments args = boostArguments(words, command);
    const auto result =
        core::rollMoraleBoost(args.requiredInt("rating", -10, 10), bnbDice(args, true));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("roll").value(result.roll);
        json.key("boosted").value(result.boosted);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << "rolled " << result.roll << ": "
              << (result.boosted ? "the leader inspires a morale boost (+1)" : "no boost") << '\n';
    return 0;
}

int runOddsBoost(std::span<const std::string> words) {
    const std::string command = "bnb odds boost";
    const Arguments args = boostArguments(words, command);
    refuseRoll(args, command, {"roll", "dice", "seed"});
    return printBnbOdds(core::moraleBoostOdds(args.requiredInt("rating", -10, 10)),
                        args.flag("json"));
}

Arguments casualtyArguments(std::span<const std::string> words, const std::string& command) {
    return Arguments(words,
                     {{"fire", true}, {"lost-assault", false}, diceOption, seedOption, jsonOption},
                     command);
}

bnb::FireType fireOf(const Arguments& args, const std::string& command) {
    if (!args.value("fire")) {
        throw UsageError("tachanka-cli " + command +
                         ": --fire small-arms|artillery|close-assault is required");
    }
    return named(args, "fire", command, bnb::fireTypeNames, bnb::FireType::SmallArms);
}

int runLeaderCasualty(std::span<const std::string> words) {
    const std::string command = "bnb leader-casualty";
    const Arguments args = casualtyArguments(words, command);
    const auto result = core::rollLeaderCasualty(fireOf(args, command), args.flag("lost-assault"),
                                                 bnbDice(args, false));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("hit_roll").value(result.hitRoll);
        json.key("hit").value(result.hit);
        if (result.hit) {
            json.key("effect_roll").value(result.effectRoll);
            json.key("fate").value(model::nameOf(bnb::leaderFateNames, result.fate));
            json.key("captured").value(result.captured);
        }
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << "hit roll " << result.hitRoll << ": " << bnb::describe(result) << '\n';
    return 0;
}

int runOddsLeaderCasualty(std::span<const std::string> words) {
    const std::string command = "bnb odds leader-casualty";
    const Arguments args = casualtyArguments(words, command);
    refuseRoll(args, command, {"dice", "seed"});
    return printBnbOdds(core::leaderCasualtyOdds(fireOf(args, command), args.flag("lost-assault")),
                        args.flag("json"));
}

#define DICE_OPTIONS                                              \
    "  --roll R           the d6 rolled at the table\n"           \
    "  --seed S           roll the die from the seed S instead\n" \
    "  --json             machine output\n"

constexpr Command commands[] = {
    {"command", "a leader's command points: d6 + rating (a leaderless side: d6)",
     "usage: tachanka-cli bnb command (--rating R | --no-leaders) (--roll R | --seed S)\n"
     "       [--json]\n\n"
     "  --rating R         the leader's rating, 0 to 3\n"
     "  --no-leaders       a side with no leaders left rolls a single d6\n"
     "JSON: cp.\n" DICE_OPTIONS,
     runCommand, nullptr},
    {"pass-down", "command points a lower leader receives (2 for 1)",
     "usage: tachanka-cli bnb pass-down --cp N [--json]\n\n"
     "  --cp N             the higher leader's CP spent\n",
     runPassDown, nullptr},
    {"boost", "an attached leader's morale boost: his rating or less on a d6",
     "usage: tachanka-cli bnb boost --rating R (--roll R | --seed S) [--json]\n\n" DICE_OPTIONS,
     runBoost, nullptr},
    {"leader-casualty", "a leader in a hex under fire: hit, then the effect",
     "usage: tachanka-cli bnb leader-casualty --fire small-arms|artillery|close-assault\n"
     "       [--lost-assault] (--dice D1,D2,... | --seed S) [--json]\n\n"
     "Dice in order: the hit roll (2d6 small arms: 12; artillery: 11-12; close assault 1d6:\n"
     "6), then the effect d6 if hit. --lost-assault: seriously wounded means seized.\n"
     "  --dice D1,D2,...   every die as rolled\n"
     "  --seed S           roll the dice from the seed S instead\n"
     "  --json             machine output\n",
     runLeaderCasualty, nullptr},
};

constexpr Command oddsCommands[] = {
    {"command", "the chance of each number of command points",
     "usage: tachanka-cli bnb odds command (--rating R | --no-leaders) [--json]\n", runOddsCommand,
     nullptr},
    {"boost", "the chance of a leader's morale boost",
     "usage: tachanka-cli bnb odds boost --rating R [--json]\n", runOddsBoost, nullptr},
    {"leader-casualty", "the chance of each leader casualty",
     "usage: tachanka-cli bnb odds leader-casualty --fire F [--lost-assault] [--json]\n",
     runOddsLeaderCasualty, nullptr},
};

#undef DICE_OPTIONS

}  // namespace

std::span<const Command> bnbLeaderCommands() { return commands; }
std::span<const Command> bnbLeaderOddsCommands() { return oddsCommands; }

}  // namespace tachanka::cli
