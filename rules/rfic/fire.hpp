#pragma once
// Fire combat and close assault (Fire Combat, Close Assault; Air-to-air and Air-to-ground
// combat; Ground-to-air combat; Minefields): the D6s a unit throws, the 6s that hit, and the
// 8D6 of a minefield.

#include <vector>

#include "rules/dice.hpp"
#include "rules/rfic/rfic_tables.hpp"

namespace tachanka::rules::rfic {

struct FireRequest {
    std::string weapon;             // a FireDice id: "small-arms", "hmg", "aircraft-cannon"
    int count = 0;                  // figures, crew figures, AFVs, guns, cannons, rockets, bombs
    bool movedOrDisrupted = false;  // an aircraft: disrupted
    int commanders = 0;             // Commander figures firing with the unit (ground only)
    bool totalRead = false;         // a close assault compares the D6 scores, not only the 6s
};

// The D6s thrown: each row's dice per `per` counted, halves rounded down (note 19), with the
// Commanders' dice added. Throws std::invalid_argument for an unknown weapon, a negative count,
// or a weapon that may not fire moved or disrupted (aircraft in air-to-ground combat).
int fireDice(const FireRules& table, const FireRequest& request);

struct FireResult {
    int dice = 0;
    std::vector<int> rolls;
    int hits = 0;   // the 6s
    int total = 0;  // the D6 scores added (close assault compares them)
};

FireResult fire(const FireRules& table, const FireRequest& request, Dice& dice,
                std::string_view purpose = "fire");

// Close assault: both units fire as in fire combat and their totals are compared.
enum class AssaultOutcome { DefenderRetreats, AssaulterRetreats, NeitherRetreats };
inline constexpr std::array<model::EnumName<AssaultOutcome>, 3> assaultOutcomeNames{{
    {AssaultOutcome::DefenderRetreats, "defender-retreats"},
    {AssaultOutcome::AssaulterRetreats, "assaulter-retreats-disrupted"},
    {AssaultOutcome::NeitherRetreats, "neither-retreats"},
}};
struct AssaultResult {
    FireResult assaulter;
    FireResult defender;
    AssaultOutcome outcome = AssaultOutcome::NeitherRetreats;
};
// Equal totals: the text says nothing, and nobody retreats (README reading 4).
AssaultResult closeAssault(const FireRules& table, const FireRequest& assaulter,
                           const FireRequest& defender, Dice& dice);

// A unit or Commander entering a minefield: the opposing Commander throws the minefield's D6s;
// each 6 is a hit taken as an artillery hit.
FireResult minefieldAttack(const MinefieldRules& minefield, const FireRules& table, Dice& dice);

}  // namespace tachanka::rules::rfic
