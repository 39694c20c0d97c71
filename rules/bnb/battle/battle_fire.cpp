#include "rules/bnb/battle/battle_fire.hpp"

#include <stdexcept>

#include "rules/bnb/battle/battle_steps.hpp"
#include "rules/bnb/fire.hpp"

namespace tachanka::rules::bnb {
namespace {

SmallArmsUnit smallArmsOf(const BattleUnit& unit) {
    switch (unit.type) {
        case UnitType::Infantry:
            return SmallArmsUnit::Infantry;
        case UnitType::Cavalry:
            return SmallArmsUnit::Cavalry;
        case UnitType::Mg:
        case UnitType::Tachanka:  // a machine gun on a cart (README)
            return SmallArmsUnit::Mg;
        default:
            throw std::invalid_argument(
                unit.code + " is " + std::string(model::nameOf(unitTypeNames, unit.type)) +
                ": only infantry, cavalry, MGs and tachankas fire small arms" +
                (steps::isVehicle(unit.type) ? " (armoured cars and tanks overrun: assault)"
                                             : " (guns: artillery)"));
    }
}

SmallArmsTarget smallArmsTargetOf(ArtilleryTarget terrain) {
    if (terrain == ArtilleryTarget::Open) return SmallArmsTarget::Open;
    if (terrain == ArtilleryTarget::Column) return SmallArmsTarget::Column;
    return SmallArmsTarget::Other;
}

ArtilleryAgainst againstOf(const BattleUnit& target) {
    if (target.type == UnitType::ArmoredCar) return ArtilleryAgainst::ArmoredCar;
    if (target.type == UnitType::Tank) return ArtilleryAgainst::Tank;
    if (steps::isArtillery(target.type)) return ArtilleryAgainst::Battery;
    return ArtilleryAgainst::Troops;
}

BattleUnit& enemyOf(BnbBattle& battle, const BattleUnit& actor, const std::string& code) {
    auto& target = steps::unitCoded(battle, code, "target");
    if (target.attacker == actor.attacker) {
        throw std::invalid_argument(actor.code + " and " + code + " are on the same side");
    }
    return target;
}

void damageBattery(BattleUnit& target, const std::vector<BatteryDamage>& damage,
                   BattleActionResult& result) {
    for (const auto hit : damage) {
        switch (hit) {
            case BatteryDamage::LimberKnockedOut:
                target.limberLost = true;
                result.effects.push_back(target.code + "'s limber is knocked out");
                break;
            case BatteryDamage::CrewHit:
                steps::loseStands(target, 1, result);
                break;
            case BatteryDamage::GunHit:
                ++target.gunHits;
                result.effects.push_back(target.code + "'s gun is hit: its FP is cut in half");
                break;
            case BatteryDamage::CrewPinned:
                target.pinned = true;
                result.effects.push_back(target.code + "'s crew is pinned down");
                break;
        }
    }
}

}  // namespace

void smallArmsFire(const BnbTables& tables, BnbBattle& battle, const BattleRequest& request,
                   Dice& dice, BattleActionResult& result) {
    auto& actor = steps::unitCoded(battle, request.actor, "unit that fires");
    auto& target = enemyOf(battle, actor, request.target);
    SmallArmsFire fire;
    fire.unit = smallArmsOf(actor);
    const auto& weapon = tables.smallArms.weapons.at(fire.unit);
    if (request.dicePerStand && (*request.dicePerStand < weapon.dicePerStand ||
                                 *request.dicePerStand > weapon.mostDicePerStand)) {
        throw std::invalid_argument("its stands roll " + std::to_string(weapon.dicePerStand) +
                                    " to " + std::to_string(weapon.mostDicePerStand) +
                                    " dice each, not " + std::to_string(*request.dicePerStand));
    }
    fire.stands = actor.standsLeft();
    fire.dicePerStand = request.dicePerStand;
    fire.target = smallArmsTargetOf(request.terrain);
    fire.entrenched = request.terrain == ArtilleryTarget::Trench ||
                      request.terrain == ArtilleryTarget::Emplacement;
    fire.rangeHexes = request.rangeHexes;
    fire.armouredTarget = steps::isVehicle(target.type);
    const auto fired = fireSmallArms(tables.smallArms, fire, dice);
    if (!fired.allowed) throw std::invalid_argument(fired.reason);
    result.cells.push_back("small arms: " + std::to_string(fired.dice) + " dice hit on " +
                           std::to_string(fired.hitsOn) + "+ → " + std::to_string(fired.rolledHits) +
                           (fire.entrenched ? " rolled, 2 for 1 entrenched → " +
                                                  std::to_string(fired.hits)
                                            : "") +
                           (fired.hits == 1 ? " hit" : " hits"));
    const int lost = steps::loseStands(target, fired.hits, result);
    steps::settled(battle, result, dice);
    if (lost > 0) steps::lossesCheck(tables, battle, target, request.terrain, dice, result);
    steps::leaderUnderFire(tables, battle, target, FireType::SmallArms, false, request.terrain, dice,
                           result);
}

void artilleryFire(const BnbTables& tables, BnbBattle& battle, const BattleRequest& request,
                   Dice& dice, BattleActionResult& result) {
    auto& actor = steps::unitCoded(battle, request.actor, "battery");
    if (!steps::isArtillery(actor.type)) {
        throw std::invalid_argument(actor.code + " is no battery: it fires small arms (fire)");
    }
    if (actor.pinned) {
        throw std::invalid_argument(actor.code +
                                    "'s crew is pinned down: it cannot fire until unpinned");
    }
    if (!request.rangeHexes) throw std::invalid_argument("give the range in hexes");
    auto& target = enemyOf(battle, actor, request.target);
    ArtilleryFire fire;
    fire.gun = actor.type == UnitType::HeavyArtillery ? Gun::Heavy : Gun::Field;
    fire.stands = actor.standsLeft();
    fire.rangeHexes = *request.rangeHexes;
    fire.target = request.terrain;
    fire.against = againstOf(target);
    fire.modifiers = request.ranging;
    fire.gunHits = actor.gunHits;
    if (const auto refused = refuseRangingModifiers(fire.modifiers); !refused.empty()) {
        throw std::invalid_argument(refused);
    }
    const auto fired = fireArtillery(tables.artillery, fire, dice);
    if (!fired.allowed) throw std::invalid_argument(fired.reason);
    result.cells.push_back("zeroing in: " + std::to_string(fired.zeroingTotal) +
                           (fired.zeroed ? " ≥ " : " < ") + "range " +
                           std::to_string(fire.rangeHexes) +
                           (fired.zeroed ? " → zeroed" : " → not zeroed"));
    if (!fired.zeroed) return;
    result.cells.push_back("artillery FP: hit on " + std::to_string(fired.hitsOn) + "+ → " +
                           describe(fired));
    switch (fire.against) {
        case ArtilleryAgainst::ArmoredCar:
        case ArtilleryAgainst::Tank:
            steps::damageVehicle(tables, target, fired.vehicleDamage, result);
            break;
        case ArtilleryAgainst::Battery: {
            const int before = target.standsLost;
            damageBattery(target, fired.batteryDamage, result);
            if (target.standsLost > before) steps::lossesCheck(tables, battle, target, request.terrain, dice, result);
            break;
        }
        default:
            if (steps::loseStands(target, fired.hits, result) > 0) {
                steps::lossesCheck(tables, battle, target, request.terrain, dice, result);
            }
    }
    steps::leaderUnderFire(tables, battle, target, FireType::Artillery, false, request.terrain, dice,
                           result);
}

}  // namespace tachanka::rules::bnb
