#include "app/core/army_field.hpp"

#include "app/core/paths.hpp"

namespace tachanka::core {
namespace {

namespace ra = rules::redactions;

constexpr const char* fieldRulesFile = "red-actions-field.xml";

}  // namespace

ra::FieldTables loadFieldRules() {
    return asUserErrors([] {
        for (const auto& folder : templateFolders()) {
            const auto file = folder / "rules" / fieldRulesFile;
            std::error_code error;
            if (std::filesystem::is_regular_file(file, error)) return ra::loadFieldTables(file);
        }
        throw UserError(std::string("no rules/") + fieldRulesFile +
                        " in any templates folder: the installation is incomplete");
    });
}

ra::TerrainMove lookUpTerrainMove(std::string_view terrainId, ra::Mover mover, int move) {
    const auto tables = loadFieldRules();
    return asUserErrors([&] { return ra::terrainMove(tables.terrain, terrainId, mover, move); });
}

Rolled<ra::VehicleTest> rollVehicleTest(VehicleTestKind kind, ra::Vehicle vehicle,
                                        ra::VehicleCondition condition, const DiceChoice& dice) {
    const auto numbers = loadFieldRules().vehicles;
    return asUserErrors([&] {
        return rollWith(dice, [&](rules::Dice& rolled) {
            switch (kind) {
                case VehicleTestKind::Breakdown: return ra::breakdownTest(numbers, vehicle, rolled);
                case VehicleTestKind::Obstacle: return ra::obstacleTest(numbers, vehicle, rolled);
                case VehicleTestKind::Wire: return ra::wireTest(numbers, rolled);
                case VehicleTestKind::GetGoing: break;
            }
            return ra::freeVehicle(numbers, condition, rolled);
        });
    });
}

Rolled<ra::ChargedTroopsStrikeBack> rollVehicleContact(bool grenadiers, const DiceChoice& dice) {
    const auto numbers = loadFieldRules().vehicles;
    return asUserErrors([&] {
        return rollWith(dice, [&](rules::Dice& rolled) {
            return ra::vehicleContactDamage(numbers, grenadiers, rolled);
        });
    });
}

ra::TrainMove lookUpTrainMove(const ra::TrainState& state, ra::TrainOrder order) {
    const auto numbers = loadFieldRules().trains;
    return asUserErrors([&] { return ra::moveTrain(numbers, state, order); });
}

Rolled<ra::AmbushScouting> rollAmbushScouting(double distance, bool partisansOrCleverOfficer,
                                              const DiceChoice& dice) {
    const auto numbers = loadFieldRules().ambush;
    return asUserErrors([&] {
        return rollWith(dice, [&](rules::Dice& rolled) {
            return ra::scoutForAmbush(numbers, distance, partisansOrCleverOfficer, rolled);
        });
    });
}

Rolled<ra::WireCrossing> rollWireCrossing(bool engineers, const DiceChoice& dice) {
    const auto numbers = loadFieldRules().wire;
    return asUserErrors([&] {
        return rollWith(dice, [&](rules::Dice& rolled) {
            return ra::crossWire(numbers, ra::Mover::Infantry, engineers, rolled);
        });
    });
}

Rolled<ra::FireSetting> rollFireSetting(int markers, const DiceChoice& dice) {
    const auto numbers = loadFieldRules().fires;
    return asUserErrors([&] {
        return rollWith(dice,
                        [&](rules::Dice& rolled) { return ra::setFire(numbers, markers, rolled); });
    });
}

Rolled<ra::FireFighting> rollFireFighting(int markers, const DiceChoice& dice) {
    const auto numbers = loadFieldRules().fires;
    return asUserErrors([&] {
        return rollWith(
            dice, [&](rules::Dice& rolled) { return ra::fightFire(numbers, markers, rolled); });
    });
}

ra::BuildingFire lookUpFireSpread(int markers) {
    const auto numbers = loadFieldRules().fires;
    return asUserErrors([&] { return ra::fireSpreads(numbers, markers); });
}

ra::Digging lookUpDigging(int quartersBefore, bool entrenchingTools) {
    const auto numbers = loadFieldRules().digging;
    return asUserErrors([&] { return ra::digIn(numbers, quartersBefore, entrenchingTools); });
}

}  // namespace tachanka::core
