#include "rules/redactions/officers.hpp"

#include <stdexcept>

namespace tachanka::rules::redactions {
namespace {

OfficerCasualties casualtyTests(int officers, int casualtyAtMost, const char* purpose, Dice& dice) {
    if (officers < 0) throw std::invalid_argument("the number of officers cannot be negative");
    OfficerCasualties result;
    for (int officer = 0; officer < officers; ++officer) {
        const int roll = dice.roll(6, purpose);
        result.rolls.push_back(roll);
        if (roll <= casualtyAtMost) ++result.casualties;
    }
    result.allLost = officers > 0 && result.casualties == officers;
    return result;
}

}  // namespace

int officerMoraleBonus(const MoraleRules& rules, std::optional<int> juniorBonus,
                       const std::optional<SeniorOfficer>& senior) {
    if (senior && senior->personalCommand) return senior->bonus;
    int bonus = juniorBonus.value_or(0);
    if (senior && ((senior->canSeeUnit && senior->distanceInches <= rules.seniorInSightInches) ||
                   senior->distanceInches <= rules.seniorNearInches)) {
        bonus += senior->bonus;
    }
    return bonus;
}

std::set<Characteristic> effectiveCharacteristics(const std::set<Characteristic>& unit,
                                                  const std::set<OfficerCharacteristic>& officer,
                                                  bool whiteOfficerBaseLost) {
    std::set<Characteristic> result = unit;
    const std::pair<OfficerCharacteristic, Characteristic> lent[] = {
        {OfficerCharacteristic::Partisan, Characteristic::Partisan},
        {OfficerCharacteristic::Storm, Characteristic::Storm},
        {OfficerCharacteristic::Specialist, Characteristic::Specialist},
        {OfficerCharacteristic::Skirmisher, Characteristic::Skirmisher},
    };
    for (const auto& [officerHas, unitGets] : lent) {
        if (officer.contains(officerHas)) result.insert(unitGets);
    }
    const bool ignoresMobOfficers =
        result.contains(Characteristic::Storm) || result.contains(Characteristic::Specialist);
    if (officer.contains(OfficerCharacteristic::MobInstilling) && !ignoresMobOfficers) {
        result.insert(Characteristic::Mob);
    }
    if (result.contains(Characteristic::WhiteOfficerBase)) {
        if (whiteOfficerBaseLost) {
            result.erase(Characteristic::WhiteOfficerBase);
        } else {
            result.erase(Characteristic::Mob);
        }
    }
    return result;
}

bool mayTakeOverUnit(const std::set<OfficerCharacteristic>& commanding,
                     const std::set<OfficerCharacteristic>& newcomer) {
    return !commanding.contains(OfficerCharacteristic::Commissar) ||
           newcomer.contains(OfficerCharacteristic::Commissar);
}

MobCheck mobHesitation(const SmallRolls& rolls, bool isMob, bool enemyVisible, MobAction action,
                       Dice& dice) {
    MobCheck check;
    if (!isMob || !enemyVisible || action == MobAction::ShootChargeOrMoveAway) return check;
    check.rolled = true;
    check.roll = dice.roll(6, "mob hesitation");
    check.acts = check.roll >= rolls.mobActsOn;
    return check;
}

OfficerCasualties officerCasualtiesFromShooting(const SmallRolls& rolls, int officers, Dice& dice) {
    return casualtyTests(officers, rolls.officerKilledByShootingOn, "officer casualty (shooting)",
                         dice);
}

OfficerCasualties officerCasualtiesInCombat(const SmallRolls& rolls, int officers, bool routs,
                                            Dice& dice) {
    return casualtyTests(
        officers, routs ? rolls.officerCasualtyWhenRoutingOn : rolls.officerCasualtyInCombatOn,
        "officer casualty (combat)", dice);
}

OfficerCasualties officerCasualties(const SmallRolls& rolls, int officers, CasualtySource source,
                                    Dice& dice) {
    if (source == CasualtySource::Shooting) {
        return officerCasualtiesFromShooting(rolls, officers, dice);
    }
    return officerCasualtiesInCombat(rolls, officers, source == CasualtySource::CombatRouting,
                                     dice);
}

bool cleverPreempts(const SmallRolls& rolls, bool targetHasCleverOfficer, Dice& dice) {
    if (targetHasCleverOfficer) return false;
    return dice.roll(6, "clever officer pre-empts") >= rolls.cleverPreemptsOn;
}

}  // namespace tachanka::rules::redactions
