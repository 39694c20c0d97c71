#pragma once
// Regaining cohesion (Regaining Cohesion; aircraft's Regaining cohesion): a card turned over
// for each disrupted unit, Commander or aircraft, read by its suit against the grade.

#include <vector>

#include "rules/rfic/deck.hpp"
#include "rules/rfic/rfic_tables.hpp"

namespace tachanka::rules::rfic {

enum class Rallying { Unit, Commander, Aircraft };
inline constexpr std::array<model::EnumName<Rallying>, 3> rallyingNames{{
    {Rallying::Unit, "unit"},
    {Rallying::Commander, "commander"},
    {Rallying::Aircraft, "aircraft"},
}};

struct CohesionRequest {
    Rallying who = Rallying::Unit;
    Grade grade = Grade::Average;  // a unit's; Commanders and aircraft are rated good
    bool commanderInHex = false;   // a unit's: one grade better and a second attempt
};

// The grade the card is read against: Commanders' and aircraft's from the table, a unit's
// improved by the Commander in its hex (a very poor unit becomes poor; good stays good).
Grade gradeFor(const CohesionRules& table, const CohesionRequest& request);
// Attempts allowed: two for a Commander, two for a unit with a Commander in its hex, else one.
int attemptsFor(const CohesionRules& table, const CohesionRequest& request);
bool regainsOn(const CohesionRules& table, Grade grade, Suit suit);

struct CohesionResult {
    Grade grade = Grade::Average;  // read against
    std::vector<Card> cards;       // turned over, one per attempt made
    bool regained = false;
};
CohesionResult regainCohesion(const CohesionRules& table, const CohesionRequest& request,
                              CardSource& cards);

}  // namespace tachanka::rules::rfic
