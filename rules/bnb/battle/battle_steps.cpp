#include "rules/bnb/battle/battle_steps.hpp"

#include <algorithm>
#include <stdexcept>

#include "rules/bnb/leadership.hpp"
#include "rules/bnb/miscellaneous.hpp"
#include "rules/bnb/morale.hpp"

namespace tachanka::rules::bnb::steps {

BattleUnit& unitCoded(BnbBattle& battle, const std::string& code, std::string_view role) {
    if (code.empty()) throw std::invalid_argument("name the " + std::string(role));
    for (auto& unit : battle.units) {
        if (unit.code != code) continue;
        if (!unit.inPlay()) {
            throw std::invalid_argument(code + " has no stands left in the fight");
        }
        if (unit.routed()) throw std::invalid_argument(code + " has fallen back out of the fight");
        return unit;
    }
    throw std::invalid_argument("the battle has no unit " + code);
}

bool isVehicle(UnitType type) { return type == UnitType::ArmoredCar || type == UnitType::Tank; }

bool isArtillery(UnitType type) {
    return type == UnitType::FieldArtillery || type == UnitType::HeavyArtillery;
}

bool defensive(ArtilleryTarget terrain) {
    return terrain == ArtilleryTarget::Trench || terrain == ArtilleryTarget::Emplacement ||
           terrain == ArtilleryTarget::Town;
}

void settled(const BnbBattle& battle, const BattleActionResult& result, Dice& dice) {
    if (dice.countsStates()) dice.reached(stateOf(battle, result));
}

TotalsCounted::TotalsCounted(Dice& source, std::string before)
    : source_(source), before_(std::move(before)) {}

int TotalsCounted::roll(int sides, std::string_view purpose) {
    reachedHere();
    return counted(purpose, source_.roll(sides, purpose));
}

int TotalsCounted::rollSum(int count, int sides, std::string_view purpose) {
    reachedHere();
    return counted(purpose, source_.rollSum(count, sides, purpose));
}

void TotalsCounted::reached(std::string_view state) {
    if (source_.countsStates()) source_.reached(before_ + "#" + std::string(state));
}

void TotalsCounted::reachedHere() {
    if (!source_.countsStates()) return;
    std::string state = before_ + "#" + std::to_string(rolled_);
    for (const auto& [name, total] : totals_) state += "|" + name + "=" + std::to_string(total);
    source_.reached(state);
}

int TotalsCounted::counted(std::string_view purpose, int value) {
    ++rolled_;
    const auto found = std::find_if(totals_.begin(), totals_.end(),
                                    [&](const auto& entry) { return entry.first == purpose; });
    if (found == totals_.end()) {
        totals_.emplace_back(std::string(purpose), value);
    } else {
        found->second += value;
    }
    return value;
}

std::string stateOf(const BnbBattle& battle, const BattleActionResult& result) {
    std::string state;
    for (const auto& unit : battle.units) {
        state += std::to_string(unit.standsLost) + (unit.pinned ? "p " : " ") +
                 unitStateText(unit) + (unit.leader ? " " + unit.leader->fate : "") + "\n";
    }
    for (const auto& effect : result.effects) state += effect + "\n";
    return state;
}

std::string standsText(int stands) {
    return std::to_string(stands) + (stands == 1 ? " stand" : " stands");
}

int loseStands(BattleUnit& unit, int count, BattleActionResult& result) {
    const int lost = std::min(count, unit.standsLeft());
    if (lost <= 0) return 0;
    unit.standsLost += lost;
    result.effects.push_back(unit.code + " loses " + standsText(lost) +
                             (unit.inPlay() ? "" : ": none left"));
    return lost;
}

void cohesionRoll(BattleUnit& unit, Dice& dice, BattleActionResult& result) {
    const auto cohesion = rollCohesion(unit.moraleLevel, dice);
    result.cells.push_back(unit.code + " cohesion roll: " + std::to_string(cohesion.roll) +
                           (cohesion.standLost ? " does not beat " : " beats ") + "level " +
                           std::to_string(unit.moraleLevel) +
                           (cohesion.standLost ? " → a stand removed" : " → no loss"));
    if (cohesion.standLost) loseStands(unit, 1, result);
}

void carryOut(MoraleFailure failure, BattleUnit& unit, Dice& dice, BattleActionResult& result) {
    const auto fallBack = [&](int hexes) {
        unit.fellBack += hexes;
        result.effects.push_back(unit.code + " falls back " + std::to_string(hexes) +
                                 (hexes == 1 ? " hex" : " hexes") +
                                 (unit.routed() ? ": out of the fight" : ""));
        if (isArtillery(unit.type) &&
            artilleryFallsBack(!unit.limberLost) == ArtilleryFallBack::GunsAbandoned) {
            result.effects.push_back(unit.code + " cannot limber: its guns are abandoned");
            unit.standsLost = unit.stands;
            return;
        }
        cohesionRoll(unit, dice, result);
    };
    switch (failure) {
        case MoraleFailure::Hold:
            result.effects.push_back(unit.code + " holds where it is");
            return;
        case MoraleFailure::Pinned:
        case MoraleFailure::RemainPinned:
            unit.pinned = true;
            result.effects.push_back(unit.code + " is pinned");
            return;
        case MoraleFailure::FallBackOne:
            fallBack(1);
            return;
        case MoraleFailure::FallBackTwoMore:
            fallBack(2);
            return;
    }
}

bool moraleCheck(const BnbTables& tables, BnbBattle& battle, BattleUnit& unit, MoraleOccasion occasion,
                 std::vector<std::string> modifiers, Dice& dice, BattleActionResult& result) {
    const auto& listed = tables.morale.occasions.at(occasion).modifiers;
    if (unit.leader && unit.leader->serving() && listed.contains("leader")) {
        const auto boost = rollMoraleBoost(unit.leader->rating, dice);
        result.cells.push_back(unit.leader->name + "'s boost: " + std::to_string(boost.roll) +
                               (boost.boosted ? " ≤ " : " > ") + "rating " +
                               std::to_string(unit.leader->rating) +
                               (boost.boosted ? " → +1" : " → none"));
        if (boost.boosted) modifiers.emplace_back("leader");
    }
    const MoraleCheck check{occasion, unit.moraleLevel, modifiers};
    if (const auto refused = refuseMoraleCheck(tables.morale, check); !refused.empty()) {
        throw std::invalid_argument(refused);
    }
    const auto checked = checkMorale(tables.morale, check, dice);
    const std::string name(model::nameOf(moraleOccasionNames, occasion));
    result.cells.push_back(unit.code + " morale (" + name + "): " + describe(checked));
    if (occasion == MoraleOccasion::Unpin && checked.passed) {
        unit.pinned = false;
        result.effects.push_back(unit.code + " is no longer pinned");
    }
    if (!checked.passed) {
        result.effects.push_back(unit.code + " fails its morale (" + name + ")" +
                                 (checked.provisional ? " [provisional result]" : ""));
        carryOut(checked.failure, unit, dice, result);
    }
    settled(battle, result, dice);
    return checked.passed;
}

void lossesCheck(const BnbTables& tables, BnbBattle& battle, BattleUnit& target, ArtilleryTarget terrain,
                 Dice& dice, BattleActionResult& result) {
    if (!target.inPlay()) return;
    std::vector<std::string> modifiers(static_cast<std::size_t>(target.standsLost), "stand-lost");
    if (steps::defensive(terrain)) modifiers.emplace_back("entrenched-or-town");
    moraleCheck(tables, battle, target, MoraleOccasion::TakingLosses, modifiers, dice, result);
}

void leaderUnderFire(const BnbTables& tables, BnbBattle& battle, BattleUnit& unit, FireType fire,
                     bool lostCloseAssault, ArtilleryTarget terrain, Dice& dice,
                     BattleActionResult& result) {
    if (!unit.leader || !unit.leader->serving()) return;
    auto& leader = *unit.leader;
    const auto hit = rollLeaderCasualty(tables.leaderCasualties, fire, lostCloseAssault, dice);
    result.cells.push_back(leader.name + " under " +
                           std::string(model::nameOf(fireTypeNames, fire)) + " fire: " +
                           describe(hit));
    if (!hit.hit) return settled(battle, result, dice);
    if (hit.captured) {
        leader.fate = "captured";
    } else if (hit.fate == LeaderFate::Killed) {
        leader.fate = "killed";
    } else if (hit.fate != LeaderFate::SlightWound) {
        leader.fate = "wounded";
    }
    if (leader.serving()) return settled(battle, result, dice);
    result.effects.push_back(leader.name + " (" + unit.code + ") is " + leader.fate);
    if (leader.fate != "killed" || !unit.inPlay()) return settled(battle, result, dice);
    std::vector<std::string> modifiers(static_cast<std::size_t>(leader.rating), "leader-rating");
    if (defensive(terrain)) modifiers.emplace_back("defensive-position");
    moraleCheck(tables, battle, unit, MoraleOccasion::LeaderKilled, modifiers, dice, result);
}

void damageVehicle(const BnbTables& tables, BattleUnit& target,
                   const std::vector<VehicleDamage>& damage, BattleActionResult& result) {
    for (const auto hit : damage) {
        if (target.knockedOut) return;
        if (hit == VehicleDamage::KnockedOut) {
            target.knockedOut = true;
            result.effects.push_back(target.code + " is knocked out");
        } else if (hit == VehicleDamage::Mobility) {
            target.mobilityLost = std::min(target.mobilityLost + 1, tables.movement.mobilityBoxes);
            result.effects.push_back(
                target.code + " loses a mobility box" +
                (target.mobilityLost >= tables.movement.mobilityBoxes ? ": immobile" : ""));
        }
    }
}

}  // namespace tachanka::rules::bnb::steps
