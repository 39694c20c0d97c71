#include "app/core/map/map_paths.hpp"

#include "app/core/common/user_error.hpp"
#include "app/core/map/map_layer.hpp"
#include "app/core/orel/orel_operations_lookups.hpp"
#include "db/campaign_file.hpp"

namespace tachanka::core {

PathCost mapPathCost(const std::filesystem::path& campaignFile, const std::string& mover,
                     const std::vector<std::string>& hexes) {
    const auto kind = parseMover(mover);
    if (hexes.size() < 2) throw UserError("a path needs at least two hexes, the start and the next");
    std::vector<model::Hex> path;
    for (const auto& text : hexes) path.push_back(parseHex(text));
    for (std::size_t i = 0; i + 1 < path.size(); ++i) {
        if (!model::adjacent(path[i], path[i + 1])) {
            throw UserError("the path jumps: " + path[i].label() + " and " + path[i + 1].label() +
                            " are not adjacent");
        }
    }
    const auto tables = loadOrelOperationsTables().tables;
    const auto layer = asUserErrors([&] {
        auto file = db::CampaignFile::openForReading(campaignFile);
        return campaignMapLayer(file.database());
    });
    const auto& map = layer.map.map;
    PathCost result;
    result.terrainKnown = layer.terrainKnown;
    result.provisionalTable = tables.terrain.provisional;
    result.total = 0;
    for (std::size_t i = 0; i + 1 < path.size(); ++i) {
        const auto side = ops::Hexside::between(path[i], path[i + 1]);
        PathStep step{path[i], path[i + 1], std::string(ops::terrainName(map.terrainAt(path[i + 1]))),
                      map.roads.contains(side), map.railroads.contains(side),
                      map.rivers.contains(side), ops::enterCost(tables.terrain, map, kind,
                                                                path[i], path[i + 1])};
        if (step.cost && result.total) {
            *result.total += *step.cost;
        } else {
            result.total.reset();
        }
        result.steps.push_back(std::move(step));
    }
    return result;
}

}  // namespace tachanka::core
