// tachanka-cli bnb morale, cohesion and attached-mg, and their odds.

#include <iostream>

#include "app/cli/bnb/bnb_cli.hpp"

namespace tachanka::cli {
namespace {

Arguments moraleArguments(std::span<const std::string> words, const std::string& command) {
    return Arguments(joinRepeated(words, "modifier"),
                     {{"occasion", true},
                      {"level", numbers},
                      {"modifier", true},
                      rollOption,
                      diceOption,
                      seedOption,
                      jsonOption},
                     command);
}

bnb::MoraleCheck moraleCheck(const Arguments& args, const std::string& command) {
    if (!args.value("occasion")) {
        throw UsageError("tachanka-cli " + command + ": --occasion is required (" +
                         model::joinedNames(bnb::moraleOccasionNames) + ")");
    }
    bnb::MoraleCheck check;
    check.occasion = named(args, "occasion", command, bnb::moraleOccasionNames,
                           bnb::MoraleOccasion::TakingLosses);
    check.level = args.requiredInt("level", 0, 10);
    check.modifiers = args.listValue("modifier").value_or(std::vector<std::string>{});
    return check;
}

int runMorale(std::span<const std::string> words) {
    const std::string command = "bnb morale";
    const Arguments args = moraleArguments(words, command);
    const auto result = core::checkMorale(moraleCheck(args, command), bnbDice(args, true));
    const std::string outcome = result.passed ? "passed" : bnb::failureText(result.failure);
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("roll").value(result.roll);
        json.key("modifier").value(result.modifier);
        json.key("total").value(result.total);
        json.key("passed").value(result.passed);
        json.key("result").value(outcome);
        json.key("failure").value(model::nameOf(bnb::moraleFailureNames, result.failure));
        json.key("provisional").value(!result.passed && result.provisional);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << "rolled " << result.roll << " " << (result.modifier < 0 ? "" : "+")
              << result.modifier << " = " << result.total << ": "
              << (result.passed ? "passed" : "failed, " + outcome) << '\n';
    if (!result.passed && result.provisional) {
        std::cout << "provisional: the text gives no failure result here; this is a reading\n";
    }
    return 0;
}

int runOddsMorale(std::span<const std::string> words) {
    const std::string command = "bnb odds morale";
    const Arguments args = moraleArguments(words, command);
    refuseRoll(args, command, {"roll", "dice", "seed"});
    const auto check = moraleCheck(args, command);
    const bool provisional = core::loadBnbTables().morale.occasions.at(check.occasion).provisional;
    return printBnbOdds(core::moraleOdds(check), args.flag("json"), provisional);
}

Arguments cohesionArguments(std::span<const std::string> words, const std::string& command) {
    return Arguments(words, {{"level", numbers}, rollOption, diceOption, seedOption, jsonOption},
                     command);
}

int runCohesion(std::span<const std::string> words) {
    const std::string command = "bnb cohesion";
    const Arguments args = cohesionArguments(words, command);
    const auto result = core::rollCohesion(args.requiredInt("level", 0, 10), bnbDice(args, true));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("roll").value(result.roll);
        json.key("stand_lost").value(result.standLost);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << "rolled " << result.roll << ": "
              << (result.standLost ? "remove a stand" : "the unit holds together") << '\n';
    return 0;
}

int runOddsCohesion(std::span<const std::string> words) {
    const std::string command = "bnb odds cohesion";
    const Arguments args = cohesionArguments(words, command);
    refuseRoll(args, command, {"roll", "dice", "seed"});
    return printBnbOdds(core::cohesionOdds(args.requiredInt("level", 0, 10)), args.flag("json"));
}

int runAttachedMg(std::span<const std::string> words) {
    const std::string command = "bnb attached-mg";
    const Arguments args(
        words,
        {{"stands", numbers}, {"lost", numbers}, rollOption, diceOption, seedOption, jsonOption},
        command);
    const auto loss = core::attachedMgLoss(args.requiredInt("stands", 1, 100),
                                           args.requiredInt("lost", 0, 100), bnbDice(args, true));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("result").value(model::nameOf(bnb::attachedMgLossNames, loss));
        json.endObject();
        json.finish();
        return 0;
    }
    switch (loss) {
        case bnb::AttachedMgLoss::NotYet:
            std::cout << "not yet half the unit lost: another stand goes, the MG stays\n";
            break;
        case bnb::AttachedMgLoss::MgStandRemoved:
            std::cout << "odd: the MG stand is removed\n";
            break;
        case bnb::AttachedMgLoss::PlayersChoice:
            std::cout << "even: the player's choice\n";
            break;
    }
    return 0;
}

#define DICE_OPTIONS                                              \
    "  --roll R           the d6 rolled at the table\n"           \
    "  --dice D           the same, as a list\n"                  \
    "  --seed S           roll the die from the seed S instead\n" \
    "  --json             machine output\n"

#define MORALE_OPTIONS                                                                           \
    "  --occasion attempting-assault|receiving-assault|taking-losses|losing-melee|\n"            \
    "             leader-killed|friendly-fell-back|unpin\n"                                      \
    "  --level L          1 fanatical, 2 good, 3 average, 4 shaky: the roll must be higher\n"    \
    "  --modifier M       one of the occasion's modifiers (repeat, or comma-list); stand-lost\n" \
    "                     and leader-rating once per stand or point:\n"                          \
    "     all: leader (+1, the boost roll made) but leader-killed\n"                             \
    "     attempting-assault: cavalry-charging, vehicle-attacking (+1), under-fire (-1)\n"       \
    "     receiving-assault: defensive-position (+1), assaulted-by-vehicle (-1, level over\n"    \
    "       1), assaulted-by-cavalry (-1, level over 2), artillery (-1)\n"                       \
    "     taking-losses: stand-lost (-1 each), entrenched-or-town, won-melee (+1)\n"             \
    "     losing-melee: outnumbered, not-entrenched, facing-cavalry-or-vehicle-in-open (-1)\n"   \
    "     leader-killed: leader-rating (-1 a point), defensive-position, won-melee (+1)\n"       \
    "     friendly-fell-back: defensive-position (+1), artillery (-1)\n"                         \
    "     unpin: under-fire (-1)\n"

constexpr Command commands[] = {
    {"morale", "a morale check: d6 and the occasion's modifiers above the level",
     "usage: tachanka-cli bnb morale --occasion OCC --level L [--modifier M ...]\n"
     "       (--roll R | --seed S) [--json]\n\n"
     "JSON: passed, result (what a failure does), provisional.\n\n" MORALE_OPTIONS DICE_OPTIONS,
     runMorale, nullptr},
    {"cohesion", "a cohesion roll: an unmodified d6 must beat the level",
     "usage: tachanka-cli bnb cohesion --level L (--roll R | --seed S) [--json]\n\n"
     "JSON: stand_lost.\n" DICE_OPTIONS,
     runCohesion, nullptr},
    {"attached-mg", "whether an attached MG stand goes with a stand lost",
     "usage: tachanka-cli bnb attached-mg --stands N --lost L (--roll R | --seed S) [--json]\n\n"
     "  --stands N         the unit's stands at full strength\n"
     "  --lost L           stands it has already lost (the roll counts from half)\n" DICE_OPTIONS,
     runAttachedMg, nullptr},
};

constexpr Command oddsCommands[] = {
    {"morale", "the chance of passing a morale check",
     "usage: tachanka-cli bnb odds morale --occasion OCC --level L [--modifier M ...] "
     "[--json]\n\n" MORALE_OPTIONS,
     runOddsMorale, nullptr},
    {"cohesion", "the chance of losing a stand on a cohesion roll",
     "usage: tachanka-cli bnb odds cohesion --level L [--json]\n", runOddsCohesion, nullptr},
};

#undef DICE_OPTIONS
#undef MORALE_OPTIONS

}  // namespace

std::span<const Command> bnbMoraleCommands() { return commands; }
std::span<const Command> bnbMoraleOddsCommands() { return oddsCommands; }

}  // namespace tachanka::cli
