#pragma once
// Red Flags & Iron Crosses's tables as data (templates/rules/red-flags-iron-crosses.xml):
// grades, movement, weapon ranges, dice per figure, what a turned-over card does (cover,
// damage, hits on Commanders, cohesion), the aircraft deployment table and minefields. The
// engines beside this file read nothing else.

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "model/named_enum.hpp"
#include "rules/rfic/cards.hpp"

namespace tachanka::rules::rfic {

// Best first: a Commander's one-step improvement moves a grade towards Good.
enum class Grade { Good, Average, Poor, VeryPoor };
inline constexpr std::array<model::EnumName<Grade>, 4> gradeNames{{
    {Grade::Good, "good"},
    {Grade::Average, "average"},
    {Grade::Poor, "poor"},
    {Grade::VeryPoor, "very-poor"},
}};

// Who moves: the Movement table's rows and the aircraft's.
enum class Mover {
    Infantry,
    Cavalry,
    LightArtillery,
    HeavyArtillery,
    LightAfv,
    MediumAfv,
    HeavyAfv,
    HorseTransport,
    MotorTransport,
    Commander,
    Fighter,
    FighterBomber,
    GroundAttack,
    LightBomber,
};
inline constexpr std::array<model::EnumName<Mover>, 14> moverNames{{
    {Mover::Infantry, "infantry"},
    {Mover::Cavalry, "cavalry"},
    {Mover::LightArtillery, "light-artillery"},
    {Mover::HeavyArtillery, "heavy-artillery"},
    {Mover::LightAfv, "light-afv"},
    {Mover::MediumAfv, "medium-afv"},
    {Mover::HeavyAfv, "heavy-afv"},
    {Mover::HorseTransport, "horse-transport"},
    {Mover::MotorTransport, "motor-transport"},
    {Mover::Commander, "commander"},
    {Mover::Fighter, "fighter"},
    {Mover::FighterBomber, "fighter-bomber"},
    {Mover::GroundAttack, "ground-attack"},
    {Mover::LightBomber, "light-bomber"},
}};

// What the terrain and road rules ask of a mover.
enum class MoverKind { Troops, Afv, Transport, Aircraft };
inline constexpr std::array<model::EnumName<MoverKind>, 4> moverKindNames{{
    {MoverKind::Troops, "troops"},
    {MoverKind::Afv, "afv"},
    {MoverKind::Transport, "transport"},
    {MoverKind::Aircraft, "aircraft"},
}};

struct MoveAllowance {
    Mover mover = Mover::Infantry;
    MoverKind kind = MoverKind::Troops;
    std::string text;      // "Light AFV unit"
    std::string examples;  // "Armoured cars, PzKpfw I, ..."
    // Hexes when activated by a red card and by a black one; none: may only move if towed.
    std::optional<int> red;
    std::optional<int> black;
};

struct MovementRules {
    std::vector<MoveAllowance> allowances;  // one per Mover, in the enumeration's order
    int roadBonus = 1;                      // non-AFV units whose whole move is along a road
    int withCommanderBonus = 1;             // a Commander moving with a unit
    int afvRoughMaximum = 1;                // AFVs on hills or in woods
    int biplanePenalty = 2;                 // aircraft that are biplanes
    int turnCost = 1;                       // each 60° turn of an aircraft
    int limberTurns = 1;                    // to limber or unlimber artillery
    const MoveAllowance& of(Mover mover) const;
};

// Which list a weapon's range and dice belong to.
enum class Combat { Ground, AirToAir, AirToGround, GroundToAir };
inline constexpr std::array<model::EnumName<Combat>, 4> combatNames{{
    {Combat::Ground, "ground"},
    {Combat::AirToAir, "air-to-air"},
    {Combat::AirToGround, "air-to-ground"},
    {Combat::GroundToAir, "ground-to-air"},
}};

struct WeaponRange {
    Combat combat = Combat::Ground;
    std::string text;  // "Heavy machine guns"
    int hexes = 1;
};

// A row of a fire table: `dice` D6 per `per` of `counted` (figures, crew figures, AFVs, guns);
// halves are rounded down (note 19).
struct DicePer {
    int dice = 1;
    int per = 1;
};
struct FireDice {
    std::string id;  // the CLI's --weapon: "hmg"
    Combat combat = Combat::Ground;
    std::string text;     // "Heavy machine guns"
    std::string counted;  // "crew figure"
    DicePer steady;       // the unit has not moved (the aircraft is not disrupted)
    std::optional<DicePer> movedOrDisrupted;  // none: may not fire so
    bool isBonus = false;                     // the Commander's dice, added to a unit's
};

struct FireRules {
    std::vector<WeaponRange> ranges;
    std::vector<FireDice> dice;
    int hitOn = 6;                                      // "A 6 hits"
    const FireDice& weapon(std::string_view id) const;  // std::invalid_argument if unknown
};

// What a hit on a disrupted vehicle or light bomber does: destroyed after this many red cards
// turned over in a row; a black card first leaves it disrupted.
enum class Vehicle { LightAfv, MediumAfv, HeavyAfv, Transport, LightBomber };
inline constexpr std::array<model::EnumName<Vehicle>, 5> vehicleNames{{
    {Vehicle::LightAfv, "light-afv"},
    {Vehicle::MediumAfv, "medium-afv"},
    {Vehicle::HeavyAfv, "heavy-afv"},
    {Vehicle::Transport, "transport"},
    {Vehicle::LightBomber, "light-bomber"},
}};
struct VehicleDamage {
    Vehicle vehicle = Vehicle::LightAfv;
    std::string text;
    int redCardsToDestroy = 1;
};

enum class CommanderFate { Killed, Wounded, Unwounded };
inline constexpr std::array<model::EnumName<CommanderFate>, 3> commanderFateNames{{
    {CommanderFate::Killed, "killed"},
    {CommanderFate::Wounded, "wounded"},
    {CommanderFate::Unwounded, "unwounded"},
}};
// The Commander table's rows, the first that matches the card decides.
struct CommanderHitRow {
    std::vector<Card> cards;       // these cards; none: any card of `colour`
    std::optional<Colour> colour;  // none: the row names its cards
    CommanderFate fate = CommanderFate::Unwounded;
    std::string text;  // "The Commander is killed."
    bool matches(const Card& card) const;
};

struct CardEffects {
    Colour coverFailsOn = Colour::Red;  // the cover card of this colour lets the hit count
    std::vector<VehicleDamage> vehicles;
    std::vector<CommanderHitRow> commanderHit;
    const VehicleDamage& of(Vehicle vehicle) const;
};

struct CohesionRules {
    // regains[suit][grade], suits in precedence order (♥ ♣ ♦ ♠), grades best first.
    std::array<std::array<bool, 4>, 4> regains{};
    int commanderSteps = 1;  // grade improvement with a Commander in the hex
    int attemptsWithCommander = 2;
    int commanderAttempts = 2;  // "Commanders may always have two attempts"
    Grade commanderGrade = Grade::Good;
    Grade aircraftGrade = Grade::Good;
};

enum class AircraftSide { None, Axis, Soviet };
inline constexpr std::array<model::EnumName<AircraftSide>, 3> aircraftSideNames{{
    {AircraftSide::None, "none"},
    {AircraftSide::Axis, "axis"},
    {AircraftSide::Soviet, "soviet"},
}};
struct DeploymentRow {
    int total = 2;  // the 2D6 score
    AircraftSide side = AircraftSide::None;
    std::string text;
    bool provisional = false;  // the text has no row for this score
};
struct AircraftRules {
    std::vector<DeploymentRow> deployment;  // one row per 2D6 score, 2 to 12
    std::string provisionalNote;            // where the published value belongs
    int turnsOnTable = 6;
    std::vector<std::string> bombLoads;  // "Fighter bombers carry one light bomb."
    const DeploymentRow& row(int total) const;
};

struct MinefieldRules {
    int dice = 8;                        // thrown by the opposing Commander
    Colour entryColour = Colour::Black;  // the card a unit needs to enter or leave
};

struct RficTables {
    MovementRules movement;
    FireRules fire;
    CardEffects cards;
    CohesionRules cohesion;
    AircraftRules aircraft;
    MinefieldRules minefield;
};

}  // namespace tachanka::rules::rfic
