#include "app/core/battles/retreat_choices.hpp"

#include <algorithm>

#include "app/core/campaign/campaign_action.hpp"
#include "app/core/campaign/campaign_turn.hpp"
#include "app/core/orel/orel_operations_lookups.hpp"
#include "db/battle_records.hpp"
#include "rules/orel/combat/retreat_priorities.hpp"
#include "rules/orel/operations/retreat_map.hpp"

namespace tachanka::core {

namespace orel = rules::orel;

std::vector<orel::RetreatOption> retreatOptionsFrom(SQLite::Database& database,
                                                    const model::Campaign& campaign,
                                                    const model::Battle& battle,
                                                    std::int64_t sideId, model::Hex from,
                                                    int steps) {
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
        candidate.zoc = ops::enemyZocInto(units, hex, player);
        candidate.zocNegated =
            ops::negatesEnemyZoc(units, hex, player, ops::Negation::SupplyAndRetreat);
        auto withStack = units;
        withStack.push_back({"retreating stack", player, ops::Mover::Infantry, hex, steps});
        candidate.overstacked = ops::stacking(tables, withStack, hex, player).refusal.has_value();
        candidate.attackedHex =
            std::find(underAttack.begin(), underAttack.end(), hex) != underAttack.end();
        candidate.towardFriendlyEdge =
            ops::towardFriendlyEdge(tables.map, side.friendlyEdges, from, hex);
        candidates.push_back(candidate);
    }
    return orel::retreatOptions(candidates);
}

std::vector<model::Hex> hexesOf(const std::vector<orel::RetreatOption>& options) {
    std::vector<model::Hex> hexes;
    for (const auto& option : options) hexes.push_back(model::Hex::parse(option.hex));
    return hexes;
}

std::vector<model::Hex> permittedRetreats(SQLite::Database& database,
                                          const model::Campaign& campaign,
                                          const model::Battle& battle, std::int64_t sideId,
                                          model::Hex from, int steps) {
    return hexesOf(retreatOptionsFrom(database, campaign, battle, sideId, from, steps));
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
