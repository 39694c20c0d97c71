#pragma once
// Orel 1919 definitions (1.2) that every combat step uses: rounding, predominant troop
// quality and the combat strength ratio as the text rounds it for each use.

#include <span>
#include <string>

namespace tachanka::rules::orel {

// 1.2: to the nearest whole number, halves up (3.49 -> 3, 3.5 -> 4).
int roundNearest(int numerator, int denominator);
// 1.2: uncoordinated support and combat odds round fractions down (2.6 -> 2).
int roundDown(int numerator, int denominator);

// One unit's share of a side's strength with everything it is divided by (2 for
// Unsupplied, 4 for Routed, their product when several apply).
struct StrengthShare {
    int strength = 0;
    int divisor = 1;
    bool roundedDown = false;  // uncoordinated support (8.6.2)
};
// 1.2: strengths divided alike are summed before dividing, and a value divided several
// times is rounded once, after the last division (to the nearest, or down for
// uncoordinated support).
int sideStrength(std::span<const StrengthShare> shares);

struct TroopQualityShare {
    int troopQuality = 0;
    int steps = 0;
};
// 1.2: the TQ with the most steps (ties: the worse), -1 if the worst unit is three or more
// below it, +1 if the best unit is three or more above it. Throws on an empty list.
int predominantTroopQuality(std::span<const TroopQualityShare> units);
// The TQ with the most steps before those adjustments (ties: the worse).
int mostNumerousTroopQuality(std::span<const TroopQualityShare> units);

// The attacker:defender ratio as each rule reads it.
struct CombatRatio {
    int attacker = 0;
    int defender = 0;

    // 8.7.1 cohesion: >= 2:1 and < 1:1 are the only steps that matter.
    bool atLeastTwoToOne() const { return attacker >= 2 * defender; }
    bool belowOneToOne() const { return attacker < defender; }
    // 8.7/8.8 odds rounded down (a defender with no strength counts as 1), except that an
    // assault between 1.50 and 1.99 is 1.5; below 1:1 the odds are 1:N with N rounded up,
    // against the attacker. 17/11 -> 1.5, 17/13 -> 1, 5/9 -> 0.5 (1:2).
    double assaultRatio() const;
    double cohesionRatio() const;  // the same, with no 1.5 step
};

// Odds as the rules write them: "1.5:1", "3:1", and below 1:1 "1:2" against the attacker.
std::string oddsText(double ratio);

}  // namespace tachanka::rules::orel
