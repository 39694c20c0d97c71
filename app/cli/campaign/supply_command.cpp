// supply: each depot of the campaign as the supply rules read it today (3, 8.2).

#include <iostream>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/cli/json_writer.hpp"
#include "app/cli/text_table.hpp"
#include "app/core/map/depot_supply.hpp"

namespace tachanka::cli {
namespace {

void writeJson(const core::CampaignSupply& supply) {
    JsonWriter json(std::cout);
    json.beginObject();
    json.key("terrain_painted").value(supply.terrainKnown);
    json.key("depots").beginArray();
    for (const auto& depot : supply.depots) {
        json.beginObject();
        json.key("id").value(depot.id);
        json.key("side").value(depot.side);
        json.key("kind").value(depot.kind);
        json.key("hex").value(depot.hex);
        json.key("functional").value(depot.functional);
        json.key("reason").value(depot.reason);
        json.key("munitions").value(depot.munitions);
        json.key("capacity").value(depot.capacity);
        json.key("spent").value(depot.spent);
        json.key("unsupplied").value(depot.unsupplied);
        json.endObject();
    }
    json.endArray();
    json.endObject();
    json.finish();
}

int runSupply(std::span<const std::string> words) {
    const Arguments args(words, {{"side", true}, {"json", false}}, "supply", {1, 1, "FILE"});
    const auto supply = core::campaignSupply(args.positionals()[0], args.value("side"));
    if (args.flag("json")) {
        writeJson(supply);
        return 0;
    }
    TextTable table(
        {"Depot", "Side", "Kind", "Hex", "Status", "Munitions", "Capacity", "Spent", "Why"});
    for (const auto& depot : supply.depots) {
        table.addRow({std::to_string(depot.id), depot.side, depot.kind, depot.hex,
                      depot.unsupplied    ? "unsupplied"
                      : depot.functional ? "functional"
                                         : "not functional",
                      std::to_string(depot.munitions), std::to_string(depot.capacity),
                      std::to_string(depot.spent), depot.reason});
    }
    table.print(std::cout);
    if (!supply.terrainKnown) {
        std::cout << "The map's terrain is not painted: every hex counts as clear (provisional).\n";
    }
    return 0;
}

constexpr Command commands[] = {
    {"supply", "each depot today: functional or not, munitions and capacity (3, 8.2)",
     "usage: tachanka-cli supply FILE [--side S] [--json]\n"
     "\n"
     "Lists the campaign's depots on the map as the supply rules read them today on the\n"
     "club's map: a convoy traces 10 MP to a friendly railroad linked to a friendly edge,\n"
     "a railroad depot stands on a station so linked (3.2 A); the munitions its counter\n"
     "gives (3.1) and the capacity it may spend now (doubled on the double-tracked\n"
     "Orël-Ponyri line, none while it is Unsupplied, 3.2 B), and what today's attacks\n"
     "drew from it (8.2.1).\n"
     "\n"
     "  --side S   only this side's depots\n"
     "  --json     machine output: {\"terrain_painted\", \"depots\": [{\"id\", \"side\",\n"
     "             \"kind\", \"hex\", \"functional\", \"reason\", \"munitions\", \"capacity\",\n"
     "             \"spent\" (today, by the day's attacks), \"unsupplied\"}]}\n",
     runSupply},
};

}  // namespace

std::span<const Command> supplyCommands() { return commands; }

}  // namespace tachanka::cli
