#pragma once
// The units of one Orel 1919 combat as the engine sees them: explicit values only, so the
// combat rules never depend on how a scenario or a campaign stores its counters.

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/named_enum.hpp"
#include "rules/orel/side_and_mode.hpp"

namespace tachanka::rules::orel {

// 1.2: combat units are infantry and cavalry; artillery and vehicles are auxiliary.
enum class UnitKind {
    Infantry,
    Cavalry,
    Artillery,
    HorseArtillery,
    ArmouredTrain,
    Tank,
    ArmouredCar
};
enum class AttackType { Prepared, Hasty };

inline constexpr std::array<model::EnumName<UnitKind>, 7> unitKindNames{{
    {UnitKind::Infantry, "infantry"},
    {UnitKind::Cavalry, "cavalry"},
    {UnitKind::Artillery, "artillery"},
    {UnitKind::HorseArtillery, "horse-artillery"},
    {UnitKind::ArmouredTrain, "armoured-train"},
    {UnitKind::Tank, "tank"},
    {UnitKind::ArmouredCar, "armoured-car"},
}};
inline constexpr std::array<model::EnumName<AttackType>, 2> attackTypeNames{
    {{AttackType::Prepared, "prepared"}, {AttackType::Hasty, "hasty"}}};

// Inline: every step of a combat asks them of every unit.
inline bool isCombatUnit(UnitKind kind) {  // infantry or cavalry
    return kind == UnitKind::Infantry || kind == UnitKind::Cavalry;
}
inline bool isArtillery(UnitKind kind) {
    return kind == UnitKind::Artillery || kind == UnitKind::HorseArtillery;
}
inline bool isVehicle(UnitKind kind) {
    return kind == UnitKind::ArmouredTrain || kind == UnitKind::Tank ||
           kind == UnitKind::ArmouredCar;
}

struct CombatUnit {
    std::string code;
    UnitKind kind = UnitKind::Infantry;
    std::string hex;         // attackers: the stack it attacks from (8.7.1 vehicle modifier)
    int steps = 1;           // strength steps left
    int troopQuality = 4;    // printed TQ
    bool recruits = false;   // the Recruits -1Q marker (4.3.1)
    int strength = 1;        // combat strength now (dismounted for cavalry, fire for artillery)
    int chargeStrength = 0;  // cavalry only: the right-hand strength
    UnitMode mode = UnitMode::Combat;
    bool unsupplied = false;    // carries an Unsupplied marker
    bool disorganized = false;  // Disorganized marker of this combat
    bool entrenched = false;
    bool integratedArtillery = false;
    bool heavyTrain = false;    // armoured trains: Lo (heavy) or Lég (light)
    bool damaged = false;       // heavy armoured train already damaged
    bool inContact = false;     // armoured train 'in contact' (9.1)
    bool brokenDown = false;    // tank broken down this turn (9.2.1)
    // A tank about to spend its first MP of the turn on this attack rolls for a breakdown
    // first (9.2.1); one that moved this turn already passed its roll.
    bool checksBreakdown = false;
    bool charges = true;        // cavalry: the owner wants to charge when allowed (8.7.1)
    bool inSupplyRange = true;  // within 5 MP of a depot (trains: linked to the edge)
    // 5.3: an out-of-command attacker already in enemy ZoC attacks only if it passes a TQ check.
    bool checksCommand = false;

    int quality() const { return troopQuality - (recruits ? 1 : 0); }
};

}  // namespace tachanka::rules::orel
