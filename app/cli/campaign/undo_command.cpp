#include <iostream>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/cli/json_writer.hpp"
#include "app/core/campaign/campaign_action.hpp"

namespace tachanka::cli {
namespace {

int runUndo(std::span<const std::string> words) {
    const Arguments args(words, {{"json", false}}, "undo", {1, 1, "FILE"});
    const auto undone = core::undoLastAction(args.positionals()[0]);
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject();
        json.key("undone").beginObject();
        json.key("kind").value(undone.kind);
        json.key("description").value(undone.description);
        json.endObject();
        json.endObject();
        json.finish();
    } else {
        std::cout << "undone: " << undone.description << '\n';
    }
    return 0;
}

constexpr Command commands[] = {
    {"undo", "undo the campaign's last action",
     "usage: tachanka-cli undo FILE [--json]\n"
     "\n"
     "Reverts the last action recorded on FILE's ledger exactly, as if it had never been\n"
     "made, and removes it from the ledger. Repeat to go further back; the campaign's\n"
     "creation itself cannot be undone.\n"
     "\n"
     "  --json   machine output: {\"undone\": {\"kind\", \"description\"}}\n",
     runUndo},
};

}  // namespace

std::span<const Command> undoCommands() { return commands; }

}  // namespace tachanka::cli
