#include "rules/redactions/charge.hpp"

#include <stdexcept>

namespace tachanka::rules::redactions {

std::optional<std::string> chargeRefusal(Arm charger, Arm target, bool targetFront) {
    switch (charger) {
        case Arm::Sabres:
            if (isVehicle(target)) return "sabres cannot charge vehicles";
            return std::nullopt;
        case Arm::Riflemen:
            if (isVehicle(target)) return "riflemen cannot charge vehicles";
            if (target == Arm::Sabres && targetFront) {
                return "riflemen cannot charge sabres in the front";
            }
            return std::nullopt;
        case Arm::ArmouredCar:
        case Arm::Tank:
        case Arm::Train:
            if (isVehicle(target)) return "vehicles cannot charge other vehicles";
            return std::nullopt;
        case Arm::SeniorOfficer:
            return "senior officers charge only with a unit";
        default:
            return "tachankas, machine-guns, mortars and artillery cannot charge";
    }
}

bool vehicleImmobilisedByTroops(const SmallRolls& rolls, bool grenadiers, Dice& dice) {
    const int roll = dice.roll(6, "troops damage a charging vehicle");
    return roll + (grenadiers ? rolls.grenadierBonus : 0) >= rolls.vehicleImmobilisedOn;
}

namespace {

void checkCounterCharge(const ChargeDeclaration& charge) {
    if (charge.charger != Arm::Sabres || charge.target != Arm::Sabres || !charge.targetFront) {
        throw std::invalid_argument(
            "only cavalry charged frontally by other cavalry may counter-charge");
    }
    if (charge.fireOnChargers != FireOnChargers::NotShot || charge.shootAtChargers) {
        throw std::invalid_argument("a counter-charging target rides out to meet the chargers: "
                                    "it does not stand and shoot");
    }
    if (charge.targetFleesVoluntarily) {
        throw std::invalid_argument("a target that flees does not counter-charge");
    }
}

}  // namespace

ChargeDeclarationResult declareCharge(const RedActionsTables& tables,
                                      const ChargeDeclaration& charge, Dice& dice) {
    RecordingDice recorded(dice);
    ChargeDeclarationResult out;
    out.target = charge.fearTest.unit;
    out.refused = chargeRefusal(charge.charger, charge.target, charge.targetFront);
    if (out.refused) {
        out.effects.push_back("no charge: " + *out.refused);
        return out;
    }
    if (charge.targetCounterCharges) checkCounterCharge(charge);
    if (!charge.ambush) {
        MoraleInputs test = charge.chargeTest;
        test.test = MoraleTest::Charge;
        out.chargeTest = takeMoraleTest(tables.morale, test, recorded);
        if (!out.chargeTest->passed) {
            out.effects.emplace_back("charge test failed: no charge this turn");
            out.rolls = recorded.rolls();
            return out;
        }
    } else if (addTerror(out.target, 1)) {
        out.effects.emplace_back("ambushed: 1 terror marker; the target routs");
        out.targetRouts = true;
    } else {
        out.effects.emplace_back("ambushed: 1 terror marker");
    }
    out.chargeGoesIn = true;
    if (charge.target == Arm::Mortars) {
        out.targetRouts = out.targetRemoved = true;
        out.effects.emplace_back("mortar crews rout and are removed");
    } else if (charge.targetFleesVoluntarily && charge.targetFront && !out.targetRouts) {
        addHumiliated(out.target, 1);
        out.target.routing = out.targetRouts = true;
        out.effects.emplace_back("the target takes a humiliated marker and flees");
    } else if (!out.targetRouts) {
        MoraleInputs test = charge.fearTest;
        test.test = MoraleTest::Fear;
        test.unit = out.target;
        out.fearTest = takeMoraleTest(tables.morale, test, recorded);
        out.target = out.fearTest->after;
        out.targetRouts = !out.fearTest->passed;
        if (out.targetRouts) out.effects.emplace_back("the target fails its fear test and routs");
    }
    auto fire = charge.fireOnChargers;
    if (fire != FireOnChargers::NotShot || charge.shootAtChargers) {
        if (charge.targetHasActed) {
            throw std::invalid_argument(
                "the target has already acted this turn: it may not shoot at the chargers");
        }
        if (out.targetRouts && !charge.shootAtChargers) {
            throw std::invalid_argument("the target did not stand: it may not shoot at the chargers");
        }
    }
    if (charge.shootAtChargers && !out.targetRouts) {
        out.effects.emplace_back("the target stands and shoots at the chargers");
        fire = charge.shootAtChargers(out.target, recorded);
    }
    if (out.targetRouts) {
        out.target.routing = true;
    } else if (fire == FireOnChargers::Retire || fire == FireOnChargers::Rout) {
        out.chargeGoesIn = false;
        out.cancelledByFire = true;
        out.effects.push_back(std::string("the target's fire makes the chargers ") +
                              (fire == FireOnChargers::Rout ? "rout" : "retire") +
                              ": the charge is cancelled");
    } else if (isVehicle(charge.charger)) {
        out.vehicleDieRolled = true;
        out.vehicleImmobilised =
            vehicleImmobilisedByTroops(tables.rolls, charge.targetGrenadiers, recorded);
        out.target.routing = out.targetRouts = true;
        out.effects.emplace_back("contacted by the vehicle, the target routs");
        if (out.vehicleImmobilised) out.effects.emplace_back("the vehicle is immobilised");
    } else if (isGun(charge.target)) {
        out.gunCrewSurrenders = true;
        out.effects.emplace_back("the gun crew surrender rather than fight back");
    } else if (charge.targetCounterCharges) {
        out.counterCharged = out.handToHand = true;
        out.effects.emplace_back(
            "the target counter-charges: they meet half-way, both sides charging");
        out.effects.emplace_back("hand-to-hand combat");
    } else {
        out.handToHand = true;
        out.effects.emplace_back("hand-to-hand combat");
    }
    out.rolls = recorded.rolls();
    return out;
}

}  // namespace tachanka::rules::redactions
