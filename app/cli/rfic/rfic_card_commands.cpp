#include <iostream>

#include "app/cli/dice_options.hpp"
#include "app/cli/rfic/rfic_cli.hpp"

namespace tachanka::cli {
namespace {

namespace rfic = rules::rfic;

// The cards as the command turned them, and the lines of the log for people.
template <typename Write>
int answer(const Arguments& args, const std::vector<rfic::CardEvent>& cards, Write&& write,
           const std::string& line) {
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        write(json);
        writeCards(json, cards);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << line << '\n';
    printCards(cards);
    return 0;
}

// ---- cover

int runCover(std::span<const std::string> words) {
    const std::string command = "rfic cover";
    const Arguments args(
        words, {{"card", true}, {"seed", numbers}, {"jokers", numbers}, {"json", false}}, command);
    const auto turned = core::coverWith(cardChoice(args, command, "card"));
    const bool counts = turned.result.hitCounts;
    return answer(
        args, turned.cards, [&](JsonWriter& json) { json.key("hit_counts").value(counts); },
        rfic::textOf(turned.result.card) + ": " +
            (counts ? "cover is ineffective, the hit takes effect"
                    : "cover is effective, the hit has no effect"));
}

// ---- damage

int runDamage(std::span<const std::string> words) {
    const std::string command = "rfic damage";
    const Arguments args(
        words,
        {{"unit", true}, {"cards", true}, {"seed", numbers}, {"jokers", numbers}, {"json", false}},
        command);
    if (!args.value("unit")) throw UsageError("tachanka-cli " + command + ": --unit is required");
    const auto unit =
        named(args, "unit", command, core::damagedUnitNames, core::DamagedUnit::LightAfv);
    const auto turned = core::damageWith(unit, cardChoice(args, command));
    const auto result = core::damageOutcome(turned.result);
    return answer(
        args, turned.cards, [&](JsonWriter& json) { json.key("result").value(result); },
        shownCards(turned.result.cards) + ": " + result);
}

// ---- cohesion

int runCohesion(std::span<const std::string> words) {
    const std::string command = "rfic cohesion";
    const Arguments args(words,
                         {{"who", true},
                          {"grade", true},
                          {"commander", false},
                          {"card", true},
                          {"seed", numbers},
                          {"jokers", numbers},
                          {"json", false}},
                         command);
    rfic::CohesionRequest request;
    request.who = named(args, "who", command, rfic::rallyingNames, rfic::Rallying::Unit);
    if (request.who == rfic::Rallying::Unit && !args.value("grade")) {
        throw UsageError("tachanka-cli " + command + ": --grade is required for a unit");
    }
    request.grade = named(args, "grade", command, rfic::gradeNames, rfic::Grade::Good);
    request.commanderInHex = args.flag("commander");
    const auto turned = core::cohesionWith(request, cardChoice(args, command, "card"));
    const auto& result = turned.result;
    const std::string grade(model::nameOf(rfic::gradeNames, result.grade));
    return answer(
        args, turned.cards,
        [&](JsonWriter& json) {
            json.key("regained").value(result.regained);
            json.key("grade").value(grade);
            json.key("attempts").value(static_cast<int>(result.cards.size()));
        },
        shownCards(result.cards) + " against " + grade + ": " +
            core::cohesionOutcome(result.regained));
}

constexpr Command commands[] = {
    {"cover", "turn the cover card for a hit on a unit in cover",
     "usage: tachanka-cli rfic cover (--card CARD | --seed N [--jokers N]) [--json]\n\n"
     "Red (♥ ♦): cover is ineffective and the hit takes effect; black (♣ ♠): no effect.\n"
     "A Joker turned over is set aside and the next card decides.\n"
     "JSON: hit_counts, cards [{card, ascii, purpose}].\n\n"
     "  --card CARD     the card turned over: 7H or 7♥ (JK,7H: a Joker, then 7H)\n"
     "  --seed N        turn the top of a pack shuffled from this seed\n"
     "  --jokers N      Jokers in the seeded pack\n"
     "  --json          machine output\n",
     runCover, nullptr},
    {"damage", "a second hit on a disrupted AFV, transport, light bomber or Commander",
     "usage: tachanka-cli rfic damage --unit U (--cards LIST | --seed N [--jokers N]) [--json]\n\n"
     "A disrupted light AFV, transport or light bomber is destroyed by a red card; a medium\n"
     "AFV by 2 red cards in a row, a heavy by 3; a black card first leaves it disrupted.\n"
     "A Commander: K, Q or J of Hearts killed, any other red wounded, black unwounded.\n"
     "JSON: result (destroyed, remains-disrupted, killed, wounded, unwounded), cards.\n\n"
     "  --unit U        light-afv, medium-afv, heavy-afv, transport, light-bomber, commander\n"
     "  --cards LIST    the cards turned over, in order: AD,2H or A♦,2♥\n"
     "  --seed N        turn them from a pack shuffled from this seed\n"
     "  --jokers N      Jokers in the seeded pack\n"
     "  --json          machine output\n",
     runDamage, nullptr},
    {"cohesion", "regain cohesion: a card by suit against the grade",
     "usage: tachanka-cli rfic cohesion [--who unit|commander|aircraft] [--grade G]\n"
     "       [--commander] (--card CARD[,CARD] | --seed N [--jokers N]) [--json]\n\n"
     "♥ fails for all; ♦ regains for good; ♣ for good and average; ♠ for all but very poor.\n"
     "A Commander in the hex improves the grade one step and gives a second attempt;\n"
     "Commanders are good and always have two attempts; aircraft are good.\n"
     "JSON: regained, grade (read against), attempts, cards.\n\n"
     "  --who W         unit (default), commander or aircraft\n"
     "  --grade G       a unit's: good, average, poor, very-poor\n"
     "  --commander     a Commander is in the unit's hex\n"
     "  --card CARD     the card turned over; a second for a second attempt: 5H,5S\n"
     "  --seed N        turn them from a pack shuffled from this seed\n"
     "  --jokers N      Jokers in the seeded pack\n"
     "  --json          machine output\n",
     runCohesion, nullptr},
};

}  // namespace

std::span<const Command> rficCardCommands() { return commands; }

}  // namespace tachanka::cli
