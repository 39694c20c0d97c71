#pragma once
// A calendar day of the campaign: Orel 1919 plays one day per turn.

#include <compare>
#include <string>
#include <string_view>

namespace tachanka::model {

struct GameDate {
    int year = 1919;
    int month = 10;
    int day = 15;

    // Accepts the ISO form used in data files and the CLI ("1919-10-15"); throws
    // std::invalid_argument naming the text when it is not a real calendar day.
    static GameDate parseIso(std::string_view text);

    std::string iso() const;       // "1919-10-15"
    std::string longForm() const;  // "15 October 1919"
    GameDate nextDay() const;
    GameDate plusDays(int days) const;  // days >= 0
    // Turns are days: the first turn is day 1 ("turn 3" of a game starting on the 15th is
    // the 17th).
    int turnNumberFrom(const GameDate& start) const;

    auto operator<=>(const GameDate&) const = default;
};

}  // namespace tachanka::model
