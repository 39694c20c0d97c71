#include "app/gui/battles/battle_dialogs.hpp"

#include <algorithm>
#include <set>

namespace tachanka::gui {

// A unit the resolution sends back (retreat or rout) that is still on the map and has not
// been moved yet needs a hex; the core refuses the apply without one.
RetreatsNeeded retreatsNeeded(const model::Battle& battle) {
    RetreatsNeeded needed;
    for (const auto& unit : battle.units) {
        const auto& effect = unit.effect;
        if (effect.retreatHexes == 0 || effect.movedTo || effect.fate != model::UnitFate::Active) {
            continue;
        }
        if (unit.role == model::BattleRole::Attacker) needed.attackers = true;
        if (unit.role == model::BattleRole::Defender ||
            unit.role == model::BattleRole::Sheltering) {
            needed.defenders = true;
        }
    }
    return needed;
}

std::vector<model::Hex> hexesAround(const std::vector<model::Hex>& from, int hexes) {
    std::set<model::Hex> reached(from.begin(), from.end());
    std::vector<model::Hex> ring = from;
    for (int step = 0; step < hexes; ++step) {
        std::vector<model::Hex> next;
        for (const auto& hex : ring) {
            for (const auto& around : model::neighbours(hex)) {
                if (reached.insert(around).second) next.push_back(around);
            }
        }
        ring = std::move(next);
    }
    for (const auto& hex : from) reached.erase(hex);
    return {reached.begin(), reached.end()};
}

std::string joinedCodes(const std::vector<std::string>& codes) {
    std::string joined;
    for (const auto& code : codes) joined += (joined.empty() ? "" : ", ") + code;
    return joined;
}

}  // namespace tachanka::gui
