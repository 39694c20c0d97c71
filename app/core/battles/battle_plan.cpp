#include <algorithm>
#include <set>

#include "app/core/battles/battle_munitions.hpp"
#include "app/core/campaign/umpire_override.hpp"
#include "app/core/battles/battle_views.hpp"
#include "app/core/battles/battles.hpp"
#include "app/core/map/map_battle_ground.hpp"
#include "app/core/battles/orel_battle.hpp"
#include "app/core/battles/planned_battles.hpp"
#include "app/core/campaign/campaign_action.hpp"
#include "app/core/officers/officer_staff.hpp"
#include "app/core/orel/orel_combat_service.hpp"
#include "app/core/records/orel_placement.hpp"
#include "app/core/records/record_checks.hpp"
#include "app/core/common/user_error.hpp"
#include "app/core/seats/order_book.hpp"
#include "db/battle_records.hpp"
#include "db/turn_record.hpp"
#include "rules/orel/combat/attack_coordination.hpp"
#include "rules/orel/combat/campaign_units.hpp"

namespace tachanka::core {
namespace {

using rules::orel::AttackParticipant;

// 8.6.1 and 8.6.2 speak of the Reds' formations and the Whites' divisions.
AttackParticipant participantOf(const model::Campaign& campaign, const model::Unit& unit,
                                rules::orel::Side player) {
    const auto chain = formationChain(campaign, unit.formationId);
    AttackParticipant participant;
    participant.code = unit.code;
    participant.hex = unit.hex ? unit.hex->label() : "";
    participant.troopQuality = unit.troopQuality;
    participant.recruitBattalion = unit.battalion;
    if (!chain.empty()) participant.formation = chain.front()->name;
    if (player == rules::orel::Side::Whites) {
        for (const auto* formation : chain) {
            if (formation->kind == model::FormationKind::Division) {
                participant.formation = formation->name;
            }
        }
    }
    std::vector<std::string> formations;
    for (const auto* formation : chain) formations.push_back(formation->name);
    rules::orel::placeInAttackGroups(participant, formations);
    return participant;
}

class Planner {
public:
    Planner(ActionContext& context, const BattlePlanRequest& request)
        : context_(context),
          request_(request),
          campaign_(context.campaign),
          side_(sideNamed(campaign_, campaign_.activeSide)),
          enemy_(otherSide(campaign_, side_.id)),
          player_(orelSide(side_)),
          fought_(foughtToday(context.database, campaign_, side_.id)) {}

    model::Battle plan(const rules::orel::OrelTables& tables) {
        if (campaign_.phase != model::Phase::Combat) {
            ruleRefuses(context_, {"8.1: battles are planned in the combat phase; the campaign "
                                   "is at " + campaign_.turnLine(),
                                   side_.id, std::nullopt});
        }
        if (request_.choices.attack == barrageAttack) {
            throw UserError("a barrage is one gun firing on one unit: plan it as a barrage (8.3)");
        }
        if (request_.attackers.empty())
            throw UserError("a battle needs at least one attacking unit");
        hex_ = hexNamed(request_.hex, "the attacked hex");
        model::Battle battle;
        battle.date = campaign_.date;
        battle.hex = hex_;
        battle.system = std::string(orelSystem);
        battle.attackerSideId = side_.id;
        battle.seed = campaign_.seed;
        battle.choices = request_.choices;
        checkOrelOptions(battle.choices, tables.combat);
        for (const auto& option : battle.choices.options) {
            if (plannedFromCampaign(option)) {
                throw UserError("the battle option '" + option +
                                "' is read off the campaign, not chosen (9.2.1)");
            }
        }
        if (trainDuel()) {
            addDuellingTrains(battle);
            refuseBarragedHex();
            return battle;
        }
        addAttackers(battle);
        addDefenders(battle, tables);
        markBreakdowns(battle);
        if (auto refusal = markEncirclement(battle); !refusal.empty()) {
            ruleRefuses(context_, {std::move(refusal), side_.id, std::nullopt});
        }
        addSupport(battle, request_.support, side_, model::BattleRole::AttackerSupport);
        addSupport(battle, request_.defenderSupport, enemy_, model::BattleRole::DefenderSupport);
        orderLosses(battle);
        refuseBarragedHex();
        return battle;
    }

private:
    // 7.2 "A hex may be attack an unlimited number of times during the same combat phase", but
    // "a hex that contains at least one unit being Barraged may not be the target of an attack"
    // (checked once the attack's units are, so that a plan wrong in them says so first).
    void refuseBarragedHex() {
        const auto found = fought_.barragedHexes.find(hex_.label());
        if (found == fought_.barragedHexes.end()) return;
        ruleRefuses(context_, {"7.2: hex " + hex_.label() + " holds a unit being barraged in " +
                                   inBattle(found->second) +
                                   ": it may not be the target of an attack",
                               side_.id, std::nullopt});
    }

