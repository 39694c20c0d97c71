#pragma once
// Bullets and Bolsheviks: every table and number of templates/rules/bullets-and-bolsheviks.xml,
// as the engines read them. The names are the ones the file, the CLI and JSON use.

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/named_enum.hpp"

namespace tachanka::rules::bnb {

enum class UnitType {
    Infantry,
    Mg,
    Cavalry,
    FieldArtillery,
    HeavyArtillery,
    Tachanka,
    ArmoredCar,
    Tank
};
inline constexpr std::array<model::EnumName<UnitType>, 8> unitTypeNames{{
    {UnitType::Infantry, "infantry"},
    {UnitType::Mg, "mg"},
    {UnitType::Cavalry, "cavalry"},
    {UnitType::FieldArtillery, "field-artillery"},
    {UnitType::HeavyArtillery, "heavy-artillery"},
    {UnitType::Tachanka, "tachanka"},
    {UnitType::ArmoredCar, "armored-car"},
    {UnitType::Tank, "tank"},
}};

enum class Terrain { Road, Normal, Town, Woods, Marsh, Hills, Ford };
inline constexpr std::array<model::EnumName<Terrain>, 7> terrainNames{{
    {Terrain::Road, "road"},
    {Terrain::Normal, "normal"},
    {Terrain::Town, "town"},
    {Terrain::Woods, "woods"},
    {Terrain::Marsh, "marsh"},
    {Terrain::Hills, "hills"},
    {Terrain::Ford, "ford"},
}};

enum class WireCrossing { ExtraMp, Cuts, Stopped };
inline constexpr std::array<model::EnumName<WireCrossing>, 3> wireCrossingNames{{
    {WireCrossing::ExtraMp, "extra-mp"},
    {WireCrossing::Cuts, "cuts"},
    {WireCrossing::Stopped, "stopped"},
}};

// A cost in half movement points ("1 1/2" is 3); none: P, prohibited.
using HalfPoints = std::optional<int>;

struct UnitMovement {
    int movementPoints = 0;
    std::map<Terrain, HalfPoints> costs;
    bool crossesTrenches = false;
    WireCrossing wire = WireCrossing::Stopped;
};

enum class Vehicle { ArmoredCar, Tank };
inline constexpr std::array<model::EnumName<Vehicle>, 2> vehicleNames{{
    {Vehicle::ArmoredCar, "armored-car"},
    {Vehicle::Tank, "tank"},
}};

struct MechanicalFailure {
    int dice = 1;
    int failsOn = 1;  // the total that fails
};

struct Movement {
    std::map<UnitType, UnitMovement> units;
    int wireExtraMp = 1;
    int artilleryActionsPerTurn = 2;
    int mobilityBoxes = 2;
    std::map<Vehicle, MechanicalFailure> mechanicalFailure;
};

enum class SmallArmsUnit { Infantry, Cavalry, Mg };
inline constexpr std::array<model::EnumName<SmallArmsUnit>, 3> smallArmsUnitNames{{
    {SmallArmsUnit::Infantry, "infantry"},
    {SmallArmsUnit::Cavalry, "cavalry"},
    {SmallArmsUnit::Mg, "mg"},
}};

enum class SmallArmsTarget { Open, Column, Other };
inline constexpr std::array<model::EnumName<SmallArmsTarget>, 3> smallArmsTargetNames{{
    {SmallArmsTarget::Open, "open"},
    {SmallArmsTarget::Column, "column"},
    {SmallArmsTarget::Other, "other"},
}};

struct SmallArmsWeapon {
    int range = 0;
    int dicePerStand = 0;      // the default
    int mostDicePerStand = 0;  // the "or 3" of "2 or 3"
};

struct SmallArms {
    std::map<SmallArmsUnit, SmallArmsWeapon> weapons;
    std::map<SmallArmsTarget, int> hitsOn;
    int entrenchedHitsPerHit = 2;
};

enum class Gun { Field, Heavy };
inline constexpr std::array<model::EnumName<Gun>, 2> gunNames{{
    {Gun::Field, "field"},
    {Gun::Heavy, "heavy"},
}};

enum class ArtilleryTarget { Open, Column, Woods, Town, Marsh, Trench, Emplacement };
inline constexpr std::array<model::EnumName<ArtilleryTarget>, 7> artilleryTargetNames{{
    {ArtilleryTarget::Open, "open"},
    {ArtilleryTarget::Column, "column"},
    {ArtilleryTarget::Woods, "woods"},
    {ArtilleryTarget::Town, "town"},
    {ArtilleryTarget::Marsh, "marsh"},
    {ArtilleryTarget::Trench, "trench"},
    {ArtilleryTarget::Emplacement, "emplacement"},
}};

enum class RangingModifier { ConsecutiveMoving, ConsecutiveStationary, OutOfSight, Acquired };
inline constexpr std::array<model::EnumName<RangingModifier>, 4> rangingModifierNames{{
    {RangingModifier::ConsecutiveMoving, "consecutive-moving"},
    {RangingModifier::ConsecutiveStationary, "consecutive-stationary"},
    {RangingModifier::OutOfSight, "out-of-sight"},
    {RangingModifier::Acquired, "acquired-stationary"},
}};

struct GunData {
    int range = 0;
    int zeroingDice = 0;
    int dicePerStand = 0;
    int damageDice = 1;  // per hit on a target with a point strength
    bool firesAtAdjacent = true;
};

enum class VehicleDamage { Nothing, Mobility, KnockedOut };
inline constexpr std::array<model::EnumName<VehicleDamage>, 3> vehicleDamageNames{{
    {VehicleDamage::Nothing, "nothing"},
    {VehicleDamage::Mobility, "mobility"},
    {VehicleDamage::KnockedOut, "knocked-out"},
}};

enum class BatteryDamage { LimberKnockedOut, CrewHit, GunHit, CrewPinned };
inline constexpr std::array<model::EnumName<BatteryDamage>, 4> batteryDamageNames{{
    {BatteryDamage::LimberKnockedOut, "limber-knocked-out"},
    {BatteryDamage::CrewHit, "crew-hit"},
    {BatteryDamage::GunHit, "gun-hit"},
    {BatteryDamage::CrewPinned, "crew-pinned"},
}};

struct VehicleDamageTable {
    int heavyGunAdd = 0;
    std::map<int, VehicleDamage> byRoll;  // every modified roll from 1 to the highest
};

struct Artillery {
    std::map<Gun, GunData> guns;
    std::map<ArtilleryTarget, int> hitsOn;
    int vehicleHitsOn = 6;
    std::map<RangingModifier, int> modifiers;
    std::map<Vehicle, VehicleDamageTable> vehicleDamage;
    std::map<int, BatteryDamage> batteryDamage;  // 1..6
};

enum class AssaultModifier {
    MoreHitBoxes,
    InfantryInWorksVsCavalry,
    CavalryVsInfantryInOpen,
    ColumnOrArtillerymen,
    BetterMorale
};
inline constexpr std::array<model::EnumName<AssaultModifier>, 5> assaultModifierNames{{
    {AssaultModifier::MoreHitBoxes, "more-hit-boxes"},
    {AssaultModifier::InfantryInWorksVsCavalry, "infantry-in-works-vs-cavalry"},
    {AssaultModifier::CavalryVsInfantryInOpen, "cavalry-vs-infantry-in-open"},
    {AssaultModifier::ColumnOrArtillerymen, "column-or-artillerymen"},
    {AssaultModifier::BetterMorale, "better-morale"},
}};

struct MeleeLosses {
    int winner = 0;
    int loser = 0;
};

struct CloseAssault {
    std::map<AssaultModifier, int> modifiers;
    std::map<int, MeleeLosses> losses;  // by the winner's d6
    int overrunVehicleHitsFrom = 4;
    int overrunStandHitsOn = 6;
};

enum class MoraleOccasion {
    AttemptingAssault,
    ReceivingAssault,
    TakingLosses,
    LosingMelee,
    LeaderKilled,
    FriendlyFellBack,
    Unpin
};
inline constexpr std::array<model::EnumName<MoraleOccasion>, 7> moraleOccasionNames{{
    {MoraleOccasion::AttemptingAssault, "attempting-assault"},
    {MoraleOccasion::ReceivingAssault, "receiving-assault"},
    {MoraleOccasion::TakingLosses, "taking-losses"},
    {MoraleOccasion::LosingMelee, "losing-melee"},
    {MoraleOccasion::LeaderKilled, "leader-killed"},
    {MoraleOccasion::FriendlyFellBack, "friendly-fell-back"},
    {MoraleOccasion::Unpin, "unpin"},
}};

enum class MoraleFailure { Hold, Pinned, FallBackOne, FallBackTwoMore, RemainPinned };
inline constexpr std::array<model::EnumName<MoraleFailure>, 5> moraleFailureNames{{
    {MoraleFailure::Hold, "hold"},
    {MoraleFailure::Pinned, "pinned"},
    {MoraleFailure::FallBackOne, "fall-back-1-cohesion"},
    {MoraleFailure::FallBackTwoMore, "fall-back-2-more-cohesion"},
    {MoraleFailure::RemainPinned, "remain-pinned"},
}};

struct MoraleModifierData {
    int add = 0;
    std::optional<int> aboveLevel;  // counts only for a level over this
    bool repeats = false;           // may be given more than once (each stand lost)
};

struct OccasionData {
    std::map<std::string, MoraleModifierData, std::less<>> modifiers;
    MoraleFailure failure = MoraleFailure::Hold;
    // A worse failure for levels over `aboveLevel` (attempting an assault: pinned).
    std::optional<int> failureAboveLevel;
    MoraleFailure failureAbove = MoraleFailure::Hold;
    bool provisional = false;
};

struct Morale {
    int lowestLevel = 1;
    int highestLevel = 4;
    std::map<MoraleOccasion, OccasionData> occasions;
};

struct Leadership {
    int lowestRating = 0;
    int highestRating = 3;
    int commandWithinHexes = 15;
    int cpPerHex = 1;
    int passDownCost = 2;
    int rangeHexes = 3;
    int noLeadersDice = 1;
};

enum class FireType { SmallArms, Artillery, CloseAssault };
inline constexpr std::array<model::EnumName<FireType>, 3> fireTypeNames{{
    {FireType::SmallArms, "small-arms"},
    {FireType::Artillery, "artillery"},
    {FireType::CloseAssault, "close-assault"},
}};

enum class LeaderFate { Killed, SeriouslyWounded, WoundedEvacuated, SlightWound };
inline constexpr std::array<model::EnumName<LeaderFate>, 4> leaderFateNames{{
    {LeaderFate::Killed, "killed"},
    {LeaderFate::SeriouslyWounded, "seriously-wounded"},
    {LeaderFate::WoundedEvacuated, "wounded-evacuated"},
    {LeaderFate::SlightWound, "slight-wound"},
}};

struct LeaderHitRoll {
    int dice = 2;
    int hitFrom = 12;
};

struct LeaderEffect {
    LeaderFate fate = LeaderFate::SlightWound;
    bool capturedIfAssaultLost = false;
};

struct LeaderCasualties {
    std::map<FireType, LeaderHitRoll> hitRolls;
    std::map<int, LeaderEffect> effects;  // 1..6
};

struct Stacking {
    int footOrHorseStands = 2;
    int gunOrVehicleStands = 1;
};

struct BnbTables {
    int initiativeDice = 2;
    Movement movement;
    SmallArms smallArms;
    Artillery artillery;
    CloseAssault closeAssault;
    Morale morale;
    Leadership leadership;
    LeaderCasualties leaderCasualties;
    int attachedMgKeptUntilPercent = 50;
    Stacking stacking;
};

}  // namespace tachanka::rules::bnb
