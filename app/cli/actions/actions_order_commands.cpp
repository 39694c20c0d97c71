#include <iostream>

#include "app/cli/actions/actions_cli.hpp"
#include "app/cli/json_writer.hpp"
#include "app/cli/odds_output.hpp"
#include "app/cli/dice_options.hpp"

namespace tachanka::cli {
namespace {

namespace actions = rules::actions;

// ---- order

Arguments orderArguments(std::span<const std::string> words, const std::string& command) {
    return Arguments(words,
                     {{"table", true},
                      {"risk", numbers},
                      {"commanded", false},
                      {"roll", numbers},
                      {"seed", numbers},
                      {"json", false}},
                     command);
}

core::OrderRequest orderRequest(const Arguments& args, const std::string& command) {
    return {
        named(args, "table", command, actions::orderTableNames, actions::OrderTableKind::Firearms),
        args.requiredInt("risk", -100, 100), args.flag("commanded")};
}

int runOrder(std::span<const std::string> words) {
    const std::string command = "actions order";
    const Arguments args = orderArguments(words, command);
    const auto request = orderRequest(args, command);
    const auto rolled = core::diceForOrder(request, rolledDie(args, command));
    const auto& result = rolled.result;
    const std::string table(model::nameOf(actions::orderTableNames, request.table));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("table").value(table);
        json.key("risk").value(request.risk);
        json.key("band").value(result.band);
        json.key("roll").value(result.roll);
        json.key("order").value(result.cell.text);
        json.key("order_id").value(result.cell.orderId);
        json.key("italic").value(result.cell.italic);
        json.key("followed").value(result.followed);
        writeDice(json, rolled.rolls);
        json.endObject();
        json.finish();
        return 0;
    }
    std::cout << table << " table, " << result.band << ", d6 " << result.roll << ": "
              << result.cell.text << (result.cell.italic ? " (italics)" : "") << '\n';
    if (!result.followed) {
        std::cout << "  commanded: the italic order is ignored, the player moves and shoots\n";
    }
    return 0;
}

int runOddsOrder(std::span<const std::string> words) {
    const std::string command = "actions odds order";
    const Arguments args = orderArguments(words, command);
    refuseRoll(args, command);
    return printOdds(core::orderOdds(orderRequest(args, command)), args.flag("json"));
}

// ---- risk

int runRisk(std::span<const std::string> words) {
    const std::string command = "actions risk";
    const auto accepted = situationOptions(true, {{"json", false}});
    const Arguments args(words, accepted, command);
    const auto assessment = core::assessRisk(situationFrom(args, true));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        writeRisk(json, assessment);
        json.endObject();
        json.finish();
        return 0;
    }
    printRisk(assessment);
    return 0;
}

// ---- formed troops

int runFormed(std::span<const std::string> words) {
    const std::string command = "actions formed";
    const Arguments args(
        words,
        {{"italic", false}, {"spread-cm", numbers}, {"officer-cm", numbers}, {"json", false}},
        command);
    const bool oneGroup =
        core::formedAsOneGroup(args.flag("italic"), args.requiredInt("spread-cm", 0, 10000),
                               args.requiredInt("officer-cm", 0, 10000));
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject().key("one_group").value(oneGroup).endObject();
        json.finish();
        return 0;
    }
    std::cout << (oneGroup ? "one group on the Actions Table" : "each unit dices on its own")
              << '\n';
    return 0;
}

#define ORDER_OPTIONS                                                                         \
    "  --table firearms|melee  the unit's weapons: firearms, bows and other long range\n"     \
    "                     weapons, or spears, swords and other short range ones\n"            \
    "                     (default firearms)\n"                                               \
    "  --risk N           the unit's risk factor (see 'actions risk')\n"                      \
    "  --commanded        commanded troops or a player character: italic orders ignored\n"    \
    "  --json             machine output\n"                                                   \
    "\n"                                                                                      \
    "An uncommanded unit of a Red Actions! battle: 'actions handover'.\n"

constexpr Command commands[] = {
    {"order", "dice for an uncommanded unit's order on the Actions Table",
     "usage: tachanka-cli actions order [--table T] --risk N (--roll R | --seed S) [--json]\n\n"
     "Reads the d6 R on the order table's row for the risk factor N (actions-table.xml), or\n"
     "rolls the d6 from the seed S. JSON: table, risk, band, roll, order, order_id, italic,\n"
     "followed, dice.\n\n" ORDER_OPTIONS,
     runOrder, nullptr},
    {"risk", "add up a unit's risk factor",
     "usage: tachanka-cli actions risk [CIRCUMSTANCES...] [--json]\n\n"
     "  --hero             a Hero with the unit\n"
     "  --in-cover, --advancing  entirely in cover, or advancing (counted once)\n"
     "  --enemy-in-range   an enemy in clear sight and within its weapons' range\n"
     "  --raw-in-range     a Raw unit in range of any enemy unit in sight\n"
     "  --figures N --casualties C  the group's figures and how many are wounded or killed\n"
     "                     (per whole 10%)\n"
     "  --flank-or-rear    an enemy to flank or rear, in sight\n"
     "  --natives-near-cavalry  natives within 25 cm of enemy cavalry\n"
     "  --running          ran from the enemy last turn, or retreating from melee\n"
     "  --json             machine output: risk, factors\n",
     runRisk, nullptr},
    {"formed", "whether uncommanded formed troops dice as one group",
     "usage: tachanka-cli actions formed [--italic] --spread-cm D --officer-cm E [--json]\n\n"
     "Uncommanded formed troops count as one group on the Actions Table when their order is\n"
     "in italics, all units of the platoon are within 5 cm of each other and an officer or\n"
     "NCO is within 5 cm of the platoon.\n\n"
     "  --italic           their order is written in italics\n"
     "  --spread-cm D      the farthest any unit of the platoon is from the next\n"
     "  --officer-cm E     the nearest officer or NCO's distance from the platoon\n"
     "  --json             machine output: one_group\n",
     runFormed, nullptr},
};

constexpr Command oddsCommands[] = {
    {"order", "the chance of each order for a risk factor",
     "usage: tachanka-cli actions odds order [--table T] --risk N [--commanded] [--json]\n\n"
     "Italic orders are written in *asterisks*.\n\n" ORDER_OPTIONS,
     runOddsOrder, nullptr},
};

#undef ORDER_OPTIONS

}  // namespace

std::span<const Command> actionsOrderCommands() { return commands; }
std::span<const Command> actionsOrderOddsCommands() { return oddsCommands; }

}  // namespace tachanka::cli
