#pragma once
// Every number the Red Actions! engines read, as loaded from templates/rules/red-actions.xml:
// the shooting table, the combat table and the modifiers, distances and target numbers the
// text gives around them. The engines never hold a rules number of their own.

#include <array>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "model/named_enum.hpp"

namespace tachanka::rules::redactions {

// An exact factor such as ½ or ¾, so halvings round down only once, at the end.
struct Fraction {
    int numerator = 1;
    int denominator = 1;
};

// A shooting table cell read into its parts ("2 x Ter S! Off"): what it does to the target.
struct ShootingCell {
    std::string text;          // as READINGS.md writes it; "-" for no effect
    int retires = 0;           // Ret
    int terror = 0;            // Ter, 2 x Ter
    bool pinned = false;       // 2 x Ter and Kill! pin
    bool kill = false;         // Kill!: a base removed, a fear test
    bool officerTest = false;  // Off
    bool seriousTest = false;  // S!
    bool noEffect() const { return text == "-"; }
};

struct ShootingColumn {
    std::string label;  // "13-16"
    int minimumTotal = 0;
};

struct ShootingTable {
    std::vector<ShootingColumn> columns;            // ascending totals
    std::map<int, std::vector<ShootingCell>> rows;  // 2d6 roll -> one cell per column
    std::string row12Note;  // the interpretation the file chose for the garbled row 12
};

// Which side a combat result hits: S = stronger, W = weaker.
enum class CombatSideMark { Stronger, Weaker };
enum class CombatOutcome { Retires, Defeated, Humiliated, Surrenders };

struct CombatCell {
    std::string text;  // "W/Retires 1 x Ter"
    CombatSideMark side = CombatSideMark::Stronger;
    CombatOutcome outcome = CombatOutcome::Retires;
    int terror = 0;  // for Retires
};

struct CombatColumn {
    std::string label;      // "3:2"
    Fraction minimumRatio;  // stronger / weaker at least this ("Advantage": 0)
};

struct CombatTable {
    std::vector<CombatColumn> columns;  // ascending ratios
    std::map<int, std::vector<CombatCell>> rows;
};

// Observed indirect fire: its first turn, or a later one with the target still observed.
enum class IndirectFire { None, First, Later };
inline constexpr std::array<model::EnumName<IndirectFire>, 3> indirectFireNames{{
    {IndirectFire::None, "none"},
    {IndirectFire::First, "first"},
    {IndirectFire::Later, "later"},
}};

// The cumulative halvings of the shooting strength.
enum class StrengthFactor { LongRange, Speculative, IndirectFirst, IndirectLater };
inline constexpr std::array<model::EnumName<StrengthFactor>, 4> strengthFactorNames{{
    {StrengthFactor::LongRange, "long-range"},
    {StrengthFactor::Speculative, "speculative"},
    {StrengthFactor::IndirectFirst, "indirect-first"},
    {StrengthFactor::IndirectLater, "indirect-later"},
}};

// The cumulative column shifts.
enum class ColumnShift { MgClose, Enfiladed, FormedOrColumn, SkirmishTarget };
inline constexpr std::array<model::EnumName<ColumnShift>, 4> columnShiftNames{{
    {ColumnShift::MgClose, "mg-close"},
    {ColumnShift::Enfiladed, "enfiladed"},
    {ColumnShift::FormedOrColumn, "formed-or-column"},
    {ColumnShift::SkirmishTarget, "skirmish-target"},
}};

// The cover list, of which only the best for the target applies, and foxholes dug to one, two
// or three columns of cover ("Digging in").
enum class Cover {
    None,
    Soft,
    EvadingOpen,
    EvadingSoft,
    Wooden,
    Stone,
    SuperHard,
    Foxholes1,
    Foxholes2,
    Foxholes3
};
inline constexpr std::array<model::EnumName<Cover>, 10> coverNames{{
    {Cover::None, "none"},
    {Cover::Soft, "soft"},
    {Cover::EvadingOpen, "evading-open"},
    {Cover::EvadingSoft, "evading-soft"},
    {Cover::Wooden, "wooden"},
    {Cover::Stone, "stone"},
    {Cover::SuperHard, "super-hard"},
    {Cover::Foxholes1, "foxholes-1"},
    {Cover::Foxholes2, "foxholes-2"},
    {Cover::Foxholes3, "foxholes-3"},
}};

// The cover foxholes give: whole columns dug only, none below one. Throws
// std::invalid_argument beyond the three columns the text allows.
std::optional<Cover> foxholeCover(int wholeColumnsDug);

struct CoverEntry {
    int columns = 0;
    bool hard = false;  // stops bullets: cancels the first retire result of a turn, not a Mob's
    // Foxholes "enable the troops in them to ignore a first 'retire' result" - Mobs too.
    bool dug = false;
};

// How far a retire result moves a unit ("Retire Results").
enum class RetireClass { Infantry, Cavalry, LimberedArtillery };
inline constexpr std::array<model::EnumName<RetireClass>, 3> retireClassNames{{
    {RetireClass::Infantry, "infantry"},
    {RetireClass::Cavalry, "cavalry"},
    {RetireClass::LimberedArtillery, "limbered-artillery"},
}};

struct ShootingModifiers {
    std::map<StrengthFactor, Fraction> factors;
    std::map<ColumnShift, int> shifts;
    std::map<Cover, CoverEntry> cover;  // every cover but None
    int mgCloseRangeInches = 8;
};

// Direct hits: the gun's class against the target's class gives the number to roll on 2d6.
enum class GunClass { FieldGun, Other };
inline constexpr std::array<model::EnumName<GunClass>, 2> gunClassNames{{
    {GunClass::FieldGun, "field-gun"},
    {GunClass::Other, "other"},
}};

enum class HitTarget { Building, MovingVehicle, StationaryVehicle, Other };
inline constexpr std::array<model::EnumName<HitTarget>, 4> hitTargetNames{{
    {HitTarget::Building, "building"},
    {HitTarget::MovingVehicle, "moving-vehicle"},
    {HitTarget::StationaryVehicle, "stationary-vehicle"},
    {HitTarget::Other, "other"},
}};

enum class DirectHitModifier { PerKm, EarlySoviet, IndirectFirst, IndirectLater };
inline constexpr std::array<model::EnumName<DirectHitModifier>, 4> directHitModifierNames{{
    {DirectHitModifier::PerKm, "per-km"},
    {DirectHitModifier::EarlySoviet, "early-soviet"},
    {DirectHitModifier::IndirectFirst, "indirect-first"},
    {DirectHitModifier::IndirectLater, "indirect-later"},
}};

enum class BuildingMaterial { Wood, Stone };
inline constexpr std::array<model::EnumName<BuildingMaterial>, 2> buildingMaterialNames{{
    {BuildingMaterial::Wood, "wood"},
    {BuildingMaterial::Stone, "stone"},
}};

struct DirectHitNumbers {
    std::map<std::pair<GunClass, HitTarget>, int> numbers;
    std::map<DirectHitModifier, int> modifiers;
    std::map<BuildingMaterial, int> buildingDestroyed;  // 2d6 at least this
};

enum class CombatModifier {
    Fortified,
    DefendingInCover,
    Uphill,
    FlankOrRear,
    FormedCavalryCharging
};
inline constexpr std::array<model::EnumName<CombatModifier>, 5> combatModifierNames{{
    {CombatModifier::Fortified, "fortified"},
    {CombatModifier::DefendingInCover, "defending-in-cover"},
    {CombatModifier::Uphill, "uphill"},
    {CombatModifier::FlankOrRear, "flank-or-rear"},
    {CombatModifier::FormedCavalryCharging, "formed-cavalry-charging"},
}};

enum class MoraleModifier { EnemyBehindFlank, Earthworks, NightOrFog, AmbushedMarching };
inline constexpr std::array<model::EnumName<MoraleModifier>, 4> moraleModifierNames{{
    {MoraleModifier::EnemyBehindFlank, "enemy-behind-flank"},
    {MoraleModifier::Earthworks, "earthworks"},
    {MoraleModifier::NightOrFog, "night-or-fog"},
    {MoraleModifier::AmbushedMarching, "ambushed-marching"},
}};

struct MoraleRules {
    std::map<MoraleModifier, int> modifiers;
    // The modifiers the text adds to the 2d6 roll rather than to the success number ("all
    // units add +1 to morale rolls" at night or in fog): they make a test harder.
    std::set<MoraleModifier> addedToRoll;
    int alwaysFailsOn = 12;
    int seniorInSightInches = 12;
    int seniorNearInches = 4;
    int standardRoutRemovedOver = 2;  // standard RA!: failing by more than this removes the unit
    // Optional rule: no advance towards the enemy for this many turns per turn routed.
    int turnsBarredPerRoutTurn = 2;
};

// Target numbers on one d6, and the counts of markers and bases some results give.
struct SmallRolls {
    int officerKilledByShootingOn = 1;     // at most this
    int officerCasualtyInCombatOn = 1;     // at most this
    int officerCasualtyWhenRoutingOn = 2;  // at most this
    int mobActsOn = 3;                     // at least this
    int pursuitSameSpeedCatchesOn = 4;     // at least this
    int flankChargeTerror = 1;
    int rearChargeTerror = 3;
    int defeatedBasesLost = 2;
    int humiliatedWeakerTerror = 2;  // S/Humiliated: the weaker retires with this many
    int cleverPreemptsOn = 6;        // at least this
    int vehicleImmobilisedOn = 6;    // at least this, by troops a vehicle charged
    int grenadierBonus = 2;
};

struct RedActionsTables {
    ShootingTable shooting;
    ShootingModifiers shootingModifiers;
    std::map<RetireClass, int> retireInches;
    DirectHitNumbers directHits;
    CombatTable combat;
    std::map<CombatModifier, int> combatPercent;
    MoraleRules morale;
    SmallRolls rolls;
};

// Reads one cell's text; throws std::invalid_argument naming what is wrong.
ShootingCell parseShootingCell(std::string_view text);
CombatCell parseCombatCell(std::string_view text);

}  // namespace tachanka::rules::redactions
