// tachanka-cli map ...: the campaign's map, shown, painted, shared.
#include <algorithm>
#include <iostream>
#include <map>

#include "app/cli/arguments.hpp"
#include "app/cli/command.hpp"
#include "app/cli/json_writer.hpp"
#include "app/core/map/campaign_map.hpp"

namespace tachanka::cli {
namespace {

const std::string provisionalLine =
    "* provisional: no terrain painted yet; the map holds only what the rules text fixes "
    "(Orël's hex, the Orël-Ponyri stations) and every other hex counts as clear";

std::string counterText(const model::MapCounter& counter) {
    std::string text = counter.code + " " + std::to_string(counter.steps) + "/" +
                       std::to_string(counter.stepsMax);
    if (counter.mode != model::UnitMode::Combat) text += " " + std::string(model::unitModeName(counter.mode));
    if (counter.unsupplied) text += " unsupplied";
    if (counter.outOfCommand) text += " OOC";
    return text;
}

// What one hex of the picture holds, gathered for printing.
struct HexContents {
    std::string terrain = "clear";
    model::Station station = model::Station::None;
    const model::MapPlace* place = nullptr;
    std::vector<const model::MapStack*> stacks;
    std::vector<const model::MapDepot*> depots;
    std::vector<const model::MapBattle*> battles;
};

std::map<model::Hex, HexContents> contentsByHex(const model::SituationMap& picture,
                                                bool everyHex) {
    std::map<model::Hex, HexContents> hexes;
    if (everyHex) {
        for (int c = picture.grid.firstColumn; c <= picture.grid.lastColumn; ++c) {
            for (int r = picture.grid.firstRow; r <= picture.grid.lastRow; ++r) hexes[{c, r}];
        }
    }
    for (const auto& painted : picture.terrain) hexes[painted.hex].terrain = painted.terrain;
    for (const auto& [hex, station] : picture.stations) hexes[hex].station = station;
    for (const auto& place : picture.places) hexes[place.hex].place = &place;
    for (const auto& stack : picture.stacks) hexes[stack.hex].stacks.push_back(&stack);
    for (const auto& depot : picture.depots) hexes[depot.hex].depots.push_back(&depot);
    for (const auto& battle : picture.battles) hexes[battle.hex].battles.push_back(&battle);
    return hexes;
}

void writeHexJson(JsonWriter& json, const model::SituationMap& picture, model::Hex hex,
                  const HexContents& contents) {
    json.beginObject();
    json.key("hex").value(hex.label());
    json.key("terrain").value(contents.terrain);
    json.key("station").value(model::nameOf(model::stationNames, contents.station));
    json.key("place").value(contents.place ? contents.place->name : "");
    json.key("victory").value(contents.place && contents.place->victory);
    json.key("held_by").value(contents.place && contents.place->holder
                                  ? picture.sides[*contents.place->holder]
                                  : "");
    json.key("stacks").beginArray();
    for (const auto* stack : contents.stacks) {
        json.beginObject().key("side").value(picture.sides[stack->side]);
        json.key("units").beginArray();
        for (const auto& counter : stack->counters) {
            json.beginObject();
            json.key("code").value(counter.code);
            json.key("kind").value(model::unitKindName(counter.kind));
            json.key("steps").value(counter.steps);
            json.key("steps_max").value(counter.stepsMax);
            json.key("mode").value(model::unitModeName(counter.mode));
            json.key("unsupplied").value(counter.unsupplied);
            json.key("out_of_command").value(counter.outOfCommand);
            json.endObject();
        }
        json.endArray().endObject();
    }
    json.endArray();
    json.key("depots").beginArray();
    for (const auto* depot : contents.depots) {
        json.beginObject().key("side").value(picture.sides[depot->side]);
        json.key("kind").value(model::depotKindName(depot->kind));
        json.key("munitions").value(depot->munitions);
        json.key("functional").value(depot->functional).endObject();
    }
    json.endArray();
    json.key("battles").beginArray();
    for (const auto* battle : contents.battles) json.value(battle->battleId);
    json.endArray();
    json.endObject();
}

void writeShowJson(const model::SituationMap& picture, const std::map<model::Hex, HexContents>& hexes) {
    JsonWriter json(std::cout);
    json.beginObject();
    json.key("grid").beginObject();
    json.key("first_column").value(picture.grid.firstColumn);
    json.key("last_column").value(picture.grid.lastColumn);
    json.key("first_row").value(picture.grid.firstRow);
    json.key("last_row").value(picture.grid.lastRow);
    json.endObject();
    json.key("terrain_provisional").value(picture.terrainProvisional);
    json.key("hexes").beginArray();
    for (const auto& [hex, contents] : hexes) writeHexJson(json, picture, hex, contents);
    json.endArray();
    json.key("hexsides").beginArray();
    for (const auto& side : picture.hexsides) {
        json.beginObject().key("hex").value(side.a.label()).key("other_hex").value(side.b.label());
        json.key("feature").value(model::nameOf(model::hexsideFeatureNames, side.feature));
        json.endObject();
    }
    json.endArray();
    json.key("arrivals").beginArray();
    for (const auto& arrival : picture.arrivals) {
        json.beginObject().key("side").value(picture.sides[arrival.side]);
        json.key("what").value(arrival.what).key("date").value(arrival.date);
        json.key("entry_hexes").beginArray();
        for (const auto hex : arrival.entryHexes) json.value(hex.label());
        json.endArray().endObject();
    }
    json.endArray();
    json.endObject();
    json.finish();
}

void printShowText(const model::SituationMap& picture,
                   const std::map<model::Hex, HexContents>& hexes) {
    std::cout << picture.campaignName << " · " << picture.turnLine << '\n';
    std::cout << "Map: columns " << picture.grid.firstColumn << "-" << picture.grid.lastColumn
              << ", rows " << picture.grid.firstRow << "-" << picture.grid.lastRow << "; "
              << picture.terrain.size() << (picture.terrain.size() == 1 ? " hex" : " hexes")
              << " of terrain other than clear, " << picture.hexsides.size()
              << (picture.hexsides.size() == 1 ? " hexside line" : " hexside lines")
              << (picture.terrainProvisional ? "*" : "") << '\n';
    for (const auto& [hex, contents] : hexes) {
        std::string line = hex.label() + "  " + contents.terrain;
        if (contents.station == model::Station::Station) line += ", station";
        if (contents.station == model::Station::DoubleTrack) line += ", station (double track)";
        if (contents.place) {
            line += "  " + contents.place->name;
            if (contents.place->victory) {
                line += " (victory" +
                        (contents.place->holder ? ", " + picture.sides[*contents.place->holder]
                                                : std::string()) +
                        ")";
            }
        }
        for (const auto* stack : contents.stacks) {
            line += "  " + picture.sides[stack->side] + ":";
            for (const auto& counter : stack->counters) line += " " + counterText(counter) + ",";
            line.pop_back();
        }
        for (const auto* depot : contents.depots) {
            line += "  " + picture.sides[depot->side] + " " +
                    std::string(model::depotKindName(depot->kind)) + " depot (" +
                    std::to_string(depot->munitions) + "m)";
        }
        for (const auto* battle : contents.battles) {
            line += "  battle " + std::to_string(battle->battleId) + " (" + battle->state + ")";
        }
        std::cout << line << '\n';
    }
    for (const auto& arrival : picture.arrivals) {
        std::string hexesText;
        for (const auto hex : arrival.entryHexes) hexesText += " " + hex.label();
        std::cout << "to come, " << picture.sides[arrival.side] << " on " << arrival.date << " at"
                  << hexesText << ": " << arrival.what << '\n';
    }
    if (picture.terrainProvisional) std::cout << provisionalLine << '\n';
}

int runShow(std::span<const std::string> words) {
    const Arguments args(words, {{"json", false}, {"hex", true}}, "map show", {1, 1, "FILE"});
    auto picture = core::situationMap(args.positionals()[0]);
    auto hexes = contentsByHex(picture, args.flag("json"));
    if (const auto only = args.value("hex")) {
        std::erase_if(hexes, [&](const auto& entry) { return entry.first.label() != *only; });
        if (hexes.empty()) {
            hexes = contentsByHex(picture, true);
            std::erase_if(hexes, [&](const auto& entry) { return entry.first.label() != *only; });
        }
        if (hexes.empty()) throw UsageError("tachanka-cli map show: no hex " + *only + " on the map");
        std::erase_if(picture.arrivals, [&](const model::MapArrival& arrival) {
            return std::find(arrival.entryHexes.begin(), arrival.entryHexes.end(),
                             hexes.begin()->first) == arrival.entryHexes.end();
        });
    }
    if (args.flag("json")) {
        writeShowJson(picture, hexes);
    } else {
        printShowText(picture, hexes);
    }
    return 0;
}

int runPaint(std::span<const std::string> words) {
    const Arguments args(words, {{"hex", true}, {"terrain", true}}, "map paint", {1, 1, "FILE"});
    std::cout << core::paintTerrain(args.positionals()[0],
                                    {args.requiredList("hex"), args.requiredValue("terrain")})
              << '\n';
    return 0;
}

int runHexside(std::span<const std::string> words) {
    const Arguments args(words,
                         {{"hex", true}, {"side", true}, {"river", false}, {"road", false},
                          {"railroad", false}, {"remove", false}},
                         "map hexside", {1, 1, "FILE"});
    std::vector<std::string> features;
    for (const auto* name : {"road", "railroad", "river"}) {
        if (args.flag(name)) features.emplace_back(name);
    }
    if (features.size() != 1) {
        throw UsageError("tachanka-cli map hexside: give one of --road, --railroad, --river");
    }
    std::cout << core::drawHexside(args.positionals()[0],
                                   {args.requiredValue("hex"), args.requiredValue("side"),
                                    features.front(), args.flag("remove")})
              << '\n';
    return 0;
}

int runStation(std::span<const std::string> words) {
    const Arguments args(words, {{"hex", true}, {"double-track", false}, {"remove", false}},
                         "map station", {1, 1, "FILE"});
    if (args.flag("double-track") && args.flag("remove")) {
        throw UsageError("tachanka-cli map station: --double-track and --remove contradict "
                         "each other");
    }
    const std::string kind = args.flag("remove")         ? "none"
                             : args.flag("double-track") ? "double-track"
                                                         : "station";
    std::cout << core::markStation(args.positionals()[0], {args.requiredValue("hex"), kind})
              << '\n';
    return 0;
}

int runExport(std::span<const std::string> words) {
    const Arguments args(words, {{"output", true, 'o'}}, "map export", {1, 1, "FILE"});
    const auto output = args.requiredValue("output");
    core::exportMap(args.positionals()[0], output);
    std::cout << "wrote the map to " << output << '\n';
    return 0;
}

int runImport(std::span<const std::string> words) {
    const Arguments args(words, {}, "map import", {2, 2, "FILE and MAP.xml"});
    std::cout << core::importMap(args.positionals()[0], args.positionals()[1]) << '\n';
    return 0;
}

constexpr Command commands[] = {
    {"show", "the map's hexes: terrain, places, stacks, depots, battles",
     "usage: tachanka-cli map show FILE [--hex H] [--json]\n"
     "\n"
     "The campaign's map as it stands: each hex that holds something (painted terrain, a\n"
     "named place, units, a depot, a battle of today), the hexside lines painted, and the\n"
     "units and depots still to come at their entry hexes.\n"
     "\n"
     "  --hex H   only hex H\n"
     "  --json    machine output, every hex of the grid: {\"grid\", \"terrain_provisional\",\n"
     "            \"hexes\": [{\"hex\", \"terrain\", \"station\", \"place\", \"victory\", \"held_by\",\n"
     "            \"stacks\": [{\"side\", \"units\": [{\"code\", \"kind\", \"steps\",\n"
     "            \"steps_max\", \"mode\", \"unsupplied\", \"out_of_command\"}]}], \"depots\",\n"
     "            \"battles\"}], \"hexsides\": [{\"hex\", \"other_hex\", \"feature\"}],\n"
     "            \"arrivals\"}\n",
     runShow},
    {"paint", "paint a terrain on hexes (one action; undo takes it back)",
     "usage: tachanka-cli map paint FILE --hex H[,H...] --terrain T\n"
     "\n"
     "Paints the terrain of the club's map (the Orel map is not in the rules text):\n"
     "movement costs, supply lines and battles read it from then on. Painting clear\n"
     "takes a terrain off.\n"
     "\n"
     "  --hex H,H   the hexes (\"2705,2706\")\n"
     "  --terrain T clear, town, orel, forest\n",
     runPaint},
    {"hexside", "draw or erase a road, railroad or river along a hexside",
     "usage: tachanka-cli map hexside FILE --hex H --side DIR\n"
     "                                 (--road|--railroad|--river) [--remove]\n"
     "\n"
     "  --hex H       a hex of the hexside\n"
     "  --side DIR    which of its six sides: N, NE, SE, S, SW or NW\n"
     "  --remove      erase the line instead of drawing it\n",
     runHexside},
    {"station", "mark or unmark a railroad station",
     "usage: tachanka-cli map station FILE --hex H [--double-track | --remove]\n"
     "\n"
     "Marks hex H as a railroad station of the club's map: where railroad depots stand and\n"
     "recruit battalions are raised (3.1, 4.3.2). The map ships Orël and Ponyri, stations of\n"
     "the double-tracked line.\n"
     "\n"
     "  --double-track  a station of the double-tracked Orël-Ponyri line\n"
     "  --remove        the hex has no station\n",
     runStation},
    {"export", "write the campaign's map as map XML",
     "usage: tachanka-cli map export FILE -o MAP.xml\n"
     "\n"
     "Writes the places, the painted terrain and the hexside lines as an <orel-map> file\n"
     "another club imports with 'map import'.\n",
     runExport},
    {"import", "replace the painted map with a map XML's",
     "usage: tachanka-cli map import FILE MAP.xml\n"
     "\n"
     "Repaints the campaign's terrain and hexside lines as MAP.xml has them, in one\n"
     "action (undo takes it back). Errors name MAP.xml's line.\n",
     runImport},
};

}  // namespace

std::span<const Command> mapCommands() { return commands; }

}  // namespace tachanka::cli
