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

namespace {

bool onTable(const LinkedUnit& unit) {
    return unit.record.basesLeft() > 0 && !unit.record.routing;
}

// A leader's row among the units: one figure, his side's senior officer (if any) as the
// officer, and what the rules let him do.
TacticalUnitView leaderRow(const model::Campaign& campaign, const model::Battle& battle,
                           const LinkedBattle& linked, const LinkedLeader& leader,
                           const std::vector<LinkedUnit>& units,
                           const std::vector<model::TacticalSeniorRecord>& seniors,
                           const OfficerStaff& staff) {
    TacticalUnitView shown;
    shown.code = leader.code;
    shown.troopType = "leader";
    shown.troopName = linked.leaderTitle;
    shown.bases = 1;
    shown.basesLost = leader.killed ? 1 : 0;
    shown.basesLeft = 1 - shown.basesLost;
    shown.state = leader.state;
    for (const auto& unit : units) {
        if (unit.attacker == leader.attacker) shown.side = sideOf(campaign, unit.record.sideId).name;
    }
    for (const auto& senior : seniors) {
        if ((senior.sideId == battle.attackerSideId) != leader.attacker) continue;
        const auto& officer = staff.officer(senior.officerId);
        shown.officer = officer.name + (senior.fate.empty() ? "" : ", " + senior.fate);
        shown.troopName += " " + officer.name;
        shown.side = sideOf(campaign, senior.sideId).name;
    }
    if (leader.killed) return shown;
    for (const auto& action : linked.actions) {
        if (!action.byLeader) continue;
        TacticalChoice choice{action.name, {}};
        if (action.atOwnUnit) {
            for (const auto& unit : units) {
                if (unit.attacker == leader.attacker && onTable(unit) &&
                    unit.record.code != leader.withUnit) {
                    choice.targets.push_back(unit.record.code);
                }
            }
            if (!leader.withUnit.empty()) choice.targets.emplace_back("alone");
        }
        shown.choices.push_back(std::move(choice));
    }
    return shown;
}

}  // namespace

TacticalBattleView linkedViewOf(SQLite::Database& database, const model::Campaign& campaign,
                                const model::Battle& battle, const LinkedBattle& linked) {
    const auto units = linkedUnitsOf(database, battle, db::loadTacticalUnits(database, battle.id));
    const auto leaders = linked.leaders ? linked.leaders(battle.systemState)
                                        : std::vector<LinkedLeader>{};
    TacticalBattleView view;
    view.id = battle.id;
    view.title = viewOf(campaign, battle).title;
    view.system = battle.tacticalSystem;
    view.pieces = linked.pieces;
    view.terror = false;
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
        if (onTable(unit)) {
            for (const auto& action : linked.actions) {
                if (!action.byUnit || battleWideAction(action.name)) continue;
                TacticalChoice choice{action.name, {}};
                if (action.targeted) {
                    for (const auto& enemy : units) {
                        if (enemy.attacker != unit.attacker && onTable(enemy)) {
                            choice.targets.push_back(enemy.record.code);
                        }
                    }
                    for (const auto& leader : leaders) {
                        if (action.atLeader && leader.attacker != unit.attacker && !leader.killed) {
                            choice.targets.push_back(leader.code);
                        }
                    }
                    if (choice.targets.empty()) continue;
                }
                shown.choices.push_back(std::move(choice));
            }
        }
        view.provisional = view.provisional || record.provisional;
        view.units.push_back(std::move(shown));
    }
    const auto seniors = db::loadTacticalSeniors(database, battle.id);
    const OfficerStaff staff(database);
    for (const auto& leader : leaders) {
        view.units.push_back(leaderRow(campaign, battle, linked, leader, units, seniors, staff));
    }
    view.seniors = seniorViews(database, campaign, battle);
    for (auto& senior : view.seniors) senior.figure = linked.leaderTitle;
    view.log = db::loadTacticalEvents(database, battle.id);
    view.turn = linked.turn(standingEvents(view.log), battle.systemState);
    return view;
}

void writeLeaderFates(ActionContext& context, const model::Battle& battle,
                      const LinkedBattle& linked, const std::string& battleState) {
    if (!linked.leaders) return;
    const auto seniors = db::loadTacticalSeniors(context.database, battle.id);
    auto after = seniors;
    for (const auto& leader : linked.leaders(battleState)) {
        for (auto& senior : after) {
            if ((senior.sideId == battle.attackerSideId) != leader.attacker) continue;
            senior.fate = leader.killed ? "killed" : leader.wounded ? "wounded" : "";
        }
    }
    writeSeniors(context, seniors, after);
}

}  // namespace tachanka::core
