// Results of a combat with scripted dice: retreats, routs, surrenders, retreat before
// combat, pursuit, the assault and its losses (8.5 - 8.8, 9).

#include <doctest/doctest.h>

#include "rules/orel/combat/combat_sequence.hpp"
#include "tests/orel/combat_fixtures.hpp"

using namespace tachanka::rules::orel;
using namespace tachanka::testing;

TEST_CASE("8.7.2: failing by 3 retreats one hex in March mode") {
    auto combat = duel();
    combat.defenders[0].troopQuality = 3;
    const auto report = resolve(combat, {2, 6});
    CHECK(fateOf(report, "D").retreatHexes == 1);
    CHECK(fateOf(report, "D").unit.mode == UnitMode::March);
    CHECK(report.hexCleared);
    CHECK(fateOf(report, "A").advanced);
}

TEST_CASE("8.7.2: failing by 2 is Repulsed: no assault for that unit") {
    auto combat = duel();
    combat.attackers[0].troopQuality = 4;
    combat.assault = true;
    const auto report = resolve(combat, {6, 2});
    CHECK(fateOf(report, "A").repulsed);
    CHECK_FALSE(report.assaulted);
    // The battle ends here, and says why.
    CHECK(report.noAssault ==
          "no assault: no attacking combat unit is left to make one (a Repulsed unit takes no "
          "part in an Assault, 8.7.2)");
}

TEST_CASE("8.7.2: a Repulsed defender \"remains in place ... but cannot take place in any "
          "Assault\": the hex is held, and the battle says why it ends") {
    auto combat = duel();
    combat.defenders[0].troopQuality = 4;
    combat.assault = true;
    const auto report = resolve(combat, {2, 6});
    CHECK(fateOf(report, "D").repulsed);
    CHECK(fateOf(report, "D").retreatHexes == 0);
    CHECK_FALSE(report.assaulted);
    CHECK_FALSE(report.hexCleared);
    CHECK(report.noAssault == "no assault: the defenders left in the hex are Repulsed, and stay "
                              "in place taking no part in one (8.7.2)");
}

TEST_CASE("8.8: an attacker that does not press the assault ends the battle, and says so") {
    auto combat = duel();
    combat.assault = false;
    const auto report = resolve(combat, {2, 2});
    CHECK_FALSE(report.assaulted);
    CHECK_FALSE(report.hexCleared);
    CHECK(report.noAssault == "no assault: the attacker does not press one (8.8)");
}

TEST_CASE("8.5.1: a blocked retreat becomes a rout in place") {
    auto combat = duel();
    combat.defenders[0].troopQuality = 3;
    combat.defenderRetreat = RetreatPath::Blocked;
    const auto report = resolve(combat, {2, 6});
    CHECK(fateOf(report, "D").retreatHexes == 0);
    CHECK(fateOf(report, "D").unit.mode == UnitMode::Routed);
}

TEST_CASE("8.7.3: a rout goes 2 hexes, a blocked rout surrenders, its steps prisoners") {
    auto combat = duel();
    combat.defenders[0].troopQuality = 2;
    auto report = resolve(combat, {2, 6});
    CHECK(fateOf(report, "D").retreatHexes == 2);
    CHECK(fateOf(report, "D").unit.mode == UnitMode::Routed);
    combat.defenderRout = RetreatPath::Blocked;
    report = resolve(combat, {2, 6});
    CHECK(fateOf(report, "D").surrendered);
    CHECK(report.attackerPrisoners == 3);
}

TEST_CASE("8.7.3: a unit already Routed that routs again surrenders") {
    auto combat = duel();
    combat.defenders[0].troopQuality = 2;
    combat.defenders[0].mode = UnitMode::Routed;
    const auto report = resolve(combat, {2, 6});
    CHECK(fateOf(report, "D").surrendered);
}

TEST_CASE("8.5.1 a: infantry retreating into enemy ZoC checks TQ +1 and loses a step if failed") {
    auto combat = duel();
    combat.defenders[0].troopQuality = 3;
    combat.defenderRetreat = RetreatPath::InfantryZoc;
    const auto report = resolve(combat, {2, 6, 3});
    CHECK(check(report, "D", "zoc").modifier == 1);
    CHECK(check(report, "D", "zoc").result == "failed");
    CHECK(fateOf(report, "D").stepsLost == 1);
    CHECK(fateOf(report, "D").retreatHexes == 1);
}

