#pragma once
// Seeing and the weather ("Visibility", "Weather"): how far a thing can be made out, what
// night, fog and rain change, and the dice they call for.

#include <string_view>

#include "rules/dice.hpp"
#include "rules/redactions/field/field_tables.hpp"

namespace tachanka::rules::redactions {

// How far `what` (a visibility distance id) can be made out in this weather, in inches: the
// table's distance, cut to the weather's visibility.
int visibilityLimit(const FieldTables& tables, std::string_view what,
                    const WeatherCondition& weather);

// Both units within built-up areas, woods or scrub: 100m (4"), cut by the weather too.
int visibilityWithinCover(const FieldTables& tables, const WeatherCondition& weather);

// Troops within 2" of the edge of built-up areas, woods or scrub can be seen from anywhere
// outside, unless they are stationary infantry or unlimbered artillery.
bool seenFromOutsideCover(const FieldTables& tables, double insideEdge,
                          bool stationaryInfantryOrUnlimberedArtillery);

// Troops within 2" of the edge can see out, whether or not they can be seen.
bool seesOutOfCover(const FieldTables& tables, double insideEdge);

bool canSee(const FieldTables& tables, std::string_view what, const WeatherCondition& weather,
            double distance);

// A unit's shooting range in this weather: its card's, cut to the weather's.
int shootingRange(const WeatherCondition& weather, int cardRange);

struct FriendlyFire {
    std::optional<int> roll;  // none in weather without the rule
    bool fires = false;
};

// Units coming on friends at night or in fog fire at them on a d6 of 1.
FriendlyFire friendlyFireCheck(const WeatherCondition& weather, Dice& dice);

struct Veer {
    std::optional<int> roll;
    int degrees = 0;  // negative: to the left
};

// At night or in fog, off a well-defined feature: a d6 at the start of the action segment,
// 1 veers 30° left, 6 veers 30° right.
Veer nightVeer(const WeatherCondition& weather, bool followingFeature, Dice& dice);

}  // namespace tachanka::rules::redactions