    const model::Unit& unitOfSide(const std::string& code, const model::Side& side) {
        return unitNamedOnce(campaign_, code, side, used_);
    }

    // 9.1.1: one armoured train attacking is a duel, the only attack a train makes.
    bool trainDuel() const {
        if (request_.choices.attack == trainDuelAttack) return true;
        if (request_.attackers.size() != 1) return false;
        const auto& unit = unitCoded(campaign_, request_.attackers.front());
        return rules::orel::combatKindOf(unit) == rules::orel::UnitKind::ArmouredTrain;
    }

    void addDuellingTrains(model::Battle& battle) {
        if (request_.attackers.size() != 1) {
            throw UserError("a train duel is one armoured train against another (9.1.1)");
        }
        if (!request_.support.empty() || !request_.defenderSupport.empty()) {
            throw UserError("a duel of armoured trains has no support (9.1.1)");
        }
        const auto& code = request_.attackers.front();
        const auto& train = unitOfSide(code, side_);
        checkMayAttack(train);
        for (const auto* fired : {&fought_.barraged, &fought_.supported}) {
            if (const auto found = fired->find(train.id); found != fired->end()) {
                throw UserError(code + " already fired today in " + inBattle(found->second) +
                                " (9.1: a train duels rather than barrage or support)");
            }
        }
        std::vector<rules::orel::UnitKind> defenders;
        for (const auto* unit : enemy_.units()) {
            if (!unit->inPlay() || unit->offMap || unit->hex != hex_) continue;
            defenders.push_back(rules::orel::combatKindOf(*unit));
            battle.units.push_back(battleEntryOf(*unit, model::BattleRole::Defender));
        }
        const auto refusal =
            rules::orel::trainDuelRefusal(rules::orel::combatKindOf(train), defenders);
        if (!refusal.empty()) throw UserError(code + " cannot attack hex " + hex_.label() + ": " +
                                              refusal);
        battle.choices.attack = std::string(trainDuelAttack);
        battle.units.insert(battle.units.begin(),
                            battleEntryOf(train, model::BattleRole::Attacker));
    }

    // 7.1.1: the defenders of Orël stand in its suburbs or its centre, and the combat terrain
    // is that place's (a plan that leaves the terrain "clear" gets it).
    void defendOrel(model::Battle& battle) const {
        if (orelHexOf(campaign_) != hex_) return;
        const bool centre = stackInTownCentre(campaign_, enemy_.id, 0).value_or(false);
        const std::string terrain = centre ? "orel-centre" : "orel-suburbs";
        auto& chosen = battle.choices.terrain;
        if (chosen == "clear") chosen = terrain;
        if (chosen.starts_with("orel-") && chosen != terrain) {
            throw UserError("the " + enemy_.name + " in Orël stand in its " +
                            std::string(orelPlaceName(centre)) + ": the terrain is " + terrain +
                            " (7.1.1)");
        }
    }

    // What refuses any attacker: the hex, its mode, an attack today, its formation.
    void checkMayAttack(const model::Unit& unit) const {
        if (!model::adjacent(*unit.hex, hex_)) {
            throw UserError(unit.code + " in hex " + unit.hex->label() + " is not next to hex " +
                            hex_.label());
        }
        if (unit.mode == model::UnitMode::Routed) {
            throw UserError(unit.code + " is routed and cannot attack (8.7.3)");
        }
        if (db::madeMarchingDay(context_.database, unit.id, campaign_.date.iso())) {
            throw UserError(unit.code + " made a Marching Day today: it spends no MP on an " +
                            "attack (7.1.5)");
        }
        if (const auto found = fought_.attackers.find(unit.id); found != fought_.attackers.end()) {
            throw UserError(unit.code + " already attacked today in " + inBattle(found->second) +
                            " (8.1: a unit attacks once a phase)");
        }
        if (const auto* formation = inactiveFormationOf(campaign_, unit, campaign_.date)) {
            throw UserError(unit.code + "'s formation " + formation->name +
                            " is inactive through " + formation->inactiveThrough->longForm() +
                            " (10.2)");
        }
    }

