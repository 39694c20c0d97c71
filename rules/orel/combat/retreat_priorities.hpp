#pragma once
// 8.5.1 retreat priorities: of the hexes a retreating stack could enter, those the owner
// may choose among, each with what it means for the combat engine (RetreatPath).

#include <string>
#include <vector>

#include "rules/orel/combat/combat_declaration.hpp"

namespace tachanka::rules::orel {

enum class EnemyZoc { None, InfantryOrArtillery, Cavalry };

// One hex next to the retreating stack, as the players see it on the map.
struct RetreatCandidate {
    std::string hex;
    bool enemyUnits = false;  // never enterable
    EnemyZoc zoc = EnemyZoc::None;
    bool zocNegated = false;          // friendly units there negate the ZoC (1.2)
    bool overstacked = false;         // b) the stack would overstack there
    bool offMap = false;              // c)
    bool attackedHex = false;         // d) the target of an attack not yet resolved
    bool towardFriendlyEdge = false;  // e)
};

struct RetreatOption {
    std::string hex;
    RetreatPath path = RetreatPath::Clear;  // the ZoC it leads into, if any
};

// a) not into enemy ZoC, b) no overstacking, c) not off the map, d) not into a hex under
// unresolved attack, e) towards a friendly edge: each priority counts only among the hexes
// the higher ones left equal. (f, one hex for the whole stack, is the caller's: one choice.)
// The owner picks one option; none means the retreat is blocked (RetreatPath::Blocked).
std::vector<RetreatOption> retreatOptions(const std::vector<RetreatCandidate>& candidates);

// A rout's first hex, one of the options 8.5.1 leaves where the rout begins, with the options
// 8.5.1 leaves from there for the second (those 2 hexes from where it began).
struct RoutLeg {
    RetreatOption first;
    std::vector<RetreatOption> second;
};

// 8.7.3 A: "the units retreat 2 hexes ... performed per the Retreat rules (8.5.1)", hex by hex:
// each hex a rout may end in, with the worse enemy ZoC of its two hexes (one check, 8.7.3 A 2);
// of two ways to one hex, the owner takes the better. None: the rout is impossible (8.7.3 A 3).
std::vector<RetreatOption> routOptions(const std::vector<RoutLeg>& legs);

}  // namespace tachanka::rules::orel
