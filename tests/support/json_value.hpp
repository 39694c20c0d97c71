#pragma once
// A strict little JSON reader for end-to-end tests of --json output: it rejects anything
// that is not valid JSON, so a test that parses the CLI's output also checks its syntax.

#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace tachanka::testing {

class JsonValue {
public:
    using Array = std::vector<JsonValue>;
    using Object = std::map<std::string, JsonValue>;

    // Throws std::runtime_error naming the offset of the first syntax error.
    static JsonValue parse(std::string_view text);

    bool isNull() const { return std::holds_alternative<std::monostate>(value_); }
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

}  // namespace tachanka::testing
