#include "app/core/battles/tactical_state.hpp"

#include <algorithm>

#include "app/core/actions/actions_lookups.hpp"
#include "app/core/battles/battle_views.hpp"
#include "app/core/common/paths.hpp"
#include "app/core/officers/officer_staff.hpp"
#include "app/core/redactions/army_field.hpp"
#include "db/campaign_exchange.hpp"
#include "db/tactical_records.hpp"
#include "model/quoted_text.hpp"

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

}  // namespace

rules::links::LinkTable loadOrelToRedActions() {
    return asUserErrors([] {
        return rules::links::loadLinkTable(rulesFile("links/orel-1919-to-red-actions.xml"));
    });
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
    table.field = {field.vehicles, field.wire, field.digging};
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
    }
}

TacticalBattleView tacticalViewOf(SQLite::Database& database, const model::Campaign& campaign,
                                  const model::Battle& battle) {
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
        view.provisional = view.provisional || record.provisional;
        view.units.push_back(std::move(shown));
    }
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
    return view;
}

namespace {

template <typename Names>
std::vector<std::string> namesOf(const Names& names) {
    std::vector<std::string> all;
    for (const auto& each : names) all.emplace_back(each.name);
    return all;
}

}  // namespace

std::vector<std::string> tacticalActions() { return namesOf(ra::tacticalActionNames); }
std::vector<std::string> tacticalCovers() { return namesOf(ra::coverNames); }
std::vector<std::string> tacticalIndirectFire() { return namesOf(ra::indirectFireNames); }
std::vector<std::string> tacticalBuildings() { return namesOf(ra::buildingMaterialNames); }
std::vector<std::string> tacticalMoraleTests() { return namesOf(ra::moraleTestNames); }
std::vector<std::string> tacticalVehicleChecks() { return namesOf(ra::vehicleCheckNames); }

std::vector<std::string> tacticalOrderTables() { return namesOf(rules::actions::orderTableNames); }
std::vector<std::string> tacticalInitiativeMethods() {
    return namesOf(ra::initiativeMethodNames);
}
std::vector<std::string> tacticalDirections() { return namesOf(ra::chargeDirectionNames); }

// Flank-or-rear comes with the direction and formed cavalry charging with the chargers'
// markers: the players name only the ground and the works.
std::vector<std::string> tacticalCombatModifiers() {
    std::vector<std::string> names;
    for (const auto& each : ra::combatModifierNames) {
        if (each.value != ra::CombatModifier::FlankOrRear &&
            each.value != ra::CombatModifier::FormedCavalryCharging) {
            names.emplace_back(each.name);
        }
    }
    return names;
}

namespace {

// The value `word` names among `names`, or one line saying what it may be.
template <typename Names>
auto namedValue(const Names& names, std::string_view what, const std::string& word) {
    const auto value = model::valueNamed(names, word);
    if (!value) {
        throw UserError(std::string(what) + " " + model::quoted(word) + " is none of " +
                        model::joinedNames(names));
    }
    return *value;
}

}  // namespace

ra::ActionRequest actionRequestOf(const TacticalActionRequest& request) {
    ra::ActionRequest action;
    const auto kind = model::valueNamed(ra::tacticalActionNames, request.action);
    if (!kind) {
        throw UserError("'" + request.action + "' is no battle action (" +
                        model::joinedNames(ra::tacticalActionNames) + ")");
    }
    action.action = *kind;
    action.actor = request.actor;
    action.target = request.target;
    auto& shot = action.shot;
    shot.distance = request.distance;
    shot.longRange = request.longRange;
    shot.cover = namedValue(ra::coverNames, "cover", request.cover);
    shot.enfiladed = request.enfiladed;
    shot.speculative = request.speculative;
    shot.indirect = namedValue(ra::indirectFireNames, "indirect fire", request.indirect);
    shot.ambush = request.ambush;
    shot.gas = request.gas;
    shot.again = request.again;
    shot.targetMoving = request.targetMoving;
    if (!request.building.empty()) {
        shot.building = namedValue(ra::buildingMaterialNames, "building", request.building);
    }
    shot.returnFire = request.returnFire;
    shot.returnCover = namedValue(ra::coverNames, "return cover", request.returnCover);
    auto& charge = action.charge;
    charge.direction = namedValue(ra::chargeDirectionNames, "direction", request.direction);
    charge.ambush = request.ambush;
    charge.targetFlees = request.targetFlees;
    charge.targetShoots = request.targetShoots;
    charge.counterCharge = request.counterCharge;
    const auto offered = tacticalCombatModifiers();
    for (const auto* side : {&request.chargerModifiers, &request.defenderModifiers}) {
        for (const auto& name : *side) {
            if (std::find(offered.begin(), offered.end(), name) == offered.end()) {
                std::string names;
                for (const auto& each : offered) names += (names.empty() ? "" : ", ") + each;
                throw UserError("combat modifier " + model::quoted(name) + " is none of " +
                                names + " (the direction and formed cavalry bring the others)");
            }
            (side == &request.chargerModifiers ? charge.chargerModifiers
                                               : charge.defenderModifiers)
                .insert(*model::valueNamed(ra::combatModifierNames, name));
        }
    }
    action.pursuit = {request.halted, request.cornered};
    action.test = namedValue(ra::moraleTestNames, "test", request.test);
    action.method = namedValue(ra::initiativeMethodNames, "initiative", request.method);
    action.newTurn = request.newTurn;
    action.bothOnesEndTurn = request.onesEndTurn;
    action.entrenchingTools = request.entrenchingTools;
    action.preempt = request.preempt;
    action.vehicleCheck = namedValue(ra::vehicleCheckNames, "vehicle check", request.vehicleCheck);
    action.orderTable =
        namedValue(rules::actions::orderTableNames, "order table", request.orderTable);
    action.situation = request.situation;
    return action;
}

}  // namespace tachanka::core
