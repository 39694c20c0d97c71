#pragma once
// A battle of the campaign: one combat planned between units of the two sides, resolved by a
// rule system's engine and written back. It goes planned → resolved → applied, or is voided
// before its effects are applied. Each unit's row keeps what the plan saw and what the
// resolution did to it, so the preview, the apply and the printed report read one record.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/game_date.hpp"
#include "model/hex.hpp"
#include "model/named_enum.hpp"
#include "model/unit_status.hpp"

namespace tachanka::model {

enum class BattleState { Planned, Resolved, Applied, Voided };

inline constexpr std::array<EnumName<BattleState>, 4> battleStateNames{{
    {BattleState::Planned, "planned"},
    {BattleState::Resolved, "resolved"},
    {BattleState::Applied, "applied"},
    {BattleState::Voided, "voided"},
}};

// What a unit is in the battle: it attacks, defends in the attacked hex, fires support from
// up to two hexes away, or sheltered in the attacked hex after retreating there earlier.
enum class BattleRole { Attacker, Defender, AttackerSupport, DefenderSupport, Sheltering };

inline constexpr std::array<EnumName<BattleRole>, 5> battleRoleNames{{
    {BattleRole::Attacker, "attacker"},
    {BattleRole::Defender, "defender"},
    {BattleRole::AttackerSupport, "attacker-support"},
    {BattleRole::DefenderSupport, "defender-support"},
    {BattleRole::Sheltering, "sheltering"},
}};

// What the resolution did to one unit; empty until the battle is resolved.
struct BattleEffect {
    int stepsLost = 0;
    std::optional<UnitMode> mode;  // the mode it ends in, when it changed
    UnitFate fate = UnitFate::Active;
    int retreatHexes = 0;  // 1: retreats, 2: routs (8.5, 8.7.3)
    bool advanced = false;  // into the attacked hex (8.7.4, 8.8.3)
    bool unsupplied = false;
    std::optional<Hex> movedTo;  // where the apply put it (advance, retreat, rout)
    std::optional<Hex> retreatTo;  // where its owner sent it when it retreated (8.5.1)
    bool brokenDown = false;     // a tank broken down for the rest of the day (9.2.1)
};

struct BattleUnit {
    std::int64_t id = 0;
    std::int64_t unitId = 0;
    std::string code;
    std::int64_t sideId = 0;
    BattleRole role = BattleRole::Attacker;
    int stepsBefore = 0;  // steps remaining when planned: apply refuses a unit changed since
    std::optional<Hex> hexBefore;
    BattleEffect effect;
};

// One die (or dice summed, such as the 2d6 of an assault) rolled in the battle.
struct BattleEvent {
    int sequence = 0;
    std::string purpose;  // "cohesion check: attacker"
    std::vector<int> dice;
    std::string tableCell;  // "X: 6 vs TQ 6 → passed"
};

// The plan's choices a rule system cannot read off the campaign (the terrain and river until
// a map exists, the attack type, the reactive player's options, the retreat paths).
struct BattleChoices {
    std::string terrain = "clear";
    bool river = false;
    std::string attack = "prepared";
    // Words for the rest, each a choice that differs from the default:
    // "no-assault", "no-advance", "pursuit", "encircled", "no-depot", "retreat-before-combat",
    // "defender-retreat=infantry-zoc", ...
    std::vector<std::string> options;
};

// The players' answers to the choices a battle hands them while it resolves, kept with it so
// that resolving goes on from them: whether to assault (8.8), who enters the cleared hex
// (8.7.4, 8.8.3), where each retreating unit goes (8.5.1).
struct BattleAnswers {
    std::optional<bool> assault;
    std::optional<std::vector<std::string>> advance;    // the codes that enter; empty: none
    std::vector<std::pair<std::string, Hex>> retreats;  // a unit's code and its hex
    bool operator==(const BattleAnswers&) const = default;
};

// The choices a resolution stops at, by the names the front ends use.
inline constexpr std::array<std::string_view, 3> battleQuestionNames{"assault", "advance",
                                                                    "retreat"};

struct Battle {
    std::int64_t id = 0;
    GameDate date;
    Hex hex;
    std::string system;  // "orel-1919"
    std::int64_t attackerSideId = 0;
    std::uint64_t seed = 0;
    BattleState state = BattleState::Planned;
    std::string outcome;  // one line once resolved: "defender loses 2 steps and retreats"
    BattleChoices choices;
    int attackerPrisoners = 0;  // steps the attacker took prisoner
    int defenderPrisoners = 0;
    bool provisional = false;  // a provisional chart decided something
    std::string assaultOdds;   // the odds the assault was read at ("1.5:1"), once resolved
    // Empty: resolved on the operational table; else fought as a linked tactical battle of
    // this system ("red-actions"), its units and actions in model/tactical_battle.hpp.
    std::string tacticalSystem;
    // The buildings set alight on the table and their fires
    // (rules::redactions::buildingsText's notation).
    std::string buildings;
    // Its state in a tactical system besides Red Actions!, as that system writes it (a Red
    // Flags & Iron Crosses turn's cards: rules::rfic::battleStateText); empty for the others.
    std::string systemState;
    // 8.2.1: the depot whose munitions the attack draws, and how many; none: it has none.
    std::optional<std::int64_t> depotId;
    int munitions = 0;
    // A planned battle whose resolution stopped for the players: the choice it waits for
    // ("assault", "advance", "retreat"; empty: none), the answers given so far, and the seed its
    // dice came from (none: the battle's own). Its dice so far are its events.
    std::string awaiting;
    BattleAnswers answers;
    std::optional<std::int64_t> diceSeed;
    std::vector<BattleUnit> units;  // attackers first, in the order losses are given
    std::vector<BattleEvent> events;

    std::vector<const BattleUnit*> withRole(BattleRole role) const;
};

}  // namespace tachanka::model
