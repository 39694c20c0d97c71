// tachanka-cli orel move-cost: the MP of one step as typed, or of a path over the campaign's map.
#include <iostream>

#include "app/cli/arguments.hpp"
#include "app/cli/json_writer.hpp"
#include "app/cli/orel/orel_operations_runs.hpp"
#include "app/core/map/map_paths.hpp"
#include "app/core/orel/orel_operations_lookups.hpp"

namespace tachanka::cli {
namespace {

namespace ops = rules::orel::operations;

void printPathCost(const core::PathCost& path, bool json) {
    const std::string unpainted =
        "* the campaign's map has no terrain painted yet: every hex counts as clear "
        "('tachanka-cli map paint')";
    if (json) {
        JsonWriter out(std::cout);
        out.beginObject().key("steps").beginArray();
        for (const auto& step : path.steps) {
            out.beginObject().key("from").value(step.from.label()).key("to").value(step.to.label());
            out.key("terrain").value(step.terrain).key("road").value(step.road);
            out.key("railroad").value(step.railroad).key("river").value(step.river);
            out.key("prohibited").value(!step.cost.has_value());
            if (step.cost) out.key("cost").value(*step.cost);
            out.endObject();
        }
        out.endArray().key("prohibited").value(!path.total.has_value());
        if (path.total) out.key("cost").value(*path.total);
        out.key("terrain_painted").value(path.terrainKnown);
        out.key("provisional").value(path.provisionalTable).endObject();
        out.finish();
        return;
    }
    for (const auto& step : path.steps) {
        std::string along;
        for (const auto& [flag, name] : {std::pair{step.road, "road"}, {step.railroad, "railroad"},
                                         {step.river, "river"}}) {
            if (flag) along += std::string(", ") + name;
        }
        std::cout << step.from.label() << " -> " << step.to.label() << ": " << step.terrain << along
                  << ": " << (step.cost ? std::to_string(*step.cost) + " MP" : "prohibited")
                  << '\n';
    }
    std::cout << (path.total ? "total " + std::to_string(*path.total) + " MP"
                             : std::string("prohibited"))
              << '\n';
    if (!path.terrainKnown) std::cout << unpainted << '\n';
    if (path.provisionalTable) std::cout << provisionalWarning << '\n';
}

}  // namespace

int runMoveCost(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"unit", true},
                          {"terrain", true},
                          {"road", false},
                          {"railroad", false},
                          {"river", false},
                          {"from-zoc", false},
                          {"into-zoc", false},
                          {"allowance", numbers},
                          {"campaign", true},
                          {"path", true},
                          {"json", false}},
                         "orel move-cost");
    if (const auto campaign = args.value("campaign")) {
        for (const auto* typed : {"terrain", "road", "railroad", "river", "from-zoc", "into-zoc",
                                  "allowance"}) {
            if (args.flag(typed) || args.value(typed)) {
                throw UsageError(std::string("tachanka-cli orel move-cost: --") + typed +
                                 " is read from the campaign's map with --campaign; give --path");
            }
        }
        printPathCost(core::mapPathCost(*campaign, args.requiredValue("unit"),
                                        args.requiredList("path")),
                      args.flag("json"));
        return 0;
    }
    ops::HexEntry features;
    features.road = args.flag("road");
    features.railroad = args.flag("railroad");
    features.river = args.flag("river");
    core::ZocCrossing zoc;
    zoc.fromZoc = args.flag("from-zoc");
    zoc.intoZoc = args.flag("into-zoc");
    const auto allowance = args.intValue("allowance", 0, 99);
    if (zoc.fromZoc && zoc.intoZoc && !allowance) {
        throw UsageError("tachanka-cli orel move-cost: ZoC to ZoC costs depend on the unit's MP: "
                         "give --allowance");
    }
    zoc.allowance = allowance.value_or(0);
    const auto lookup = core::moveCostLookup(
        args.requiredValue("unit"), args.value("terrain").value_or("clear"), features, zoc);
    if (args.flag("json")) {
        JsonWriter json(std::cout);
        json.beginObject().key("prohibited").value(!lookup.cost.has_value());
        if (lookup.cost) json.key("cost").value(*lookup.cost);
        json.key("must_stop").value(lookup.mustStop);
        json.key("provisional").value(lookup.provisional).endObject();
        json.finish();
    } else {
        std::cout << (lookup.cost ? std::to_string(*lookup.cost) + " MP" : "prohibited")
                  << (lookup.mustStop ? ", then stop (7.1.3)" : "") << '\n';
        if (lookup.provisional) std::cout << provisionalWarning << '\n';
    }
    return 0;
}

}  // namespace tachanka::cli
