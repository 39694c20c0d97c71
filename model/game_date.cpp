#include "model/game_date.hpp"

#include <array>
#include <charconv>
#include <stdexcept>

#include "model/quoted_text.hpp"

namespace tachanka::model {
namespace {

constexpr std::array<std::string_view, 12> monthNames{
    "January", "February", "March",     "April",   "May",      "June",
    "July",    "August",   "September", "October", "November", "December"};

bool isLeapYear(int year) { return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0; }

int daysInMonth(int year, int month) {
    constexpr std::array<int, 12> days{31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return month == 2 && isLeapYear(year) ? 29 : days[static_cast<size_t>(month - 1)];
}

// Digits only: from_chars alone would accept a leading minus sign.
bool parseNumber(std::string_view text, int& value) {
    if (text.empty() || text.find_first_not_of("0123456789") != std::string_view::npos) return false;
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    return error == std::errc{} && end == text.data() + text.size();
}

}  // namespace

GameDate GameDate::parseIso(std::string_view text) {
    GameDate date;
    bool ok = text.size() == 10 && text[4] == '-' && text[7] == '-' &&
              parseNumber(text.substr(0, 4), date.year) &&
              parseNumber(text.substr(5, 2), date.month) &&
              parseNumber(text.substr(8, 2), date.day);
    ok = ok && date.month >= 1 && date.month <= 12 && date.day >= 1 &&
         date.day <= daysInMonth(date.year, date.month);
    if (!ok) {
        throw std::invalid_argument(quoted(text) + " is not a date of the form YYYY-MM-DD");
    }
    return date;
}

std::string GameDate::iso() const {
    std::array<char, 16> buffer{};
    auto put = [&buffer](size_t at, int value, int width) {
        for (int i = width - 1; i >= 0; --i, value /= 10) {
            buffer[at + static_cast<size_t>(i)] = static_cast<char>('0' + value % 10);
        }
    };
    put(0, year, 4);
    buffer[4] = '-';
    put(5, month, 2);
    buffer[7] = '-';
    put(8, day, 2);
    return std::string(buffer.data(), 10);
}

std::string GameDate::longForm() const {
    return std::to_string(day) + " " + std::string(monthNames[static_cast<size_t>(month - 1)]) +
           " " + std::to_string(year);
}

GameDate GameDate::nextDay() const {
    GameDate next = *this;
    if (++next.day > daysInMonth(year, month)) {
        next.day = 1;
        if (++next.month > 12) {
            next.month = 1;
            ++next.year;
        }
    }
    return next;
}

GameDate GameDate::plusDays(int days) const {
    GameDate date = *this;
    for (int step = 0; step < days; ++step) date = date.nextDay();
    return date;
}

int GameDate::turnNumberFrom(const GameDate& start) const {
    int turn = 1;
    for (GameDate date = start; date < *this; date = date.nextDay()) ++turn;
    return turn;
}

}  // namespace tachanka::model
