// A battle fought through a linked-battle adapter (a system besides Red Actions!): its stored
// units as the adapter reads them, and the battle as the front ends show it.

#include <algorithm>

#include "app/core/battles/battle_views.hpp"
#include "app/core/battles/linked_battle.hpp"
#include "app/core/battles/tactical_state.hpp"
#include "app/core/officers/officer_staff.hpp"
#include "app/core/rule_systems.hpp"
#include "db/tactical_records.hpp"

namespace tachanka::core {

const LinkedBattle* linkedBattleOf(std::string_view system) {
    for (const auto& row : ruleSystems()) {
        if (row.id == system) return row.linkedBattle.get();
    }
    return nullptr;
}

bool battleWideAction(std::string_view action) { return action == "initiative" || action == "deal"; }

std::vector<std::string> tacticalActions(std::string_view system) {
    if (system == redActionsSystem) return tacticalActions();
    std::vector<std::string> names;
    if (const auto* linked = linkedBattleOf(system)) {
        for (const auto& action : linked->actions) names.push_back(action.name);
    }
    return names;
}

std::vector<LinkedUnit> linkedUnitsOf(SQLite::Database& database, const model::Battle& battle,
                                      const std::vector<model::TacticalUnitRecord>& records) {
    const OfficerStaff staff(database);
    std::vector<LinkedUnit> units;
    for (const auto& record : records) {
        LinkedUnit unit{record, record.sideId == battle.attackerSideId, "", 0};
        if (record.officerId) {
            const auto& officer = staff.officer(*record.officerId);
            unit.officer = officer.name;
            unit.officerBonus = officer.token ? officer.token->moraleBonus : 0;
        }
        units.push_back(std::move(unit));
    }
    return units;
}

TacticalBattleView linkedViewOf(SQLite::Database& database, const model::Campaign& campaign,
                                const model::Battle& battle, const LinkedBattle& linked) {
    const auto units = linkedUnitsOf(database, battle, db::loadTacticalUnits(database, battle.id));
    TacticalBattleView view;
    view.id = battle.id;
    view.title = viewOf(campaign, battle).title;
    view.system = battle.tacticalSystem;
    view.pieces = linked.pieces;
    for (const auto& unit : units) {
        const auto& record = unit.record;
        TacticalUnitView shown;
        shown.code = record.code;
        shown.operationalCode = unitWithId(campaign, record.unitId)->code;
        shown.side = sideOf(campaign, record.sideId).name;
        shown.troopType = record.troopType;
        shown.troopName = record.troopType;
        shown.bases = record.bases;
        shown.basesLost = record.basesLost;
        shown.basesLeft = record.basesLeft();
        shown.pinned = record.pinned;
        shown.routing = record.routing;
        if (!unit.officer.empty()) {
            shown.officer = linked.officerText(unit) +
                            (record.officerFate.empty() ? "" : ", " + record.officerFate);
        }
        shown.provisional = record.provisional;
        shown.state = linked.stateText(unit);
        if (shown.basesLeft > 0 && !shown.routing) {
            for (const auto& action : linked.actions) {
                TacticalChoice choice{action.name, {}};
                if (action.targeted) {
                    for (const auto& enemy : units) {
                        if (enemy.attacker != unit.attacker && enemy.record.basesLeft() > 0 &&
                            !enemy.record.routing) {
                            choice.targets.push_back(enemy.record.code);
                        }
                    }
                    if (choice.targets.empty()) continue;
                }
                if (!battleWideAction(action.name)) shown.choices.push_back(std::move(choice));
            }
        }
        view.provisional = view.provisional || record.provisional;
        view.units.push_back(std::move(shown));
    }
    view.log = db::loadTacticalEvents(database, battle.id);
    view.turn = linked.turn(standingEvents(view.log), battle.systemState);
    return view;
}

}  // namespace tachanka::core
