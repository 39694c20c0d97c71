#include "app/core/battles/tactical_battles.hpp"
#include "rules/redactions/battle/action_steps.hpp"

namespace tachanka::core {

std::string fieldStateText(const TacticalUnitView& unit) {
    std::string text;
    const auto add = [&](const std::string& part) { text += (text.empty() ? "" : ", ") + part; };
    if (unit.foxholes > 0) {
        add("foxholes " + rules::redactions::steps::foxholeColumns(unit.foxholes));
    }
    if (unit.inWire) add("in the wire");
    if (!unit.vehicle.empty() && unit.vehicle != "running") add(unit.vehicle);
    return text;
}

}  // namespace tachanka::core
