#pragma once
// The vocabulary every Red Actions! rule speaks: the arms a base belongs to and the
// characteristics of units and officers ("Characteristics", "Definitions"). Army lists, unit
// state, morale, shooting and combat all use these names, in files and on the command line.

#include <array>
#include <optional>
#include <string_view>

#include "model/named_enum.hpp"

namespace tachanka::rules::redactions {

// What a base is: the rules treat each differently (retire distances, charging, direct hits).
enum class Arm {
    Riflemen,
    MachineGuns,
    Sabres,
    Tachankas,
    FieldGuns,
    HeavyGuns,
    Mortars,
    ArmouredCar,
    Tank,
    Train,
    SeniorOfficer,
};

inline constexpr std::array<model::EnumName<Arm>, 11> armNames{{
    {Arm::Riflemen, "riflemen"},
    {Arm::MachineGuns, "machine-guns"},
    {Arm::Sabres, "sabres"},
    {Arm::Tachankas, "tachankas"},
    {Arm::FieldGuns, "field-guns"},
    {Arm::HeavyGuns, "heavy-guns"},
    {Arm::Mortars, "mortars"},
    {Arm::ArmouredCar, "armoured-car"},
    {Arm::Tank, "tank"},
    {Arm::Train, "train"},
    {Arm::SeniorOfficer, "senior-officer"},
}};

// The arms the rules group together ("Definitions"): infantry includes machine-gunners (and
// mortar teams, who retire and rally like infantry); vehicles are tanks, armoured cars, trains.
constexpr bool isInfantry(Arm arm) {
    return arm == Arm::Riflemen || arm == Arm::MachineGuns || arm == Arm::Mortars;
}
constexpr bool isVehicle(Arm arm) {
    return arm == Arm::ArmouredCar || arm == Arm::Tank || arm == Arm::Train;
}
constexpr bool isGun(Arm arm) { return arm == Arm::FieldGuns || arm == Arm::HeavyGuns; }

// Unit characteristics; an officer may carry Partisan, Storm, Specialist or Skirmisher too,
// which the unit uses while he commands it.
enum class Characteristic { Mob, Partisan, Skirmisher, Storm, Specialist, WhiteOfficerBase };

inline constexpr std::array<model::EnumName<Characteristic>, 6> characteristicNames{{
    {Characteristic::Mob, "mob"},
    {Characteristic::Partisan, "partisan"},
    {Characteristic::Skirmisher, "skirmisher"},
    {Characteristic::Storm, "storm"},
    {Characteristic::Specialist, "specialist"},
    {Characteristic::WhiteOfficerBase, "white-officer-base"},
}};

// Characteristics only officers have.
enum class OfficerCharacteristic { Clever, Commissar, MobInstilling, Partisan, Storm, Specialist, Skirmisher };

inline constexpr std::array<model::EnumName<OfficerCharacteristic>, 7> officerCharacteristicNames{{
    {OfficerCharacteristic::Clever, "clever"},
    {OfficerCharacteristic::Commissar, "commissar"},
    {OfficerCharacteristic::MobInstilling, "mob"},
    {OfficerCharacteristic::Partisan, "partisan"},
    {OfficerCharacteristic::Storm, "storm"},
    {OfficerCharacteristic::Specialist, "specialist"},
    {OfficerCharacteristic::Skirmisher, "skirmisher"},
}};

// The four morale tests every troop card has a success number for.
enum class MoraleTest { Charge, Fear, Serious, Rally };

inline constexpr std::array<model::EnumName<MoraleTest>, 4> moraleTestNames{{
    {MoraleTest::Charge, "charge"},
    {MoraleTest::Fear, "fear"},
    {MoraleTest::Serious, "serious"},
    {MoraleTest::Rally, "rally"},
}};

}  // namespace tachanka::rules::redactions
