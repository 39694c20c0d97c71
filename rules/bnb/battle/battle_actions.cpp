#include <stdexcept>

#include "rules/bnb/assault.hpp"
#include "rules/bnb/battle/battle_assault.hpp"
#include "rules/bnb/battle/battle_fire.hpp"
#include "rules/bnb/battle/battle_steps.hpp"
#include "rules/bnb/fire.hpp"
#include "rules/bnb/leadership.hpp"
#include "rules/bnb/morale.hpp"
#include "rules/bnb/movement.hpp"

namespace tachanka::rules::bnb {
namespace {

std::string sideName(bool attacker) { return attacker ? "the attacker" : "the defender"; }

void initiative(const BnbTables& tables, BnbBattle& battle, Dice& dice,
                BattleActionResult& result) {
    const auto holder = battle.attackerHasInitiative ? Player::First : Player::Second;
    const auto rolled = rollInitiative(tables.initiativeDice, holder, dice);
    battle.attackerHasInitiative = rolled.winner == Player::First;
    ++battle.turn;
    result.cells.push_back("initiative: attacker " + std::to_string(rolled.firstTotal) +
                           ", defender " + std::to_string(rolled.secondTotal) +
                           (rolled.firstTotal == rolled.secondTotal ? ", a tie to the holder" : ""));
    result.effects.push_back("turn " + std::to_string(battle.turn) + ": " +
                             sideName(battle.attackerHasInitiative) +
                             " has the initiative and chooses side A or B");
}

void morale(const BnbTables& tables, BnbBattle& battle, const BattleRequest& request, Dice& dice,
            BattleActionResult& result) {
    auto& unit = steps::unitCoded(battle, request.actor, "unit that checks its morale");
    for (const auto& modifier : request.modifiers) {
        if (modifier == "leader") {
            throw std::invalid_argument(
                "the leader's boost is rolled, not given: the unit's leader rolls it");
        }
    }
    if (request.occasion == MoraleOccasion::Unpin && !unit.pinned) {
        throw std::invalid_argument(unit.code + " is not pinned");
    }
    steps::moraleCheck(tables, battle, unit, request.occasion, request.modifiers, dice, result);
}

void vehicleMove(const BnbTables& tables, BnbBattle& battle, const BattleRequest& request,
                 Dice& dice, BattleActionResult& result) {
    auto& unit = steps::unitCoded(battle, request.actor, "vehicle that moves");
    if (!steps::isVehicle(unit.type)) {
        throw std::invalid_argument(unit.code + " is no armoured car or tank");
    }
    const int boxes = tables.movement.mobilityBoxes;
    if (unit.mobilityLost >= boxes) throw std::invalid_argument(unit.code + " is immobile");
    const auto vehicle = unit.type == UnitType::Tank ? Vehicle::Tank : Vehicle::ArmoredCar;
    const auto check =
        checkMechanicalFailure(tables.movement, vehicle, boxes - unit.mobilityLost, dice);
    result.cells.push_back("mechanical failure: " + std::to_string(check.total) +
                           (check.failed ? " → failure" : " → no failure"));
    if (!check.failed) return;
    ++unit.mobilityLost;
    result.effects.push_back(unit.code + " breaks down: a mobility box lost" +
                             (unit.mobilityLost >= boxes ? ", immobile" : ""));
}

std::vector<FaceGroup> hitOrMiss(int hitsOn) {
    if (hitsOn <= 1 || hitsOn > 6) return {{1, 6}};
    return {{1, hitsOn - 1}, {hitsOn, 7 - hitsOn}};
}

// The dice that only hit or miss, counted as two faces (the hit number from the request's
// target as act() reads it).
FaceGroups hitGroups(const BnbTables& tables, const BnbBattle& battle,
                     const BattleRequest& request) {
    int smallArmsOn = 6;
    if (request.terrain == ArtilleryTarget::Open || request.terrain == ArtilleryTarget::Column) {
        smallArmsOn = tables.smallArms.hitsOn.at(request.terrain == ArtilleryTarget::Open
                                                     ? SmallArmsTarget::Open
                                                     : SmallArmsTarget::Column);
    } else {
        smallArmsOn = tables.smallArms.hitsOn.at(SmallArmsTarget::Other);
    }
    int artilleryOn = tables.artillery.hitsOn.at(request.terrain);
    for (const auto& unit : battle.units) {
        if (unit.code == request.target && steps::isVehicle(unit.type)) {
            artilleryOn = tables.artillery.vehicleHitsOn;
        }
    }
    // A leader's fates in runs of equal effect; his close-assault hit on one die.
    std::vector<FaceGroup> effects;
    for (const auto& [roll, effect] : tables.leaderCasualties.effects) {
        const auto& last = effects.empty() ? effect
                                           : tables.leaderCasualties.effects.at(effects.back().value);
        if (!effects.empty() && last.fate == effect.fate &&
            last.capturedIfAssaultLost == effect.capturedIfAssaultLost) {
            ++effects.back().faces;
        } else {
            effects.push_back({roll, 1});
        }
    }
    // A hit roll of one die is asked die by die (more are a sum): grouped when every such
    // roll hits from the same number.
    std::optional<int> leaderHitOn;
    bool oneHitNumber = true;
    for (const auto& [fire, roll] : tables.leaderCasualties.hitRolls) {
        if (roll.dice != 1) continue;
        if (leaderHitOn && *leaderHitOn != roll.hitFrom) oneHitNumber = false;
        leaderHitOn = roll.hitFrom;
    }
    const int overrunOn = tables.closeAssault.overrunVehicleHitsFrom;
    const int standOn = tables.closeAssault.overrunStandHitsOn;
    return [=](int, std::string_view purpose) {
        if (purpose == smallArmsDie) return hitOrMiss(smallArmsOn);
        if (purpose == artilleryFpDie) return hitOrMiss(artilleryOn);
        if (purpose == overrunVehicleDie) return hitOrMiss(overrunOn);
        if (purpose == overrunStandDie) return hitOrMiss(standOn);
        if (purpose == leaderHitDie && leaderHitOn && oneHitNumber) return hitOrMiss(*leaderHitOn);
        if (purpose == leaderEffectDie) return effects;
        return std::vector<FaceGroup>{};
    };
}

// What the action changed on one unit, in a few words; empty when nothing. The odds leave out
// the hexes fallen back short of leaving the fight and a leader's wounds: they change neither
// the hex nor what goes back to the campaign, and counting them apart would split an assault's
// odds into hundreds of lines.
std::string changeOf(const BattleUnit& before, const BattleUnit& after, bool forOdds) {
    std::vector<std::string> parts;
    if (const int lost = (after.stands - after.standsLeft()) - (before.stands - before.standsLeft());
        lost > 0) {
        parts.push_back(steps::standsText(lost) + " lost");
    }
    if (after.knockedOut && !before.knockedOut) parts.emplace_back("knocked out");
    if (after.fellBack > before.fellBack && !forOdds) {
        parts.push_back("fell back " + std::to_string(after.fellBack - before.fellBack));
    }
    if (after.routed() && !before.routed()) parts.emplace_back("out of the fight");
    if (after.pinned != before.pinned) parts.emplace_back(after.pinned ? "pinned" : "unpinned");
    if (after.mobilityLost > before.mobilityLost) {
        parts.push_back(std::to_string(after.mobilityLost - before.mobilityLost) +
                        " mobility lost");
    }
    if (after.gunHits > before.gunHits) parts.emplace_back("gun hit");
    if (after.limberLost && !before.limberLost) parts.emplace_back("limber lost");
    if (after.leader && before.leader && after.leader->fate != before.leader->fate &&
        (!forOdds || after.leader->fate != "wounded")) {
        parts.push_back("leader " + after.leader->fate);
    }
    std::string text;
    for (const auto& part : parts) text += (text.empty() ? "" : ", ") + part;
    return text.empty() ? text : after.code + ": " + text;
}

std::string summaryOf(const BnbBattle& before, const BnbBattle& after,
                      const BattleActionResult& result, BattleAction action, bool forOdds) {
    std::vector<std::string> parts;
    if (action == BattleAction::Initiative) parts = result.effects;
    if (!result.hex.empty()) parts.push_back(result.hex);
    for (std::size_t index = 0; index < after.units.size(); ++index) {
        if (auto change = changeOf(before.units[index], after.units[index], forOdds);
            !change.empty()) {
            parts.push_back(std::move(change));
        }
    }
    std::string summary;
    for (const auto& part : parts) summary += (summary.empty() ? "" : "; ") + part;
    return summary.empty() ? "no effect" : summary;
}

}  // namespace

BattleActionResult act(const BnbTables& tables, BnbBattle& battle, const BattleRequest& request,
                       Dice& dice) {
    auto changed = battle;
    BattleActionResult result;
    switch (request.action) {
        case BattleAction::Initiative:
            initiative(tables, changed, dice, result);
            break;
        case BattleAction::Fire:
            smallArmsFire(tables, changed, request, dice, result);
            break;
        case BattleAction::Artillery:
            artilleryFire(tables, changed, request, dice, result);
            break;
        case BattleAction::Assault:
            closeAssault(tables, changed, request, dice, result);
            break;
        case BattleAction::Morale:
            morale(tables, changed, request, dice, result);
            break;
        case BattleAction::Cohesion:
            steps::cohesionRoll(steps::unitCoded(changed, request.actor, "unit"), dice, result);
            break;
        case BattleAction::Vehicle:
            vehicleMove(tables, changed, request, dice, result);
            break;
    }
    result.summary = summaryOf(battle, changed, result, request.action, false);
    result.outcome = summaryOf(battle, changed, result, request.action, true);
    battle = std::move(changed);
    return result;
}

Distribution actionOdds(const BnbTables& tables, const BnbBattle& battle,
                        const BattleRequest& request) {
    Counting counting;
    counting.groups = hitGroups(tables, battle, request);
    counting.memoiseStates = true;
    return enumerateOutcomes(
        [&](Dice& dice) {
            auto copy = battle;
            return act(tables, copy, request, dice).outcome;
        },
        counting);
}

}  // namespace tachanka::rules::bnb
