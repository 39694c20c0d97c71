#include <algorithm>
#include <sstream>
#include <stdexcept>

#include "rules/bnb/battle/battle.hpp"

namespace tachanka::rules::bnb {

// A melee lost and its morale failed: one hex, then two further (Losing a Close Assault Melee).
bool BattleUnit::routed() const { return fellBack >= 3; }

std::string moraleLevelName(int level) {
    static constexpr const char* names[] = {"fanatical", "good", "average", "shaky"};
    return level >= 1 && level <= 4 ? names[level - 1] : "level " + std::to_string(level);
}

int leaderRating(const Leadership& leadership, int moraleBonus) {
    return std::clamp(moraleBonus, leadership.lowestRating, leadership.highestRating);
}

std::string unitStateText(const BattleUnit& unit) {
    std::string text = "level " + std::to_string(unit.moraleLevel);
    const auto count = [&](std::string_view word, int value) {
        if (value != 0) text += " " + std::string(word) + " " + std::to_string(value);
    };
    count("fell-back", unit.fellBack);
    count("mobility-lost", unit.mobilityLost);
    count("gun-hits", unit.gunHits);
    if (unit.knockedOut) text += " knocked-out";
    if (unit.limberLost) text += " limber-lost";
    return text;
}

void unitStateFrom(const std::string& text, BattleUnit& unit) {
    std::istringstream words(text);
    std::string word;
    const auto number = [&](int& value) {
        if (!(words >> value) || value < 0 || value > 99) {
            throw std::invalid_argument("'" + word + "' needs a count in '" + text + "'");
        }
    };
    while (words >> word) {
        if (word == "level") {
            number(unit.moraleLevel);
        } else if (word == "fell-back") {
            number(unit.fellBack);
        } else if (word == "mobility-lost") {
            number(unit.mobilityLost);
        } else if (word == "gun-hits") {
            number(unit.gunHits);
        } else if (word == "knocked-out") {
            unit.knockedOut = true;
        } else if (word == "limber-lost") {
            unit.limberLost = true;
        } else {
            throw std::invalid_argument("no state '" + word + "' in '" + text + "'");
        }
    }
}

}  // namespace tachanka::rules::bnb
