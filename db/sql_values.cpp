#include "db/sql_values.hpp"

#include <algorithm>
#include <limits>
#include <stdexcept>

#include "db/campaign_file.hpp"
#include "model/quoted_text.hpp"

namespace tachanka::db {

Value columnValue(const SQLite::Column& column) {
    if (column.isNull()) return nullValue();
    if (column.isInteger()) return column.getInt64();
    return column.getString();
}

void bindValue(SQLite::Statement& statement, int index, const Value& value) {
    if (const auto* number = std::get_if<std::int64_t>(&value)) {
        statement.bind(index, *number);
    } else if (const auto* text = std::get_if<std::string>(&value)) {
        statement.bind(index, *text);
    } else {
        statement.bind(index);
    }
}

std::optional<std::int64_t> optionalId(const SQLite::Column& column) {
    if (column.isNull()) return std::nullopt;
    return column.getInt64();
}

std::string quotedName(std::string_view name) { return "\"" + std::string(name) + "\""; }

namespace {

std::string holding(std::string_view owner, std::string_view what) {
    return "the campaign file's " + std::string(owner) + " has " + std::string(what);
}

// `value` as a whole number, or a refusal saying what it holds instead.
std::int64_t wholeNumber(const SQLite::Column& value, std::string_view owner,
                         std::string_view what) {
    if (value.isInteger()) return value.getInt64();
    if (value.isNull()) {
        throw StoreError("the campaign file's " + std::string(owner) + " has no " +
                         std::string(what));
    }
    throw StoreError(holding(owner, what) + " " + model::quoted(value.getString()) +
                     ", not a whole number");
}

std::string words(Column column) {
    std::string spelt(columnName(column));
    std::replace(spelt.begin(), spelt.end(), '_', ' ');
    return spelt;
}

}  // namespace

std::int64_t inStoredRange(std::int64_t number, StoredRange range, std::string_view owner,
                           std::string_view what) {
    if (number > range.most) {
        throw StoreError(holding(owner, what) + " " + std::to_string(number) +
                         ", more than Tachanka can hold (at most " + std::to_string(range.most) +
                         ")");
    }
    if (number < range.least) {
        throw StoreError(holding(owner, what) + " " + std::to_string(number) +
                         ", less than Tachanka can hold (at least " +
                         std::to_string(range.least) + ")");
    }
    return number;
}

std::int64_t storedNumber(const SQLite::Column& value, StoredRange range, std::string_view owner,
                          std::string_view what) {
    return inStoredRange(wholeNumber(value, owner, what), range, owner, what);
}

int storedInt(const SQLite::Column& value, Column column, std::string_view owner) {
    const StoredRange range = storedRange(column);
    if (range.least < std::numeric_limits<int>::min() ||
        range.most > std::numeric_limits<int>::max()) {
        throw std::logic_error("column " + std::string(columnName(column)) +
                               " is not read as an int");
    }
    // The column's words only for a refusal: every unit of a campaign is read through here.
    const std::int64_t number = value.isInteger() ? value.getInt64()
                                                  : wholeNumber(value, owner, words(column));
    if (number < range.least || number > range.most) {
        inStoredRange(number, range, owner, words(column));
    }
    return static_cast<int>(number);
}

bool storedFlag(const SQLite::Column& value, Column column, std::string_view owner) {
    return storedInt(value, column, owner) != 0;
}

}  // namespace tachanka::db
