#include "rules/redactions/field/visibility.hpp"

#include <algorithm>
#include <stdexcept>

namespace tachanka::rules::redactions {
namespace {

int cutByWeather(int inches, const WeatherCondition& weather) {
    return weather.visibility ? std::min(inches, *weather.visibility) : inches;
}

}  // namespace

int visibilityLimit(const FieldTables& tables, std::string_view what,
                    const WeatherCondition& weather) {
    return cutByWeather(tables.visibilityNamed(what).inches, weather);
}

int visibilityWithinCover(const FieldTables& tables, const WeatherCondition& weather) {
    return cutByWeather(tables.withinCoverVisibility, weather);
}

bool seenFromOutsideCover(const FieldTables& tables, double insideEdge,
                          bool stationaryInfantryOrUnlimberedArtillery) {
    return !stationaryInfantryOrUnlimberedArtillery && seesOutOfCover(tables, insideEdge);
}

bool seesOutOfCover(const FieldTables& tables, double insideEdge) {
    if (insideEdge < 0) throw std::invalid_argument("a distance cannot be negative");
    return insideEdge <= tables.edgeOfCover;
}

bool canSee(const FieldTables& tables, std::string_view what, const WeatherCondition& weather,
            double distance) {
    if (distance < 0) throw std::invalid_argument("a distance cannot be negative");
    return distance <= visibilityLimit(tables, what, weather);
}

int shootingRange(const WeatherCondition& weather, int cardRange) {
    if (cardRange < 0) throw std::invalid_argument("a range cannot be negative");
    return weather.shootingRange ? std::min(cardRange, *weather.shootingRange) : cardRange;
}

FriendlyFire friendlyFireCheck(const WeatherCondition& weather, Dice& dice) {
    FriendlyFire check;
    if (!weather.friendlyFireOn) return check;
    check.roll = dice.roll(6, "coming on friends in the dark: do they fire?");
    check.fires = *check.roll == *weather.friendlyFireOn;
    return check;
}

Veer nightVeer(const WeatherCondition& weather, bool followingFeature, Dice& dice) {
    Veer veer;
    if (weather.veerDegrees == 0 || followingFeature) return veer;
    veer.roll = dice.roll(6, "veering off course in the dark");
    if (*veer.roll == 1) veer.degrees = -weather.veerDegrees;
    if (*veer.roll == 6) veer.degrees = weather.veerDegrees;
    return veer;
}

}  // namespace tachanka::rules::redactions
