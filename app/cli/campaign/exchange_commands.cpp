#include <iostream>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/core/exchange/campaign_army_list.hpp"
#include "app/core/exchange/campaign_xml.hpp"

namespace tachanka::cli {
namespace {

int runExport(std::span<const std::string> words) {
    const Arguments args(words, {{"output", true, 'o'}, {"army", true}}, "export", {1, 1, "FILE"});
    const std::string output = args.requiredValue("output");
    if (const auto army = args.value("army")) {
        core::exportArmyList(args.positionals()[0], *army, output);
        std::cout << "wrote army list " << *army << " to " << output << '\n';
    } else {
        core::exportCampaign(args.positionals()[0], output);
        std::cout << "wrote " << output << '\n';
    }
    return 0;
}

int runImport(std::span<const std::string> words) {
    const Arguments args(words, {{"army", true}}, "import", {1, 2, "FILE"});
    if (const auto army = args.value("army")) {
        args.expectPositionals(1, "FILE");
        const auto imported = core::importArmyList(args.positionals()[0], *army);
        std::cout << (imported.replaced ? "replaced" : "added") << " army list " << imported.id
                  << " (" << imported.name << ")\n";
        return 0;
    }
    args.expectPositionals(2, "IN.xml and NEWFILE");
    core::importCampaign(args.positionals()[0], args.positionals()[1]);
    std::cout << "created " << args.positionals()[1] << " from " << args.positionals()[0] << '\n';
    return 0;
}

constexpr Command commands[] = {
    {"export", "write a campaign, or one of its army lists, as XML",
     "usage: tachanka-cli export FILE -o OUT.xml\n"
     "       tachanka-cli export FILE --army ID -o OUT.xml\n"
     "\n"
     "Writes the whole campaign FILE (every row, the ledger and its actions included) as\n"
     "one XML file that 'tachanka-cli import' reads back into the same campaign. With\n"
     "--army, writes the army list ID the campaign keeps, as the XML of templates/armies/.\n"
     "\n"
     "  -o, --output OUT.xml   the XML file to write\n"
     "  --army ID              the army list to write instead of the campaign\n",
     runExport},
    {"import", "create a campaign from XML, or replace one of its army lists",
     "usage: tachanka-cli import IN.xml NEWFILE\n"
     "       tachanka-cli import FILE --army IN.xml\n"
     "\n"
     "Creates the campaign NEWFILE (which must not exist yet) from an XML file written by\n"
     "'tachanka-cli export'; undo works on it as on the original. With --army, checks\n"
     "IN.xml as a Red Actions! army list and stores it in the campaign FILE in place of the\n"
     "list with the same id (or beside the others); 'tachanka-cli undo' takes it back.\n"
     "\n"
     "  --army IN.xml   the army list to store in the campaign FILE\n",
     runImport},
};

}  // namespace

std::span<const Command> exchangeCommands() { return commands; }

}  // namespace tachanka::cli
