#include <algorithm>
#include <stdexcept>
#include <string>

#include "rules/redactions/battle/action_steps.hpp"
#include "rules/redactions/battle/table_features.hpp"
#include "rules/redactions/field/field_rules.hpp"

namespace tachanka::rules::redactions::steps {
namespace {

std::string markersOn(const BuildingOnTable& building) {
    return building.name + ": " + std::to_string(building.fireMarkers) +
           (building.fireMarkers == 1 ? " fire marker" : " fire markers");
}

}  // namespace

void fireAction(const FieldNumbers& field, TacticalBattle& battle, const TacticalUnit& unit,
                const std::string& name, bool fight, Dice& dice, ActionResult& result) {
    auto* building = battle.building(name);
    if (fight) {
        if (building == nullptr || !building->burning()) {
            throw std::invalid_argument(name + " is not on fire");
        }
        const auto fighting = fightFire(field.fires, building->fireMarkers, dice);
        building->fireMarkers = fighting.markers;
        result.cells.push_back("fighting a fire, d6 " + std::to_string(fighting.roll) + ": " +
                               std::to_string(fighting.removed) +
                               (fighting.removed == 1 ? " marker removed" : " markers removed"));
        result.effects.push_back(unit.code + ": fights the fire in " + name + ", " +
                                 (fighting.markers == 0 ? "putting it out"
                                                        : markersOn(*building) + " left"));
        return;
    }
    const bool named = building == nullptr;
    if (named) {
        battle.buildings.push_back({name, 0, false});
        building = &battle.buildings.back();
    }
    const auto setting = setFire(field.fires, building->fireMarkers, dice);
    building->fireMarkers = setting.markers;
    building->destroyed = setting.destroyed;
    result.cells.push_back("setting a fire, d6 " + std::to_string(setting.roll) + ": " +
                           (setting.caught ? "a terror marker on the building" : "it does not catch"));
    std::string effect = unit.code + ": sets " + name + " alight, ";
    if (!setting.caught) {
        effect = unit.code + ": tries to set " + name + " alight, but it does not catch";
    } else if (setting.destroyed) {
        effect += std::to_string(setting.markers) +
                  " fire markers: uninhabitable, effectively destroyed";
    } else {
        effect += markersOn(*building);
    }
    result.effects.push_back(effect);
    // A building named now that did not catch leaves nothing on the table to keep.
    if (named && !setting.caught) battle.buildings.pop_back();
}

void spreadFires(const FieldNumbers& field, TacticalBattle& battle, ActionResult& result) {
    for (auto& building : battle.buildings) {
        if (!building.burning()) continue;
        const auto fire = fireSpreads(field.fires, building.fireMarkers);
        building.fireMarkers = fire.markers;
        building.destroyed = fire.destroyed;
        result.effects.push_back(
            "the fire in " + building.name + " spreads: " +
            (fire.destroyed ? "uninhabitable, effectively destroyed"
                            : std::to_string(fire.markers) + " fire markers"));
    }
}

void runTrain(const FieldNumbers& field, TacticalUnit& train, TrainOrder order, bool reverse,
              ActionResult& result) {
    if (trainMoveAllowance(field.trains, train.train.engineHits) == 0) {
        throw std::invalid_argument(train.code + "'s engine is immobilised");
    }
    if (reverse) {
        if (train.train.speed > 0) {
            throw std::invalid_argument(train.code + " must be fully stopped before it moves " +
                                        (train.train.forward ? "backwards" : "forwards"));
        }
        train.train = reverseTrain(train.train);
    }
    const auto move = moveTrain(field.trains, train.train, order);
    train.train = move.after;
    const std::string direction = train.train.forward ? "forward" : "backward";
    result.cells.push_back("train, " + std::string(nameOf(trainOrderNames, order)) + ": " +
                           inchesText(move.inches) + (move.stopped ? ", stopped" : ""));
    std::string effect = train.code + ": ";
    if (reverse) effect += "reverses, then ";
    if (move.inches == 0) {
        effect += "stands";
    } else {
        effect += "moves " + inchesText(move.inches) + " " + direction + " along the rails";
        if (move.stopped) effect += " and stops";
    }
    result.effects.push_back(effect);
}

void hitTrain(const RedActionsTables& tables, const FieldNumbers& field, TacticalUnit& train,
              TrainCar car, int number, int hits, Dice& dice, ActionResult& result) {
    const auto key = trainCarKey(car, number);
    for (int each = 0; each < hits; ++each) {
        const int earlier = car == TrainCar::Engine ? train.train.engineHits : train.carHits[key];
        const auto hit = trainDirectHit(field.trains, train.train, car, earlier);
        train.train = hit.after;
        std::string effect = train.code + ": direct hit on ";
        if (car == TrainCar::Engine) {
            effect += "the engine (" + std::to_string(hit.carHits) + " of " +
                      std::to_string(field.trains.engineHitsToImmobilise) + ")";
            if (hit.immobilised) {
                effect += ", totally immobilised";
            } else {
                effect += ", its move falls to " +
                          inchesText(trainMoveAllowance(field.trains, hit.after.engineHits));
            }
            if (hit.mustLeaveArtilleryRange) effect += "; it must try to leave enemy artillery range";
        } else {
            train.carHits[key] = hit.carHits;
            effect += key;
            if (car == TrainCar::TurretArtillery) {
                effect += " (" + std::to_string(hit.carHits) + " of " +
                          std::to_string(field.trains.turretCarHitsToDestroy) + ")";
            }
            if (hit.carDestroyed) effect += ", destroyed";
        }
        result.effects.push_back(effect);
    }
    // "After any direct hit on any car a train must take a fear test. A failed result means it
    // must attempt to leave the table, but it may attempt to rally": a rout.
    if (hits > 0) takeTest(tables, train, MoraleTest::Fear, dice, result);
}

// Only turret artillery cars are destroyed by hits: the text gives the others none.
std::vector<std::string> destroyedCars(const FieldNumbers& field, const TacticalUnit& train) {
    const auto turret = std::string(nameOf(trainCarNames, TrainCar::TurretArtillery)) + " ";
    std::vector<std::string> destroyed;
    for (const auto& [car, hits] : train.carHits) {
        if (car.starts_with(turret) && hits >= field.trains.turretCarHitsToDestroy) {
            destroyed.push_back(car);
        }
    }
    return destroyed;
}

bool carDestroyed(const FieldNumbers& field, const TacticalUnit& train, TrainCar car, int number) {
    const auto destroyed = destroyedCars(field, train);
    return std::find(destroyed.begin(), destroyed.end(), trainCarKey(car, number)) !=
           destroyed.end();
}

}  // namespace tachanka::rules::redactions::steps
