// 8.6.1 who may attack together and 8.6.2 which artillery may support.

#include <doctest/doctest.h>

#include "rules/orel/combat/attack_coordination.hpp"

using namespace tachanka::rules::orel;

namespace {

AttackParticipant unit(std::string code, std::string hex, std::string formation, int tq = 5) {
    AttackParticipant participant;
    participant.code = std::move(code);
    participant.hex = std::move(hex);
    participant.formation = std::move(formation);
    participant.troopQuality = tq;
    return participant;
}

}  // namespace

TEST_CASE("8.6.1: one stack may always attack, a hasty attack never combines hexes") {
    AttackDeclaration attack;
    attack.type = AttackType::Hasty;
    attack.units = {unit("a", "1010", "9th"), unit("b", "1010", "41st")};
    CHECK(attackCoordinationRefusal(attack).empty());
    attack.units[1].hex = "1011";
    CHECK(attackCoordinationRefusal(attack).find("hasty") != std::string::npos);
}

TEST_CASE("8.6.1: a prepared attack from several hexes needs one formation or division") {
    AttackDeclaration attack;
    attack.units = {unit("a", "1010", "9th"), unit("b", "1011", "41st")};
    CHECK(attackCoordinationRefusal(attack).find("one formation") != std::string::npos);
    attack.side = Side::Whites;
    CHECK(attackCoordinationRefusal(attack).find("one division") != std::string::npos);
    attack.units[1].formation = "9th";
    CHECK(attackCoordinationRefusal(attack).empty());
}

TEST_CASE("8.6.1 exceptions: recruit battalions, Lettone units, the Tchervonno-Kazak group") {
    AttackDeclaration attack;
    attack.units = {unit("a", "1010", "9th"), unit("r", "1011", "Recruits")};
    attack.units[1].recruitBattalion = true;
    CHECK(attackCoordinationRefusal(attack).empty());
    attack.units = {unit("1/Let", "1010", "Shock Group"), unit("Cv/Let", "1011", "Lettone")};
    attack.units[0].lettone = attack.units[1].lettone = true;
    CHECK(attackCoordinationRefusal(attack).empty());
    attack.units = {unit("TK", "1010", "8th Cav"), unit("14/41D", "1011", "41st")};
    attack.units[0].tchervonnoKazakGroup = attack.units[1].tchervonnoKazakGroup = true;
    CHECK_FALSE(attackCoordinationRefusal(attack).empty());
    attack.from20October = true;
    CHECK(attackCoordinationRefusal(attack).empty());
}

TEST_CASE("8.6.1: with a TQ 3 unit, at most two adjacent hexes") {
    AttackDeclaration attack;
    attack.units = {unit("a", "1010", "9th", 3), unit("b", "1011", "9th")};
    CHECK_FALSE(attackCoordinationRefusal(attack).empty());
    attack.twoHexesAdjacent = true;
    CHECK(attackCoordinationRefusal(attack).empty());
    attack.units.push_back(unit("c", "1110", "9th"));
    CHECK_FALSE(attackCoordinationRefusal(attack).empty());
}

TEST_CASE("8.6.2: artillery supports within 2 hexes a combat with its own formation") {
    const std::vector<AttackParticipant> combat = {unit("a", "1010", "9th")};
    CHECK(supportRefusal(UnitKind::Artillery, "9th", 2, combat).empty());
    CHECK_FALSE(supportRefusal(UnitKind::Artillery, "9th", 3, combat).empty());
    CHECK_FALSE(supportRefusal(UnitKind::Artillery, "41st", 1, combat).empty());
    CHECK(supportRefusal(UnitKind::ArmouredTrain, "", 2, combat).empty());
}

TEST_CASE("8.6.1: the Lettone units and the Tchervonno-Kazak group are known by formation and code") {
    auto rifles = unit("1/Let", "1010", "1st Letton Brigade");
    placeInAttackGroups(rifles, {"1st Letton Brigade", "Letton Rifle Division", "Shock Group"});
    CHECK(rifles.lettone);
    CHECK_FALSE(rifles.tchervonnoKazakGroup);

    auto cossacks = unit("1/TK", "1010", "Tchervonno-Kazak Brigade");
    placeInAttackGroups(cossacks, {"Tchervonno-Kazak Brigade", "14th Army"});
    CHECK(cossacks.tchervonnoKazakGroup);
    CHECK_FALSE(cossacks.lettone);

    // 14/41D and the 41st's cavalry join the group by their codes, whatever their formation.
    for (const char* code : {"14/41D", "Cv/41S"}) {
        auto joined = unit(code, "1011", "41st Division");
        placeInAttackGroups(joined, {"41st Division", "14th Army"});
        CHECK(joined.tchervonnoKazakGroup);
    }
    auto other = unit("15/41D", "1011", "41st Division");
    placeInAttackGroups(other, {"41st Division", "14th Army"});
    CHECK_FALSE(other.tchervonnoKazakGroup);
    CHECK_FALSE(other.lettone);
}
