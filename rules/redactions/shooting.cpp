#include "rules/redactions/shooting.hpp"

#include <stdexcept>

namespace tachanka::rules::redactions {
namespace {

std::string markers(int count, const char* what) {
    return std::to_string(count) + " " + what + (count == 1 ? " marker" : " markers");
}

// Applies everything to the target's state and records it.
class Effects {
public:
    Effects(ShootingResolution& resolution, const RedActionsTables& tables, ShootingTarget& target,
            const ShootingOptions& options, CoverEntry cover)
        : out_(resolution),
          tables_(tables),
          target_(target),
          options_(options),
          cover_(cover) {}

    void terror(int count, const std::string& why) {
        out_.effects.push_back(markers(count, "terror") + why);
        if (addTerror(out_.after, count)) {
            out_.effects.emplace_back("routs: terror markers exceed bases");
        }
    }

    void loseBase(const std::string& why) {
        out_.effects.push_back("a base removed" + why);
        const bool routed = loseBases(out_.after, 1);
        // The first base White Conscripts lose is their White Officer base.
        if (target_.characteristics.erase(Characteristic::WhiteOfficerBase) > 0) {
            out_.whiteOfficerBaseLost = true;
            out_.effects.emplace_back(
                "it was the White Officer base: the unit reverts to conscripts");
        }
        if (out_.after.bases == 0) {
            out_.effects.emplace_back("the unit is gone");
            return;
        }
        if (routed) out_.effects.emplace_back("routs: terror markers exceed bases");
        out_.tests.push_back(MoraleTest::Fear);
    }

    void pin() {
        if (out_.after.pinned) return;
        out_.after.pinned = true;
        out_.effects.emplace_back("pinned marker");
    }