TEST_CASE("8.7.3 A 2: cavalry routing into infantry ZoC has no check, into cavalry ZoC it does") {
    auto combat = duel();
    combat.defenders = {cavalry("Z", 2, 2, 2, 2)};
    combat.defenderRout = RetreatPath::InfantryZoc;
    auto report = resolve(combat, {2, 6});
    CHECK(fateOf(report, "Z").retreatHexes == 2);
    combat.defenderRout = RetreatPath::CavalryZoc;
    report = resolve(combat, {2, 6, 2});
    CHECK(fateOf(report, "Z").surrendered);
}

TEST_CASE("8.5: retreat before combat, one die against the predominant TQ") {
    auto combat = duel();
    combat.retreatBeforeCombat = true;
    auto report = resolve(combat, {5});
    CHECK(fateOf(report, "D").retreatHexes == 1);
    CHECK(report.hexCleared);
    CHECK(fateOf(report, "A").advanced);
    report = resolve(combat, {6, 2, 2});
    CHECK(fateOf(report, "D").retreatHexes == 0);
    CHECK(fateOf(report, "D").unit.mode == UnitMode::March);
}

TEST_CASE("9: vehicles defending alone retreat before combat, or are captured if they cannot") {
    auto combat = duel();
    auto train = infantry("Train", 4, 3, 2);
    train.kind = UnitKind::ArmouredTrain;
    combat.defenders = {train};
    auto report = resolve(combat, {});
    CHECK(fateOf(report, "Train").retreatHexes == 1);
    combat.defenderRetreat = RetreatPath::Blocked;
    combat.munitionsFromDepot = false;
    report = resolve(combat, {});
    CHECK(fateOf(report, "Train").captured);
    CHECK(fateOf(report, "A").advanced);
    CHECK_FALSE(fateOf(report, "A").unit.unsupplied);  // no munitions spent
    combat.advance = false;
    report = resolve(combat, {});
    CHECK_FALSE(fateOf(report, "Train").captured);  // only if the attacker advances
}

TEST_CASE("8.7.4: cavalry pursuing routed units takes half their losses as prisoners") {
    auto combat = duel();
    combat.attackers = {infantry("A", 5, 6, 3, "h"), cavalry("C", 5, 2, 4, 2, "h")};
    combat.defenders = {infantry("D", 2, 2, 3)};
    combat.pursuit = true;
    // Cohesion: A and C pass on 2; D rolls 6 + 1 (2:1) + 1 (charge) against TQ 2 and routs.
    // Pursuit: C charges 4 against 2 / 4 = 1: 4:1 +4, TQ 5 - 2 = +3; 12 + 7 -> 0/3.
    const auto report = resolve(combat, {2, 6, 6, 6});
    CHECK(fateOf(report, "C").advanced);
    CHECK(report.assaulted);
    CHECK(report.assaultModifier == 7);
    CHECK(report.assaultResult.attackerLosses == 0);  // ignored against a rout
    CHECK(fateOf(report, "D").eliminated);
    CHECK(report.attackerPrisoners == 2);  // half of 3, rounded to the nearest
}

TEST_CASE("8.8.2: no +1 loss when the smaller side has fewer than 6 steps") {
    auto combat = duel();
    combat.assault = true;
    // Cohesion 2 and 2; assault 4 + 5 = 9 with no modifier: 1/1 (m-2); morale 2.
    const auto report = resolve(combat, {2, 2, 4, 5, 2});
    CHECK(report.assaultModifier == 0);
    CHECK(report.assaultResult.attackerLosses == 1);
    CHECK(report.assaultResult.defenderLosses == 1);
}

TEST_CASE("8.8.1: encirclement +2, tanks +1, heavy armoured trains +1 and -1") {
    auto combat = duel();
    combat.assault = true;
    combat.encircled = true;
    auto tank = infantry("Tank", 5, 0, 1, "h");
    tank.kind = UnitKind::Tank;
    combat.attackers.push_back(tank);
    auto train = infantry("Lo", 4, 0, 2);
    train.kind = UnitKind::ArmouredTrain;
    train.heavyTrain = true;
    train.inContact = true;
    combat.defenders.push_back(train);
    // Cohesion rolls 1 (natural passes); assault 1 + 1 + 2 = 4: 2/0, the attacker loses
    // (m+0), morale 1; the tank took part, its side lost steps and an enemy armoured train
    // was there: destruction check 2, safe.
    const auto report = resolve(combat, {1, 1, 1, 1, 1, 2});
    CHECK(report.assaultModifier == 2 + 1 - 1);
    CHECK(check(report, "Tank", "destruction").result == "safe");
}

