// tachanka-cli bnb assault, melee and overrun, and their odds.

#include <iostream>

#include "app/cli/bnb/bnb_cli.hpp"

namespace tachanka::cli {
namespace {

// ---- close assault

Arguments assaultArguments(std::span<const std::string> words, const std::string& command) {
    return Arguments(words, {{"winner-roll", numbers}, seedOption, jsonOption}, command);
}

int runAssault(std::span<const std::string> words) {
    const std::string command = "bnb assault";
    const Arguments args = assaultArguments(words, command);
    core::BnbDice dice;
    dice.roll = args.intValue("winner-roll", 1, 6);
    dice.seed = args.seedValue();
    const auto [roll, losses] = core::lookUpMeleeLosses(dice);
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("winner_roll").value(roll);
        json.key("winner_losses").value(losses.winner);
        json.key("loser_losses").value(losses.loser);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << "winner's d6 " << roll << ": roster hit boxes lost, " << bnb::describe(losses)
              << '\n';
    return 0;
}

int runOddsAssault(std::span<const std::string> words) {
    const std::string command = "bnb odds assault";
    const Arguments args = assaultArguments(words, command);
    refuseRoll(args, command, {"winner-roll", "seed"});
    return printBnbOdds(core::meleeLossesOdds(), args.flag("json"));
}

Arguments meleeArguments(std::span<const std::string> words, const std::string& command) {
    return Arguments(words,
                     {{"attacker-stands", numbers},
                      {"defender-stands", numbers},
                      {"attacker-modifier", true},
                      {"defender-modifier", true},
                      diceOption,
                      seedOption,
                      jsonOption},
                     command);
}

bnb::MeleeSide meleeSide(const Arguments& args, const std::string& command,
                         const std::string& side) {
    return {args.intValue(side + "-stands", 1, 100).value_or(1),
            namedList(args, side + "-modifier", command, bnb::assaultModifierNames)};
}

std::vector<std::string> meleeWords(std::span<const std::string> words) {
    return joinRepeated(joinRepeated(words, "attacker-modifier"), "defender-modifier");
}

int runMelee(std::span<const std::string> words) {
    const std::string command = "bnb melee";
    const Arguments args = meleeArguments(meleeWords(words), command);
    const auto result =
        core::fightMelee(meleeSide(args, command, "attacker"), meleeSide(args, command, "defender"),
                         bnbDice(args, false));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("attacker_total").value(result.attackerTotal);
        json.key("defender_total").value(result.defenderTotal);
        json.key("winner").value(result.attackerWins ? "attacker" : "defender");
        json.key("winner_roll").value(result.lossesRoll);
        json.key("winner_losses").value(result.losses.winner);
        json.key("loser_losses").value(result.losses.loser);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << "attacker " << result.attackerTotal << ", defender " << result.defenderTotal
              << ": " << bnb::describe(result) << '\n';
    return 0;
}

int runOddsMelee(std::span<const std::string> words) {
    const std::string command = "bnb odds melee";
    const Arguments args = meleeArguments(meleeWords(words), command);
    refuseRoll(args, command, {"dice", "seed"});
    return printBnbOdds(
        core::meleeOdds(meleeSide(args, command, "attacker"), meleeSide(args, command, "defender")),
        args.flag("json"));
}

Arguments overrunArguments(std::span<const std::string> words, const std::string& command) {
    return Arguments(words,
                     {{"vehicle", true}, {"stands", numbers}, diceOption, seedOption, jsonOption},
                     command);
}

bnb::Vehicle overrunVehicle(const Arguments& args, const std::string& command) {
    requireOptions(args, command, {"vehicle"});
    return named(args, "vehicle", command, bnb::vehicleNames, bnb::Vehicle::Tank);
}

int runOverrun(std::span<const std::string> words) {
    const std::string command = "bnb overrun";
    const Arguments args = overrunArguments(words, command);
    const auto result =
        core::overrun(overrunVehicle(args, command), args.intValue("stands", 1, 100).value_or(1),
                      bnbDice(args, false));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("enemy_hit").value(result.enemyHit);
        json.key("vehicle_hits").value(result.vehicleHits);
        json.key("vehicle_damage");
        writeDamage(json, result.vehicleDamage);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << bnb::describe(result) << '\n';
    return 0;
}

int runOddsOverrun(std::span<const std::string> words) {
    const std::string command = "bnb odds overrun";
    const Arguments args = overrunArguments(words, command);
    refuseRoll(args, command, {"dice", "seed"});
    return printBnbOdds(core::overrunOdds(overrunVehicle(args, command),
                                          args.intValue("stands", 1, 100).value_or(1)),
                        args.flag("json"));
}

#define DICE_OPTIONS                                                                  \
    "  --dice D1,D2,...   every die as rolled, in the order the rules ask for them\n" \
    "  --seed S           roll the dice from the seed S instead\n"                    \
    "  --json             machine output\n"

#define MELEE_OPTIONS                                                            \
    "  --attacker-stands N  --defender-stands N   (default 1 each, at most 2)\n" \
    "  --attacker-modifier M  --defender-modifier M   (repeat or comma-list):\n" \
    "     more-hit-boxes (+1), infantry-in-works-vs-cavalry (+3),\n"             \
    "     cavalry-vs-infantry-in-open (+3), column-or-artillerymen (-2), better-morale (+1)\n"

constexpr Command commands[] = {
    {"assault", "close assault Losses table: hit boxes the winner and the loser lose",
     "usage: tachanka-cli bnb assault (--winner-roll R | --seed S) [--json]\n\n"
     "  --winner-roll R    the winner's d6 on the Losses table\n"
     "  --json             winner_losses, loser_losses\n",
     runAssault, nullptr},
    {"melee", "fight a close assault melee: each stand's d6 and modifiers, then the losses",
     "usage: tachanka-cli bnb melee [...] (--dice D1,D2,... | --seed S) [--json]\n\n"
     "Dice in order: each attacking stand's d6, each defending stand's d6, the winner's\n"
     "losses d6. Both sides' morale must hold first (bnb morale). A tie: the "
     "defender.\n\n" MELEE_OPTIONS DICE_OPTIONS,
     runMelee, nullptr},
    {"overrun", "an armoured car or tank overrunning stands",
     "usage: tachanka-cli bnb overrun --vehicle armored-car|tank [--stands N]\n"
     "       (--dice D1,D2,... | --seed S) [--json]\n\n"
     "Dice in order: the vehicle's d6 (4-6 inflicts a hit), each hostile stand's d6 (6 hits\n"
     "the vehicle), one damage d6 per hit on the vehicle.\n" DICE_OPTIONS,
     runOverrun, nullptr},
};

constexpr Command oddsCommands[] = {
    {"assault", "the chance of each row of the Losses table",
     "usage: tachanka-cli bnb odds assault [--json]\n", runOddsAssault, nullptr},
    {"melee", "the chance of each side winning a melee, with its losses",
     "usage: tachanka-cli bnb odds melee [...] [--json]\n\n" MELEE_OPTIONS, runOddsMelee, nullptr},
    {"overrun", "the chance of each overrun result",
     "usage: tachanka-cli bnb odds overrun --vehicle armored-car|tank [--stands N] [--json]\n",
     runOddsOverrun, nullptr},
};

#undef DICE_OPTIONS
#undef MELEE_OPTIONS

}  // namespace

std::span<const Command> bnbAssaultCommands() { return commands; }
std::span<const Command> bnbAssaultOddsCommands() { return oddsCommands; }

}  // namespace tachanka::cli
