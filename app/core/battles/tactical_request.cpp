#include <algorithm>

#include "app/core/battles/tactical_state.hpp"
#include "app/core/common/user_error.hpp"
#include "model/quoted_text.hpp"

// The words a front end's request to the umpired table is made of, and the engine's request
// they name.
namespace tachanka::core {
namespace {

namespace ra = rules::redactions;

}  // namespace

namespace {

template <typename Names>
std::vector<std::string> namesOf(const Names& names) {
    std::vector<std::string> all;
    for (const auto& each : names) all.emplace_back(each.name);
    return all;
}

}  // namespace

std::vector<std::string> tacticalActions() { return namesOf(ra::tacticalActionNames); }
std::vector<std::string> tacticalCovers() { return namesOf(ra::coverNames); }
std::vector<std::string> tacticalIndirectFire() { return namesOf(ra::indirectFireNames); }
std::vector<std::string> tacticalBuildings() { return namesOf(ra::buildingMaterialNames); }
std::vector<std::string> tacticalMoraleTests() { return namesOf(ra::moraleTestNames); }
std::vector<std::string> tacticalVehicleChecks() { return namesOf(ra::vehicleCheckNames); }
std::vector<std::string> tacticalTrainOrders() { return namesOf(ra::trainOrderNames); }
std::vector<std::string> tacticalTrainCars() { return namesOf(ra::trainCarNames); }

std::vector<std::string> tacticalOrderTables() { return namesOf(rules::actions::orderTableNames); }
std::vector<std::string> tacticalInitiativeMethods() {
    return namesOf(ra::initiativeMethodNames);
}
std::vector<std::string> tacticalDirections() { return namesOf(ra::chargeDirectionNames); }

// Flank-or-rear comes with the direction and formed cavalry charging with the chargers'
// markers: the players name only the ground and the works.
std::vector<std::string> tacticalCombatModifiers() {
    std::vector<std::string> names;
    for (const auto& each : ra::combatModifierNames) {
        if (each.value != ra::CombatModifier::FlankOrRear &&
            each.value != ra::CombatModifier::FormedCavalryCharging) {
            names.emplace_back(each.name);
        }
    }
    return names;
}

namespace {

// The value `word` names among `names`, or one line saying what it may be.
template <typename Names>
auto namedValue(const Names& names, std::string_view what, const std::string& word) {
    const auto value = model::valueNamed(names, word);
    if (!value) {
        throw UserError(std::string(what) + " " + model::quoted(word) + " is none of " +
                        model::joinedNames(names));
    }
    return *value;
}

}  // namespace

ra::ActionRequest actionRequestOf(const TacticalActionRequest& request) {
    ra::ActionRequest action;
    const auto kind = model::valueNamed(ra::tacticalActionNames, request.action);
    if (!kind) {
        throw UserError("'" + request.action + "' is no battle action (" +
                        model::joinedNames(ra::tacticalActionNames) + ")");
    }
    action.action = *kind;
    action.actor = request.actor;
    action.target = request.target;
    auto& shot = action.shot;
    shot.distance = request.distance;
    shot.longRange = request.longRange;
    shot.cover = namedValue(ra::coverNames, "cover", request.cover);
    shot.enfiladed = request.enfiladed;
    shot.speculative = request.speculative;
    shot.indirect = namedValue(ra::indirectFireNames, "indirect fire", request.indirect);
    shot.ambush = request.ambush;
    shot.gas = request.gas;
    shot.again = request.again;
    shot.targetMoving = request.targetMoving;
    if (!request.building.empty()) {
        shot.building = namedValue(ra::buildingMaterialNames, "building", request.building);
    }
    shot.returnFire = request.returnFire;
    shot.returnCover = namedValue(ra::coverNames, "return cover", request.returnCover);
    if (!request.trainCar.empty()) {
        shot.trainCar = namedValue(ra::trainCarNames, "train car", request.trainCar);
    }
    shot.trainCarNumber = request.trainCarNumber;
    auto& charge = action.charge;
    charge.direction = namedValue(ra::chargeDirectionNames, "direction", request.direction);
    charge.ambush = request.ambush;
    charge.targetFlees = request.targetFlees;
    charge.targetShoots = request.targetShoots;
    charge.counterCharge = request.counterCharge;
    const auto offered = tacticalCombatModifiers();
    for (const auto* side : {&request.chargerModifiers, &request.defenderModifiers}) {
        for (const auto& name : *side) {
            if (std::find(offered.begin(), offered.end(), name) == offered.end()) {
                std::string names;
                for (const auto& each : offered) names += (names.empty() ? "" : ", ") + each;
                throw UserError("combat modifier " + model::quoted(name) + " is none of " +
                                names + " (the direction and formed cavalry bring the others)");
            }
            (side == &request.chargerModifiers ? charge.chargerModifiers
                                               : charge.defenderModifiers)
                .insert(*model::valueNamed(ra::combatModifierNames, name));
        }
    }
    action.pursuit = {request.halted, request.cornered};
    action.test = namedValue(ra::moraleTestNames, "test", request.test);
    action.method = namedValue(ra::initiativeMethodNames, "initiative", request.method);
    action.newTurn = request.newTurn;
    action.bothOnesEndTurn = request.onesEndTurn;
    action.entrenchingTools = request.entrenchingTools;
    action.preempt = request.preempt;
    action.vehicleCheck = namedValue(ra::vehicleCheckNames, "vehicle check", request.vehicleCheck);
    action.orderTable =
        namedValue(rules::actions::orderTableNames, "order table", request.orderTable);
    action.situation = request.situation;
    if (!request.senior.empty()) {
        action.senior = rules::redactions::SeniorPresence{
            request.senior, request.seniorDistance, request.seniorInSight, request.personalCommand};
    }
    action.fightFire = request.fightFire;
    action.trainOrder = namedValue(ra::trainOrderNames, "train order", request.trainOrder);
    action.reverseTrain = request.reverseTrain;
    return action;
}

}  // namespace tachanka::core
