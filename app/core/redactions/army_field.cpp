#include "app/core/redactions/army_field.hpp"

#include "app/core/common/paths.hpp"
#include "app/core/common/user_error.hpp"
#include "rules/redactions/field/movement.hpp"
#include "rules/redactions/field/visibility.hpp"

namespace tachanka::core {
namespace {

namespace ra = rules::redactions;

constexpr const char* fieldRulesFile = "red-actions-field.xml";

// Each roll is one rule (a function of the dice) over the loaded numbers, so that rolling it
// and enumerating its odds run the very same engine call.

auto vehicleTestRule(VehicleTestKind kind, ra::Vehicle vehicle, ra::VehicleCondition condition) {
    return [numbers = loadFieldRules().vehicles, kind, vehicle, condition](rules::Dice& dice) {
        switch (kind) {
            case VehicleTestKind::Breakdown: return ra::breakdownTest(numbers, vehicle, dice);
            case VehicleTestKind::Obstacle: return ra::obstacleTest(numbers, vehicle, dice);
            case VehicleTestKind::Wire: return ra::wireTest(numbers, dice);
            case VehicleTestKind::GetGoing: break;
        }
        return ra::freeVehicle(numbers, condition, dice);
    };
}

auto vehicleContactRule(bool grenadiers) {
    return [numbers = loadFieldRules().vehicles, grenadiers](rules::Dice& dice) {
        return ra::vehicleContactDamage(numbers, grenadiers, dice);
    };
}

auto ambushScoutingRule(double distance, bool partisansOrCleverOfficer) {
    return
        [numbers = loadFieldRules().ambush, distance, partisansOrCleverOfficer](rules::Dice& dice) {
            return ra::scoutForAmbush(numbers, distance, partisansOrCleverOfficer, dice);
        };
}

auto wireCrossingRule(bool engineers) {
    return [numbers = loadFieldRules().wire, engineers](rules::Dice& dice) {
        return ra::crossWire(numbers, ra::Mover::Infantry, engineers, dice);
    };
}

auto fireSettingRule(int markers) {
    return [numbers = loadFieldRules().fires, markers](rules::Dice& dice) {
        return ra::setFire(numbers, markers, dice);
    };
}

auto fireFightingRule(int markers) {
    return [numbers = loadFieldRules().fires, markers](rules::Dice& dice) {
        return ra::fightFire(numbers, markers, dice);
    };
}

}  // namespace

ra::FieldTables loadFieldRules() {
    return asUserErrors([] { return ra::loadFieldTables(rulesFile(fieldRulesFile)); });
}

ra::TerrainMove lookUpTerrainMove(std::string_view terrainId, ra::Mover mover, int move) {
    const auto tables = loadFieldRules();
    return asUserErrors([&] { return ra::terrainMove(tables.terrain, terrainId, mover, move); });
}

ra::TerrainMove lookUpRoadMove(std::optional<std::string_view> terrainId, ra::Mover mover,
                               int move, bool wholeMoveOnRoad, std::string_view weatherId) {
    const auto tables = loadFieldRules();
    return asUserErrors([&] {
        return ra::roadMove(tables, terrainId, mover, move, wholeMoveOnRoad,
                            tables.weatherNamed(weatherId));
    });
}

ra::VehicleFire vehicleFireFor(ra::VehicleWeapon weapon, std::optional<ra::VehicleSide> side,
                               std::optional<ra::VehicleSide> firedThisTurn) {
    const auto tables = loadFieldRules();
    return asUserErrors(
        [&] { return ra::vehicleFire(tables.vehicles, weapon, side, firedThisTurn); });
}

Rolled<ra::VehicleTest> rollVehicleTest(VehicleTestKind kind, ra::Vehicle vehicle,
                                        ra::VehicleCondition condition, const DiceChoice& dice) {
    const auto rule = vehicleTestRule(kind, vehicle, condition);
    return asUserErrors([&] { return rollWith(dice, rule); });
}

rules::Distribution vehicleTestOdds(VehicleTestKind kind, ra::Vehicle vehicle,
                                    ra::VehicleCondition condition) {
    const auto rule = vehicleTestRule(kind, vehicle, condition);
    return asUserErrors([&] {
        return oddsOf(rule, [](const ra::VehicleTest& test) {
            return nameOf(ra::vehicleConditionNames, test.condition);
        });
    });
}

Rolled<ra::ChargedTroopsStrikeBack> rollVehicleContact(bool grenadiers, const DiceChoice& dice) {
    const auto rule = vehicleContactRule(grenadiers);
    return asUserErrors([&] { return rollWith(dice, rule); });
}

rules::Distribution vehicleContactOdds(bool grenadiers) {
    const auto rule = vehicleContactRule(grenadiers);
    return asUserErrors([&] {
        return oddsOf(rule, [](const ra::ChargedTroopsStrikeBack& result) {
            return result.immobilised ? "immobilised" : "unharmed";
        });
    });
}

ra::TrainMove lookUpTrainMove(const ra::TrainState& state, ra::TrainOrder order) {
    const auto numbers = loadFieldRules().trains;
    return asUserErrors([&] { return ra::moveTrain(numbers, state, order); });
}

Rolled<ra::AmbushScouting> rollAmbushScouting(double distance, bool partisansOrCleverOfficer,
                                              const DiceChoice& dice) {
    const auto rule = ambushScoutingRule(distance, partisansOrCleverOfficer);
    return asUserErrors([&] { return rollWith(dice, rule); });
}

rules::Distribution ambushScoutingOdds(double distance, bool partisansOrCleverOfficer) {
    const auto rule = ambushScoutingRule(distance, partisansOrCleverOfficer);
    return asUserErrors([&] {
        return oddsOf(rule, [](const ra::AmbushScouting& scouting) {
            if (!scouting.inRange) return "out of range";
            return scouting.discovered ? "discovered" : "not discovered";
        });
    });
}

Rolled<ra::WireCrossing> rollWireCrossing(bool engineers, const DiceChoice& dice) {
    const auto rule = wireCrossingRule(engineers);
    return asUserErrors([&] { return rollWith(dice, rule); });
}

rules::Distribution wireCrossingOdds(bool engineers) {
    const auto rule = wireCrossingRule(engineers);
    return asUserErrors([&] {
        return oddsOf(rule, [](const ra::WireCrossing& crossing) {
            if (crossing.crossed && crossing.pathCut) return "crossed and path cut";
            if (crossing.crossed) return "crossed";
            return crossing.pathCut ? "path cut" : "held";
        });
    });
}

Rolled<ra::FireSetting> rollFireSetting(int markers, const DiceChoice& dice) {
    const auto rule = fireSettingRule(markers);
    return asUserErrors([&] { return rollWith(dice, rule); });
}

rules::Distribution fireSettingOdds(int markers) {
    const auto rule = fireSettingRule(markers);
    return asUserErrors([&] {
        return oddsOf(rule, [](const ra::FireSetting& setting) {
            return setting.destroyed ? "caught, building destroyed"
                   : setting.caught  ? "caught"
                                     : "not caught";
        });
    });
}

Rolled<ra::FireFighting> rollFireFighting(int markers, const DiceChoice& dice) {
    const auto rule = fireFightingRule(markers);
    return asUserErrors([&] { return rollWith(dice, rule); });
}

rules::Distribution fireFightingOdds(int markers) {
    const auto rule = fireFightingRule(markers);
    return asUserErrors([&] {
        return oddsOf(rule, [](const ra::FireFighting& fighting) {
            return fighting.removed == 1 ? std::string("1 marker removed")
                                         : std::to_string(fighting.removed) + " markers removed";
        });
    });
}

ra::ShootAndMove lookUpShootAndMove(ra::Arm arm, int move) {
    const auto table = loadFieldRules().movingAndShooting;
    return asUserErrors([&] { return ra::shootAndMove(table, arm, move); });
}

ra::AmmunitionLeft lookUpAmmunition(ra::Arm arm, bool withCart, int movesFired) {
    const auto table = loadFieldRules().ammunition;
    return asUserErrors([&] { return ra::ammunitionLeft(table, arm, withCart, movesFired); });
}

ra::BuildingFire lookUpFireSpread(int markers) {
    const auto numbers = loadFieldRules().fires;
    return asUserErrors([&] { return ra::fireSpreads(numbers, markers); });
}

ra::Digging lookUpDigging(int quartersBefore, bool entrenchingTools) {
    const auto numbers = loadFieldRules().digging;
    return asUserErrors([&] { return ra::digIn(numbers, quartersBefore, entrenchingTools); });
}

VisibilityAnswer visibilityIn(std::string_view weatherId) {
    const auto tables = loadFieldRules();
    VisibilityAnswer answer{asUserErrors([&] { return tables.weatherNamed(weatherId); }), {}, 0};
    for (const auto& distance : tables.visibility) {
        answer.distances.push_back(
            {distance.id, ra::visibilityLimit(tables, distance.id, answer.weather), distance.text});
    }
    answer.withinCover = ra::visibilityWithinCover(tables, answer.weather);
    return answer;
}

}  // namespace tachanka::core
