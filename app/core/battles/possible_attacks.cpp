// Where the side to play may attack in the combat phase, for the Turn page and the plan dialog.

#include <map>

#include "app/core/battles/battles.hpp"
#include "app/core/battles/battle_views.hpp"
#include "app/core/battles/planned_battles.hpp"
#include "app/core/records/record_checks.hpp"
#include "rules/orel/combat/campaign_units.hpp"
#include "rules/orel/combat/train_duel_battle.hpp"

namespace tachanka::core {

std::vector<PossibleAttack> possibleAttacks(const std::filesystem::path& file) {
    return readCampaignFile(file, [](SQLite::Database& database, const model::Campaign& campaign) {
        std::vector<PossibleAttack> attacks;
        const auto& side = sideNamed(campaign, campaign.activeSide);
        const auto& enemy = otherSide(campaign, side.id);
        // 7.2: a unit attacks once; a hex holding a barraged unit is attacked by nobody.
        const auto fought = foughtToday(database, campaign, side.id);
        std::map<model::Hex, PossibleAttack> byHex;
        std::map<model::Hex, std::vector<rules::orel::UnitKind>> kinds;
        for (const auto* target : enemy.units()) {
            if (!target->inPlay() || target->offMap || !target->hex) continue;
            auto& attack = byHex[*target->hex];
            attack.hex = target->hex->label();
            attack.defenders.push_back(target->code);
            kinds[*target->hex].push_back(rules::orel::combatKindOf(*target));
        }
        // Each unit looks at the hexes around it, not at every enemy stack: at 6,000 units
        // the Turn page's list was 9 million adjacency tests.
        for (const auto* unit : side.units()) {
            if (!unit->inPlay() || unit->offMap || !unit->hex ||
                unit->mode == model::UnitMode::Routed || fought.attackers.contains(unit->id) ||
                inactiveFormationOf(campaign, *unit, campaign.date) != nullptr) {
                continue;
            }
            for (const model::Hex hex : model::neighbours(*unit->hex)) {
                const auto attack = byHex.find(hex);
                if (attack == byHex.end() || fought.barragedHexes.contains(hex.label())) continue;
                const bool loneTrain =
                    rules::orel::trainDuelRefusal(rules::orel::UnitKind::ArmouredTrain, kinds[hex])
                        .empty();
                const bool duels = loneTrain && rules::orel::combatKindOf(*unit) ==
                                                    rules::orel::UnitKind::ArmouredTrain;
                if (rules::orel::firesSupport(*unit) && !duels) continue;
                attack->second.attackers.push_back(unit->code);
            }
        }
        for (auto& [hex, attack] : byHex) {
            if (!attack.attackers.empty()) attacks.push_back(std::move(attack));
        }
        return attacks;
    });
}

}  // namespace tachanka::core
