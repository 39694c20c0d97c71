#include <iostream>

#include "app/cli/actions/actions_cli.hpp"
#include "app/cli/json_writer.hpp"
#include "app/cli/odds_output.hpp"
#include "app/cli/dice_options.hpp"

namespace tachanka::cli {
namespace {

namespace actions = rules::actions;

Arguments activationArguments(std::span<const std::string> words, const std::string& command) {
    return Arguments(words,
                     {{"class", true},
                      {"busy", false},
                      {"drummer", false},
                      {"nco", true},
                      {"loyal", numbers},
                      {"disloyal", numbers},
                      {"dice", numbers},
                      {"seed", numbers},
                      {"json", false}},
                     command);
}

actions::FigureClass figureClass(const std::string& word, const std::string& command) {
    if (const auto value = model::valueNamed(actions::figureClassNames, word)) return *value;
    throw UsageError("tachanka-cli " + command + ": '" + word + "' is none of " +
                     model::joinedNames(actions::figureClassNames));
}

actions::ActivationRequest activationRequest(const Arguments& args, const std::string& command) {
    if (!args.value("class")) throw UsageError("tachanka-cli " + command + ": --class is required");
    actions::ActivationRequest request;
    request.officer = {figureClass(*args.value("class"), command), args.flag("busy")};
    if (const auto ncos = args.listValue("nco")) {
        for (const auto& word : *ncos) request.chain.push_back({figureClass(word, command), false});
    }
    request.drummer = args.flag("drummer");
    request.loyal = args.intValue("loyal", 0, 1000).value_or(0);
    request.disloyal = args.intValue("disloyal", 0, 1000).value_or(0);
    if (request.loyal + request.disloyal == 0) {
        throw UsageError("tachanka-cli " + command +
                         ": give the figures to command (--loyal N, "
                         "--disloyal N)");
    }
    return request;
}

int runActivate(std::span<const std::string> words) {
    const std::string command = "actions activate";
    const Arguments args = activationArguments(words, command);
    const auto request = activationRequest(args, command);
    const auto rolled = core::activate(request, diceChoice(args, command));
    const auto& result = rolled.result;
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("scores").beginArray();
        for (const int score : result.scores) json.value(score);
        json.endArray();
        json.key("points").value(result.points);
        json.key("cost").value(result.cost);
        json.key("commanded").value(result.commanded);
        writeDice(json, rolled.rolls);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << "command points " << result.points << " against " << result.cost << ": "
              << (result.commanded ? "the group is commanded" : "the group is not commanded")
              << '\n';
    return 0;
}

int runOddsActivate(std::span<const std::string> words) {
    const std::string command = "actions odds activate";
    const Arguments args = activationArguments(words, command);
    refuseRoll(args, command, {"dice", "seed"});
    return printOdds(core::activationOdds(activationRequest(args, command)), args.flag("json"));
}

#define ACTIVATION_OPTIONS                                                                   \
    "  --class hero|veteran|raw  the officer's class: 4, 3 or 2 d6\n"                        \
    "  --busy             the officer is loading, firing or in melee (a die fewer)\n"        \
    "  --drummer          at least one drummer or bugler commanded (a die more)\n"           \
    "  --nco C1,C2,...    NCOs activated down the chain of command, each adding his throw\n" \
    "  --loyal N          loyal figures in the group (1 point each)\n"                       \
    "  --disloyal N       disloyal figures and routers (2 points each)\n"                    \
    "  --json             machine output\n"

constexpr Command commands[] = {
    {"activate", "throw command dice to activate a group",
     "usage: tachanka-cli actions activate --class C [...] (--dice D1,D2,... | --seed S)\n"
     "       [--json]\n\n"
     "The dice in order: the officer's, then each NCO's down the chain. The group is\n"
     "commanded whole when the points cover its cost, else none of it. JSON: scores, points,\n"
     "cost, commanded, dice (every die thrown).\n\n" ACTIVATION_OPTIONS,
     runActivate, nullptr},
};

constexpr Command oddsCommands[] = {
    {"activate", "the chance to command a group",
     "usage: tachanka-cli actions odds activate --class C [...] [--json]\n\n"
     "Counts every throw of at most 8 command dice.\n\n" ACTIVATION_OPTIONS,
     runOddsActivate, nullptr},
};

#undef ACTIVATION_OPTIONS

}  // namespace

std::span<const Command> actionsActivationCommands() { return commands; }
std::span<const Command> actionsActivationOddsCommands() { return oddsCommands; }

}  // namespace tachanka::cli
