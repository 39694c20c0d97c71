#include "app/core/orel_check_odds.hpp"

#include <string>

#include "app/core/orel_combat_service.hpp"
#include "app/core/user_error.hpp"
#include "rules/orel/combat/checks.hpp"

namespace tachanka::core {

CheckOddsAnswer cohesionOdds(int modifier, int troopQuality, bool morale) {
    if (troopQuality < 1 || troopQuality > 6) {
        throw UserError("TQ " + std::to_string(troopQuality) + " is not from 1 to 6");
    }
    const auto tables = loadOrelCombatTables();
    auto odds = rules::enumerateOutcomes([&](rules::Dice& dice) {
        const int roll = dice.roll(6, morale ? "morale check" : "cohesion check");
        return std::string(rules::orel::checkResultName(
            rules::orel::readCohesionCheck(tables, roll, modifier, troopQuality, morale)));
    });
    return {std::move(odds), tables.cohesionNote.provisional};
}

CheckOddsAnswer assaultOdds(int modifier) {
    const auto tables = loadOrelCombatTables();
    auto odds = rules::enumerateOutcomes([&](rules::Dice& dice) {
        return tables.assaultResult(dice.rollSum(2, 6, "assault") + modifier).text();
    });
    return {std::move(odds), tables.assaultNote.provisional};
}

}  // namespace tachanka::core
