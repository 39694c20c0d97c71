#pragma once
// The Actions Table's tables as data (templates/rules/actions-table.xml): the two order tables
// by risk factor band and d6, the risk factors, shooting (fire, to-hit, damage), activation,
// movement, visibility and the weapons. The engines beside this file read nothing else.

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "model/named_enum.hpp"

namespace tachanka::rules::actions {

// Which order table a unit dices on: by the weapons it is armed with.
enum class OrderTableKind { Firearms, Melee };
inline constexpr std::array<model::EnumName<OrderTableKind>, 2> orderTableNames{{
    {OrderTableKind::Firearms, "firearms"},
    {OrderTableKind::Melee, "melee"},
}};

struct OrderCell {
    std::string orderId;  // "take-cover"
    std::string text;     // the instruction as the table words it
    bool italic = false;  // commanded troops and player characters ignore it
};

// A row of an order table: the risk factors it covers and a cell per d6, 1 to 6.
struct RiskBand {
    std::optional<int> from;  // none: "up to" `to`
    std::optional<int> to;    // none: `from` and more
    std::array<OrderCell, 6> cells{};
    bool covers(int risk) const;
    std::string label() const;  // "RF3-5", "Up to RF0", "RF9+"
};

struct OrderTable {
    OrderTableKind kind = OrderTableKind::Firearms;
    std::string title;
    std::vector<RiskBand> bands;  // in order of risk, every risk factor in exactly one
};

enum class RiskFactorKind {
    Hero,
    InCoverOrAdvancing,
    EnemyInRange,
    RawInRange,
    PerTenthLost,
    FlankOrRear,
    NativesNearCavalry,
    Running,
};
inline constexpr std::array<model::EnumName<RiskFactorKind>, 8> riskFactorNames{{
    {RiskFactorKind::Hero, "hero"},
    {RiskFactorKind::InCoverOrAdvancing, "in-cover-or-advancing"},
    {RiskFactorKind::EnemyInRange, "enemy-in-range"},
    {RiskFactorKind::RawInRange, "raw-in-range"},
    {RiskFactorKind::PerTenthLost, "per-tenth-lost"},
    {RiskFactorKind::FlankOrRear, "flank-or-rear"},
    {RiskFactorKind::NativesNearCavalry, "natives-near-cavalry"},
    {RiskFactorKind::Running, "running"},
}};

struct RiskFactor {
    RiskFactorKind kind = RiskFactorKind::Hero;
    int value = 0;
    bool inherited = false;  // unnumbered in the text: the value of the line above
    std::string text;
};

struct RiskFactors {
    std::vector<RiskFactor> factors;  // one per kind, in the text's order
    std::string note;
    const RiskFactor& of(RiskFactorKind kind) const;
};

struct FormedTroops {
    int platoonWithinCm = 0;
    int officerWithinCm = 0;
};

struct Visibility {
    int sightingDie = 0;  // figures in terrain are seen at this die times cmPerPip
    int cmPerPip = 0;
    int edgeCm = 0;   // ... if within this of the terrain's edge
    int woodsCm = 0;  // visibility within woods
};

enum class Mover { Foot, Wounded, Petticoats, Horsed };
inline constexpr std::array<model::EnumName<Mover>, 4> moverNames{{
    {Mover::Foot, "foot"},
    {Mover::Wounded, "wounded"},
    {Mover::Petticoats, "petticoats"},
    {Mover::Horsed, "horsed"},
}};

struct MoveAllowance {
    Mover mover = Mover::Foot;
    int cm = 0;
    std::string text;
};

struct Movement {
    std::vector<MoveAllowance> allowances;  // one per mover
    int difficultGoingFactor = 0;           // difficult going counts this many times the distance
    int lowBarrierQuarters = 0;             // quarters of a move to clear a low barrier or fence
};

struct Loading {
    std::string kind;  // "Breech loaded"
    bool fullSpeed = false;
    std::string rule;
};

struct Shooting {
    int stationaryPer = 0;  // uncommanded fire: a shot per this many figures standing
    int movingPer = 0;      // ... and moving
    int handHurledPer = 0;  // hand hurled weapons: a shot per this many shooting figures
    std::vector<Loading> loading;
};

enum class Range { Short, Medium, Long };
inline constexpr std::array<model::EnumName<Range>, 3> rangeNames{{
    {Range::Short, "short"},
    {Range::Medium, "medium"},
    {Range::Long, "long"},
}};

enum class Cover { Open, Soft, Hard };
inline constexpr std::array<model::EnumName<Cover>, 3> coverNames{{
    {Cover::Open, "open"},
    {Cover::Soft, "soft"},
    {Cover::Hard, "hard"},
}};

struct ToHitTable {
    int die = 0;
    std::array<std::array<int, 3>, 3> needed{};  // [range][cover]: that score or more hits
    int scoreNeeded(Range range, Cover cover) const;
};

enum class WeaponClass { Gunpowder, Bow, Other };
inline constexpr std::array<model::EnumName<WeaponClass>, 3> weaponClassNames{{
    {WeaponClass::Gunpowder, "gunpowder"},
    {WeaponClass::Bow, "bow"},
    {WeaponClass::Other, "other"},
}};

enum class Damage { Graze, Wound, Kill };
inline constexpr std::array<model::EnumName<Damage>, 3> damageNames{{
    {Damage::Graze, "graze"},
    {Damage::Wound, "wound"},
    {Damage::Kill, "kill"},
}};

// Who shoots: a Hero adds to the damage roll, Raw shooters take away.
enum class Shooter { Ordinary, Hero, Raw };
inline constexpr std::array<model::EnumName<Shooter>, 3> shooterNames{{
    {Shooter::Ordinary, "ordinary"},
    {Shooter::Hero, "hero"},
    {Shooter::Raw, "raw"},
}};

struct DamageRow {
    WeaponClass weapon = WeaponClass::Gunpowder;
    std::string text;
    std::array<Damage, 6> results{};  // by the d6, 1 to 6
};

struct DamageTable {
    int die = 0;
    int heroModifier = 0;
    int rawModifier = 0;
    std::vector<DamageRow> rows;  // one per weapon class
    const DamageRow& row(WeaponClass weapon) const;
};

enum class FigureClass { Hero, Veteran, Raw };
inline constexpr std::array<model::EnumName<FigureClass>, 3> figureClassNames{{
    {FigureClass::Hero, "hero"},
    {FigureClass::Veteran, "veteran"},
    {FigureClass::Raw, "raw"},
}};

struct Activation {
    std::array<int, 3> commandDice{};  // by FigureClass
    int busyOfficerDice = 0;           // loading, firing or in melee
    int drummerDice = 0;               // at least one drummer or bugler commanded
    int openCm = 0;                    // command distance in the open
    int enclosedCm = 0;                // ... in enclosed terrain
    int loyalCost = 0;
    int disloyalCost = 0;  // disloyal figures and routers
};

struct Weapon {
    std::string name;
    std::optional<std::array<int, 3>> rangesCm;  // short, medium, long; none for melee only
    std::optional<int> melee;                    // melee factor; none where the text is blank
    std::string meleeNote;                       // "4 with bayonet"
    std::optional<WeaponClass> damage;           // the damage row its shots are read on
};

// What an order does to a Red Actions! unit handed to the Actions Table.
enum class UnitEffect { None, Pinned, Retires, Routing };
inline constexpr std::array<model::EnumName<UnitEffect>, 4> unitEffectNames{{
    {UnitEffect::None, "none"},
    {UnitEffect::Pinned, "pinned"},
    {UnitEffect::Retires, "retires"},
    {UnitEffect::Routing, "routing"},
}};

// The hand-over from a Red Actions! battle (provisional: no text gives it).
struct RedActionsHandover {
    bool provisional = false;
    std::string note;
    std::vector<std::pair<std::string, UnitEffect>> effects;  // by order id; others: none
    UnitEffect effectOf(const std::string& orderId) const;
};

struct ActionsTables {
    std::array<OrderTable, 2> orderTables{};  // by OrderTableKind
    RiskFactors riskFactors;
    FormedTroops formedTroops;
    Visibility visibility;
    std::vector<std::string> sequence;
    Movement movement;
    Shooting shooting;
    ToHitTable toHit;
    DamageTable damage;
    Activation activation;
    std::vector<Weapon> weapons;
    RedActionsHandover handover;

    const OrderTable& orderTable(OrderTableKind kind) const {
        return orderTables[static_cast<std::size_t>(kind)];
    }
};

}  // namespace tachanka::rules::actions
