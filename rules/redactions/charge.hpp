#pragma once
// Declaring a charge ("Charging"): who may charge whom, the charger's charge test (not for
// ambushers), the target's choice to flee humiliated or its fear test, mortar crews routing,
// gun crews surrendering, troops that stand against a charging vehicle, and cavalry
// counter-charging cavalry.

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "rules/dice.hpp"
#include "rules/redactions/characteristic.hpp"
#include "rules/redactions/morale.hpp"
#include "rules/redactions/tables.hpp"

namespace tachanka::rules::redactions {

// Why this arm may not charge that target; none when it may. `targetFront`: into its front.
std::optional<std::string> chargeRefusal(Arm charger, Arm target, bool targetFront);

// Troops that stand when contacted by a charging tank or armoured car rout, but damage it on
// a 6 (grenadiers add 2). True if the vehicle is immobilised.
bool vehicleImmobilisedByTroops(const SmallRolls& rolls, bool grenadiers, Dice& dice);

// What the target's fire did to the chargers before contact, when it stood and shot ("If it
// stands then it may be entitled to shoot, if it has not already acted this turn, which will
// cause the charge to be cancelled if a retire or rout result is achieved on the chargers").
// Resolve the shot itself with resolveShooting.
enum class FireOnChargers { NotShot, NoRetireOrRout, Retire, Rout };
inline constexpr std::array<model::EnumName<FireOnChargers>, 4> fireOnChargersNames{{
    {FireOnChargers::NotShot, "none"},
    {FireOnChargers::NoRetireOrRout, "held"},
    {FireOnChargers::Retire, "retire"},
    {FireOnChargers::Rout, "rout"},
}};

struct ChargeDeclaration {
    Arm charger = Arm::Sabres;
    Arm target = Arm::Riflemen;
    bool targetFront = true;
    bool ambush = false;      // ambushers need no charge test; the target takes a terror marker
    MoraleInputs chargeTest;  // the charger's (test is set to Charge)
    MoraleInputs fearTest;    // the target's (test is set to Fear)
    bool targetFleesVoluntarily = false;  // only when charged frontally: a humiliated marker
    bool targetGrenadiers = false;
    FireOnChargers fireOnChargers = FireOnChargers::NotShot;
    // The target's shot at the chargers resolved where it stands, in place of fireOnChargers
    // (an umpired table shoots it then): called only when the target stood, with its markers
    // after its fear test and the dice the declaration rolls; says what the fire did to them.
    std::function<FireOnChargers(const UnitState& target, Dice&)> shootAtChargers;
    bool targetHasActed = false;  // then it may not shoot at the chargers
    // "Cavalry charge frontally by other cavalry may counter-charge, in which case they meet
    // the chargers half-way": if it stands (passes its fear test), the target rides out
    // instead of standing to shoot.
    bool targetCounterCharges = false;
};

struct ChargeDeclarationResult {
    std::optional<std::string> refused;
    std::optional<MoraleResult> chargeTest;
    std::optional<MoraleResult> fearTest;
    bool chargeGoesIn = false;  // the charger moves into contact (or onto the fled target)
    bool cancelledByFire = false;  // the target's fire made the chargers retire or rout
    bool counterCharged = false;   // both sides charge and meet half-way
    bool targetRouts = false;
    bool targetRemoved = false;      // mortar crews rout and are removed
    bool gunCrewSurrenders = false;  // guns: the crew surrender rather than fight
    bool vehicleDieRolled = false;  // troops that stood rolled to damage a charging vehicle
    bool vehicleImmobilised = false;
    bool handToHand = false;  // combat follows (resolveCombat)
    UnitState target;         // the target's markers afterwards
    std::vector<std::string> effects;
    std::vector<DieRoll> rolls;
};

// A target that stands may shoot at the chargers before contact if it has not acted; a retire
// or rout result on them cancels the charge. Throws std::invalid_argument for fire from a
// target that has acted, or that fled or routed, and for a counter-charge that is not cavalry
// charged frontally by cavalry, or that also flees or shoots.
ChargeDeclarationResult declareCharge(const RedActionsTables& tables,
                                      const ChargeDeclaration& charge, Dice& dice);

}  // namespace tachanka::rules::redactions
