#include "app/core/map/map_battle_ground.hpp"

#include "app/core/map/map_layer.hpp"

namespace tachanka::core {

std::optional<std::string> unitTerrainOnMap(SQLite::Database& database, model::Hex hex,
                                            bool townCentre) {
    const auto layer = campaignMapLayer(database);
    if (!layer.terrainKnown) return std::nullopt;
    const auto terrain = layer.map.map.terrainAt(hex);
    if (terrain == ops::Terrain::Orel) return townCentre ? "orel-centre" : "orel-suburbs";
    return std::string(ops::terrainName(terrain));
}

std::optional<BattleGround> battleGroundOnMap(SQLite::Database& database, model::Hex target,
                                              const std::vector<model::Hex>& attackingHexes) {
    const auto layer = campaignMapLayer(database);
    if (!layer.terrainKnown) return std::nullopt;
    const auto& map = layer.map.map;
    const auto terrain = map.terrainAt(target);
    BattleGround ground;
    ground.terrain = terrain == ops::Terrain::Orel ? "clear" : std::string(ops::terrainName(terrain));
    ground.river = ops::attackAcrossRiver(map, target, attackingHexes);
    return ground;
}

}  // namespace tachanka::core