TEST_CASE("8.8.1: entrenchment counts in the assault only if every unit is entrenched") {
    auto combat = duel();
    combat.assault = true;
    combat.defenders = {infantry("D", 5, 3, 2), infantry("E", 5, 3, 1)};
    combat.defenders[0].entrenched = true;
    auto report = resolve(combat, {1, 1, 3, 4});  // 7: 1/1, no morale check
    CHECK(report.assaultModifier == 0);
    combat.defenders[1].entrenched = true;
    report = resolve(combat, {1, 1, 3, 4, 1});
    CHECK(report.assaultModifier == -2);
}

namespace {

// Dice read by what they are for: the assault's 2d6 and its morale check as given, every
// other die a natural 1 (a check that always passes, 8.7.1), so a test is about one roll.
class DiceByPurpose final : public tachanka::rules::Dice {
public:
    DiceByPurpose(int assaultDie, int moraleDie) : assault_(assaultDie), morale_(moraleDie) {}
    int roll(int, std::string_view purpose) override {
        if (purpose == "assault") return assault_;
        if (purpose == "assault morale check") return morale_;
        return 1;
    }

private:
    int assault_;
    int morale_;
};

CombatReport resolveBy(const CombatDeclaration& combat, int assaultDie, int moraleDie) {
    DiceByPurpose dice(assaultDie, moraleDie);
    return resolveCombat(combat, shippedCombatTables(), dice);
}

CombatUnit artillery(std::string code, int steps) {
    auto gun = infantry(std::move(code), 4, 3, steps);
    gun.kind = UnitKind::Artillery;
    return gun;
}

}  // namespace

TEST_CASE("8.8.1: \"entrenchment benefits ... only apply if all the units are entrenched\": "
          "artillery in the stack counts, and a lone gun has them only when entrenched") {
    auto combat = duel();
    combat.assault = true;
    auto dug = infantry("D", 5, 3, 2);
    dug.entrenched = true;
    auto gun = artillery("Gun", 2);
    combat.defenders = {dug, gun};
    const int gunInTheOpen = resolveBy(combat, 3, 1).assaultModifier;
    combat.defenders[1].entrenched = true;
    const int allDug = resolveBy(combat, 3, 1).assaultModifier;
    CHECK(gunInTheOpen - allDug == 2);  // the Terrain Effects Table's entrenched -2
    combat.defenders = {gun};
    const int loneInTheOpen = resolveBy(combat, 3, 1).assaultModifier;
    combat.defenders[0].entrenched = true;
    CHECK(loneInTheOpen - resolveBy(combat, 3, 1).assaultModifier == 2);
}

TEST_CASE("8.8.2 B: \"if all of the surviving units stacked with Artillery surrender, the "
          "Artillery also surrenders\"") {
    auto combat = duel();
    combat.assault = true;
    combat.encircled = true;
    combat.attackers[0].strength = 30;
    combat.defenders = {infantry("D", 2, 2, 5), artillery("Gun", 2)};
    // Assault 6 + 6 and more: 0/3 (m+2); morale 6 + 2 + 1 against TQ 2, a surrender.
    const auto report = resolveBy(combat, 6, 6);
    REQUIRE(fateOf(report, "D").surrendered);
    CHECK(fateOf(report, "Gun").surrendered);
    CHECK(fateOf(report, "Gun").stepsLost == 0);  // losses go to combat units first (8.8.2)
    CHECK(report.attackerPrisoners == 5 - fateOf(report, "D").stepsLost + 2);
    // A morale check of 1 passes: D retreats, and its gun does not give itself up.
    const auto held = resolveBy(combat, 6, 1);
    CHECK_FALSE(fateOf(held, "D").surrendered);
    CHECK_FALSE(fateOf(held, "Gun").surrendered);
}

