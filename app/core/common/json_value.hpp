#pragma once
// A strict little JSON reader: combat descriptions the user writes (tachanka-cli orel combat
// --input) and, in end-to-end tests, the CLI's own --json output. It rejects anything that is
// not valid JSON, so a test that parses the output also checks its syntax.

#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace tachanka::core {

class JsonError : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

class JsonValue {
public:
    using Array = std::vector<JsonValue>;
    using Object = std::map<std::string, JsonValue>;

    // Throws JsonError naming the line and column of the first syntax error.
    static JsonValue parse(std::string_view text);

    bool isNull() const { return std::holds_alternative<std::monostate>(value_); }
    bool isBoolean() const { return std::holds_alternative<bool>(value_); }
    bool isNumber() const { return std::holds_alternative<double>(value_); }
    bool isString() const { return std::holds_alternative<std::string>(value_); }
    bool isArray() const { return std::holds_alternative<std::shared_ptr<Array>>(value_); }
    bool isObject() const { return std::holds_alternative<std::shared_ptr<Object>>(value_); }
    bool boolean() const { return std::get<bool>(value_); }
    double number() const { return std::get<double>(value_); }
    const std::string& string() const { return std::get<std::string>(value_); }
    const Array& array() const { return *std::get<std::shared_ptr<Array>>(value_); }
    const Object& object() const { return *std::get<std::shared_ptr<Object>>(value_); }
    // Member of an object; throws std::out_of_range naming the key when it is missing.
    const JsonValue& operator[](const std::string& key) const;
    const JsonValue& operator[](std::size_t index) const { return array().at(index); }

private:
    friend class JsonParser;
    std::variant<std::monostate, bool, double, std::string, std::shared_ptr<Array>,
                 std::shared_ptr<Object>>
        value_;
};

}  // namespace tachanka::core
