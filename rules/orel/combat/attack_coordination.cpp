#include "rules/orel/combat/attack_coordination.hpp"

#include <algorithm>
#include <set>

namespace tachanka::rules::orel {
namespace {

// 8.6.1: one formation (Reds) or division (Whites), recruit battalions joining anyone; the
// Lettone units, and from 20 October the Tchervonno-Kazak group, count as one.
bool oneCommand(const AttackDeclaration& attack) {
    std::vector<const AttackParticipant*> regulars;
    for (const auto& unit : attack.units) {
        if (!unit.recruitBattalion) regulars.push_back(&unit);
    }
    if (regulars.empty()) return true;
    const auto all = [&](auto predicate) {
        return std::all_of(regulars.begin(), regulars.end(), predicate);
    };
    if (all([&](const AttackParticipant* u) { return u->formation == regulars[0]->formation; })) {
        return true;
    }
    if (attack.side != Side::Reds) return false;
    if (all([](const AttackParticipant* u) { return u->lettone; })) return true;
    return attack.from20October &&
           all([](const AttackParticipant* u) { return u->tchervonnoKazakGroup; });
}

}  // namespace

void placeInAttackGroups(AttackParticipant& unit, const std::vector<std::string>& formations) {
    const auto named = [&](std::string_view part) {
        return std::any_of(formations.begin(), formations.end(), [&](const std::string& name) {
            return name.find(part) != std::string::npos;
        });
    };
    unit.lettone = named("Letton");
    // 8.6.1 "cavalry units 14/41D and 41S.Cv": the Sabline cavalry by its setup code (10.2).
    unit.tchervonnoKazakGroup =
        named("Tchervonno") || unit.code == "14/41D" || unit.code == "Cv/41S";
}

std::string attackCoordinationRefusal(const AttackDeclaration& attack) {
    std::set<std::string> hexes;
    for (const auto& unit : attack.units) hexes.insert(unit.hex);
    if (hexes.size() <= 1) return "";
    if (attack.type == AttackType::Hasty) {
        return "8.6.1: a hasty attack cannot be combined with attacks from other hexes";
    }
    if (!oneCommand(attack)) {
        return attack.side == Side::Reds
                   ? "8.6.1: the units of a prepared attack must belong to one formation"
                   : "8.6.1: the units of a prepared attack must belong to one division";
    }
    const bool weakUnit =
        std::any_of(attack.units.begin(), attack.units.end(),
                    [](const AttackParticipant& u) { return u.troopQuality <= 3; });
    if (weakUnit && (hexes.size() > 2 || !attack.twoHexesAdjacent)) {
        return "8.6.1: with a unit of TQ 3 or less, a prepared attack comes from at most two "
               "adjacent hexes";
    }
    return "";
}

std::string supportRefusal(UnitKind supportKind, const std::string& supportFormation,
                           int hexesToDefender, const std::vector<AttackParticipant>& combat) {
    if (hexesToDefender > 2) return "8.6.2: support reaches 2 hexes from the defender's hex";
    if (supportKind == UnitKind::ArmouredTrain) return "";
    const bool sameCommand = std::any_of(
        combat.begin(), combat.end(),
        [&](const AttackParticipant& unit) { return unit.formation == supportFormation; });
    return sameCommand ? ""
                       : "8.6.2: artillery supports only a combat with a unit of its "
                         "own formation (Reds) or division (Whites)";
}

}  // namespace tachanka::rules::orel
