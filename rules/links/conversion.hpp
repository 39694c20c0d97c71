#pragma once
// The linked battle's two crossings of the link table: an Orel unit into Red Actions! units
// before the battle, and the tactical units' losses back into Orel steps, prisoners (4.1),
// officers, routs and the hex after it.

#include <optional>
#include <string>
#include <vector>

#include "rules/links/link_table.hpp"

namespace tachanka::rules::links {

struct JuniorOfficer {
    std::int64_t id = 0;
    std::string name;
    int moraleBonus = 0;
};

// An Orel unit as the conversion reads it.
struct OperationalUnit {
    std::string code;
    bool attacker = true;
    std::string kind;  // "infantry", ...
    int troopQuality = 6;
    bool recruits = false;  // the -1Q marker
    std::string mode;       // "combat", "march", "routed"
    int steps = 1;          // remaining
    std::string army;       // the army list its formation draws from
    std::optional<JuniorOfficer> officer;
};

struct TacticalUnitPlan {
    std::string code;  // "1/9D", or "1/9D.1", "1/9D.2" for a unit in parts
    std::string operationalCode;
    bool attacker = true;
    std::string troopType;
    std::optional<int> moraleLevel;  // the link table's, for a system that grades morale
    std::optional<std::string> grade;  // the link table's, for a system that grades units
    int bases = 0;
    int terror = 0;
    bool routing = false;
    std::optional<JuniorOfficer> officer;  // with the first part
};

// The unit's parts; std::invalid_argument when the table has no troop type for it.
std::vector<TacticalUnitPlan> convertUnit(const LinkTable& table, const OperationalUnit& unit);

// A tactical unit when the battle ends.
struct TacticalOutcome {
    std::string operationalCode;
    bool attacker = true;
    int basesLeft = 0;
    int basesLost = 0;    // destroyed
    int surrendered = 0;  // taken prisoner
    bool routing = false;
    bool officerKilled = false;
};

// What goes back to one Orel unit.
struct OperationalResult {
    std::string code;
    bool attacker = true;
    int stepsLost = 0;      // prisoners included
    int prisonerSteps = 0;  // steps the enemy took prisoner
    bool eliminated = false;
    bool routs = false;  // every part left routing
    bool officerKilled = false;
};

// One result per Orel unit of `units` (their steps remaining before the battle), in order.
std::vector<OperationalResult> mapBack(const LinkTable& table,
                                       const std::vector<TacticalOutcome>& outcomes,
                                       const std::vector<OperationalUnit>& units);

// The defender keeps the hex while one of its tactical units stands with bases in good order.
bool defenderHoldsHex(const std::vector<TacticalOutcome>& outcomes);

}  // namespace tachanka::rules::links
