#pragma once
// Internal to the battle actions: the steps several actions share (a unit by its code, stands
// lost, a morale check with the attached leader's boost, falling back with its cohesion roll,
// a leader hit in the hex), each writing its cells and effects into the action's result.

#include "rules/bnb/battle/battle.hpp"

namespace tachanka::rules::bnb::steps {

// The unit coded `code` still in the fight; std::invalid_argument naming the `role`.
BattleUnit& unitCoded(BnbBattle& battle, const std::string& code, std::string_view role);

bool isVehicle(UnitType type);
bool isArtillery(UnitType type);
// Trenches, emplacements and towns: "defensive position", "entrenched/in town".
bool defensive(ArtilleryTarget terrain);

// Removes up to `count` stands ("2 stands lost"); returns those removed.
int loseStands(BattleUnit& unit, int count, BattleActionResult& result);

// The check on `occasion` with `modifiers` and, when its leader is serving, his boost (his
// rating or less on a d6) first; a failure is carried out. Returns whether it passed.
bool moraleCheck(const BnbTables& tables, BnbBattle& battle, BattleUnit& unit, MoraleOccasion occasion,
                 std::vector<std::string> modifiers, Dice& dice, BattleActionResult& result);

// A morale failure's result on the table: pinned, or falling back (artillery limbering or
// abandoning its guns) and the cohesion roll.
void carryOut(MoraleFailure failure, BattleUnit& unit, Dice& dice, BattleActionResult& result);

// The cohesion roll: a stand lost unless the d6 beats the morale level.
void cohesionRoll(BattleUnit& unit, Dice& dice, BattleActionResult& result);

// Stands lost: the unit checks its morale (Taking Losses), each stand already lost a -1
// (README: those just lost among them).
void lossesCheck(const BnbTables& tables, BnbBattle& battle, BattleUnit& target,
                 ArtilleryTarget terrain, Dice& dice, BattleActionResult& result);

// The leader of a unit in a hex under `fire` may be hit; a killed leader's unit checks morale.
void leaderUnderFire(const BnbTables& tables, BnbBattle& battle, BattleUnit& unit, FireType fire,
                     bool lostCloseAssault, ArtilleryTarget terrain, Dice& dice,
                     BattleActionResult& result);

// Each hit's damage on an armoured car or tank: a mobility box lost, or knocked out.
void damageVehicle(const BnbTables& tables, BattleUnit& target,
                   const std::vector<VehicleDamage>& damage, BattleActionResult& result);

// Tells exact odds the battle's state at this point (rules/odds.hpp memoiseStates): what
// follows depends on the units and the effects so far, never on the rolls before.
void settled(const BnbBattle& battle, const BattleActionResult& result, Dice& dice);

// The state text settled() gives, for a caller that adds to it.
std::string stateOf(const BnbBattle& battle, const BattleActionResult& result);

// Passes dice through and, for exact odds, tells the state before each die as `before` and
// the running total of the dice of each purpose so far: a melee's result depends on its
// stands' totals, never on which die rolled what, so its sequences collapse to totals.
class TotalsCounted final : public Dice {
public:
    TotalsCounted(Dice& source, std::string before);
    int roll(int sides, std::string_view purpose) override;
    int rollSum(int count, int sides, std::string_view purpose) override;
    bool countsStates() const override { return source_.countsStates(); }
    // A step the dice's user reports, within the state it was made at.
    void reached(std::string_view state) override;

private:
    void reachedHere();  // the state before the next roll: the totals so far
    int counted(std::string_view purpose, int value);  // added to its purpose's total

    Dice& source_;
    std::string before_;
    std::vector<std::pair<std::string, int>> totals_;  // by purpose, in first-rolled order
    int rolled_ = 0;
};

// "1 stand", "2 stands"
std::string standsText(int stands);

}  // namespace tachanka::rules::bnb::steps
