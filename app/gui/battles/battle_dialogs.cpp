#include "app/gui/battles/battle_dialogs.hpp"

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

std::string joinedCodes(const std::vector<std::string>& codes) {
    std::string joined;
    for (const auto& code : codes) joined += (joined.empty() ? "" : ", ") + code;
    return joined;
}

}  // namespace tachanka::gui