    void addAttackers(model::Battle& battle) {
        std::vector<AttackParticipant> participants;
        std::set<std::string> hexes;
        for (const auto& code : request_.attackers) {
            const auto& unit = unitOfSide(code, side_);
            if (rules::orel::firesSupport(unit)) {
                throw UserError(code +
                                " fires support rather than attacks (8.6.2): name it as "
                                "support (a train attacks alone, a lone enemy train: 9.1.1)");
            }
            checkMayAttack(unit);
            participants.push_back(participantOf(campaign_, unit, player_));
            hexes.insert(unit.hex->label());
            battle.units.push_back(battleEntryOf(unit, model::BattleRole::Attacker));
        }
        rules::orel::AttackDeclaration declaration;
        declaration.side = player_;
        declaration.type =
            *model::valueNamed(rules::orel::attackTypeNames, request_.choices.attack);
        declaration.units = participants;
        declaration.from20October = campaign_.date >= model::GameDate::parseIso("1919-10-20");
        if (hexes.size() == 2) {
            declaration.twoHexesAdjacent = model::adjacent(model::Hex::parse(*hexes.begin()),
                                                           model::Hex::parse(*hexes.rbegin()));
        }
        const bool combatUnitAttacks = std::any_of(
            battle.units.begin(), battle.units.end(), [&](const model::BattleUnit& entry) {
                return rules::orel::isCombatUnit(
                    rules::orel::combatKindOf(unitCoded(campaign_, entry.code, side_.name)));
            });
        if (!combatUnitAttacks) {
            throw UserError("vehicles attack only together with infantry or cavalry (9)");
        }
        const auto refusal = rules::orel::attackCoordinationRefusal(declaration);
        if (!refusal.empty()) throw UserError("these units cannot attack together: " + refusal);
        participants_ = std::move(participants);
    }

    void addDefenders(model::Battle& battle, const rules::orel::OrelTables& tables) {
        for (const auto* unit : enemy_.units()) {
            if (!unit->inPlay() || unit->offMap || unit->hex != hex_) continue;
            used_.insert(unit->id);
            battle.units.push_back(battleEntryOf(*unit, model::BattleRole::Defender));
        }
        if (battle.withRole(model::BattleRole::Defender).empty()) {
            throw UserError("no unit of the " + enemy_.name + " is in hex " + hex_.label());
        }
        defendOrel(battle);
        for (const auto* entry : battle.withRole(model::BattleRole::Attacker)) {
            const auto& unit = unitCoded(campaign_, entry->code, side_.name);
            if (rules::orel::terrainProhibitedTo(rules::orel::combatKindOf(unit),
                                                 battle.choices.terrain,
                                                 tables.operations.terrain)) {
                throw UserError(unit.code + " cannot attack into " + battle.choices.terrain +
                                ": the terrain is prohibited to it (9)");
            }
        }
    }

    void addSupport(model::Battle& battle, const std::vector<std::string>& codes,
                    const model::Side& side, model::BattleRole role) {
        for (const auto& code : codes) {
            const auto& unit = unitOfSide(code, side);
            if (!rules::orel::firesSupport(unit)) {
                throw UserError(code +
                                " is not artillery or an armoured train: only they fire "
                                "support (8.6.2)");
            }
            const auto& fired = role == model::BattleRole::AttackerSupport ? fought_.barraged
                                                                           : fought_.counterbattery;
            if (const auto found = fired.find(unit.id); found != fired.end()) {
                throw UserError(code + " fired " +
                                (role == model::BattleRole::AttackerSupport ? "a barrage"
                                                                            : "counterbattery") +
                                " in " + inBattle(found->second) +
                                " and may not fire support this phase (8.3.1, 8.4)");
            }
            if (unit.outOfCommand && model::distance(*unit.hex, hex_) > 1) {
                throw UserError(code +
                                " is out of command: it fires only at adjacent enemy units "
                                "(5.3)");
            }
            const auto participant = participantOf(campaign_, unit, orelSide(side));
            std::vector<AttackParticipant> combat = participants_;
            if (role == model::BattleRole::DefenderSupport) {
                combat.clear();
                for (const auto* entry : battle.withRole(model::BattleRole::Defender)) {
                    combat.push_back(participantOf(
                        campaign_, unitCoded(campaign_, entry->code, side.name), orelSide(side)));
                }
            }
            const auto refusal =
                rules::orel::supportRefusal(rules::orel::combatKindOf(unit), participant.formation,
                                            model::distance(*unit.hex, hex_), combat);
            if (!refusal.empty()) throw UserError(code + " cannot support this battle: " + refusal);
            battle.units.push_back(battleEntryOf(unit, role));
        }
    }

