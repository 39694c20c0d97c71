#include "app/core/orel/orel_check_odds.hpp"

#include <string>

#include "app/core/orel/orel_combat_service.hpp"
#include "app/core/common/user_error.hpp"
#include "rules/orel/combat/checks.hpp"

namespace tachanka::core {

CheckOddsAnswer cohesionOdds(int modifier, int troopQuality, bool morale) {
    if (troopQuality < 1 || troopQuality > 6) {
        throw UserError("TQ " + std::to_string(troopQuality) + " is not from 1 to 6");
    }
    const auto tables = loadOrelCombatTables();
    return {rules::orel::cohesionCheckOdds(tables, modifier, troopQuality, morale),
            tables.cohesionNote.provisional};
}

CheckOddsAnswer assaultOdds(int modifier) {
    const auto tables = loadOrelCombatTables();
    return {rules::orel::assaultRollOdds(tables, modifier), tables.assaultNote.provisional};
}

}  // namespace tachanka::core