TEST_CASE("8.8.2 A 1: the first loss must go to the predominant TQ, cavalry, March or Routed") {
    auto combat = duel();
    combat.assault = true;
    combat.defenders = {infantry("Recruits", 3, 2, 1), infantry("Veterans", 5, 4, 3)};
    combat.defenderLossOrder = {"Recruits", "Veterans"};
    // Assault 6 + 6 = 12: 0/2, defender loses (m+0); morale 1.
    const auto report = resolve(combat, {1, 1, 6, 6, 1});
    CHECK(fateOf(report, "Veterans").stepsLost == 1);
    CHECK(fateOf(report, "Recruits").stepsLost == 1);
}

TEST_CASE("8.8.2 A 1: no second loss before every unit has one, then round again") {
    auto combat = duel();
    combat.assault = true;
    combat.encircled = true;
    combat.attackers[0].strength = 30;  // 4:1 and more
    combat.defenders = {infantry("P", 5, 2, 3), infantry("Q", 5, 2, 3)};
    // Assault 6 + 6 + 4 + 2 = 18 -> 0/3 (m+2): P, Q, P; morale 1.
    const auto report = resolve(combat, {1, 1, 6, 6, 1});
    CHECK(fateOf(report, "P").stepsLost == 2);
    CHECK(fateOf(report, "Q").stepsLost == 1);
}

TEST_CASE("8.8.2 A: losses beyond a side's steps reduce the other side's losses") {
    auto combat = duel();
    combat.assault = true;
    combat.encircled = true;
    combat.attackers[0].strength = 30;
    combat.defenders = {infantry("D", 5, 2, 1)};
    // 0/3: the defender has 1 step, but the attacker lost nothing to reduce; 1 prisoner.
    const auto report = resolve(combat, {1, 1, 6, 6});
    CHECK(fateOf(report, "D").eliminated);
    CHECK(report.attackerPrisoners == 1);
    CHECK(fateOf(report, "A").advanced);
}

TEST_CASE("8.8.2 B: a morale check failed by 5 or more surrenders") {
    auto combat = duel();
    combat.assault = true;
    combat.encircled = true;
    combat.attackers[0].strength = 30;
    combat.defenders = {infantry("D", 2, 2, 3)};
    // Cohesion 1 and 1; assault 12 + 6 = 18 -> 0/3 (m+2); D has 3 steps and loses them all.
    auto report = resolve(combat, {1, 1, 6, 6});
    CHECK(fateOf(report, "D").eliminated);
    combat.defenders = {infantry("D", 2, 2, 5)};
    // 0/3 (m+2): morale 6 + 2 + 1 = 9 against TQ 2, failed by 7: Surrender of 2 steps.
    report = resolve(combat, {1, 1, 6, 6, 6});
    CHECK(fateOf(report, "D").surrendered);
    CHECK(report.attackerPrisoners == 2);
}

TEST_CASE("8.8.2: defending artillery takes losses only after its combat units, then routs") {
    auto combat = duel();
    combat.assault = true;
    combat.encircled = true;
    combat.attackers[0].strength = 30;
    auto gun = infantry("Gun", 4, 3, 2);
    gun.kind = UnitKind::Artillery;
    combat.defenders = {infantry("D", 5, 2, 1), gun};
    // 0/3: D loses its step, then the gun two; vehicles none. Gun eliminated.
    const auto report = resolve(combat, {1, 1, 6, 6});
    CHECK(fateOf(report, "D").eliminated);
    CHECK(fateOf(report, "Gun").stepsLost == 2);
    CHECK(report.attackerPrisoners == 2);
}

TEST_CASE("8.5: units whose retreat is automatic leave without a check") {
    auto combat = duel();
    combat.retreatBeforeCombat = true;
    auto train = infantry("Train", 4, 3, 1);
    train.kind = UnitKind::ArmouredTrain;
    combat.defenders.push_back(train);
    // D checks (5: passes); the train is not capable on the table and stays in place,
    // then retreats 1 hex with its stack.
    const auto report = resolve(combat, {5});
    CHECK(fateOf(report, "Train").retreatHexes == 1);
    CHECK(report.hexCleared);
}

