#pragma once
// Who may attack together (8.6.1) and which artillery may support a combat (8.6.2): checks
// on a declaration, answered with the reason when it is refused.

#include <string>
#include <vector>

#include "rules/orel/combat/combat_unit.hpp"

namespace tachanka::rules::orel {


struct AttackParticipant {
    std::string code;
    std::string hex;        // the stack it attacks from
    std::string formation;  // Reds: its formation; Whites: its division
    int troopQuality = 4;
    bool recruitBattalion = false;      // joins any formation's attack
    bool lettone = false;               // Reds: Lettone units attack together
    bool tchervonnoKazakGroup = false;  // Reds: the brigade, 14/41D and 41S.Cv (from 20 Oct)
};

struct AttackDeclaration {
    Side side = Side::Reds;
    AttackType type = AttackType::Prepared;
    std::vector<AttackParticipant> units;
    bool twoHexesAdjacent = false;  // when the attack comes from two hexes: are they adjacent?
    bool from20October = false;
};

// 8.6.1: the groups of Red units that attack together whatever their formation: the Lettone
// units (a formation named Letton… above them) and the Tchervonno-Kazak group (the brigade,
// and 14/41D and 41S.Cv with it). `formations`: the names of the unit's formation and those
// above it.
void placeInAttackGroups(AttackParticipant& unit, const std::vector<std::string>& formations);

// Empty when the units may attack together, else why not ("8.6.1: ...").
std::string attackCoordinationRefusal(const AttackDeclaration& attack);

// 8.6.2: artillery supports a combat within 2 hexes that involves a unit of its formation
// (Reds) or division (Whites); armoured trains support any combat in range.
std::string supportRefusal(UnitKind supportKind, const std::string& supportFormation,
                           int hexesToDefender, const std::vector<AttackParticipant>& combat);

}  // namespace tachanka::rules::orel
