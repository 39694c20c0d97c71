#include "app/core/common/json_value.hpp"

#include <cstdlib>
#include <stdexcept>

#include "model/quoted_text.hpp"

namespace tachanka::core {

class JsonParser {
public:
    explicit JsonParser(std::string_view text) : text_(text) {}

    JsonValue document() {
        JsonValue value = parseValue();
        skipSpace();
        if (at_ != text_.size()) fail("text after the JSON value");
        return value;
    }

private:
    [[noreturn]] void fail(const std::string& what) const {
        std::size_t line = 1;
        std::size_t column = 1;
        for (std::size_t i = 0; i < at_ && i < text_.size(); ++i) {
            if (text_[i] == '\n') {
                ++line;
                column = 1;
            } else {
                ++column;
            }
        }
        throw JsonError("invalid JSON at line " + std::to_string(line) + ", column " +
                        std::to_string(column) + ": " + what);
    }
    void skipSpace() {
        while (at_ < text_.size() &&
               std::string_view(" \t\r\n").find(text_[at_]) != std::string_view::npos) {
            ++at_;
        }
    }
    bool consume(std::string_view word) {
        if (text_.substr(at_, word.size()) != word) return false;
        at_ += word.size();
        return true;
    }
    void expect(char c) {
        skipSpace();
        if (at_ >= text_.size() || text_[at_] != c) fail(std::string("expected '") + c + "'");
        ++at_;
    }

    JsonValue parseValue() {
        skipSpace();
        if (at_ >= text_.size()) fail("unexpected end");
        JsonValue value;
        const char c = text_[at_];
        if ((c == '{' || c == '[') && ++depth_ > deepest) {
            // Each level is a call: a file of a million '[' must be refused, not overflow.
            fail("nested more than " + std::to_string(deepest) + " levels deep");
        }
        if (c == '{') {
            value.value_ = std::make_shared<JsonValue::Object>(parseObject());
            --depth_;
        } else if (c == '[') {
            value.value_ = std::make_shared<JsonValue::Array>(parseArray());
            --depth_;
        } else if (c == '"') {
            value.value_ = parseString();
        } else if (consume("true")) {
            value.value_ = true;
        } else if (consume("false")) {
            value.value_ = false;
        } else if (consume("null")) {
            value.value_ = std::monostate{};
        } else {
            value.value_ = parseNumber();
        }
        return value;
    }

    JsonValue::Object parseObject() {
        expect('{');
        JsonValue::Object object;
        skipSpace();
        if (consume("}")) return object;
        do {
            skipSpace();
            std::string key = parseString();
            expect(':');
            if (!object.emplace(key, parseValue()).second) fail("duplicate key " + model::quoted(key));
            skipSpace();
        } while (consume(","));
        expect('}');
        return object;
    }

    JsonValue::Array parseArray() {
        expect('[');
        JsonValue::Array array;
        skipSpace();
        if (consume("]")) return array;
        do {
            array.push_back(parseValue());
            skipSpace();
        } while (consume(","));
        expect(']');
        return array;
    }

    std::string parseString() {
        if (at_ >= text_.size() || text_[at_] != '"') fail("expected a string");
        ++at_;
        std::string out;
        while (at_ < text_.size() && text_[at_] != '"') {
            const char c = text_[at_++];
            if (static_cast<unsigned char>(c) < 0x20) fail("control character in a string");
            if (c != '\\') {
                out += c;
                continue;
            }
            if (at_ >= text_.size()) fail("unfinished escape");
            const char escaped = text_[at_++];
            const std::string_view simple = "\"\\/bfnrt";
            const std::string_view meaning = "\"\\/\b\f\n\r\t";
            if (const auto i = simple.find(escaped); i != std::string_view::npos) {
                out += meaning[i];
            } else if (escaped == 'u' && at_ + 4 <= text_.size()) {
                const std::string hex(text_.substr(at_, 4));
                char* end = nullptr;
                const auto code = std::strtoul(hex.c_str(), &end, 16);
                if (end != hex.c_str() + hex.size()) fail("bad \\u escape");
                at_ += 4;
                // Only ASCII escapes: UTF-8 text is written as it is (Orël, Кутепов).
                if (code >= 0x80) fail("\\u escapes beyond ASCII are not supported; write UTF-8");
                out += static_cast<char>(code);
            } else {
                fail("bad escape");
            }
        }
        if (at_ >= text_.size()) fail("unfinished string");
        ++at_;
        return out;
    }

    double parseNumber() {
        const std::size_t start = at_;
        if (at_ < text_.size() && text_[at_] == '-') ++at_;
        while (at_ < text_.size() &&
               std::string_view("0123456789.eE+-").find(text_[at_]) != std::string_view::npos) {
            ++at_;
        }
        if (start == at_) fail("unexpected character");
        const std::string number(text_.substr(start, at_ - start));
        char* end = nullptr;
        const double value = std::strtod(number.c_str(), &end);
        if (end != number.c_str() + number.size()) fail("bad number '" + number + "'");
        return value;
    }

    std::string_view text_;
    std::size_t at_ = 0;
    static constexpr int deepest = 256;
    int depth_ = 0;
};

JsonValue JsonValue::parse(std::string_view text) { return JsonParser(text).document(); }

const JsonValue& JsonValue::operator[](const std::string& key) const {
    const auto& members = object();
    const auto found = members.find(key);
    if (found == members.end()) throw std::out_of_range("no JSON member '" + key + "'");
    return found->second;
}

}  // namespace tachanka::core
