// GameDate: the campaign's calendar day, read and written in ISO form.

#include <doctest/doctest.h>

#include <stdexcept>
#include <string>

#include "model/game_date.hpp"

using tachanka::model::GameDate;

namespace {

GameDate date(int year, int month, int day) { return GameDate{year, month, day}; }

std::string rejectionOf(const std::string& text) {
    try {
        GameDate::parseIso(text);
    } catch (const std::invalid_argument& error) {
        return error.what();
    }
    return "(accepted)";
}

}  // namespace

TEST_CASE("GameDate::parseIso reads year, month and day of an ISO date") {
    const GameDate parsed = GameDate::parseIso("1919-10-15");
    CHECK(parsed.year == 1919);
    CHECK(parsed.month == 10);
    CHECK(parsed.day == 15);
}

TEST_CASE("GameDate::iso writes zero-padded YYYY-MM-DD and round-trips through parseIso") {
    CHECK(date(1919, 10, 15).iso() == "1919-10-15");
    CHECK(date(1920, 1, 3).iso() == "1920-01-03");
    CHECK(date(905, 3, 7).iso() == "0905-03-07");
    for (const char* text :
         {"1919-10-15", "1919-11-01", "1920-02-29", "1920-12-31", "2000-02-29"}) {
        CAPTURE(text);
        CHECK(GameDate::parseIso(text).iso() == text);
    }
}

TEST_CASE("GameDate::longForm gives the day without padding, the month's English name, the year") {
    CHECK(date(1919, 10, 15).longForm() == "15 October 1919");
    CHECK(date(1919, 11, 1).longForm() == "1 November 1919");
    CHECK(date(1920, 1, 31).longForm() == "31 January 1920");
    CHECK(date(1920, 12, 25).longForm() == "25 December 1920");
}

TEST_CASE("GameDate::nextDay moves to the next day within a month") {
    CHECK(date(1919, 10, 15).nextDay() == date(1919, 10, 16));
    CHECK(date(1919, 10, 30).nextDay() == date(1919, 10, 31));
}

TEST_CASE("GameDate::nextDay rolls over at each month's real length") {
    CHECK(date(1919, 10, 31).nextDay() == date(1919, 11, 1));
    CHECK(date(1919, 11, 30).nextDay() == date(1919, 12, 1));
    CHECK(date(1919, 4, 30).nextDay() == date(1919, 5, 1));
    CHECK(date(1919, 1, 31).nextDay() == date(1919, 2, 1));
    CHECK(date(1919, 8, 31).nextDay() == date(1919, 9, 1));
}

TEST_CASE("GameDate::nextDay rolls 31 December over into the next year") {
    CHECK(date(1919, 12, 31).nextDay() == date(1920, 1, 1));
}

TEST_CASE("GameDate::nextDay follows the Gregorian leap-year rule for February") {
    CHECK(date(1919, 2, 28).nextDay() == date(1919, 3, 1));   // 1919: not a leap year
    CHECK(date(1920, 2, 28).nextDay() == date(1920, 2, 29));  // divisible by 4
    CHECK(date(1920, 2, 29).nextDay() == date(1920, 3, 1));
    CHECK(date(1900, 2, 28).nextDay() == date(1900, 3, 1));   // century, not by 400
    CHECK(date(2000, 2, 28).nextDay() == date(2000, 2, 29));  // divisible by 400
}

TEST_CASE("GameDate::parseIso accepts 29 February only in leap years") {
    CHECK(GameDate::parseIso("1920-02-29") == date(1920, 2, 29));
    CHECK(GameDate::parseIso("2000-02-29") == date(2000, 2, 29));
    CHECK_THROWS_AS(GameDate::parseIso("1919-02-29"), std::invalid_argument);
    CHECK_THROWS_AS(GameDate::parseIso("1900-02-29"), std::invalid_argument);
}

TEST_CASE("GameDate::parseIso rejects days beyond the month's length and out-of-range fields") {
    for (const char* text : {"1919-04-31", "1919-06-31", "1919-09-31", "1919-11-31", "1919-10-32",
                             "1919-10-00", "1919-00-10", "1919-13-01", "1920-02-30"}) {
        CAPTURE(text);
        CHECK_THROWS_AS(GameDate::parseIso(text), std::invalid_argument);
    }
}

TEST_CASE("GameDate::parseIso rejects text not of the form YYYY-MM-DD") {
    for (const char* text : {"", "19191015", "1919/10/15", "1919-1-15", "1919-10-5", " 1919-10-15",
                             "1919-10-15 ", "1919-10-1x", "abcd-ef-gh", "15 October 1919",
                             "1919-+1-15", "1919-10-+5", "1919--1-15"}) {
        CAPTURE(text);
        CHECK_THROWS_AS(GameDate::parseIso(text), std::invalid_argument);
    }
}

TEST_CASE("GameDate::parseIso rejects a signed year: the year must be four digits") {
    // "-919" fills the four year characters but is not YYYY; accepting it yields a date whose
    // iso() cannot be written back.
    CHECK_THROWS_AS(GameDate::parseIso("-919-10-15"), std::invalid_argument);
    CHECK_THROWS_AS(GameDate::parseIso("+919-10-15"), std::invalid_argument);
}

TEST_CASE("GameDate::parseIso names the rejected text in its message") {
    const std::string message = rejectionOf("1919-02-29");
    CHECK(message.find("'1919-02-29'") != std::string::npos);
    CHECK(message.find("YYYY-MM-DD") != std::string::npos);
}

TEST_CASE("GameDate compares chronologically: year, then month, then day") {
    CHECK(date(1919, 10, 31) < date(1919, 11, 1));
    CHECK(date(1919, 12, 31) < date(1920, 1, 1));
    CHECK(date(1919, 10, 15) < date(1919, 10, 16));
    CHECK(date(1919, 10, 15) == GameDate::parseIso("1919-10-15"));
    CHECK(date(1920, 1, 1) > date(1919, 12, 31));
}