    void retire() {
        const bool mob = target_.characteristics.contains(Characteristic::Mob);
        const auto distance =
            retireDistance(tables_.retireInches, target_.arm, out_.after.limbered);
        if (!distance) {
            out_.effects.emplace_back("retire ignored: unlimbered artillery");
        } else if ((cover_.dug || (cover_.hard && !mob)) && !target_.hardCoverRetireUsed) {
            target_.hardCoverRetireUsed = true;
            out_.effects.emplace_back(cover_.dug ? "retire ignored in foxholes"
                                                 : "retire cancelled by hard cover");
        } else if (target_.trade == RetireTrade::LoseBase) {
            if (!target_.characteristics.contains(Characteristic::Storm)) {
                throw std::invalid_argument(
                    "only Storm troops may lose a base instead of retiring");
            }
            loseBase(" instead of retiring (Storm)");
        } else if (target_.trade == RetireTrade::AddTerror) {
            if (!target_.characteristics.contains(Characteristic::Specialist)) {
                throw std::invalid_argument(
                    "only Specialist troops may add a terror marker instead of retiring");
            }
            terror(1, " instead of retiring (Specialist)");
        } else if (target_.retiredThisTurn && options_.terrorInsteadOfSecondRetire) {
            terror(1, " instead of a second retire (optional rule)");
        } else if (target_.retiredThisTurn) {
            out_.effects.emplace_back("no further retire: it has retired its full move this turn");
        } else {
            target_.retiredThisTurn = true;
            out_.retireInches = *distance;
            out_.after.evading = true;
            out_.effects.push_back("retire " + std::to_string(*distance) + "\" (evading)");
        }
    }

private:
    ShootingResolution& out_;
    const RedActionsTables& tables_;
    ShootingTarget& target_;
    const ShootingOptions& options_;
    CoverEntry cover_;
};

void applyDirectHits(ShootingResolution& out, Effects& effects, const Shooter& shooter,
                     const ShootingTarget& target) {
    const DirectHitResult& hits = *out.directHits;
    if (hits.hits == 0) return;
    if (shooter.directHits->target == HitTarget::Building) {
        if (hits.buildingDestroyed) {
            out.destroyed = true;
            out.after.bases = 0;
            out.effects.emplace_back("building section destroyed: all troops within are lost");
        }
        return;
    }
    // A train's cars take the hits one by one ("Trains"): the umpired table scores them.
    if (target.arm == Arm::Train) {
        out.effects.emplace_back("direct hits strike the train's cars: see the train rules");
        return;
    }
    // A gun, tank or armoured car hit is destroyed with its crew: one base, like any other.
    const char* why = isVehicle(target.arm) || isGun(target.arm)
                          ? " by a direct hit: destroyed with its crew"
                          : " by a direct hit";
    for (int hit = 0; hit < hits.hits && out.after.bases > 0; ++hit) effects.loseBase(why);
    out.destroyed = out.after.bases == 0;
}

// Armoured cars feel only direct hits and close MG fire, on which Kill! abandons them; tanks
// only direct hits, and trains only direct hits (on their cars, see the train rules).
bool tableAffects(const ShootingTarget& target, const ShootingInputs& inputs,
                  ShootingResolution& out) {
    if (target.arm == Arm::Tank || target.arm == Arm::Train) {
        out.effects.emplace_back("tanks and trains are harmed only by direct hits");
        return false;
    }
    if (target.arm == Arm::ArmouredCar) {
        if (!inputs.mgClose) {
            out.effects.emplace_back(
                "armoured cars are harmed only by direct hits and close MG fire");
        } else if (out.lookup.cell.kill) {
            out.destroyed = true;
            out.after.bases = 0;
            out.effects.emplace_back("Kill!: immobilised and abandoned, so destroyed");
        }
        return false;
    }
    return true;
}

}  // namespace

std::optional<int> retireDistance(const std::map<RetireClass, int>& inches, Arm arm,
                                  bool limbered) {
    switch (arm) {
        case Arm::Sabres:
        case Arm::Tachankas:
            return inches.at(RetireClass::Cavalry);
        case Arm::FieldGuns:
        case Arm::HeavyGuns:
            if (!limbered) return std::nullopt;
            return inches.at(RetireClass::LimberedArtillery);
        default:
            return inches.at(RetireClass::Infantry);
    }
}

ShootingResolution resolveShooting(const RedActionsTables& tables, const ShootingInputs& inputs,
                                   const Shooter& shooter, ShootingTarget target,
                                   const ShootingOptions& options, Dice& dice) {
    if (inputs.value < 0 || inputs.halfBases < 0) {
        throw std::invalid_argument("shooting value and bases cannot be negative");
    }
    RecordingDice recorded(dice);
    ShootingResolution out;
    out.after = target.unit;
    out.total = shootingTotal(tables.shootingModifiers, inputs);
    out.shift = columnShift(tables.shootingModifiers, inputs);
    const CoverEntry cover = inputs.cover == Cover::None
                                 ? CoverEntry{}
                                 : tables.shootingModifiers.cover.at(inputs.cover);
    Effects effects(out, tables, target, options, cover);

    if (shooter.ambush) {
        effects.terror(1, ": ambushed");
        out.tests.push_back(MoraleTest::Fear);
    }
    bool directHitsOnly = false;
    if (shooter.directHits) {
        DirectHitInputs hits = *shooter.directHits;
        hits.indirect = inputs.indirect;
        out.directHits = rollDirectHits(tables.directHits, hits, recorded);
        applyDirectHits(out, effects, shooter, target);
        // Speculative artillery fire at buildings uses the direct-hit numbers only.
        directHitsOnly = inputs.speculative && hits.target == HitTarget::Building;
    }
    if (directHitsOnly) {
        out.lookup = lookUpShooting(tables.shooting, 0, 0, 2);  // no column: no effect
        out.effects.emplace_back("speculative fire at buildings: direct hits only");
    } else {
        out.lookup = rollOnShootingTable(tables.shooting, out.total, out.shift, recorded);
    }
    const ShootingCell& cell = out.lookup.cell;
    if (!directHitsOnly && out.after.bases > 0 && tableAffects(target, inputs, out)) {
        if (cell.officerTest && target.officers > 0) {
            out.officerCasualties =
                officerCasualtiesFromShooting(tables.rolls, target.officers, recorded);
            const auto& lost = *out.officerCasualties;
            if (lost.casualties > 0) {
                out.effects.push_back(std::to_string(lost.casualties) + (lost.casualties == 1
                                                                             ? " officer killed"
                                                                             : " officers killed"));
            }
            if (lost.allLost) {
                effects.terror(1, ": all its officers fell");
                out.tests.push_back(MoraleTest::Serious);
            }
        }
        if (cell.kill) effects.loseBase(" (Kill!)");
        if (cell.terror > 0 && out.after.bases > 0) effects.terror(cell.terror, "");
        if (cell.pinned) effects.pin();
        for (int i = 0; i < cell.retires && out.after.bases > 0; ++i) effects.retire();
        if (cell.seriousTest) out.tests.push_back(MoraleTest::Serious);
    }
    const bool superHard = inputs.cover == Cover::SuperHard;
    if (shooter.arm == Arm::Tank && !superHard && out.after.bases > 0 && !isVehicle(target.arm)) {
        effects.terror(1, ": shot at by a tank");
    }
    if (shooter.gas && out.after.bases > 0) out.tests.push_back(MoraleTest::Fear);
    out.retiredThisTurn = target.retiredThisTurn;
    out.hardCoverRetireUsed = target.hardCoverRetireUsed;
    for (const auto test : out.tests) {
        out.effects.push_back(std::string(model::nameOf(moraleTestNames, test)) + " test");
    }
    out.rolls = recorded.rolls();
    return out;
}

std::optional<std::string> retireInCover(const ShootingModifiers& modifiers, Cover cover) {
    if (cover == Cover::None) return std::nullopt;
    const auto& entry = modifiers.cover.at(cover);
    if (entry.dug) return "in foxholes a first retire result is ignored";
    if (entry.hard) return "in hard cover one retire result a turn is ignored (not by Mobs)";
    return std::nullopt;
}

}  // namespace tachanka::rules::redactions
