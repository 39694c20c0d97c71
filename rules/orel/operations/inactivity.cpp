#include "rules/orel/operations/inactivity.hpp"

#include <algorithm>

namespace tachanka::rules::orel::operations {
namespace {

template <typename Hexes>
bool within(model::Hex hex, const Hexes& hexes, int range) {
    return std::any_of(hexes.begin(), hexes.end(),
                       [&](model::Hex other) { return model::distance(hex, other) <= range; });
}

}  // namespace

std::optional<std::string> releasedByApproach(const std::vector<model::ReleaseCondition>& conditions,
                                              const ApproachingUnit& enemy,
                                              const std::vector<model::Hex>& formationHexes,
                                              const std::set<model::Hex>& doubleTrack) {
    for (const auto& condition : conditions) {
        const std::string range = std::to_string(condition.hexes) + " hexes";
        switch (condition.event) {
            case model::ReleaseEvent::Attacked: break;
            case model::ReleaseEvent::EnemyWithin: {
                const auto& excepted = condition.exceptFormation;
                const bool exempt = !excepted.empty() &&
                                    std::find(enemy.formations.begin(), enemy.formations.end(),
                                              excepted) != enemy.formations.end();
                if (!exempt && within(enemy.hex, formationHexes, condition.hexes)) {
                    return "an enemy unit within " + range;
                }
                break;
            }
            case model::ReleaseEvent::EnemyNearDoubleTrack:
                if (within(enemy.hex, doubleTrack, condition.hexes)) {
                    return "an enemy unit within " + range + " of the double-tracked railroad";
                }
                break;
        }
    }
    return std::nullopt;
}

}  // namespace tachanka::rules::orel::operations
