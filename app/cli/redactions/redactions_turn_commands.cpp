// tachanka-cli ra initiative: the Turn Sequence's initiative, by the standard rule or either
// option, with seeded or typed dice.

#include "app/cli/redactions/army_cli.hpp"
#include "app/cli/redactions/redactions_cli.hpp"
#include "app/core/redactions/redactions_lookups_turn.hpp"

namespace tachanka::cli {
namespace {

namespace ra = rules::redactions;

std::string playerName(ra::Player player) {
    return std::string(model::nameOf(ra::playerNames, player));
}

int runStandard(const Arguments& args, const std::string& command) {
    const auto rolled = core::rollStandardInitiative(args.requiredInt("first-units", 0, 1000),
                                                     args.requiredInt("second-units", 0, 1000),
                                                     diceChoice(args, command));
    const auto& result = rolled.result;
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("first_initiative").value(playerName(result.roll.winner));
        json.key("segments").beginArray();
        for (const auto player : result.segments) json.value(playerName(player));
        json.endArray();
        writeDice(json, rolled.rolls);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << "the " << playerName(result.roll.winner) << " player has the initiative first\n"
              << "action segments:";
    for (const auto player : result.segments) std::cout << ' ' << playerName(player);
    std::cout << '\n';
    printDice(rolled.rolls);
    return 0;
}

int runCards(const Arguments& args, const std::string& command) {
    const auto rolled =
        core::drawInitiativeCards(args.requiredList("cards"), diceChoice(args, command));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("order");
        writeStrings(json, rolled.result);
        writeDice(json, rolled.rolls);
        json.endObject();
        json.finish();
        return 0;
    }
    for (std::size_t i = 0; i < rolled.result.size(); ++i) {
        std::cout << i + 1 << ". " << rolled.result[i] << '\n';
    }
    printDice(rolled.rolls);
    return 0;
}

int runRollOff(const Arguments& args, const std::string& command) {
    std::optional<ra::Player> previousLoser;
    if (args.value("previous-loser")) {
        previousLoser = named(args, "previous-loser", command, ra::playerNames, ra::Player::First);
    }
    const auto rolled = core::rollOffForSegment(previousLoser, args.flag("end-on-double-one"),
                                                diceChoice(args, command));
    const auto& result = rolled.result;
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("first").value(result.first);
        json.key("second").value(result.second);
        json.key("turn_ends").value(result.turnEnds);
        if (result.winner) json.key("winner").value(playerName(*result.winner));
        writeDice(json, rolled.rolls);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << (result.turnEnds ? std::string("both rolled a 1: the turn ends")
                                  : "the " + playerName(*result.winner) + " player moves a unit")
              << '\n';
    printDice(rolled.rolls);
    return 0;
}

int runInitiative(std::span<const std::string> words) {
    const std::string command = "ra initiative";
    const Arguments args(words,
                         {{"first-units", numbers},
                          {"second-units", numbers},
                          {"cards", true},
                          {"previous-loser", true},
                          {"end-on-double-one", false},
                          {"seed", numbers},
                          {"dice", numbers},
                          {"json", false}},
                         command, {1, 1, "standard|cards|roll-off"});
    const auto& rule = args.positionals()[0];
    if (rule == "standard") return runStandard(args, command);
    if (rule == "cards") return runCards(args, command);
    if (rule == "roll-off") return runRollOff(args, command);
    throw UsageError("tachanka-cli " + command + ": unknown rule '" + rule +
                     "' (standard, cards, roll-off)");
}

int runActions(std::span<const std::string> words) {
    const std::string command = "ra actions";
    const Arguments args(
        words, {{"do", true}, {"horse-artillery", false}, {"forced", false}, {"json", false}},
        command);
    if (!args.value("do")) {
        std::cout << "One, and only one, a segment:\n";
        for (const auto& action : core::permittedActions().actions) {
            if (action.exclusive) std::cout << "  " << action.id << "  " << action.text << '\n';
        }
        std::cout << "Also, in appropriate circumstances:\n";
        for (const auto& action : core::permittedActions().actions) {
            if (!action.exclusive) std::cout << "  " << action.id << "  " << action.text << '\n';
        }
        return 0;
    }
    const auto check = core::checkSegmentActions(args.requiredList("do"),
                                                 args.flag("horse-artillery"), args.flag("forced"));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("allowed").value(check.allowed);
        json.key("reason").value(check.reason);
        json.key("move").value(check.moveQuarters / 4.0);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << (check.allowed ? "allowed" : "not allowed: " + check.reason);
    if (check.allowed && check.moveQuarters > 0 && check.moveQuarters < 4) {
        std::cout << " (" << check.moveQuarters << "/4 of its move)";
    }
    std::cout << '\n';
    return 0;
}

constexpr Command commands[] = {
    {"initiative", "who has the initiative: the standard roll, option 1 cards, option 2 roll-off",
     "usage: tachanka-cli ra initiative standard --first-units N --second-units M\n"
     "       tachanka-cli ra initiative cards --cards A,B,C,...\n"
     "       tachanka-cli ra initiative roll-off [--previous-loser first|second]\n"
     "                                           [--end-on-double-one]\n"
     "       ... (--seed S | --dice LIST) [--json]\n\n"
     "standard: the players roll a d6 each (a tie is rolled again); the winner moves a unit\n"
     "first, then they alternate; once one player has moved all his units the other moves the\n"
     "rest of his and the turn is finished.\n"
     "cards (option 1): a card for each unit and HQ, shuffled and drawn in turn; combined\n"
     "units bring one card fewer, and an HQ's units may move on either card.\n"
     "roll-off (option 2): a d6 each at the start of each action segment, the winner moving a\n"
     "unit; a draw goes to the player who lost the previous roll-off (the first of the turn is\n"
     "rolled again); with --end-on-double-one the turn ends when both roll a 1.\n\n"
     "  --seed S     roll with dice from this seed\n"
     "  --dice LIST  roll with the dice you rolled, e.g. 4,5 (exactly as many as needed)\n"
     "  --json       machine output\n",
     runInitiative, nullptr},
    {"actions", "may a unit take these actions in its action segment (Permitted Actions)",
     "usage: tachanka-cli ra actions [--do A,B,...] [--horse-artillery] [--forced] [--json]\n\n"
     "Without --do, lists the permitted actions. With it, says whether a unit may take them\n"
     "together: one, and only one, of the first list, any of the second; horse artillery may\n"
     "move half a move and limber or unlimber in the same segment.\n\n"
     "  --do LIST          the actions' ids, e.g. move,change-formation\n"
     "  --horse-artillery  the unit is horse artillery\n"
     "  --forced           it was forced by a morale test, shooting or combat to act out of\n"
     "                     sequence before its own segment: it forfeits the segment\n"
     "  --json             machine output: {\"allowed\", \"reason\", \"move\"} (share of move)\n",
     runActions, nullptr},
};

}  // namespace

std::span<const Command> redActionsTurnCommands() { return commands; }

}  // namespace tachanka::cli
