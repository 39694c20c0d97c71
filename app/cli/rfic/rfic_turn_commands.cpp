#include <iostream>

#include "app/cli/dice_options.hpp"
#include "app/cli/rfic/rfic_cli.hpp"
#include "app/core/bnb/bnb_dice.hpp"

namespace tachanka::cli {
namespace {

namespace rfic = rules::rfic;

// ---- order

int runOrder(std::span<const std::string> words) {
    const std::string command = "rfic order";
    const Arguments args(words,
                         {{"cards", true},
                          {"seed", numbers},
                          {"jokers", numbers},
                          {"units", numbers},
                          {"names", true},
                          {"json", false}},
                         command);
    auto names = args.listValue("names").value_or(std::vector<std::string>{});
    if (const auto units = args.intValue("units", 1, 54)) {
        if (!names.empty()) {
            throw UsageError("tachanka-cli " + command + ": give --units or --names, not both");
        }
        for (int unit = 1; unit <= *units; ++unit) names.push_back("unit " + std::to_string(unit));
    }
    const auto choice = cardChoice(args, command);
    if (!choice.typed && names.empty()) {
        throw UsageError("tachanka-cli " + command +
                         ": dealing from --seed needs --units N or "
                         "--names LIST");
    }
    const auto turned = core::dealAndOrder(names, choice);
    const auto& deal = turned.result;
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("order").beginArray();
        for (const auto& dealt : deal.cards) json.value(rfic::textOf(dealt.card));
        json.endArray();
        json.key("activations").beginArray();
        for (const auto& dealt : deal.cards) {
            json.beginObject().key("holder").value(dealt.holder);
            json.key("card").value(rfic::textOf(dealt.card)).endObject();
        }
        json.endArray();
        json.key("jokers").value(deal.jokers);
        writeCards(json, turned.cards);
        json.endObject();
        json.finish();
        return 0;
    }
    int place = 1;
    for (const auto& dealt : deal.cards) {
        std::cout << place++ << ". " << rfic::textOf(dealt.card) << "  " << dealt.holder << '\n';
    }
    if (deal.jokers > 0) {
        std::cout << deal.jokers << " Joker" << (deal.jokers > 1 ? "s" : "")
                  << " on show: throw 2D6 for each (rfic aircraft) before anyone activates\n";
    }
    return 0;
}

// ---- move

int runMove(std::span<const std::string> words) {
    const std::string command = "rfic move";
    const Arguments args(words,
                         {{"unit", true},
                          {"card", true},
                          {"road", false},
                          {"with-commander", false},
                          {"terrain", true},
                          {"disrupted", false},
                          {"biplane", false},
                          {"turns", numbers},
                          {"json", false}},
                         command);
    if (!args.value("unit")) throw UsageError("tachanka-cli " + command + ": --unit is required");
    const auto cards = cardsOption(args, "card", command);
    if (!cards || cards->size() != 1) {
        throw UsageError("tachanka-cli " + command +
                         ": --card takes the one card that activated "
                         "the unit (7H or 7♥)");
    }
    rfic::MoveRequest request;
    request.mover = named(args, "unit", command, rfic::moverNames, rfic::Mover::Infantry);
    request.card = cards->front();
    request.road = args.flag("road");
    request.withCommander = args.flag("with-commander");
    request.terrain = named(args, "terrain", command, rfic::terrainNames, rfic::Terrain::Open);
    request.disrupted = args.flag("disrupted");
    request.biplane = args.flag("biplane");
    request.turns = args.intValue("turns", 0, 20).value_or(0);
    const auto result = core::movementOf(request);
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject().key("hexes").value(result.hexes);
        json.key("rules");
        writeStrings(json, result.rules);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << result.hexes << (result.hexes == 1 ? " hex" : " hexes") << '\n';
    printEffects(result.rules);
    return 0;
}

// ---- aircraft

int runAircraft(std::span<const std::string> words) {
    const std::string command = "rfic aircraft";
    const Arguments args(
        words, {{"roll", numbers}, {"dice", numbers}, {"seed", numbers}, {"json", false}}, command);
    core::DiceChoice dice;
    if (const auto roll = args.intValue("roll", 2, 12)) {
        if (args.value("dice") || args.value("seed")) {
            throw UsageError("tachanka-cli " + command + ": give --roll, --dice or --seed, one");
        }
        dice.typed = core::diceOfRoll(*roll, 2);
    } else {
        dice = diceChoice(args, command);
    }
    const auto rolled = core::aircraftWith(dice);
    const auto& row = rolled.result.row;
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("total").value(row.total);
        json.key("side").value(model::nameOf(rfic::aircraftSideNames, row.side));
        json.key("result").value(row.text);
        json.key("provisional").value(row.provisional);
        if (row.provisional) json.key("note").value(core::aircraftProvisionalNote());
        writeDice(json, rolled.rolls);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << "2D6 " << row.total << ": " << core::deploymentOutcome(row) << '\n';
    if (row.provisional) std::cout << core::aircraftProvisionalNote() << '\n';
    return 0;
}

constexpr Command commands[] = {
    {"order", "the activation order of the cards dealt",
     "usage: tachanka-cli rfic order --cards LIST [--names LIST] [--json]\n"
     "       tachanka-cli rfic order --seed N (--units N | --names LIST) [--jokers N] [--json]\n\n"
     "The unit or Commander with the lowest card is activated first: Ace low, then 2 to 10,\n"
     "Jack, Queen, King; on equal ranks Hearts, Clubs, Diamonds, Spades. A Joker dealt is set\n"
     "aside for aircraft and the unit is dealt the next card.\n"
     "JSON: order (the cards in activation order, as 7♥), activations [{holder, card}],\n"
     "jokers, cards [{card, ascii, purpose}].\n\n"
     "  --cards LIST    the cards dealt, in order: 7H,QS,10D or 7♥,Q♠,10♦; a Joker JK or 🃏\n"
     "  --names LIST    the units and Commanders dealt to, in order (default unit 1, 2, ...)\n"
     "  --seed N        deal from a pack shuffled from this seed instead\n"
     "  --units N       how many units and Commanders to deal to from the seeded pack\n"
     "  --jokers N      Jokers in the seeded pack: 0 (default), 1 or 2\n"
     "  --json          machine output\n",
     runOrder, nullptr},
    {"move", "the hexes a unit, Commander or aircraft may move on its card",
     "usage: tachanka-cli rfic move --unit TYPE --card CARD [--road] [--with-commander]\n"
     "       [--terrain open|hills-or-woods] [--disrupted] [--biplane] [--turns N] [--json]\n\n"
     "JSON: hexes, rules (each rule that set the allowance).\n\n"
     "  --unit TYPE        infantry, cavalry, light-artillery, heavy-artillery, light-afv,\n"
     "                     medium-afv, heavy-afv, horse-transport, motor-transport, commander,\n"
     "                     fighter, fighter-bomber, ground-attack, light-bomber\n"
     "  --card CARD        the card that activated it (red ♥ ♦ or black ♣ ♠)\n"
     "  --road             the whole move along a road (+1, not AFVs)\n"
     "  --with-commander   a unit moving with its Commander (+1)\n"
     "  --terrain T        open (default) or hills-or-woods\n"
     "  --disrupted        disrupted: may not move (aircraft circle)\n"
     "  --biplane          an aircraft that is a biplane (-2)\n"
     "  --turns N          an aircraft's 60° turns (-1 each)\n"
     "  --json             machine output\n",
     runMove, nullptr},
    {"aircraft", "throw 2D6 for a Joker: which side may deploy aircraft",
     "usage: tachanka-cli rfic aircraft (--roll N | --dice D1,D2 | --seed N) [--json]\n\n"
     "JSON: total, side (axis, soviet, none), result, provisional (and note), dice.\n"
     "The text has no row for 11; Tachanka's is PROVISIONAL.\n\n"
     "  --roll N         the 2D6 total thrown at the table\n"
     "  --dice D1,D2     the two dice\n"
     "  --seed N         dice from this seed\n"
     "  --json           machine output\n",
     runAircraft, nullptr},
};

}  // namespace

std::span<const Command> rficTurnCommands() { return commands; }

}  // namespace tachanka::cli
