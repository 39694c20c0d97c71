#include "app/core/battles/tactical_state.hpp"

#include <algorithm>

#include "app/core/actions/actions_lookups.hpp"
#include "app/core/battles/battle_views.hpp"
#include "app/core/common/paths.hpp"
#include "app/core/officers/officer_staff.hpp"
#include "app/core/battles/linked_battle.hpp"
#include "app/core/redactions/army_field.hpp"
#include "app/core/redactions/hidden_table.hpp"
#include "db/campaign_exchange.hpp"
#include "db/tactical_records.hpp"
#include "model/quoted_text.hpp"
#include "rules/redactions/battle/action_steps.hpp"
#include "rules/redactions/battle/table_features.hpp"

namespace tachanka::core {
namespace {

namespace ra = rules::redactions;

bool fightsOnTable(const model::BattleUnit& unit) {
    return unit.role == model::BattleRole::Attacker || unit.role == model::BattleRole::Defender ||
           unit.role == model::BattleRole::Sheltering;
}

std::string armyOf(const model::Campaign& campaign, const model::Unit& unit) {
    for (const auto* formation : formationChain(campaign, unit.formationId)) {
        if (!formation->armyId.empty()) return formation->armyId;
    }
    return sideOf(campaign, unit.sideId).armyId;
}

const ra::TroopType& troopOf(const std::map<std::string, ra::ArmyList>& armies,
                             const model::TacticalUnitRecord& record) {
    const auto army = armies.find(record.army);
    if (army == armies.end()) {
        throw UserError(record.code + ": the campaign keeps no army list '" + record.army + "'");
    }
    const auto* troop = army->second.troop(record.troopType);
    if (troop == nullptr) {
        throw UserError(record.code + ": army list '" + record.army + "' has no troop type '" +
                        record.troopType + "'");
    }
    return *troop;
}

const model::Officer* officerWithId(const OfficerStaff& staff, std::optional<std::int64_t> id) {
    if (!id) return nullptr;
    for (const auto& officer : staff.officers) {
        if (officer.id == *id) return &officer;
    }
    return nullptr;
}

// His token's characteristics, as the army list writes them: "clever commissar".
bool isClever(const model::Officer& officer) {
    if (!officer.token) return false;
    const std::string words = " " + officer.token->characteristics + " ";
    return words.find(" clever ") != std::string::npos;
}

template <typename Value>
void setIfChanged(ActionContext& context, const model::TacticalUnitRecord& unit, db::Column column,
                  const Value& before, const Value& after) {
    if (before == after) return;
    context.journal.set(db::Table::TacticalUnit, unit.id, column, after,
                        db::LedgerTags::of(model::LedgerKind::BattleEffect)
                            .forSide(unit.sideId)
                            .forUnit(unit.unitId)
                            .inBattle(unit.battleId));
}

TacticalTrainView trainViewOf(const ra::FieldNumbers& field, const ra::TacticalUnit& unit) {
    TacticalTrainView train;
    train.speed = unit.train.speed;
    train.forward = unit.train.forward;
    train.engineHits = unit.train.engineHits;
    train.moveAllowance = ra::trainMoveAllowance(field.trains, unit.train.engineHits);
    train.carHits = unit.carHits;
    train.carsDestroyed = ra::steps::destroyedCars(field, unit);
    return train;
}

}  // namespace

rules::links::LinkTable loadOrelToRedActions() {
    return asUserErrors([] {
        return rules::links::loadLinkTable(rulesFile("links/orel-1919-to-red-actions.xml"));
    });
}

rules::links::LinkTable linkTableOf(std::string_view system) {
    if (system == redActionsSystem) return loadOrelToRedActions();
    const auto* linked = linkedBattleOf(system);
    if (linked == nullptr) {
        std::string systems;
        for (const auto& name : tacticalSystems()) systems += (systems.empty() ? "" : ", ") + name;
        throw UserError("'" + std::string(system) +
                        "' is no tactical system a battle can be fought in (" + systems + ")");
    }
    auto link =
        asUserErrors([&] { return rules::links::loadLinkTable(rulesFile(linked->linkFile)); });
    if (link.to != system) {
        throw UserError(link.file.string() + ": links to '" + link.to + "', not '" +
                        std::string(system) + "'");
    }
    return link;
}

std::map<std::string, ra::ArmyList> campaignArmyLists(SQLite::Database& database) {
    return asUserErrors([&] {
        std::map<std::string, ra::ArmyList> armies;
        for (const auto& stored : db::storedArmyLists(database)) {
            armies.emplace(
                stored.army,
                ra::parseArmyList(stored.source, "the campaign's army list " + stored.army));
        }
        return armies;
    });
}

std::vector<rules::links::OperationalUnit> operationalUnitsOf(SQLite::Database& database,
                                                              const model::Campaign& campaign,
                                                              const model::Battle& battle) {
    const OfficerStaff staff(database);
    std::vector<rules::links::OperationalUnit> units;
    for (const auto& entry : battle.units) {
        if (!fightsOnTable(entry)) continue;
        const auto& unit = unitOfBattle(campaign, battle, entry);
        rules::links::OperationalUnit operational;
        operational.code = unit.code;
        operational.attacker = entry.role == model::BattleRole::Attacker;
        operational.kind = std::string(model::unitKindName(unit.kind));
        operational.troopQuality = unit.troopQuality;
        operational.recruits = unit.recruitsMarker;
        operational.mode = std::string(model::unitModeName(unit.mode));
        operational.steps = entry.stepsBefore;
        operational.army = armyOf(campaign, unit);
        if (const auto* officer = staff.servingJuniorOf(unit.id)) {
            operational.officer = rules::links::JuniorOfficer{
                officer->id, officer->name, officer->token ? officer->token->moraleBonus : 0};
        }
        units.push_back(std::move(operational));
    }
    return units;
}

model::Battle tacticalBattleNumbered(SQLite::Database& database, std::int64_t id,
                                     std::string_view doing) {
    auto battle = battleNumbered(database, id);
    const std::string name = "battle " + std::to_string(id);
    if (battle.tacticalSystem.empty()) {
        throw UserError(name + " is not fought on the table: convert it first with 'battle fight'");
    }
    if (battle.state != model::BattleState::Planned) {
        throw UserError(name + " is " +
                        std::string(model::nameOf(model::battleStateNames, battle.state)) +
                        ": it can no longer be " + std::string(doing));
    }
    return battle;
}

ra::TacticalBattle tableOf(SQLite::Database& database, const model::Battle& battle,
                           const std::vector<model::TacticalUnitRecord>& records) {
    const auto armies = campaignArmyLists(database);
    const OfficerStaff staff(database);
    ra::TacticalBattle table;
    const auto field = loadFieldRules();
    table.field = {field.vehicles, field.wire, field.digging, field.trains, field.fires};
    table.buildings = asUserErrors([&] { return ra::buildingsFrom(battle.buildings); });
    table.seniors = seniorsOnTable(database, battle);
    table.actionsTable = std::make_shared<const rules::actions::ActionsTables>(loadActionsTables());
    for (const auto& record : records) {
        ra::TacticalUnit unit;
        unit.code = record.code;
        unit.attacker = record.sideId == battle.attackerSideId;
        unit.troop = troopOf(armies, record);
        unit.basesAtStart = record.bases;
        unit.basesLost = record.basesLost;
        unit.surrendered = record.surrendered;
        unit.state.bases = record.basesLeft();
        unit.state.terror = record.terror;
        unit.state.humiliated = record.humiliated;
        unit.state.pinned = record.pinned;
        unit.state.routing = record.routing;
        unit.foxholeQuarters = record.foxholes;
        unit.inWire = record.inWire;
        unit.vehicle = model::valueNamed(ra::vehicleConditionNames, record.vehicleCondition)
                           .value_or(ra::VehicleCondition::Running);
        asUserErrors([&] { ra::trainFrom(record.train, unit.train, unit.carHits); });
        if (const auto* officer = officerWithId(staff, record.officerId)) {
            unit.officer =
                ra::TacticalOfficer{officer->name, officer->token ? officer->token->moraleBonus : 0,
                                    record.officerFate == "killed", isClever(*officer)};
        }
        table.units.push_back(std::move(unit));
    }
    return table;
}

std::vector<model::TacticalUnitRecord> recordsAfter(std::vector<model::TacticalUnitRecord> records,
                                                    const ra::TacticalBattle& table) {
    for (std::size_t index = 0; index < records.size(); ++index) {
        const auto& unit = table.units[index];
        auto& record = records[index];
        record.basesLost = unit.basesLost;
        record.surrendered = unit.surrendered;
        record.terror = unit.state.terror;
        record.humiliated = unit.state.humiliated;
        record.pinned = unit.state.pinned;
        record.routing = unit.state.routing;
        record.officerFate = unit.officer && unit.officer->killed ? "killed" : "";
        record.foxholes = unit.foxholeQuarters;
        record.inWire = unit.inWire;
        record.vehicleCondition = std::string(model::nameOf(ra::vehicleConditionNames, unit.vehicle));
        record.train = ra::trainText(unit.train, unit.carHits);
    }
    return records;
}

void writeRecords(ActionContext& context, const std::vector<model::TacticalUnitRecord>& before,
                  const std::vector<model::TacticalUnitRecord>& after) {
    for (std::size_t index = 0; index < before.size(); ++index) {
        const auto& was = before[index];
        const auto& now = after[index];
        const auto number = [&](db::Column column, std::int64_t old, std::int64_t changed) {
            setIfChanged(context, was, column, old, changed);
        };
        number(db::Column::BasesLost, was.basesLost, now.basesLost);
        number(db::Column::Surrendered, was.surrendered, now.surrendered);
        number(db::Column::Terror, was.terror, now.terror);
        number(db::Column::Humiliated, was.humiliated, now.humiliated);
        number(db::Column::Pinned, was.pinned, now.pinned);
        number(db::Column::Routing, was.routing, now.routing);
        number(db::Column::Foxholes, was.foxholes, now.foxholes);
        number(db::Column::InWire, was.inWire, now.inWire);
        setIfChanged(context, was, db::Column::OfficerFate, was.officerFate, now.officerFate);
        setIfChanged(context, was, db::Column::VehicleCondition, was.vehicleCondition,
                     now.vehicleCondition);
        setIfChanged(context, was, db::Column::Train, was.train, now.train);
        setIfChanged(context, was, db::Column::SystemState, was.systemState, now.systemState);
    }
}

void writeBattleState(ActionContext& context, const model::Battle& battle,
                      const std::string& state) {
    if (battle.systemState == state) return;
    context.journal.set(db::Table::Battle, battle.id, db::Column::SystemState, state,
                        db::LedgerTags::of(model::LedgerKind::BattleEffect)
                            .forSide(battle.attackerSideId)
                            .inBattle(battle.id));
}

void writeBuildings(ActionContext& context, const model::Battle& battle,
                    const std::string& buildings) {
    if (battle.buildings == buildings) return;
    context.journal.set(db::Table::Battle, battle.id, db::Column::Buildings, buildings,
                        db::LedgerTags::of(model::LedgerKind::BattleEffect)
                            .forSide(battle.attackerSideId)
                            .inBattle(battle.id));
}

TacticalBattleView tacticalViewOf(SQLite::Database& database, const model::Campaign& campaign,
                                  const model::Battle& battle) {
    if (const auto* linked = linkedBattleOf(battle.tacticalSystem)) {
        return linkedViewOf(database, campaign, battle, *linked);
    }
    const auto records = db::loadTacticalUnits(database, battle.id);
    const auto table = tableOf(database, battle, records);
    const auto battleView = viewOf(campaign, battle);
    TacticalBattleView view;
    view.id = battle.id;
    view.title = battleView.title;
    view.system = battle.tacticalSystem;
    for (std::size_t index = 0; index < records.size(); ++index) {
        const auto& record = records[index];
        const auto& unit = table.units[index];
        TacticalUnitView shown;
        shown.code = record.code;
        shown.operationalCode = unitWithId(campaign, record.unitId)->code;
        shown.side = sideOf(campaign, record.sideId).name;
        shown.troopType = record.troopType;
        shown.troopName = unit.troop.name;
        shown.bases = record.bases;
        shown.basesLost = record.basesLost;
        shown.surrendered = record.surrendered;
        shown.basesLeft = record.basesLeft();
        shown.terror = record.terror;
        shown.humiliated = record.humiliated;
        shown.pinned = record.pinned;
        shown.routing = record.routing;
        shown.foxholes = record.foxholes;
        shown.inWire = record.inWire;
        if (ra::vehicleOf(unit.troop.arm)) shown.vehicle = record.vehicleCondition;
        if (unit.troop.arm == ra::Arm::Train) shown.train = trainViewOf(table.field, unit);
        if (unit.officer) {
            const int bonus = unit.officer->moraleBonus;
            shown.officer = unit.officer->name + " (" + (bonus > 0 ? "+" : "") +
                            std::to_string(bonus) + (unit.officer->clever ? ", Clever" : "") +
                            ")" + (unit.officer->killed ? ", killed" : "");
            shown.cleverOfficer = unit.officer->clever && !unit.officer->killed;
        }
        shown.provisional = record.provisional;
        for (const auto& choice : ra::actionChoices(table, record.code)) {
            shown.choices.push_back(
                {std::string(model::nameOf(ra::tacticalActionNames, choice.action)),
                 choice.targets});
        }
        // The umpire marks a senior officer of the unit's side fallen from its row.
        TacticalChoice seniorFalls{"senior-killed", {}};
        for (const auto& senior : table.seniors) {
            if (senior.attacker == unit.attacker && !senior.killed) {
                seniorFalls.targets.push_back(senior.name);
            }
        }
        if (!seniorFalls.targets.empty()) shown.choices.push_back(std::move(seniorFalls));
        view.provisional = view.provisional || record.provisional;
        view.units.push_back(std::move(shown));
    }
    for (const auto& building : table.buildings) {
        view.buildings.push_back({building.name, building.fireMarkers, building.destroyed});
    }
    view.seniors = seniorViews(database, campaign, battle);
    view.log = db::loadTacticalEvents(database, battle.id);
    view.turn = turnViewOf(table, turnOf(view.log));
    for (auto& shown : view.units) {
        const auto& turn = view.turn;
        const auto listed = [&](const std::vector<std::string>& codes) {
            return std::find(codes.begin(), codes.end(), shown.code) != codes.end();
        };
        if (turn.number == 0) continue;
        shown.segment = listed(turn.acted)       ? "acted"
                        : listed(turn.forfeited) ? "forfeited"
                        : listed(turn.toAct)     ? "to act"
                                                 : "";
    }
    addHiddenTable(database, campaign, battle, view);
    return view;
}

}  // namespace tachanka::core
