#include "app/core/map/campaign_map.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/common/output_file.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/map/map_layer.hpp"
#include "app/core/orel/orel_operations_lookups.hpp"
#include "app/core/records/record_checks.hpp"
#include "db/campaign_file.hpp"
#include "db/campaign_repository.hpp"

namespace tachanka::core {
namespace {

using db::Column;
using db::LedgerTags;
using db::Table;
using db::Value;

LedgerTags paintTags(std::string note) {
    return LedgerTags::of(model::LedgerKind::MapPainted).because(std::move(note));
}

ops::Terrain terrainNamedByUser(const std::string& name) {
    if (const auto terrain = ops::terrainNamed(name)) return *terrain;
    throw UserError("unknown terrain '" + name + "' (" + ops::terrainNames() + ")");
}

model::HexsideFeature featureNamedByUser(const std::string& name) {
    if (const auto feature = model::valueNamed(model::hexsideFeatureNames, name)) return *feature;
    throw UserError("unknown hexside feature '" + name + "' (" +
                    model::joinedNames(model::hexsideFeatureNames) + ")");
}

std::string terrainText(const ops::OrelMap& map, model::Hex hex) {
    return std::string(ops::terrainName(map.terrainAt(hex)));
}

// Sets the painted terrain of `hex` to `terrain` (the journal writes nothing when it is so).
void paintHex(ActionContext& context, const db::MapRows& rows, model::Hex hex,
              const std::string& terrain, const std::string& note) {
    for (const auto& row : rows.hexes) {
        if (row.painted.hex == hex) {
            context.journal.set(Table::MapHex, row.id, Column::Terrain, Value(terrain),
                                paintTags(note));
            return;
        }
    }
    context.journal.insert(Table::MapHex, db::mapHexRow({hex, terrain}, std::nullopt),
                           paintTags(note));
}

void setStation(ActionContext& context, const CampaignMapLayer& layer, model::Hex hex,
                model::Station station, const std::string& note) {
    for (const auto& row : layer.painted.hexes) {
        if (row.painted.hex == hex) {
            context.journal.set(Table::MapHex, row.id, Column::Station, db::stationValue(station),
                                paintTags(note));
            return;
        }
    }
    context.journal.insert(Table::MapHex,
                           db::mapHexRow({hex, terrainText(layer.map.map, hex)}, station),
                           paintTags(note));
}

void setHexside(ActionContext& context, const db::MapRows& rows,
                const model::PaintedHexside& side, bool drawn, const std::string& note) {
    for (const auto& row : rows.hexsides) {
        if (row.painted.a == side.a && row.painted.b == side.b &&
            row.painted.feature == side.feature) {
            context.journal.set(Table::MapHexside, row.id, Column::Drawn,
                                Value(std::int64_t{drawn ? 1 : 0}), paintTags(note));
            return;
        }
    }
    if (drawn) context.journal.insert(Table::MapHexside, db::mapHexsideRow(side), paintTags(note));
}

}  // namespace

std::string paintTerrain(const std::filesystem::path& campaignFile, const TerrainPaint& paint) {
    if (paint.hexes.empty()) throw UserError("give the hexes to paint");
    const auto terrain = terrainNamedByUser(paint.terrain);
    std::string line;
    runCampaignAction(campaignFile, "map", "paint " + paint.terrain, [&](ActionContext& context) {
        const auto layer = campaignMapLayer(context.database);
        std::vector<model::Hex> changed;
        for (const auto& text : paint.hexes) {
            const auto hex = hexNamed(text, "the hex to paint");
            if (layer.map.map.terrainAt(hex) != terrain &&
                std::find(changed.begin(), changed.end(), hex) == changed.end()) {
                changed.push_back(hex);
            }
        }
        if (changed.empty()) {
            throw UserError(paint.hexes.size() == 1
                                ? "hex " + paint.hexes.front() + " is already " + paint.terrain
                                : "every hex given is already " + paint.terrain);
        }
        std::string hexes;
        for (const auto hex : changed) hexes += (hexes.empty() ? "" : " ") + hex.label();
        line = "painted " + paint.terrain + " on " + hexes;
        for (const auto hex : changed) {
            paintHex(context, layer.painted, hex, std::string(ops::terrainName(terrain)),
                     "hex " + hex.label() + ": " + terrainText(layer.map.map, hex) + " → " +
                         paint.terrain);
        }
        context.journal.describe(line);
    });
    return line;
}

std::string drawHexside(const std::filesystem::path& campaignFile, const HexsideDrawing& drawing) {
    const auto feature = featureNamedByUser(drawing.feature);
    const auto direction = model::hexDirectionNamed(drawing.side);
    if (!direction) {
        throw UserError("unknown hexside '" + drawing.side + "' (N, NE, SE, S, SW, NW)");
    }
    std::string line;
    runCampaignAction(campaignFile, "map", "draw " + drawing.feature, [&](ActionContext& context) {
        const auto hex = hexNamed(drawing.hex, "the hex of the hexside");
        const auto across = model::neighbourToward(hex, *direction);
        requireOnMap(across, "the hex across the " + drawing.side + " hexside of " + hex.label());
        const auto side = ops::Hexside::between(hex, across);
        const auto layer = campaignMapLayer(context.database);
        const bool drawn = linesOf(layer.map.map, feature).contains(side);
        const std::string where = "the hexside between " + side.a.label() + " and " + side.b.label();
        if (drawn != drawing.remove) {
            throw UserError(where + (drawn ? " already has a " : " has no ") + drawing.feature);
        }
        line = (drawing.remove ? "erased the " : "drew a ") + drawing.feature + " along " + where;
        setHexside(context, layer.painted, {side.a, side.b, feature}, !drawing.remove, line);
        context.journal.describe(line);
    });
    return line;
}

std::string markStation(const std::filesystem::path& campaignFile, const StationMark& mark) {
    const auto station = model::valueNamed(model::stationNames, mark.kind);
    if (!station) {
        throw UserError("unknown station '" + mark.kind + "' (" +
                        model::joinedNames(model::stationNames) + ")");
    }
    std::string line;
    runCampaignAction(campaignFile, "map", "mark a station", [&](ActionContext& context) {
        const auto hex = hexNamed(mark.hex, "the station's hex");
        const auto layer = campaignMapLayer(context.database);
        const auto now = stationAt(layer.map.map, hex);
        const auto name = [](model::Station kind) {
            return kind == model::Station::None ? std::string("no station")
                   : kind == model::Station::Station
                       ? std::string("a station")
                       : std::string("a station of the double-tracked line");
        };
        if (now == *station) throw UserError("hex " + hex.label() + " has " + name(now) + " already");
        line = "hex " + hex.label() + ": " + name(now) + " → " + name(*station);
        setStation(context, layer, hex, *station, line);
        context.journal.describe(line);
    });
    return line;
}

void exportMap(const std::filesystem::path& campaignFile, const std::filesystem::path& xmlFile) {
    const auto text = asUserErrors([&] {
        auto campaign = db::CampaignFile::openForReading(campaignFile);
        return ops::mapFileText(campaignMapLayer(campaign.database()).map);
    });
    OutputFile out(xmlFile, campaignFile);
    out.write(text);
    out.commit();
}

std::string importMap(const std::filesystem::path& campaignFile,
                      const std::filesystem::path& xmlFile) {
    const auto extent = loadOrelOperationsTables().tables.map;
    const auto imported = asUserErrors([&] { return ops::loadMapFile(xmlFile, extent); });
    std::string line;
    runCampaignAction(campaignFile, "map", "import map", [&](ActionContext& context) {
        const auto layer = campaignMapLayer(context.database);
        const auto& now = layer.map.map;
        const auto& wanted = imported.map;
        std::set<model::Hex> hexes;
        for (const auto& [hex, terrain] : now.terrain) hexes.insert(hex);
        for (const auto& [hex, terrain] : wanted.terrain) hexes.insert(hex);
        int painted = 0;
        for (const auto hex : hexes) {
            if (now.terrainAt(hex) == wanted.terrainAt(hex)) continue;
            paintHex(context, layer.painted, hex, terrainText(wanted, hex),
                     "hex " + hex.label() + " from " + xmlFile.filename().string());
            ++painted;
        }
        int lines = 0;
        for (const auto& [feature, name] : model::hexsideFeatureNames) {
            std::set<ops::Hexside> sides = linesOf(now, feature);
            sides.insert(linesOf(wanted, feature).begin(), linesOf(wanted, feature).end());
            for (const auto& side : sides) {
                const bool want = linesOf(wanted, feature).contains(side);
                if (linesOf(now, feature).contains(side) == want) continue;
                setHexside(context, layer.painted, {side.a, side.b, feature}, want,
                           std::string(name) + " " + side.a.label() + "-" + side.b.label() +
                               " from " + xmlFile.filename().string());
                ++lines;
            }
        }
        std::set<model::Hex> stationHexes = now.stations;
        stationHexes.insert(wanted.stations.begin(), wanted.stations.end());
        // Read again: the terrain just repainted may have given a station's hex its row.
        const auto repainted = campaignMapLayer(context.database);
        for (const auto hex : stationHexes) {
            const auto want = stationAt(wanted, hex);
            if (stationAt(now, hex) == want) continue;
            setStation(context, repainted, hex, want,
                       "station " + hex.label() + " from " + xmlFile.filename().string());
            ++painted;
        }
        if (painted == 0 && lines == 0) {
            throw UserError(xmlFile.filename().string() + " holds the map this campaign has already");
        }
        line = "imported the map of " + xmlFile.filename().string() + ": " +
               std::to_string(painted) + (painted == 1 ? " hex" : " hexes") + " repainted, " +
               std::to_string(lines) + (lines == 1 ? " hexside line" : " hexside lines") +
               " changed";
        context.journal.describe(line);
    });
    return line;
}

}  // namespace tachanka::core
