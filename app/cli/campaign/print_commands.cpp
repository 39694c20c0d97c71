// tachanka-cli print: every document of core's print table, with the options they share.

#include <iostream>
#include <limits>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/core/printing/print_service.hpp"

namespace tachanka::cli {
namespace {

int runPrint(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"output", true, 'o'},
                          {"paper", true},
                          {"side", true},
                          {"system", true},
                          {"army", true},
                          {"turn", numbers},
                          {"battle", numbers}},
                         "print", {1, 2, "DOCUMENT"});
    core::PrintRequest request;
    if (args.positionals().size() == 2) request.campaign = args.positionals()[1];
    request.side = args.value("side");
    request.system = args.value("system");
    request.army = args.value("army");
    request.turn = args.intValue("turn", 1, 10000);
    request.battle = args.intValue("battle", 1, std::numeric_limits<int>::max());
    request.paper = core::paperNamed(args.value("paper").value_or("a4"));
    request.output = args.requiredValue("output");
    core::printDocument(args.positionals()[0], request);
    std::cout << "wrote " << request.output.string() << '\n';
    return 0;
}

constexpr Command commands[] = {
    {"print",
     "print a document to PDF: summary, cards, counters, QRS, turn sheet, attrition, battle, "
     "battle pack",
     "usage: tachanka-cli print DOCUMENT [FILE] [options] -o OUT.pdf\n"
     "\n"
     "Writes a document to OUT.pdf, in A4 or US Letter. FILE is the campaign, for every\n"
     "document that shows one.\n"
     "\n"
     "  summary FILE        the campaign's date, phase and each side's order of battle\n"
     "  qrs [--system ID]   quick-reference sheet of a rule system's tables (no FILE):\n"
     "                      red-actions (default), orel-1919, bullets-and-bolsheviks,\n"
     "                      actions-table, red-flags-iron-crosses or any system\n"
     "                      'tachanka-cli --help' lists; a\n"
     "                      copy of your own of the rules file (templates/rules) prints\n"
     "                      as you play it\n"
     "  cards --army ID [FILE]\n"
     "                      a blank Red Actions! card per troop type of army list ID, up to\n"
     "                      six to a page with crop marks; with FILE, the campaign's own\n"
     "                      copy of the list\n"
     "  counters FILE       each side's units by formation: steps (lost ones crossed), TQ,\n"
     "                      strengths, MP, mode, supply and hex, as they stand now\n"
     "  map FILE            the situation map: grid, painted terrain, places, stacks,\n"
     "                      depots, today's battles and units to come; one A3 page\n"
     "                      (--paper a3) or four A4/Letter tiles\n"
     "  turn-sheet FILE     per side, the day's phases to tick, recruit points, prisoners,\n"
     "                      depots, units to watch, arrivals, battles and notes (--turn N)\n"
     "  attrition FILE      steps, units, prisoners and RP lost and gained per side and\n"
     "                      formation over the days played, with charts (--turn N: up to N)\n"
     "  battle FILE --battle ID\n"
     "                      a battle's report: forces, the plan's choices and the modifiers\n"
     "                      they bring, every die with its table cell, the effects on each\n"
     "                      unit and the prisoners; without --battle, every battle of the\n"
     "                      day (--turn N) that was not voided\n"
     "  battle-pack FILE --battle ID\n"
     "                      what to print before a battle fought on the table ('battle\n"
     "                      fight'): a roster and result sheet per side with boxes to tick\n"
     "                      and what the link table sends back, the cards of its tactical\n"
     "                      units with their bases, markers and officers, and the system's\n"
     "                      QRS; without --battle, the one battle being fought on the table\n"
     "\n"
     "  -o, --output OUT.pdf   the PDF to write\n"
     "  --paper a4|letter|a3   paper size (default a4)\n"
     "  --side S               one side only (default: every side); map, battle and\n"
     "                         battle-pack as that side's own file shows the campaign:\n"
     "                         of the enemy what the intelligence setting lets it know,\n"
     "                         none of his battles planned and not yet fought\n"
     "  --system ID            the rule system of a QRS\n"
     "  --army ID              the army list of blank unit cards\n"
     "  --turn N               the day of the campaign (1 = the first; default: today)\n"
     "  --battle ID            a battle of the campaign, by its number\n",
     runPrint},
};

}  // namespace

std::span<const Command> printCommands() { return commands; }

}  // namespace tachanka::cli
