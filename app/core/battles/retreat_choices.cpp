#include "app/core/battles/retreat_choices.hpp"

#include <algorithm>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/campaign/campaign_turn.hpp"
#include "app/core/orel/orel_operations_lookups.hpp"
#include "db/battle_records.hpp"
#include "rules/orel/combat/retreat_priorities.hpp"

namespace tachanka::core {
namespace {

namespace orel = rules::orel;

// How many hexes `hex` lies from `edge` of the map.
int edgeDistance(const ops::MapExtent& map, model::Hex hex, model::BoardEdge edge) {
    switch (edge) {
        case model::BoardEdge::North: return hex.row - map.firstRow;
        case model::BoardEdge::South: return map.lastRow - hex.row;
        case model::BoardEdge::West: return hex.column - map.firstColumn;
        case model::BoardEdge::East: return map.lastColumn - hex.column;
    }
    return 0;
}

// e) "towards a friendly edge": nearer one of the side's edges than the hex it leaves.
bool towardFriendlyEdge(const ops::MapExtent& map, const model::Side& side, model::Hex from,
                        model::Hex to) {
    return std::any_of(side.friendlyEdges.begin(), side.friendlyEdges.end(),
                       [&](model::BoardEdge edge) {
                           return edgeDistance(map, to, edge) < edgeDistance(map, from, edge);
                       });
}

// The ZoC an enemy stack next to `hex` casts into it: cavalry's only when no stack casting one
// holds infantry or artillery.
orel::EnemyZoc zocInto(const ops::Units& units, model::Hex hex, ops::Side side) {
    if (!ops::inEnemyZoc(units, hex, side)) return orel::EnemyZoc::None;
    for (const auto around : model::neighbours(hex)) {
        for (const auto& unit : units) {
            if (unit.hex != around || unit.side == side ||
                !ops::exertsZoc(units, around, unit.side)) {
                continue;
            }
            if (unit.mover == ops::Mover::Infantry || unit.mover == ops::Mover::Artillery) {
                return orel::EnemyZoc::InfantryOrArtillery;
            }
        }
    }
    return orel::EnemyZoc::Cavalry;
}

}  // namespace

std::vector<model::Hex> permittedRetreats(SQLite::Database& database,
                                          const model::Campaign& campaign,
                                          const model::Battle& battle, std::int64_t sideId,
                                          model::Hex from, int steps) {
    const auto tables = loadOrelOperationsTables().tables;
    const auto& side = sideOf(campaign, sideId);
    const auto player = orelSide(side);
    auto units = unitsOnMap(campaign);
    // The stack that retreats is no longer where it fought.
    std::erase_if(units, [&](const ops::MapUnit& unit) { return unit.hex == from; });
    std::vector<model::Hex> underAttack;
    for (const auto& other : db::loadBattles(database, campaign.date.iso())) {
        const bool pending = other.state == model::BattleState::Planned ||
                             other.state == model::BattleState::Resolved;
        if (other.id != battle.id && pending) underAttack.push_back(other.hex);
    }
    std::vector<orel::RetreatCandidate> candidates;
    for (const auto hex : model::neighbours(from)) {
        orel::RetreatCandidate candidate;
        candidate.hex = hex.label();
        candidate.offMap = !tables.map.contains(hex);
        candidate.enemyUnits = hex == battle.hex || ops::occupiedByEnemy(units, hex, player);
        candidate.zoc = zocInto(units, hex, player);
        candidate.zocNegated =
            ops::negatesEnemyZoc(units, hex, player, ops::Negation::SupplyAndRetreat);
        auto withStack = units;
        withStack.push_back({"retreating stack", player, ops::Mover::Infantry, hex, steps});
        candidate.overstacked = ops::stacking(tables, withStack, hex, player).refusal.has_value();
        candidate.attackedHex =
            std::find(underAttack.begin(), underAttack.end(), hex) != underAttack.end();
        candidate.towardFriendlyEdge = towardFriendlyEdge(tables.map, side, from, hex);
        candidates.push_back(candidate);
    }
    std::vector<model::Hex> permitted;
    for (const auto& option : orel::retreatOptions(candidates)) {
        permitted.push_back(model::Hex::parse(option.hex));
    }
    return permitted;
}

std::string retreatHexesText(const std::vector<model::Hex>& hexes) {
    if (hexes.empty()) return "none: the retreat is blocked";
    std::string text;
    for (std::size_t i = 0; i < hexes.size(); ++i) {
        text += (i == 0 ? "" : i + 1 == hexes.size() ? " or " : ", ") + hexes[i].label();
    }
    return text;
}

}  // namespace tachanka::core