    // 9.2.1: a tank attacking with its first MP of the turn rolls for a breakdown first; one
    // that broke down attacking earlier today (in its side's turn) defends broken down. (A
    // tank broken down in an attack attacked today, and attacks no more: 8.1.)
    void markBreakdowns(model::Battle& battle) {
        const auto brokenDown = brokenDownToday(context_.database, campaign_);
        for (const auto& entry : battle.units) {
            const auto& unit = unitCoded(campaign_, entry.code);
            if (rules::orel::combatKindOf(unit) != rules::orel::UnitKind::Tank) continue;
            if (entry.role == model::BattleRole::Attacker) {
                if (!movedToday(context_.database, campaign_, unit)) {
                    battle.choices.options.push_back(std::string(breakdownCheckOption) + "=" +
                                                     entry.code);
                }
            } else if (brokenDown.contains(entry.unitId)) {
                battle.choices.options.push_back(std::string(brokenDownOption) + "=" + entry.code);
            }
        }
    }

    // The players' loss preference first, the rest in the order they were named.
    void orderLosses(model::Battle& battle) const {
        for (const auto& code : request_.lossOrder) {
            const auto found =
                std::find_if(battle.units.begin(), battle.units.end(),
                             [&](const model::BattleUnit& u) { return u.code == code; });
            if (found == battle.units.end()) {
                throw UserError("the loss order names " + code + ", which is not in the battle");
            }
        }
        const auto rank = [&](const model::BattleUnit& unit) {
            const auto found =
                std::find(request_.lossOrder.begin(), request_.lossOrder.end(), unit.code);
            return found - request_.lossOrder.begin();
        };
        std::stable_sort(battle.units.begin(), battle.units.end(),
                         [&](const model::BattleUnit& a, const model::BattleUnit& b) {
                             if (a.role != b.role) return a.role < b.role;
                             return rank(a) < rank(b);
                         });
    }

    ActionContext& context_;
    const BattlePlanRequest& request_;
    const model::Campaign& campaign_;
    const model::Side& side_;
    const model::Side& enemy_;
    rules::orel::Side player_;
    FoughtToday fought_;
    model::Hex hex_;
    std::set<std::int64_t> used_;
    std::vector<AttackParticipant> participants_;
};

// The attackers' hexes are read as the planner will find them; a code it will refuse is left
// out here and refused there, in its words.
BattlePlanRequest withGroundFromMap(const ActionContext& context, BattlePlanRequest request) {
    if (!request.groundFromMap) return request;
    const auto* side = context.campaign.side(context.campaign.activeSide);
    std::vector<model::Hex> from;
    for (const auto& code : request.attackers) {
        for (const auto* unit : side != nullptr ? side->units() : std::vector<const model::Unit*>{}) {
            if (unit->code == code && unit->hex) from.push_back(*unit->hex);
        }
    }
    model::Hex target;
    try {
        target = model::Hex::parse(request.hex);
    } catch (const std::invalid_argument&) {
        return request;
    }
    if (const auto ground = battleGroundOnMap(context.database, target, from)) {
        request.choices.terrain = ground->terrain;
        request.choices.river = ground->river;
    }
    return request;
}

}  // namespace

BattleView planBattle(const std::filesystem::path& file, const BattlePlanRequest& request) {
    const auto tables = loadOrelRules();
    std::int64_t id = 0;
    runCampaignAction(file, "battle-plan", "plan a battle", [&](ActionContext& context) {
        const auto resolved = withGroundFromMap(context, request);
        Planner planner(context, resolved);
        auto battle = planner.plan(tables);
        drawMunitions(context, battle, request.depot);
        id = storePlannedBattle(context, battle);
        // 7.1.1 "If at least one unit in Orël attacks, all of the units in the stack are
        // immediately located in the suburbs."
        const auto orel = orelHexOf(context.campaign);
        for (const auto* entry : battle.withRole(model::BattleRole::Attacker)) {
            if (entry->hexBefore && entry->hexBefore == orel) {
                std::vector<std::string> lines;
                placeStackInOrel(context, battle.attackerSideId, false, std::nullopt,
                                 "a unit of the stack attacks from Orël (7.1.1)", lines);
                break;
            }
        }
    }, battlePlanOrder(request));
    return showBattle(file, id);
}

bool canFireSupport(const model::Unit& unit) {
    return unit.inPlay() && unit.hex && rules::orel::firesSupport(unit);
}

}  // namespace tachanka::core