TEST_CASE("9.1.2: a train in contact is captured when its hex falls, others retreat 2 hexes") {
    auto combat = duel();
    combat.assault = true;
    combat.encircled = true;
    combat.attackers[0].strength = 30;
    auto contact = infantry("Contact", 4, 0, 1);
    contact.kind = UnitKind::ArmouredTrain;
    contact.inContact = true;
    auto other = contact;
    other.code = "Other";
    other.inContact = false;
    combat.defenders = {infantry("D", 5, 2, 1), contact, other};
    // Cohesion 1, 1; assault 12 + 4 (4:1) + 2 (encirclement) = 18: 0/3, D is eliminated.
    const auto report = resolve(combat, {1, 1, 6, 6});
    CHECK(fateOf(report, "D").eliminated);
    CHECK(fateOf(report, "Contact").captured);
    CHECK(fateOf(report, "Other").retreatHexes == 2);
}

TEST_CASE("8.7.2: artillery retreats in good order with its stack after a lost assault") {
    auto combat = duel();
    combat.assault = true;
    auto gun = infantry("Gun", 4, 3, 2);
    gun.kind = UnitKind::Artillery;
    combat.defenders.push_back(gun);
    // Cohesion 1, 1; assault 5 + 4 = 9: 1/1 (m-2), the defender loses; D loses a step
    // (never the gun), morale 3 - 2 + 1 = 2 passes: D retreats 1 hex, the gun with it.
    const auto report = resolve(combat, {1, 1, 5, 4, 3});
    CHECK(fateOf(report, "D").retreatHexes == 1);
    CHECK(fateOf(report, "Gun").stepsLost == 0);
    CHECK(fateOf(report, "Gun").retreatHexes == 1);
    CHECK(fateOf(report, "Gun").unit.mode == UnitMode::March);
}

TEST_CASE("8.8.2: artillery that outlives its eliminated combat units routs") {
    auto combat = duel();
    combat.assault = true;
    combat.encircled = true;
    combat.attackers[0].strength = 30;
    auto gun = infantry("Gun", 4, 3, 5);
    gun.kind = UnitKind::Artillery;
    combat.defenders = {infantry("D", 5, 2, 1), gun};
    // 18: 0/3; D loses its step, the gun two of its five, then routs 2 hexes.
    const auto report = resolve(combat, {1, 1, 6, 6});
    CHECK(fateOf(report, "Gun").stepsLost == 2);
    CHECK(fateOf(report, "Gun").retreatHexes == 2);
    CHECK(fateOf(report, "Gun").unit.mode == UnitMode::Routed);
}

TEST_CASE("8.5.1 d: units sheltering in the hex do not fight and retreat with the defenders") {
    auto combat = duel();
    combat.defenders[0].troopQuality = 3;
    combat.sheltering = {infantry("S", 2, 4, 2)};
    // Cohesion 2 and 6: D fails by 3 and retreats; S made no check and goes with it.
    const auto report = resolve(combat, {2, 6});
    CHECK(report.defenderStrength == 6);
    CHECK(report.checks.size() == 2);
    CHECK(fateOf(report, "S").retreatHexes == 1);
    CHECK(fateOf(report, "S").unit.mode == UnitMode::March);
}

TEST_CASE("8.7.3 A 1: a routed unit sheltering where every defender routs surrenders") {
    auto combat = duel();
    combat.defenders[0].troopQuality = 2;
    auto refugee = infantry("R", 4, 4, 2);
    refugee.mode = UnitMode::Routed;
    combat.sheltering = {refugee, infantry("S", 4, 4, 1)};
    // D fails by 4 and routs: S routs with it, R, already routed, surrenders.
    const auto report = resolve(combat, {2, 6});
    CHECK(fateOf(report, "D").unit.mode == UnitMode::Routed);
    CHECK(fateOf(report, "S").retreatHexes == 2);
    CHECK(fateOf(report, "R").surrendered);
    CHECK(report.attackerPrisoners == 2);
}

TEST_CASE("8.5.1 d: sheltering units take assault losses only once the defenders are gone") {
    auto combat = duel();
    combat.assault = true;
    combat.encircled = true;
    combat.attackers[0].strength = 30;
    combat.defenders = {infantry("D", 5, 2, 1)};
    combat.sheltering = {infantry("S", 4, 4, 3)};
    // 18: 0/3; D takes one, S the other two, then routs as every defender is gone.
    const auto report = resolve(combat, {1, 1, 6, 6});
    CHECK(fateOf(report, "D").eliminated);
    CHECK(fateOf(report, "S").stepsLost == 2);
    CHECK(fateOf(report, "S").retreatHexes == 2);
    CHECK(fateOf(report, "A").advanced);
}
