// tachanka-cli bnb move-cost, initiative and mechanical-failure, and their odds.

#include <iostream>

#include "app/cli/bnb/bnb_cli.hpp"

namespace tachanka::cli {
namespace {

int runMoveCost(std::span<const std::string> words) {
    const std::string command = "bnb move-cost";
    const Arguments args(words,
                         {{"unit", true},
                          {"terrain", true},
                          {"road-column", false},
                          {"trench", false},
                          {"wire", false},
                          jsonOption},
                         command);
    if (!args.value("unit") || !args.value("terrain")) {
        throw UsageError("tachanka-cli " + command + ": --unit and --terrain are required");
    }
    bnb::HexEntry entry;
    entry.unit = named(args, "unit", command, bnb::unitTypeNames, bnb::UnitType::Infantry);
    entry.terrain = named(args, "terrain", command, bnb::terrainNames, bnb::Terrain::Normal);
    entry.roadColumn = args.flag("road-column");
    entry.trench = args.flag("trench");
    entry.wire = args.flag("wire");
    const auto report = core::lookUpMoveCost(entry);
    const auto& cost = report.cost.halfPoints;
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("unit").value(model::nameOf(bnb::unitTypeNames, entry.unit));
        json.key("terrain").value(model::nameOf(bnb::terrainNames, entry.terrain));
        json.key("prohibited").value(!cost);
        if (cost) {
            json.key("cost").value(*cost / 2.0);
            json.key("cost_text").value(bnb::costText(*cost));
        }
        json.key("movement_points").value(report.movementPoints);
        json.key("note").value(report.cost.reason);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << (cost ? bnb::costText(*cost) + " MP" : "P: prohibited") << " (of "
              << report.movementPoints << " MP)";
    if (!report.cost.reason.empty()) std::cout << ": " << report.cost.reason;
    std::cout << '\n';
    return 0;
}

Arguments initiativeArguments(std::span<const std::string> words, const std::string& command) {
    return Arguments(words, {{"holder", true}, diceOption, seedOption, jsonOption}, command);
}

bnb::Player holderOf(const Arguments& args, const std::string& command) {
    if (!args.value("holder")) {
        throw UsageError("tachanka-cli " + command + ": --holder first|second is required");
    }
    return named(args, "holder", command, bnb::playerNames, bnb::Player::First);
}

int runInitiative(std::span<const std::string> words) {
    const std::string command = "bnb initiative";
    const Arguments args = initiativeArguments(words, command);
    const auto result = core::rollInitiative(holderOf(args, command), bnbDice(args, false));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("first_total").value(result.firstTotal);
        json.key("second_total").value(result.secondTotal);
        json.key("initiative").value(model::nameOf(bnb::playerNames, result.winner));
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << "first " << result.firstTotal << ", second " << result.secondTotal << ": the "
              << bnb::describe(result) << " has the initiative and chooses side A or B\n";
    return 0;
}

int runOddsInitiative(std::span<const std::string> words) {
    const std::string command = "bnb odds initiative";
    const Arguments args = initiativeArguments(words, command);
    refuseRoll(args, command, {"dice", "seed"});
    return printBnbOdds(core::initiativeOdds(holderOf(args, command)), args.flag("json"));
}

Arguments mechanicalArguments(std::span<const std::string> words, const std::string& command) {
    return Arguments(
        words,
        {{"vehicle", true}, {"boxes", numbers}, rollOption, diceOption, seedOption, jsonOption},
        command);
}

bnb::Vehicle vehicleOf(const Arguments& args, const std::string& command) {
    if (!args.value("vehicle")) {
        throw UsageError("tachanka-cli " + command + ": --vehicle armored-car|tank is required");
    }
    return named(args, "vehicle", command, bnb::vehicleNames, bnb::Vehicle::Tank);
}

int runMechanical(std::span<const std::string> words) {
    const std::string command = "bnb mechanical-failure";
    const Arguments args = mechanicalArguments(words, command);
    const auto check = core::rollMechanicalFailure(
        vehicleOf(args, command), args.intValue("boxes", 1, 10).value_or(2), bnbDice(args, true));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("roll").value(check.total);
        json.key("failed").value(check.failed);
        json.key("mobility_boxes_left").value(check.mobilityBoxesLeft);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << "rolled " << check.total << ": "
              << (check.failed ? "mechanical failure, a mobility box lost" : "no failure") << ", "
              << check.mobilityBoxesLeft << " mobility box(es) left\n";
    return 0;
}

int runOddsMechanical(std::span<const std::string> words) {
    const std::string command = "bnb odds mechanical-failure";
    const Arguments args = mechanicalArguments(words, command);
    refuseRoll(args, command, {"roll", "dice", "seed"});
    return printBnbOdds(core::mechanicalFailureOdds(vehicleOf(args, command)), args.flag("json"));
}

#define DICE_OPTIONS                                                                  \
    "  --dice D1,D2,...   every die as rolled, in the order the rules ask for them\n" \
    "  --seed S           roll the dice from the seed S instead\n"                    \
    "  --json             machine output\n"

constexpr Command commands[] = {
    {"move-cost", "what a hex costs a unit (Costs per Hex table)",
     "usage: tachanka-cli bnb move-cost --unit TYPE --terrain TERRAIN [--road-column]\n"
     "       [--trench] [--wire] [--json]\n\n"
     "  --unit infantry|mg|cavalry|field-artillery|heavy-artillery|tachanka|armored-car|tank\n"
     "  --terrain road|normal|town|woods|marsh|hills|ford\n"
     "  --road-column      in a one-deep road column beginning and ending on the road (else a\n"
     "                     road hex costs as normal terrain)\n"
     "  --trench           crossing a trench (infantry, MGs and tanks only)\n"
     "  --wire             crossing barbed wire (+1 MP infantry and MGs, tanks cut it)\n"
     "  --json             machine output: cost (MP, halves as .5) or prohibited: true\n",
     runMoveCost, nullptr},
    {"initiative", "roll for the initiative (2d6 each, ties to the holder)",
     "usage: tachanka-cli bnb initiative --holder first|second (--dice D1,D2,D3,D4 | --seed S)\n"
     "       [--json]\n\n"
     "The first player's two dice, then the second's.\n" DICE_OPTIONS,
     runInitiative, nullptr},
    {"mechanical-failure", "an armoured car's or tank's roll each turn it moves",
     "usage: tachanka-cli bnb mechanical-failure --vehicle armored-car|tank [--boxes N]\n"
     "       (--roll R | --dice ... | --seed S) [--json]\n\n"
     "  --roll R           the roll (armoured car 2d6, fails on 2; tank 1d6, fails on 1)\n"
     "  --boxes N          mobility boxes left before the roll (default 2)\n" DICE_OPTIONS,
     runMechanical, nullptr},
};

constexpr Command oddsCommands[] = {
    {"initiative", "the chance of each player taking the initiative",
     "usage: tachanka-cli bnb odds initiative --holder first|second [--json]\n", runOddsInitiative,
     nullptr},
    {"mechanical-failure", "the chance of a mechanical failure",
     "usage: tachanka-cli bnb odds mechanical-failure --vehicle armored-car|tank [--json]\n",
     runOddsMechanical, nullptr},
};

#undef DICE_OPTIONS

}  // namespace

std::span<const Command> bnbMovementCommands() { return commands; }
std::span<const Command> bnbMovementOddsCommands() { return oddsCommands; }

}  // namespace tachanka::cli
